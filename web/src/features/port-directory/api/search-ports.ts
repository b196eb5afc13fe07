import { type TPortDirectoryPage, ZPortDirectoryPage } from '@portcall/contracts/port-directory';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { portDirectoryKeys } from './keys';

/** GET port-directory/search: ports by name, country, segment, cargo, facility and harbour size. */
export function searchPorts(query: Record<string, string | number | boolean>, signal?: AbortSignal) {
  return apiRequest<TPortDirectoryPage>('/secured/port-directory/search', {
    query,
    signal,
    schema: ZPortDirectoryPage,
  });
}

export function usePortSearch(query: Record<string, string | number | boolean>) {
  return useQuery({
    queryKey: portDirectoryKeys.search(query),
    queryFn: ({ signal }) => searchPorts(query, signal),
    placeholderData: keepPreviousData,
  });
}
