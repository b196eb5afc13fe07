import type { TOption } from '@portcall/contracts/fields';
import { ZPortOption } from '@portcall/contracts/refdata';
import { z } from 'zod';
import { apiRequest } from '../../../api/http-client';

/** GET secured/ref/filter/ports?filter=: every port (not only active ones) whose name starts with the text. */
/** A port option also carries the bare name: letters and titles say "at Rotterdam", not its code. */
export type TPortOption = TOption & { name: string };
export const portNameOf = (option: TOption): string => (option as Partial<TPortOption>).name ?? option.label;

export async function filterPorts(filter: string, signal?: AbortSignal): Promise<TPortOption[]> {
  const ports = await apiRequest('/secured/ref/filter/ports', {
    query: { filter },
    signal,
    schema: z.array(ZPortOption),
  });
  return ports.map((p) => ({ value: p.value, label: `${p.label} (${p.unlocode})`, name: p.label }));
}
