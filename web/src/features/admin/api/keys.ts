/** Query keys of the admin console (one factory, so a mutation names what it makes stale). */
export const adminKeys = {
  all: () => ['admin'] as const,
  profiles: () => ['admin', 'profiles'] as const,
  profileList: (query: unknown) => ['admin', 'profiles', 'list', query] as const,
  profile: (id: number) => ['admin', 'profiles', 'one', id] as const,
  loginLocks: () => ['admin', 'profiles', 'login-locks'] as const,
  outbox: (query: unknown) => ['admin', 'outbox', query] as const,
  outboxEmail: (id: number) => ['admin', 'outbox', 'email', id] as const,
  registrations: (query: unknown) => ['admin', 'registrations', query] as const,
  jobs: (query: unknown) => ['admin', 'jobs', query] as const,
  audit: (query: unknown) => ['admin', 'audit', query] as const,
  flags: () => ['admin', 'feature-flags'] as const,
  metadata: () => ['admin', 'metadata'] as const,
  metadataList: (list: string, query: unknown) => ['admin', 'metadata', list, 'list', query] as const,
  metadataHistory: (list: string, id: number) => ['admin', 'metadata', list, 'history', id] as const,
  metadataParents: (kind: string, parentId: number | null) => ['admin', 'metadata-parents', kind, parentId] as const,
};
