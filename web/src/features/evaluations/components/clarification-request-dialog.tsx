import { Alert, Button, Checkbox, Group, Modal, ScrollArea, Stack, Text, Textarea } from '@mantine/core';
import type { TEvaluation } from '@portcall/contracts/evaluations';
import { messages } from '@portcall/contracts/messages';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { WithReason } from '../../../ui/with-reason';
import { useSendClarificationRequestMutation } from '../api/send-clarification-request';
import { clarifiableLines } from '../lib/evaluation-workflow';
import { errorText } from './panel-error';

const MAX_MESSAGE = 4000;

/**
 * "Request clarifications": a message to the agent about the chosen lines (contract
 * ZClarificationRequest: message up to 4000 characters, at least one line).
 */
export function ClarificationRequestButton({ evaluation }: { evaluation: TEvaluation }) {
  const [isOpened, setOpened] = useState(false);
  return (
    <>
      <WithReason reason={evaluation.status === 'OPEN' ? null : messages.EVALUATION_NOT_OPEN}>
        <Button variant="default" disabled={evaluation.status !== 'OPEN'} onClick={() => setOpened(true)}>
          Request clarifications
        </Button>
      </WithReason>
      {isOpened && <ClarificationRequestDialog evaluation={evaluation} onClose={() => setOpened(false)} />}
    </>
  );
}

function ClarificationRequestDialog({ evaluation, onClose }: { evaluation: TEvaluation; onClose: () => void }) {
  const lines = clarifiableLines(evaluation);
  const send = useSendClarificationRequestMutation(evaluation.id);
  const [message, setMessage] = useState('');
  const [ids, setIds] = useState<number[]>([]);
  const [error, setError] = useState<string>();
  const isValid = message.trim() !== '' && ids.length > 0;

  async function submit() {
    setError(undefined);
    try {
      await send.mutateAsync({ message: message.trim(), expenseEvaluationIds: ids });
      toast.success('Clarification request sent to the agent');
      onClose();
    } catch (e) {
      setError(errorText(e));
    }
  }

  return (
    <Modal opened onClose={onClose} title="Request clarifications" size="lg" zIndex={250}>
      <Stack>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Text size="sm">Which expenses should the agent explain?</Text>
        <ScrollArea.Autosize mah={240}>
          <Stack gap={6} role="group" aria-label="Expenses to clarify">
            {lines.map((l) => (
              <Checkbox
                key={l.id}
                label={`${l.label} (${l.section.toLowerCase()})`}
                checked={ids.includes(l.id)}
                onChange={(e) => {
                  const checked = e.currentTarget.checked;
                  setIds((current) => (checked ? [...current, l.id] : current.filter((id) => id !== l.id)));
                }}
              />
            ))}
          </Stack>
        </ScrollArea.Autosize>
        <Textarea
          label="Message to the agent"
          required
          autosize
          minRows={3}
          maxLength={MAX_MESSAGE}
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
          description={`${message.length} / ${MAX_MESSAGE}`}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={!isValid} loading={send.isPending} onClick={submit}>
            Send request
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
