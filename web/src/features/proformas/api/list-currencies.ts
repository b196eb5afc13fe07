import { ZCurrencyOption } from '@portcall/contracts/refdata';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../api/http-client';
import { proformaKeys } from './keys';

const ZCurrencies = z.array(ZCurrencyOption);

/** GET ref/currencies: the ISO 4217 currencies a DA may be drawn up in. */
export function listCurrencies(signal?: AbortSignal): Promise<z.infer<typeof ZCurrencies>> {
  return apiRequest('/secured/ref/currencies', { signal, schema: ZCurrencies });
}

export function useCurrencies() {
  return useQuery({
    queryKey: [...proformaKeys.catalogue(), 'currencies'],
    queryFn: ({ signal }) => listCurrencies(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
