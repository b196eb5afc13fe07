import { useQueryClient } from '@tanstack/react-query';

export const sofKeys = {
  all: ['sof'] as const,
  sof: (portCallId: number) => ['sof', 'view', portCallId] as const,
  signing: (portCallId: number) => ['sof', 'signing', portCallId] as const,
  timeline: (portCallId: number) => ['sof', 'timeline', portCallId] as const,
  templates: ['sof-templates'] as const,
  admin: (page: number) => ['sof', 'admin', page] as const,
  status: (portCallId: number) => ['sof', 'status', portCallId] as const,
};

/** After a change every read of that SOF is read again (the view, its signing stage, its timeline). */
export function useInvalidateSof() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: sofKeys.all });
}
