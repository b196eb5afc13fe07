import { useQueryClient } from '@tanstack/react-query';

export const portLogKeys = {
  all: ['port-logs'] as const,
  ofAppointment: (appointmentId: number) => ['port-logs', 'appointment', appointmentId] as const,
  internal: (id: number) => ['port-logs', 'internal', id] as const,
  public: (id: number) => ['port-logs', 'public', id] as const,
  dashboard: (query: Record<string, unknown>) => ['port-logs', 'dashboard', query] as const,
};

/** Every port-log answer is read again after a change (one page shows the log, its summary and its header). */
export function useInvalidatePortLogs() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: portLogKeys.all });
}
