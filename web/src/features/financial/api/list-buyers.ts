import { ZFinancialBuyers } from '@portcall/contracts/payment-list';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { financialKeys } from './keys';

/** GET admin/financial/buyers: the administrator's buyer picker. */
export function useFinancialBuyers() {
  return useQuery({
    queryKey: financialKeys.buyers(),
    queryFn: () => apiRequest('/secured/admin/financial/buyers', { schema: ZFinancialBuyers }),
  });
}
