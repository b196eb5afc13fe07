import { type TOption, ZOption } from '@portcall/contracts/fields';
import { z } from 'zod';
import { apiRequest } from '../http-client';

/** GET /public/ref/filter/countries?filter=: countries whose name matches the typed text. */
export function filterCountries(filter: string, signal?: AbortSignal): Promise<TOption[]> {
  return apiRequest('/public/ref/filter/countries', { query: { filter }, schema: z.array(ZOption), signal });
}
