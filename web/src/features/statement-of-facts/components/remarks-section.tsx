import { Button, Group, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { REMARK_CODES, remarkCodeLabels } from '@portcall/contracts/statement-of-facts';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { useSofMutation } from '../api/sof-mutations';
import type { Sof } from '../api/sof-types';
import { RemarkLine } from './remark-line';
import { canRemark, errorText, useSofViewer } from './sof-viewer';

const fail = (e: unknown) => toast.error(errorText(e));

/** General remarks with their codes, and the remark-needed flag. */
export function RemarksSection({ sof }: { sof: Sof }) {
  const viewer = useSofViewer();
  const add = useSofMutation('addGeneralRemark');
  const flag = useSofMutation('setRemarksNeeded');
  const [code, setCode] = useState<string | null>('GENERAL');
  const [text, setText] = useState('');
  const base = { portCallId: sof.portCallId, version: sof.version };
  return (
    <Stack gap="xs" component="section" aria-label="Remarks">
      <Text fw={600}>Remarks</Text>
      {sof.remarks.length === 0 ? (
        <Text size="sm" c="dimmed">
          No general remarks.
        </Text>
      ) : null}
      {sof.remarks.map((r) => (
        <RemarkLine key={r.id} sof={sof} remark={r} />
      ))}
      {canRemark(viewer) ? (
        <Group gap="xs" align="end">
          <Select
            label="Code"
            w={200}
            data={REMARK_CODES.map((c) => ({ value: c, label: remarkCodeLabels[c] }))}
            value={code}
            onChange={setCode}
          />
          <TextInput
            label="General remark"
            style={{ flex: 1 }}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
          />
          <Button
            disabled={!text.trim()}
            onClick={() => add.mutate({ ...base, code, text }, { onSuccess: () => setText(''), onError: fail })}
          >
            Add remark
          </Button>
        </Group>
      ) : null}
      {viewer.side === 'AGENT' && viewer.canEdit ? (
        <Switch
          label="No remarks needed"
          checked={sof.noRemarksNeeded}
          onChange={(e) => flag.mutate({ ...base, noRemarksNeeded: e.currentTarget.checked }, { onError: fail })}
        />
      ) : null}
    </Stack>
  );
}
