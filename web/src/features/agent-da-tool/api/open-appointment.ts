import { ZAppointment } from '@portcall/contracts/appointments';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { daToolKeys, type SupplierKind } from './keys';

/**
 * GET appointment/{id}/load: the recipient opening its appointment marks it READ (docs/decisions.md
 * "Agents and vendors"), so the list's "New" mark goes once the letter has been opened.
 */
export function useOpenAppointment(kind: SupplierKind, id: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...daToolKeys.all(kind), 'appointment', id],
    queryFn: async ({ signal }) => {
      const appointment = await apiRequest(`/secured/appointment/${id}/load`, {
        signal,
        schema: ZAppointment,
        redirectOn404: false,
      });
      void queryClient.invalidateQueries({ queryKey: [...daToolKeys.all(kind), 'list'] });
      return appointment;
    },
    meta: { silent: true },
  });
}
