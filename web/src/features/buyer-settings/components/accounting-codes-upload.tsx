import { Alert, Button, FileInput, Group, List, Paper, Stack, Text } from '@mantine/core';
import { accountingCodeCsvColumns } from '@portcall/contracts/evaluation-workflow';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { isApiError } from '../../../api/api-error';
import { errorMessage } from '../../../api/http-policy';
import { useUploadAccountingCodesMutation } from '../api/upload-accounting-codes';
import { type CsvRowError, csvRowErrors } from '../lib/accounting-codes';

/**
 * CSV upload of accounting codes. The server takes the file whole or not at all, so a refused file
 * lists every bad row and nothing is saved.
 */
export function AccountingCodesUpload({ buyerId, onDone }: { buyerId: number; onDone: () => void }) {
  const upload = useUploadAccountingCodesMutation(buyerId);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string>();
  const [rowErrors, setRowErrors] = useState<CsvRowError[]>([]);

  async function send() {
    if (!file) return;
    setError(undefined);
    setRowErrors([]);
    try {
      const answer = await upload.mutateAsync(file);
      toast.success(`${answer.created} code(s) added, ${answer.updated} updated`);
      setFile(null);
      onDone();
    } catch (e) {
      setError(errorMessage(e));
      if (isApiError(e)) setRowErrors(csvRowErrors(e.fields));
    }
  }

  return (
    <Paper withBorder p="md" radius="md" mb="md" component="section" aria-label="Upload accounting codes">
      <Stack gap="sm">
        <Text size="sm">
          A CSV with the columns <code>{accountingCodeCsvColumns.join(',')}</code>. Rows matching an existing code
          (group, code and sub account) update it; the others are added. One bad row and nothing is saved.
        </Text>
        <Group align="flex-end">
          <FileInput
            label="CSV file"
            placeholder="Choose a .csv file"
            accept=".csv,text/csv"
            value={file}
            onChange={(f) => {
              setFile(f);
              setError(undefined);
              setRowErrors([]);
            }}
            clearable
            w={320}
          />
          <Button onClick={send} disabled={!file} loading={upload.isPending}>
            Upload
          </Button>
          <Button variant="default" onClick={onDone}>
            Close
          </Button>
        </Group>
        {error && (
          <Alert
            color="red"
            variant="light"
            role="alert"
            title={rowErrors.length > 0 ? 'Nothing was saved' : undefined}
          >
            {rowErrors.length > 0 ? (
              <List size="sm" spacing={2} aria-label="Row errors">
                {rowErrors.map((r) => (
                  <List.Item key={`${r.line}.${r.column}`}>{r.message}</List.Item>
                ))}
              </List>
            ) : (
              error
            )}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
