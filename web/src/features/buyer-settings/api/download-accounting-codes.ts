import { downloadFile } from '../../../api/download';

/** GET buyer/{id}/accounting-codes/download-csv: the codes in the upload's columns, so the file uploads back. */
export function downloadAccountingCodes(buyerId: number): Promise<boolean> {
  return downloadFile(`/secured/buyer/${buyerId}/accounting-codes/download-csv`, `accounting-codes-${buyerId}.csv`);
}
