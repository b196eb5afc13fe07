import { type TPaymentSettingsForm, ZPaymentSettings } from '@portcall/contracts/payments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { financialKeys } from './keys';

const path = (buyerId: number) => `/secured/buyer/${buyerId}/payment-settings`;

/** GET buyer/{buyerId}/payment-settings: the remitted-below warning percentage (default 95). */
export function usePaymentSettings(buyerId: number | null) {
  return useQuery({
    queryKey: [...financialKeys.all(), 'settings', buyerId ?? 0] as const,
    queryFn: () => apiRequest(path(buyerId as number), { schema: ZPaymentSettings }),
    enabled: buyerId !== null,
  });
}

/** PUT buyer/{buyerId}/payment-settings (approvers). */
export function useSavePaymentSettingsMutation(buyerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: TPaymentSettingsForm) =>
      apiRequest(path(buyerId), { method: 'PUT', body: form, schema: ZPaymentSettings }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: financialKeys.all() }),
    meta: { silent: true },
  });
}
