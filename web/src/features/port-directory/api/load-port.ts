import {
  type THarborComplex,
  type TPortAdditionalInformation,
  type TPortInformation,
  type TPortOverview,
  type TPortSupplier,
  ZHarborComplex,
  ZPortAdditionalInformation,
  ZPortInformation,
  ZPortOverview,
  ZPortSuppliers,
} from '@portcall/contracts/port-directory';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { portDirectoryKeys } from './keys';

const B = '/secured/port-directory';

/** GET overview/port/{portId}: header, counts, position and nearby ports. */
export function usePortOverview(portId: number) {
  return useQuery({
    queryKey: portDirectoryKeys.port(portId, 'overview'),
    queryFn: ({ signal }) =>
      apiRequest<TPortOverview>(`${B}/overview/port/${portId}`, { signal, schema: ZPortOverview }),
  });
}

/** GET port-information/port/{portId}. */
export function usePortInformation(portId: number) {
  return useQuery({
    queryKey: portDirectoryKeys.port(portId, 'information'),
    queryFn: ({ signal }) =>
      apiRequest<TPortInformation>(`${B}/port-information/port/${portId}`, { signal, schema: ZPortInformation }),
  });
}

/** GET port-information/port/{portId}/additional-information. */
export function usePortAdditionalInformation(portId: number) {
  return useQuery({
    queryKey: portDirectoryKeys.port(portId, 'additional'),
    queryFn: ({ signal }) =>
      apiRequest<TPortAdditionalInformation>(`${B}/port-information/port/${portId}/additional-information`, {
        signal,
        schema: ZPortAdditionalInformation,
      }),
  });
}

/** GET supplier/port/{portId}: agents and vendors serving the port. */
export function usePortSuppliers(portId: number) {
  return useQuery({
    queryKey: portDirectoryKeys.port(portId, 'suppliers'),
    queryFn: ({ signal }) =>
      apiRequest<TPortSupplier[]>(`${B}/supplier/port/${portId}`, { signal, schema: ZPortSuppliers }),
  });
}

/** GET harbor-complex/port/{portId}?segment&cargo&facility. */
export function useHarborComplex(portId: number, filter: Record<string, string>) {
  return useQuery({
    queryKey: portDirectoryKeys.port(portId, 'harbor-complex', filter),
    queryFn: ({ signal }) =>
      apiRequest<THarborComplex>(`${B}/harbor-complex/port/${portId}`, {
        query: filter,
        signal,
        schema: ZHarborComplex,
      }),
    placeholderData: keepPreviousData,
  });
}
