/**
 * One key factory for every cached query, so a mutation invalidates exactly what it changed.
 * The reference-data keys are the spec's cached keys (platform-core §9).
 */
export const queryKeys = {
  featureFlags: (userId: number | null) => ['feature-flags', userId ?? 'anonymous'] as const,
  claims: () => ['auth', 'claims'] as const,
  company: () => ['account', 'company'] as const,
  /**
   * Buyer organisation (settings and fleet). Lists sit under their entity's root key, so a save
   * invalidates every page and filter of that list at once.
   */
  buyerSettings: {
    profile: () => ['buyer-settings', 'profile'] as const,
    users: () => ['buyer-settings', 'user'] as const,
    user: (id: number) => ['buyer-settings', 'user', id] as const,
    vessels: () => ['buyer-settings', 'vessels'] as const,
    vesselList: (query: Record<string, unknown>) => ['buyer-settings', 'vessels', 'list', query] as const,
    fleets: () => ['buyer-settings', 'fleets'] as const,
    fleetList: (buyerId: number, query: Record<string, unknown>) =>
      ['buyer-settings', 'fleets', 'list', buyerId, query] as const,
    teams: () => ['buyer-settings', 'teams'] as const,
    teamList: (buyerId: number, query: Record<string, unknown>) =>
      ['buyer-settings', 'teams', 'list', buyerId, query] as const,
    regions: () => ['buyer-settings', 'regions'] as const,
    regionList: (query: Record<string, unknown>) => ['buyer-settings', 'regions', 'list', query] as const,
    ownRuleRegions: () => ['buyer-settings', 'regions', 'own-rules'] as const,
    rules: () => ['buyer-settings', 'rules'] as const,
    ruleList: (query: Record<string, unknown>) => ['buyer-settings', 'rules', 'list', query] as const,
    accountingCodes: (buyerId: number) => ['buyer-settings', 'accounting-codes', buyerId] as const,
    preferredAgents: (buyerId: number) => ['buyer-settings', 'preferred-agents', buyerId] as const,
  },
  /** Notifications: the unread count and each filter's list, all refreshed by a live arrival. */
  notifications: {
    all: () => ['notifications'] as const,
    unread: () => ['notifications', 'unread'] as const,
    lists: () => ['notifications', 'list'] as const,
    list: (filter: string, size: number) => ['notifications', 'list', filter, size] as const,
  },
  /** Messages: the unread count, the inbox, each appointment's conversation and the appointments to write on. */
  messages: {
    all: () => ['messages'] as const,
    unread: () => ['messages', 'unread'] as const,
    inboxes: () => ['messages', 'inbox'] as const,
    inbox: (status: string, size: number) => ['messages', 'inbox', status, size] as const,
    conversations: () => ['messages', 'conversation'] as const,
    conversation: (appointmentId: number, buyerId: number) =>
      ['messages', 'conversation', appointmentId, buyerId] as const,
    appointmentChoices: (kind: string) => ['messages', 'appointment-choices', kind] as const,
  },
  refData: {
    portMappingTypes: () => ['port-mapping-types'] as const,
    vesselSizes: () => ['vessel-sizes'] as const,
    vesselTypes: () => ['vessel-types'] as const,
    phonePrefixes: () => ['phone-prefixes'] as const,
    countries: () => ['ref', 'countries'] as const,
    countriesFilter: (filter: string) => ['ref', 'countries', 'filter', filter] as const,
    portsFilter: (filter: string) => ['ref', 'ports', 'filter', filter] as const,
    agentTypes: () => ['ref', 'agent-types'] as const,
    vendorTypes: () => ['ref', 'vendor-types'] as const,
    currencies: () => ['ref', 'currencies'] as const,
  },
} as const;

/** Reference data that never changes while the app is open: fetched once, kept for the session. */
export const cachedReferenceKeys = [
  queryKeys.refData.portMappingTypes(),
  queryKeys.refData.vesselSizes(),
  queryKeys.refData.vesselTypes(),
  queryKeys.refData.phonePrefixes(),
] as const;
