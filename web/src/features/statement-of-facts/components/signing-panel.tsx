import { Alert, Badge, Button, Checkbox, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { formatInPortTime } from '@portcall/contracts/statement-of-facts';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { useInvalidateSof } from '../api/keys';
import { useContentHash, useSigningStatus } from '../api/load-sof';
import { useSofMutation } from '../api/sof-mutations';
import type { Sof } from '../api/sof-types';
import { ConfirmModal } from './confirm-modal';
import { errorText, useSofViewer } from './sof-viewer';

/**
 * The signing state: the stage (polled; a new stage reads the SOF again), who must sign and who did,
 * and the caller's own step: ask for signatures, sign (under protest with a remark), decline, lock.
 */
export function SigningPanel({ sof }: { sof: Sof }) {
  const viewer = useSofViewer();
  const status = useSigningStatus(sof.portCallId);
  const invalidate = useInvalidateSof();
  const stage = status.data?.signingStage;
  const seen = useRef(stage);
  useEffect(() => {
    if (stage && seen.current && stage !== seen.current) void invalidate();
    seen.current = stage;
  }, [stage, invalidate]);
  const request = useSofMutation('requestSignatures');
  const lock = useSofMutation('lockSof');
  const decline = useSofMutation('declineSof');
  const hide = useSofMutation('hideSof');
  const unhide = useSofMutation('unhideSof');
  const [isSigning, setSigning] = useState(false);
  const [isHiding, setHiding] = useState(false);
  // The agent's and the buyer's editors may set a SOF aside before signing starts, and bring it back.
  const mayHide = viewer.canEdit && (viewer.side === 'AGENT' || viewer.side === 'BUYER');
  const fail = (e: unknown) => toast.error(errorText(e));
  const base = { portCallId: sof.portCallId, version: sof.version };
  const signed = new Set(sof.signatures.filter((s) => s.isValid && !s.isDeclined).map((s) => s.involvement));
  return (
    <Stack gap="xs" component="section" aria-label="Signing">
      <Group gap="xs">
        <Text fw={600}>Signing</Text>
        <Badge aria-label="SOF status">{sof.status.replaceAll('_', ' ')}</Badge>
      </Group>
      <Group gap="xs">
        {sof.requiredSigners.map((party) => (
          <Badge
            key={party}
            color={signed.has(party) ? 'teal' : 'gray'}
            variant={signed.has(party) ? 'filled' : 'outline'}
          >
            {party} {signed.has(party) ? 'signed' : 'to sign'}
          </Badge>
        ))}
      </Group>
      {sof.signatures
        .filter((s) => s.isValid)
        .map((s) => (
          <Text key={`${s.involvement}${s.signedAt}`} size="xs">
            {s.involvement} {s.isDeclined ? 'declined' : 'signed'}: {s.actorName},{' '}
            {formatInPortTime(s.signedAt, sof.portCall.timezoneId)}
            {s.isUnderProtest ? ' (under protest)' : ''} · SHA-256 {s.contentHash.slice(0, 16)}…
          </Text>
        ))}
      <Group gap="xs">
        {viewer.side === 'AGENT' && viewer.canEdit && sof.status === 'IN_PROGRESS' ? (
          <Button
            size="xs"
            onClick={() =>
              request.mutate(base, { onSuccess: () => toast.success('Signatures requested'), onError: fail })
            }
          >
            Request signatures
          </Button>
        ) : null}
        {status.data?.shouldSign ? (
          <>
            <Button size="xs" color="teal" onClick={() => setSigning(true)}>
              Sign
            </Button>
            <Button size="xs" variant="light" color="red" onClick={() => decline.mutate(base, { onError: fail })}>
              Decline
            </Button>
          </>
        ) : null}
        {viewer.canEdit && viewer.side !== 'INVITEE' && sof.status === 'SIGNED' ? (
          <Button size="xs" variant="light" onClick={() => lock.mutate(base, { onError: fail })}>
            Lock
          </Button>
        ) : null}
        {mayHide && HIDEABLE.includes(sof.status) ? (
          <Button size="xs" variant="default" onClick={() => setHiding(true)}>
            Hide SOF
          </Button>
        ) : null}
        {mayHide && sof.status === 'HIDDEN' ? (
          <Button size="xs" variant="light" onClick={() => unhide.mutate(base, { onError: fail })}>
            Show SOF again
          </Button>
        ) : null}
      </Group>
      <SignModal sof={sof} opened={isSigning} onClose={() => setSigning(false)} />
      <ConfirmModal
        opened={isHiding}
        title="Hide the statement of facts?"
        text="A hidden SOF takes no events, remarks or signatures until it is shown again."
        confirmLabel="Hide SOF"
        isPending={hide.isPending}
        onClose={() => setHiding(false)}
        onConfirm={() => hide.mutate(base, { onSuccess: () => setHiding(false), onError: fail })}
      />
    </Stack>
  );
}

/** Statuses a SOF may be hidden from (server state-machine.ts `hide`). */
const HIDEABLE = ['AVAILABLE', 'IN_PROGRESS', 'DECLINED'];

function SignModal({ sof, opened, onClose }: { sof: Sof; opened: boolean; onClose: () => void }) {
  const sign = useSofMutation('signSof');
  const hash = useContentHash(sof.portCallId, opened);
  const [isUnderProtest, setProtest] = useState(false);
  const [protestRemark, setRemark] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () =>
    sign.mutate(
      {
        portCallId: sof.portCallId,
        version: sof.version,
        isUnderProtest,
        protestRemark: isUnderProtest ? protestRemark : null,
      },
      {
        onSuccess: () => {
          toast.success('Statement of facts signed');
          onClose();
        },
        onError: (e) => setError(errorText(e)),
      },
    );
  return (
    <Modal opened={opened} onClose={onClose} title="Sign the statement of facts">
      <Stack gap="sm">
        <Text size="sm">
          You sign the events, parameters and remarks as they read now (SHA-256{' '}
          {hash.data ? `${hash.data.slice(0, 16)}…` : '…'}). A later change asks every party to sign again.
        </Text>
        <Checkbox
          label="Sign under protest"
          checked={isUnderProtest}
          onChange={(e) => setProtest(e.currentTarget.checked)}
        />
        {isUnderProtest ? (
          <Textarea label="Protest remark" value={protestRemark} onChange={(e) => setRemark(e.currentTarget.value)} />
        ) : null}
        {error ? <Alert color="red">{error}</Alert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="teal" onClick={submit} loading={sign.isPending}>
            Confirm signature
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
