import { accountingCodeCsvColumns } from '@portcall/contracts/evaluation-workflow';
import { CsvUpload } from '../../../ui/csv-upload';
import { useUploadAccountingCodesMutation } from '../api/upload-accounting-codes';

/** CSV upload of accounting codes: rows matching an existing code update it, the others are added. */
export function AccountingCodesUpload({ buyerId, onDone }: { buyerId: number; onDone: () => void }) {
  const upload = useUploadAccountingCodesMutation(buyerId);
  return (
    <CsvUpload
      label="Upload accounting codes"
      columns={accountingCodeCsvColumns}
      description="Rows matching an existing code (group, code and sub account) update it; the others are added. One bad row and nothing is saved."
      upload={async (file) => {
        const answer = await upload.mutateAsync(file);
        return `${answer.created} code(s) added, ${answer.updated} updated`;
      }}
      isPending={upload.isPending}
      onDone={onDone}
    />
  );
}
