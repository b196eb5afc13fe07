import { Button, FileButton, Text } from '@mantine/core';
import type { TDaHelperTarget, THistoryRecord } from '@portcall/contracts/da-helper';
import { messageForError } from '@portcall/contracts/messages';
import { useState } from 'react';
import { useRegisterResponseMutation } from '../api/register-response';

const ACCEPT = 'application/pdf,image/png,image/jpeg,image/tiff,.xlsx,.csv';

/**
 * "Read from a document": the agent picks its own PDA/FDA file (PDF, scan, XLSX or CSV); the helper
 * reads it and the lines come back for the editor to pre-fill.
 */
export function ReadDocumentButton({
  target,
  onRead,
  disabled,
}: {
  target: TDaHelperTarget;
  onRead: (record: THistoryRecord) => void;
  disabled?: boolean;
}) {
  const register = useRegisterResponseMutation();
  const [error, setError] = useState<string | null>(null);
  async function read(file: File | null) {
    if (!file) return;
    setError(null);
    try {
      onRead(await register.mutateAsync({ target, file }));
    } catch (failure) {
      setError(messageForError(failure as { code?: unknown; message?: unknown }));
    }
  }
  return (
    <>
      <FileButton onChange={(file) => void read(file)} accept={ACCEPT}>
        {(props) => (
          <Button {...props} variant="light" loading={register.isPending} disabled={disabled}>
            Read from a document
          </Button>
        )}
      </FileButton>
      {error ? (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      ) : null}
    </>
  );
}
