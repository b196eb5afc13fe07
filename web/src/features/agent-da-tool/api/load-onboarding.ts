import { ZSupplierOnboarding } from '@portcall/contracts/supplier';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';

/** GET /secured/supplier/onboarding: the new supplier's checklist. */
export function useOnboarding() {
  return useQuery({
    queryKey: ['supplier', 'onboarding'],
    queryFn: ({ signal }) => apiRequest('/secured/supplier/onboarding', { signal, schema: ZSupplierOnboarding }),
  });
}
