import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../http-client';
import { queryKeys } from '../query-keys';

export const ZPhonePrefix = z.object({
  label: z.string(),
  value: z.string(),
  prefix: z.string(),
  countryId: z.coerce.number(),
});
export type TPhonePrefix = z.infer<typeof ZPhonePrefix>;

/** GET /public/ref/phone-country-prefixes: '+30 Greece' per country, loaded once (cached 'phone-prefixes'). */
export function fetchPhonePrefixes(): Promise<TPhonePrefix[]> {
  return apiRequest('/public/ref/phone-country-prefixes', { schema: z.array(ZPhonePrefix), redirectOn404: false });
}

export const phonePrefixesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.refData.phonePrefixes(), queryFn: fetchPhonePrefixes });

export function usePhonePrefixes() {
  return useQuery(phonePrefixesQueryOptions());
}
