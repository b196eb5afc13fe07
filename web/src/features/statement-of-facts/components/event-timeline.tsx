import { Anchor, Badge, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import {
  formatInPortTime,
  TEMPLATE_GROUPS,
  templateGroupLabels,
  toPortLocalInput,
} from '@portcall/contracts/statement-of-facts';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { EditConflictAlert } from '../../../ui/edit-conflict-alert';
import { sofDownload, useSofToken } from '../api/sof-client';
import { useSofMutation } from '../api/sof-mutations';
import type { Sof, SofEvent } from '../api/sof-types';
import { RemarkLine } from './remark-line';
import { canRemark, errorText, useSofViewer } from './sof-viewer';
import { useSofConflict } from './use-sof-conflict';

/** The timeline grouped as the templates are (Arrival, Berthing, Cargo, Bunkering, Depart), in port time. */
export function EventTimeline({ sof }: { sof: Sof }) {
  const groups = TEMPLATE_GROUPS.filter((g) => sof.events.some((e) => e.group === g));
  if (sof.events.length === 0) return <Text c="dimmed">No events yet.</Text>;
  return (
    <Stack gap="md">
      {groups.map((group) => (
        <Stack key={group} gap={4} component="section" aria-label={`${templateGroupLabels[group]} events`}>
          <Title order={4}>{templateGroupLabels[group]}</Title>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={230}>Time ({sof.portCall.timezoneId ?? 'UTC'})</Table.Th>
                <Table.Th>Event</Table.Th>
                <Table.Th w={110}>Party</Table.Th>
                <Table.Th w={240} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sof.events
                .filter((e) => e.group === group)
                .map((e) => (
                  <EventRow key={e.id} sof={sof} event={e} />
                ))}
            </Table.Tbody>
          </Table>
        </Stack>
      ))}
    </Stack>
  );
}

function EventRow({ sof, event }: { sof: Sof; event: SofEvent }) {
  const viewer = useSofViewer();
  const token = useSofToken();
  const remove = useSofMutation('deleteEvent');
  const remark = useSofMutation('addEventRemark');
  const comment = useSofMutation('addEventComment');
  const edit = useSofMutation('editEvent');
  const [text, setText] = useState('');
  const [mode, setMode] = useState<'remark' | 'comment' | 'time' | null>(null);
  // Changing the time overwrites what others see: it is saved on the version it was opened on.
  const conflict = useSofConflict(sof, mode === 'time');
  const fail = (e: unknown) => toast.error(errorText(e));
  const send = () => {
    const done = {
      onSuccess: () => {
        setText('');
        setMode(null);
      },
      onError: (e: unknown) => {
        if (!conflict.catches(e)) fail(e);
      },
    };
    if (mode === 'time')
      edit.mutate(
        { portCallId: sof.portCallId, version: conflict.version ?? sof.version, eventId: event.id, timestamp: text },
        done,
      );
    else if (mode === 'remark')
      remark.mutate(
        { portCallId: sof.portCallId, version: sof.version, eventId: event.id, code: 'GENERAL', text },
        done,
      );
    else comment.mutate({ portCallId: sof.portCallId, eventId: event.id, commentText: text }, done);
  };
  return (
    <Table.Tr>
      {/* Formatted here, not by the server: the page's read of 300 events stays lean (bench sof). */}
      <Table.Td>{formatInPortTime(event.timestamp, sof.portCall.timezoneId)}</Table.Td>
      <Table.Td>
        <Text size="sm">{event.description}</Text>
        {event.remarks.map((r) => (
          <RemarkLine key={r.id} sof={sof} remark={r} size="xs" />
        ))}
        {event.attachments.map((a) => (
          <Anchor
            key={a.id}
            size="xs"
            display="block"
            onClick={() =>
              void sofDownload(token, `/private/statement-of-facts/${sof.portCallId}/attachments/${a.id}`, a.name)
            }
          >
            {a.name}
          </Anchor>
        ))}
        {event.comments.map((c) => (
          <Text key={c.id} size="xs" c="dimmed">
            {c.actorName}: {c.commentText}
          </Text>
        ))}
        {mode ? (
          <Group gap="xs" mt={4}>
            <TextInput
              size="xs"
              type={mode === 'time' ? 'datetime-local' : 'text'}
              aria-label={
                mode === 'time' ? 'Event time at the port' : mode === 'remark' ? 'Event remark' : 'Event comment'
              }
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
            />
            <Button size="compact-xs" onClick={send} disabled={!text.trim()}>
              {mode === 'time' ? 'Save' : 'Add'}
            </Button>
          </Group>
        ) : null}
        {mode === 'time' ? <EditConflictAlert conflict={conflict} /> : null}
      </Table.Td>
      <Table.Td>
        <Badge variant="light">{event.involvement}</Badge>
        <Text size="xs">{event.creator}</Text>
      </Table.Td>
      <Table.Td>
        <Group gap={4}>
          {canRemark(viewer) ? (
            <Button size="compact-xs" variant="subtle" onClick={() => setMode('remark')}>
              Remark
            </Button>
          ) : null}
          <Button size="compact-xs" variant="subtle" onClick={() => setMode('comment')}>
            Comment
          </Button>
          {event.editable ? (
            <Button
              size="compact-xs"
              variant="subtle"
              aria-label={`Edit time of ${event.description}`}
              onClick={() => {
                setText(toPortLocalInput(event.timestamp, sof.portCall.timezoneId));
                setMode('time');
              }}
            >
              Edit
            </Button>
          ) : null}
          {event.editable ? (
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              aria-label={`Delete ${event.description}`}
              onClick={() =>
                remove.mutate(
                  { portCallId: sof.portCallId, version: sof.version, eventId: event.id },
                  { onError: fail },
                )
              }
            >
              Delete
            </Button>
          ) : null}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
