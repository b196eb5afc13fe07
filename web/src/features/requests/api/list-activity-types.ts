import { ZActivityType } from '@portcall/contracts/refdata';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../api/http-client';

/** GET appointment/activity-types: the activities a case may name. */
export function useActivityTypes() {
  return useQuery({
    queryKey: ['requests', 'activity-types'],
    queryFn: async ({ signal }) => {
      const types = await apiRequest('/secured/appointment/activity-types', { signal, schema: z.array(ZActivityType) });
      return [...types].sort((a, b) => a.position - b.position).map((t) => ({ value: t.value, label: t.label }));
    },
    staleTime: 60 * 60 * 1000,
  });
}
