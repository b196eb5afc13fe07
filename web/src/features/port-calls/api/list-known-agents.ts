import { type TSupplierSearchItem, ZSupplierSearchItem } from '@portcall/contracts/auth';
import type { TOption } from '@portcall/contracts/fields';
import { formatDate } from '@portcall/contracts/format';
import { MAX_PAGE_SIZE, ZPaged } from '@portcall/contracts/paging';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { portCallKeys } from './keys';

/**
 * The agents and vendors a buyer may appoint (POST supplier/search?useCase=APPOINTMENT, platform-core
 * §7), those serving the chosen port first and marked as such.
 */
/** The supplier's KYP verification as the buyer reads it while picking: status and date. */
export function verificationLabel(v: TSupplierSearchItem['verification']): string {
  if (v?.status === 'VERIFIED' && v.verifiedAt) return `KYP verified ${formatDate(v.verifiedAt)}`;
  if (v?.status === 'EXPIRED' && v.expiresAt) return `KYP expired ${formatDate(v.expiresAt)}`;
  return 'not KYP verified';
}

export async function listKnownAgents(portId: number | undefined, signal?: AbortSignal): Promise<TOption[]> {
  const page = await apiRequest('/secured/supplier/search', {
    method: 'POST',
    query: { useCase: 'APPOINTMENT' },
    body: { types: ['AGENT', 'VENDOR'], size: MAX_PAGE_SIZE, ...(portId ? { portId } : {}) },
    signal,
    schema: ZPaged(ZSupplierSearchItem),
    redirectOn403: false,
  });
  return page.items.map((s) => ({
    value: String(s.id),
    label: `${s.name}${s.type === 'VENDOR' ? ' (vendor)' : ''}${s.isPreferred ? ' · preferred' : ''}${portId && s.servesPort && !s.isPreferred ? ' · serves this port' : ''} · ${verificationLabel(s.verification)}`,
  }));
}

export function useKnownAgentOptions(portId?: number) {
  return useQuery({
    queryKey: [...portCallKeys.knownAgents(), portId ?? null],
    queryFn: ({ signal }) => listKnownAgents(portId, signal),
    staleTime: 60_000,
    meta: { silent: true },
  });
}
