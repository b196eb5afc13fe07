import { Badge, Button, Group, Select, Text, TextInput } from '@mantine/core';
import { REMARK_CODES, remarkCodeLabels, type TRemarkCode } from '@portcall/contracts/statement-of-facts';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { useSofMutation } from '../api/sof-mutations';
import type { Sof, SofRemark } from '../api/sof-types';
import { ConfirmModal } from './confirm-modal';
import { canRemark, errorText, useSofViewer } from './sof-viewer';

const fail = (e: unknown) => toast.error(errorText(e));

/**
 * One remark, general or of an event: its code, text and author; its author may correct it (code and
 * text) or withdraw it while the SOF is open to them.
 */
export function RemarkLine({ sof, remark, size = 'sm' }: { sof: Sof; remark: SofRemark; size?: 'xs' | 'sm' }) {
  const viewer = useSofViewer();
  const ofEvent = remark.eventId !== null;
  const edit = useSofMutation(ofEvent ? 'editEventRemark' : 'editGeneralRemark');
  const withdraw = useSofMutation(ofEvent ? 'deleteEventRemark' : 'deleteGeneralRemark');
  const [draft, setDraft] = useState<{ code: TRemarkCode; text: string } | null>(null);
  const [isConfirming, setConfirming] = useState(false);
  const base = { portCallId: sof.portCallId, version: sof.version, remarkId: remark.id };
  const own = viewer.actorId === remark.actorId && canRemark(viewer);
  if (draft)
    return (
      <Group gap="xs" align="end">
        <Select
          size="xs"
          w={180}
          label="Code"
          data={REMARK_CODES.map((c) => ({ value: c, label: remarkCodeLabels[c] }))}
          value={draft.code}
          onChange={(code) => code && setDraft({ ...draft, code: code as TRemarkCode })}
        />
        <TextInput
          size="xs"
          style={{ flex: 1 }}
          label="Remark"
          value={draft.text}
          onChange={(e) => setDraft({ ...draft, text: e.currentTarget.value })}
        />
        <Button
          size="compact-xs"
          disabled={!draft.text.trim()}
          loading={edit.isPending}
          onClick={() => edit.mutate({ ...base, ...draft }, { onSuccess: () => setDraft(null), onError: fail })}
        >
          Save remark
        </Button>
        <Button size="compact-xs" variant="default" onClick={() => setDraft(null)}>
          Cancel
        </Button>
      </Group>
    );
  return (
    <Group gap="xs" wrap="nowrap">
      <Badge size={size} color={remark.code.includes('PROTEST') ? 'red' : 'gray'}>
        {remarkCodeLabels[remark.code]}
      </Badge>
      <Text size={size}>{remark.text}</Text>
      <Text size="xs" c="dimmed">
        {remark.actorName} ({remark.involvement})
      </Text>
      {own ? (
        <>
          <Button
            size="compact-xs"
            variant="subtle"
            aria-label={`Edit remark ${remark.text}`}
            onClick={() => setDraft({ code: remark.code, text: remark.text })}
          >
            Edit
          </Button>
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            aria-label={`Withdraw remark ${remark.text}`}
            onClick={() => setConfirming(true)}
          >
            Withdraw
          </Button>
          <ConfirmModal
            opened={isConfirming}
            title="Withdraw the remark?"
            text={`"${remark.text}" leaves the statement of facts; signatures given so far must be given again.`}
            confirmLabel="Withdraw remark"
            isPending={withdraw.isPending}
            onClose={() => setConfirming(false)}
            onConfirm={() => withdraw.mutate(base, { onSuccess: () => setConfirming(false), onError: fail })}
          />
        </>
      ) : null}
    </Group>
  );
}
