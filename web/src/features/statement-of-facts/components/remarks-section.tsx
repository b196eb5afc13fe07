import { Badge, Button, Group, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { REMARK_CODES, remarkCodeLabels } from '@portcall/contracts/statement-of-facts';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { useSofMutation } from '../api/sof-mutations';
import type { Sof } from '../api/sof-types';
import { canRemark, errorText, useSofViewer } from './sof-viewer';

const fail = (e: unknown) => toast.error(errorText(e));

/** General remarks with their codes, and the remark-needed flag. */
export function RemarksSection({ sof }: { sof: Sof }) {
  const viewer = useSofViewer();
  const add = useSofMutation('addGeneralRemark');
  const withdraw = useSofMutation('deleteGeneralRemark');
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
        <Group key={r.id} gap="xs">
          <Badge color={r.code.includes('PROTEST') ? 'red' : 'gray'}>{remarkCodeLabels[r.code]}</Badge>
          <Text size="sm">{r.text}</Text>
          <Text size="xs" c="dimmed">
            {r.actorName} ({r.involvement})
          </Text>
          {viewer.actorId === r.actorId && canRemark(viewer) ? (
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              onClick={() => withdraw.mutate({ ...base, remarkId: r.id }, { onError: fail })}
            >
              Withdraw
            </Button>
          ) : null}
        </Group>
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
