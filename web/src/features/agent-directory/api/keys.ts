/** The agent directory's query keys (one factory, so a change can invalidate them together). */
export const agentDirectoryKeys = {
  all: () => ['agent-directory'] as const,
  search: (query: Record<string, unknown>) => ['agent-directory', 'search', query] as const,
  agent: (agentId: number, portId: number | null) => ['agent-directory', 'agent', agentId, portId] as const,
};
