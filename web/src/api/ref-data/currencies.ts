import { type TCurrencyOption, ZCurrencyOption } from '@portcall/contracts/refdata';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../http-client';
import { queryKeys } from '../query-keys';

/** GET ref/currencies: the ISO 4217 currencies with their minor units (DAs, bank accounts, amounts). */
export function fetchCurrencies(signal?: AbortSignal): Promise<TCurrencyOption[]> {
  return apiRequest('/secured/ref/currencies', { signal, schema: z.array(ZCurrencyOption) });
}

export const currenciesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.refData.currencies(),
    queryFn: ({ signal }) => fetchCurrencies(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useCurrencies() {
  return useQuery(currenciesQueryOptions());
}
