import { downloadFile } from '../../../api/download';
import { apiUrl } from '../../../api/http-client';

/** GET financial/payments/export?format=CSV|XLSX with the list's filters (never its page). */
export function downloadPaymentExport(format: 'CSV' | 'XLSX', filters: Record<string, string | number | boolean>) {
  const { page: _page, size: _size, ...rest } = filters;
  const path = apiUrl('/secured/financial/payments/export', { ...rest, format }).slice('/da-app'.length);
  return downloadFile(path, `payments.${format.toLowerCase()}`);
}

/** GET financial/payments/{id}/advice/pdf */
export function downloadPaymentAdvice(id: number) {
  return downloadFile(`/secured/financial/payments/${id}/advice/pdf`, `payment-advice-${id}.pdf`);
}
