import { type TOption, ZOption } from '@portcall/contracts/fields';
import { z } from 'zod';
import { apiRequest } from '../http-client';

/** GET /public/ref/filter/ports?filter=: ports whose name starts with the typed text. */
export function filterPorts(filter: string, signal?: AbortSignal): Promise<TOption[]> {
  return apiRequest('/public/ref/filter/ports', { query: { filter }, schema: z.array(ZOption), signal });
}
