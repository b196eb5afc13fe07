/**
 * The port-calls feature's cached queries under one root, so a save (a port call, an appointment,
 * a reminder) invalidates every dashboard grouping, page and filter at once.
 */
export const portCallKeys = {
  all: () => ['port-calls'] as const,
  dashboard: () => ['port-calls', 'dashboard'] as const,
  dashboardList: (path: string, query: Record<string, unknown>) => ['port-calls', 'dashboard', path, query] as const,
  history: (appointmentId: number) => ['port-calls', 'history', appointmentId] as const,
  portCalls: () => ['port-calls', 'port-call'] as const,
  portCall: (id: number) => ['port-calls', 'port-call', id] as const,
  appointment: (id: number) => ['port-calls', 'appointment', id] as const,
  appointmentPortCalls: (id: number) => ['port-calls', 'appointment-port-calls', id] as const,
  linkOptions: (id: number) => ['port-calls', 'appointment-port-calls', id, 'options'] as const,
  preview: (id: number) => ['port-calls', 'official-preview', id] as const,
  vessels: () => ['port-calls', 'vessels'] as const,
  voyages: (vesselId: number) => ['port-calls', 'voyages', vesselId] as const,
  activityTypes: () => ['port-calls', 'activity-types'] as const,
  knownAgents: () => ['port-calls', 'known-agents'] as const,
  people: () => ['port-calls', 'people'] as const,
  regions: () => ['port-calls', 'regions'] as const,
};
