import type { TOption } from '@portcall/contracts/fields';
import { ZPortOption } from '@portcall/contracts/refdata';
import { z } from 'zod';
import { apiRequest } from '../../../api/http-client';

/** GET secured/ref/filter/ports?filter=: every port (not only active ones) whose name starts with the text. */
export async function filterPorts(filter: string, signal?: AbortSignal): Promise<TOption[]> {
  const ports = await apiRequest('/secured/ref/filter/ports', {
    query: { filter },
    signal,
    schema: z.array(ZPortOption),
  });
  return ports.map((p) => ({ value: p.value, label: `${p.label} (${p.unlocode})` }));
}
