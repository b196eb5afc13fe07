import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '@portcall/contracts/format';
import type { TPortLogEntry } from '@portcall/contracts/port-logs';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { isApiError } from '../../../api/api-error';
import { PageHeader } from '../../../ui/page-header';
import { useAppointmentAssignment } from '../api/load-appointment-assignment';
import { usePublicPortLog } from '../api/load-public-port-log';
import { useMarkEntryDone } from '../api/mark-entry-done';
import { DoneModal } from '../components/done-modal';
import { EntryLine } from '../components/entry-line';
import { portLogLoading } from '../components/port-log-loading';
import { PortLogStateBadge } from '../components/state-badge';

const fail = (error: unknown) => toast.error(isApiError(error) ? error.message : 'The entry could not be changed');

/**
 * The agent's (or vendor's) public port log of an appointment: what the principal's departments ask
 * it to handle, once submitted; each entry is marked done with a comment.
 */
export function PublicPortLogPage({ kind }: { kind: 'agent' | 'vendor' }) {
  const appointmentId = Number(useParams().appointmentId);
  const ofAppointment = useAppointmentAssignment(appointmentId);
  const assignmentId = ofAppointment.data?.assignment?.id;
  const log = usePublicPortLog(assignmentId);
  const markDone = useMarkEntryDone();
  const [marking, setMarking] = useState<TPortLogEntry | null>(null);
  const back = (
    <Button variant="default" component={Link} to={`/secured/${kind}/da-tool`}>
      Back to DA tool
    </Button>
  );

  const loading = portLogLoading(ofAppointment, log, assignmentId);
  if (loading) return loading;
  if (!log.data)
    return (
      <>
        <PageHeader eyebrow="Port log" title={`Appointment #${appointmentId}`} actions={back} />
        <Alert color="gray">The principal has not submitted a port log for this appointment yet.</Alert>
      </>
    );
  const { assignment, departments } = log.data;
  const isCancelled = assignment.state === 'CANCELLED';
  return (
    <>
      <PageHeader
        eyebrow="Port log"
        title={assignment.title}
        description={`From ${assignment.buyer.name}, submitted ${formatDate(assignment.submittedAt)}. Mark each entry done once handled.`}
        actions={
          <Group gap="xs">
            <PortLogStateBadge state={assignment.state} />
            {back}
          </Group>
        }
      />
      <Stack gap="md">
        {departments.map((department) => (
          <Card key={department.departmentId} withBorder aria-label={`Department ${department.departmentName}`}>
            <Title order={3} fz="md" mb="xs">
              {department.departmentName}
            </Title>
            <Stack gap="sm">
              {department.entries.map((entry) => (
                <EntryLine
                  key={entry.id}
                  entry={entry}
                  actions={
                    isCancelled ? null : entry.isDone ? (
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        onClick={() => markDone.mutate({ id: entry.id, done: { isDone: false } }, { onError: fail })}
                      >
                        Reopen
                      </Button>
                    ) : (
                      <Button
                        size="compact-sm"
                        color="teal"
                        aria-label={`Mark done: ${entry.description}`}
                        onClick={() => setMarking(entry)}
                      >
                        Mark done
                      </Button>
                    )
                  }
                />
              ))}
            </Stack>
          </Card>
        ))}
        {departments.length === 0 ? (
          <Text c="dimmed" size="sm">
            Nothing to handle.
          </Text>
        ) : null}
      </Stack>
      {marking ? (
        <DoneModal
          key={marking.id}
          description={marking.description}
          isOpen
          isPending={markDone.isPending}
          onClose={() => setMarking(null)}
          onConfirm={(comment, file) =>
            markDone.mutate(
              { id: marking.id, done: { isDone: true, comment }, file },
              {
                onSuccess: () => {
                  setMarking(null);
                  toast.success('Entry marked done');
                },
                onError: fail,
              },
            )
          }
        />
      ) : null}
    </>
  );
}
