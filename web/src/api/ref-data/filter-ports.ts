import type { TOption } from '@portcall/contracts/fields';
import { z } from 'zod';
import { apiRequest } from '../http-client';

const ZPortOption = z.object({
  label: z.string(),
  value: z.string(),
  unlocode: z.string().optional(),
  countryAlpha2: z.string().optional(),
});

/**
 * GET /public/ref/filter/ports?filter=: ports whose name starts with the typed text. Many ports share
 * a name (there are Victorias on four continents), so the label carries the UN/LOCODE.
 * `isAvailableInPce`: only the ports the port cost estimator offers.
 */
export async function filterPorts(
  filter: string,
  signal?: AbortSignal,
  { isAvailableInPce = false }: { isAvailableInPce?: boolean } = {},
): Promise<TOption[]> {
  const ports = await apiRequest('/public/ref/filter/ports', {
    query: isAvailableInPce ? { filter, isAvailableInPce: 'true' } : { filter },
    schema: z.array(ZPortOption),
    signal,
  });
  return ports.map((p) => ({ value: p.value, label: p.unlocode ? `${p.label} (${p.unlocode})` : p.label }));
}
