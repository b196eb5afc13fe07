import { Alert, Button, FileInput, Group, List, Paper, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { toast } from 'react-toastify';
import { isApiError } from '../api/api-error';
import { errorMessage } from '../api/http-policy';

export interface CsvRowError {
  line: number;
  column: string;
  message: string;
}

/**
 * The per-row problems of a refused upload: the server lists each as a field `line.{n}.{column}`
 * with its catalogue text. Sorted by line (numerically: line 10 after line 9), then by column order.
 */
export function csvRowErrors(fields: Readonly<Record<string, string>>, columns: readonly string[]): CsvRowError[] {
  const columnOrder = (column: string) => {
    const i = columns.indexOf(column);
    return i === -1 ? columns.length : i;
  };
  return Object.entries(fields)
    .flatMap(([key, message]) => {
      const match = /^line\.(\d+)\.(.+)$/.exec(key);
      return match ? [{ line: Number(match[1]), column: match[2] as string, message }] : [];
    })
    .sort((a, b) => a.line - b.line || columnOrder(a.column) - columnOrder(b.column));
}

/**
 * A CSV upload the server takes whole or not at all: a refused file lists every bad row (nothing was
 * saved); an accepted one toasts what `upload` answers and closes.
 */
export function CsvUpload(props: {
  label: string;
  columns: readonly string[];
  description: ReactNode;
  upload: (file: File) => Promise<string>;
  isPending: boolean;
  onDone: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string>();
  const [rowErrors, setRowErrors] = useState<CsvRowError[]>([]);

  async function send() {
    if (!file) return;
    setError(undefined);
    setRowErrors([]);
    try {
      toast.success(await props.upload(file));
      setFile(null);
      props.onDone();
    } catch (e) {
      setError(errorMessage(e));
      if (isApiError(e)) setRowErrors(csvRowErrors(e.fields, props.columns));
    }
  }

  return (
    <Paper withBorder p="md" radius="md" mb="md" component="section" aria-label={props.label}>
      <Stack gap="sm">
        <Text size="sm">
          A CSV with the columns <code>{props.columns.join(',')}</code>. {props.description}
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
          <Button onClick={send} disabled={!file} loading={props.isPending}>
            Upload
          </Button>
          <Button variant="default" onClick={props.onDone}>
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
