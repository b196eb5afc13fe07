import {
  Anchor,
  Badge,
  Button,
  FileButton,
  Group,
  NumberInput,
  Select,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import {
  collaboratorTypeOf,
  INVITABLE_INVOLVEMENTS,
  REMARK_CODES,
  remarkCodeLabels,
  type TInvolvement,
} from '@portcall/contracts/statement-of-facts';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { useActivityTimeline } from '../api/load-sof';
import { sofDownload, useSofToken } from '../api/sof-client';
import { useAttachMutation, useInviteMutation, useSofMutation } from '../api/sof-mutations';
import type { EventResult, Sof } from '../api/sof-types';
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

const PARAMETER_FIELDS: Array<[keyof Sof['parameters'], string, 'count' | 'text' | 'quantity']> = [
  ['inboundTugsOrdered', 'Inbound tugs ordered', 'count'],
  ['inboundTugsUsed', 'Inbound tugs used', 'count'],
  ['inboundTugsDetails', 'Inbound tugs details', 'text'],
  ['outboundTugsOrdered', 'Outbound tugs ordered', 'count'],
  ['outboundTugsUsed', 'Outbound tugs used', 'count'],
  ['outboundTugsDetails', 'Outbound tugs details', 'text'],
  ['pilotsIn', 'Pilots in', 'count'],
  ['pilotsOut', 'Pilots out', 'count'],
  ['cargoQuantityNominal', 'Cargo quantity nominal (t)', 'quantity'],
  ['cargoQuantityActual', 'Cargo quantity actual (t)', 'quantity'],
];

/** Tugs, pilots and cargo quantities with the per-field errors of operations §5. */
export function ParametersSection({ sof }: { sof: Sof }) {
  const viewer = useSofViewer();
  const save = useSofMutation('addParameters');
  const [values, setValues] = useState<Record<string, unknown>>({ ...sof.parameters });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const isEditable = viewer.canEdit && (viewer.side === 'AGENT' || viewer.involvement === 'MASTER');
  const submit = () =>
    save.mutate(
      { portCallId: sof.portCallId, version: sof.version, parameters: values },
      {
        onSuccess: (r) => {
          const result = r as EventResult;
          if (result.sof) {
            setErrors({});
            toast.success('Parameters saved');
            return;
          }
          setErrors(
            Object.fromEntries(
              PARAMETER_FIELDS.flatMap(([k]) => (result[`${k}Error`] ? [[k, String(result[`${k}Error`])]] : [])),
            ),
          );
        },
        onError: fail,
      },
    );
  return (
    <Stack gap="xs" component="section" aria-label="Parameters">
      <Text fw={600}>Parameters</Text>
      <Group gap="xs" align="start">
        {PARAMETER_FIELDS.map(([key, label, kind]) =>
          kind === 'count' ? (
            <NumberInput
              key={key}
              w={150}
              label={label}
              readOnly={!isEditable}
              allowDecimal={false}
              value={(values[key] as number | null) ?? ''}
              error={errors[key]}
              onChange={(v) => setValues({ ...values, [key]: v === '' ? null : Number(v) })}
            />
          ) : (
            <TextInput
              key={key}
              w={kind === 'text' ? 240 : 180}
              label={label}
              readOnly={!isEditable}
              value={(values[key] as string | null) ?? ''}
              error={errors[key]}
              onChange={(e) => setValues({ ...values, [key]: e.currentTarget.value || null })}
            />
          ),
        )}
      </Group>
      {isEditable ? (
        <Group>
          <Button variant="light" onClick={submit} loading={save.isPending}>
            Save parameters
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

/** Collaborators by link: invite, the link itself, opened or not, resend, revoke. */
export function CollaboratorsSection({ sof }: { sof: Sof }) {
  const viewer = useSofViewer();
  const invite = useInviteMutation(sof.portCallId, 'invite');
  const resend = useInviteMutation(sof.portCallId, 'resend');
  const revoke = useInviteMutation(sof.portCallId, 'revoke');
  const [email, setEmail] = useState('');
  const [fullName, setFullName] = useState('');
  const [involvement, setInvolvement] = useState<string | null>('MASTER');
  const linkOf = (c: Sof['collaborators'][number]) =>
    `${window.location.origin}/statement-of-facts/invited/${sof.portCallId}?inviteId=${c.inviteId}&collaboratorType=${collaboratorTypeOf(c.involvement as TInvolvement)}`;
  return (
    <Stack gap="xs" component="section" aria-label="Collaborators">
      <Text fw={600}>Collaborators</Text>
      <Table withTableBorder>
        <Table.Tbody>
          {sof.collaborators.map((c) => (
            <Table.Tr key={`${c.involvement}${c.fullName}${c.expiresAt}`}>
              <Table.Td>{c.fullName}</Table.Td>
              <Table.Td>{c.involvement}</Table.Td>
              <Table.Td>
                {c.isRevoked ? (
                  <Badge color="gray">Revoked</Badge>
                ) : (
                  <Badge color={c.hasBeenOpened ? 'teal' : 'yellow'}>{c.hasBeenOpened ? 'Opened' : 'Not opened'}</Badge>
                )}
              </Table.Td>
              <Table.Td>
                {viewer.canInvite && c.inviteId && !c.isRevoked ? (
                  <Group gap={4}>
                    <Anchor
                      size="xs"
                      href={linkOf(c)}
                      aria-label={`Link for ${c.fullName}`}
                      onClick={(e) => e.preventDefault()}
                    >
                      {linkOf(c)}
                    </Anchor>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      onClick={() =>
                        resend.mutate(
                          { inviteId: c.inviteId },
                          { onSuccess: () => toast.success('Invitation sent again'), onError: fail },
                        )
                      }
                    >
                      Resend
                    </Button>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="red"
                      onClick={() => revoke.mutate({ inviteId: c.inviteId }, { onError: fail })}
                    >
                      Revoke
                    </Button>
                  </Group>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {viewer.canInvite ? (
        <Group gap="xs" align="end">
          <TextInput label="E-mail" value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
          <TextInput label="Full name" value={fullName} onChange={(e) => setFullName(e.currentTarget.value)} />
          <Select
            label="Involvement"
            w={170}
            data={[...INVITABLE_INVOLVEMENTS]}
            value={involvement}
            onChange={setInvolvement}
          />
          <Button
            onClick={() =>
              invite.mutate(
                { email, fullName, involvement },
                {
                  onSuccess: () => {
                    setEmail('');
                    setFullName('');
                    toast.success('Invitation sent');
                  },
                  onError: fail,
                },
              )
            }
          >
            Invite
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

/** Files of the SOF, and the SOF's comments. */
export function AttachmentsAndComments({ sof }: { sof: Sof }) {
  const viewer = useSofViewer();
  const token = useSofToken();
  const attach = useAttachMutation(sof.portCallId);
  const comment = useSofMutation('addSofComment');
  const [text, setText] = useState('');
  return (
    <Stack gap="xs" component="section" aria-label="Attachments and comments">
      <Text fw={600}>Attachments</Text>
      {sof.attachments.map((a) => (
        <Anchor
          key={a.id}
          size="sm"
          onClick={() =>
            void sofDownload(token, `/private/statement-of-facts/${sof.portCallId}/attachments/${a.id}`, a.name)
          }
        >
          {a.name} ({a.actorName})
        </Anchor>
      ))}
      {viewer.canEdit && viewer.side !== 'ADMIN' ? (
        <FileButton multiple onChange={(files) => files.length > 0 && attach.mutate({ files }, { onError: fail })}>
          {(props) => (
            <Button {...props} size="xs" variant="light" w={160} loading={attach.isPending}>
              Add attachment
            </Button>
          )}
        </FileButton>
      ) : null}
      <Text fw={600}>Comments</Text>
      {sof.comments.map((c) => (
        <Text key={c.id} size="sm">
          <b>{c.actorName}</b>: {c.commentText}
        </Text>
      ))}
      {viewer.side !== 'ADMIN' ? (
        <Group gap="xs">
          <TextInput
            aria-label="Comment"
            placeholder="Write a comment"
            style={{ flex: 1 }}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
          />
          <Button
            size="xs"
            disabled={!text.trim()}
            onClick={() =>
              comment.mutate(
                { portCallId: sof.portCallId, commentText: text },
                { onSuccess: () => setText(''), onError: fail },
              )
            }
          >
            Comment
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

/** Every change as an action (ADD, EDIT, DELETE, COMMENT, EVENT_REMARK_ADDITION, RESEND). */
export function ActivitySection({ portCallId }: { portCallId: number }) {
  const timeline = useActivityTimeline(portCallId);
  return (
    <Stack gap={2} component="section" aria-label="Activity">
      <Text fw={600}>Activity</Text>
      {(timeline.data ?? []).map((a) => (
        <Text key={a.id} size="xs">
          {new Date(a.createdAt).toUTCString()} · {a.action} · {a.summary} · {a.actorName} ({a.involvement})
        </Text>
      ))}
    </Stack>
  );
}
