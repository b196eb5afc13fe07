import { type TOption, ZOption } from '@portcall/contracts/fields';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../http-client';
import { queryKeys } from '../query-keys';

/** GET /public/ref/countries: every country as an option (label name, value id). */
export function fetchCountries(): Promise<TOption[]> {
  return apiRequest('/public/ref/countries', { schema: z.array(ZOption), redirectOn404: false });
}

export const countriesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.refData.countries(), queryFn: fetchCountries });

export function useCountries() {
  return useQuery(countriesQueryOptions());
}
