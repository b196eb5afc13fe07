/** The port directory's query keys (one factory, so a change can invalidate them together). */
export const portDirectoryKeys = {
  all: () => ['port-directory'] as const,
  search: (query: Record<string, unknown>) => ['port-directory', 'search', query] as const,
  port: (portId: number, part: string, query?: Record<string, unknown>) =>
    ['port-directory', 'port', portId, part, query ?? {}] as const,
};
