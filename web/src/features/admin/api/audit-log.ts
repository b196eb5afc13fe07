import { ZAuditItem } from '@portcall/contracts/admin';
import { ZPaged } from '@portcall/contracts/paging';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { downloadFile } from '../../../api/download';
import { apiRequest, apiUrl, type QueryValue } from '../../../api/http-client';
import { adminKeys } from './keys';

/** GET /secured/admin/audit-log: filtered by entity, actor and dates, newest first. */
export function useAuditLog(query: Record<string, QueryValue>) {
  return useQuery({
    queryKey: adminKeys.audit(query),
    queryFn: ({ signal }) => apiRequest('/secured/admin/audit-log', { query, signal, schema: ZPaged(ZAuditItem) }),
    placeholderData: keepPreviousData,
  });
}

/** GET /secured/admin/audit-log/export: the same filters as a CSV file. */
export function downloadAuditLog(query: Record<string, QueryValue>) {
  const url = apiUrl('/secured/admin/audit-log/export', query).replace(/^\/da-app/, '');
  return downloadFile(url, 'audit-log.csv');
}
