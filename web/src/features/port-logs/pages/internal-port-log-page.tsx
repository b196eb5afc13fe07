import { Alert, Button, Card, Divider, Group, Stack, Switch, Text, Textarea, Title } from '@mantine/core';
import { messages } from '@portcall/contracts/messages';
import type { TDepartmentPortLog, TInternalPortLog, TPortLogEntry } from '@portcall/contracts/port-logs';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { isApiError } from '../../../api/api-error';
import { reasonOf, useCan } from '../../../lib/use-can';
import { PageHeader } from '../../../ui/page-header';
import { WithReason } from '../../../ui/with-reason';
import { useCancelPortLog } from '../api/cancel-port-log';
import { useCreateEntry } from '../api/create-entry';
import { useCreatePortLog } from '../api/create-port-log';
import { useDeleteEntry } from '../api/delete-entry';
import { useIncludeDepartment } from '../api/include-department';
import { useAppointmentAssignment } from '../api/load-appointment-assignment';
import { useInternalPortLog } from '../api/load-internal-port-log';
import { useSaveEntry } from '../api/save-entry';
import { useSaveGeneralComments } from '../api/save-general-comments';
import { useSubmitPortLog } from '../api/submit-port-log';
import { EntryLine } from '../components/entry-line';
import { EntryModal } from '../components/entry-modal';
import { portLogLoading } from '../components/port-log-loading';
import { PortLogStateBadge } from '../components/state-badge';

const fail = (fallback: string) => (error: unknown) => toast.error(isApiError(error) ? error.message : fallback);

type Editing = { kind: 'create'; department: TDepartmentPortLog } | { kind: 'edit'; entry: TPortLogEntry } | null;

/**
 * The buyer's internal port log of an appointment: every department with its entries (included or
 * not in what the agent sees), the general comments that stay with the buyer, and the submit.
 */
export function InternalPortLogPage() {
  const appointmentId = Number(useParams().appointmentId);
  const ofAppointment = useAppointmentAssignment(appointmentId);
  const assignmentId = ofAppointment.data?.assignment?.id;
  const log = useInternalPortLog(assignmentId);
  const create = useCreatePortLog();
  // The policy table's answer (the server's too): a person without the right sees why.
  const mayStart = useCan('PORT_LOG_EDIT');
  const back = (
    <Button variant="default" component={Link} to="/secured/buyer/dashboard/port-calls">
      Back to dashboard
    </Button>
  );

  const loading = portLogLoading(ofAppointment, log, assignmentId);
  if (loading) return loading;
  if (!log.data)
    return (
      <>
        <PageHeader eyebrow="Port log" title={`Appointment #${appointmentId}`} actions={back} />
        <Card withBorder>
          <Stack gap="sm" align="flex-start">
            <Text>
              No port log yet. Each department records what the agent must handle at this call (crew changes, spares,
              provisions, cash to master, surveys...); the agent sees it once you submit it.
            </Text>
            <WithReason reason={reasonOf(mayStart)}>
              <Button
                disabled={!mayStart.allowed}
                loading={create.isPending}
                onClick={() =>
                  create.mutate(appointmentId, {
                    onSuccess: () => toast.success('Port log started'),
                    onError: fail('The port log could not be started'),
                  })
                }
              >
                Start port log
              </Button>
            </WithReason>
          </Stack>
        </Card>
      </>
    );
  return <InternalPortLog log={log.data} back={back} />;
}

function InternalPortLog({ log, back }: { log: TInternalPortLog; back: React.ReactNode }) {
  const { assignment } = log;
  const submit = useSubmitPortLog();
  const cancel = useCancelPortLog();
  const createEntry = useCreateEntry();
  const saveEntry = useSaveEntry();
  const deleteEntry = useDeleteEntry();
  const include = useIncludeDepartment();
  const saveComments = useSaveGeneralComments();
  const [editing, setEditing] = useState<Editing>(null);
  const [comments, setComments] = useState(log.generalComments ?? '');
  const isCancelled = assignment.state === 'CANCELLED';
  const editReason = reasonOf(useCan('PORT_LOG_EDIT', { state: assignment.state }));
  const mayCancel = useCan('PORT_LOG_CANCEL', { state: assignment.state });
  const mayRightSubmit = useCan('PORT_LOG_SUBMIT');
  const hasEntries = log.departments.some((d) => d.isIncluded && d.entries.length > 0);
  const submitReason = isCancelled
    ? messages.PORT_LOG_CANCELLED
    : !mayRightSubmit.allowed
      ? mayRightSubmit.reason
      : assignment.state === 'SUBMITTED'
        ? messages.PORT_LOG_ALREADY_SUBMITTED
        : !hasEntries
          ? messages.EMPTY_PORT_LOG_SUBMIT
          : null;

  return (
    <>
      <PageHeader
        eyebrow="Internal port log"
        title={assignment.title}
        description={`Agent: ${assignment.agent.name}. Departments record what the agent must handle; the agent sees the included departments once you submit.`}
        actions={
          <Group gap="xs">
            <PortLogStateBadge state={assignment.state} />
            {back}
            <WithReason reason={reasonOf(mayCancel)}>
              <Button
                variant="light"
                color="red"
                disabled={!mayCancel.allowed}
                loading={cancel.isPending}
                onClick={() =>
                  cancel.mutate(assignment.id, {
                    onSuccess: () => toast.success('Port log cancelled'),
                    onError: fail('The port log could not be cancelled'),
                  })
                }
              >
                Cancel port log
              </Button>
            </WithReason>
            <WithReason reason={submitReason}>
              <Button
                disabled={submitReason !== null}
                loading={submit.isPending}
                onClick={() =>
                  submit.mutate(assignment.id, {
                    onSuccess: () => toast.success(messages.PORT_LOG_SUBMITTED),
                    onError: fail('The port log could not be submitted'),
                  })
                }
              >
                Submit port log
              </Button>
            </WithReason>
          </Group>
        }
      />
      <Stack gap="md">
        {log.departments.length === 0 ? (
          <Alert color="yellow">Your company has no departments yet: add them in the settings first.</Alert>
        ) : null}
        {log.departments.map((department) => (
          <Card key={department.departmentId} withBorder aria-label={`Department ${department.departmentName}`}>
            <Group justify="space-between" mb="xs">
              <Title order={3} fz="md">
                {department.departmentName}{' '}
                <Text span c="dimmed" size="sm">
                  ({department.abbreviation})
                </Text>
              </Title>
              <Group gap="sm">
                <Switch
                  label="Included"
                  aria-label={`Include ${department.departmentName}`}
                  checked={department.isIncluded}
                  disabled={editReason !== null || department.id === null || include.isPending}
                  onChange={(e) =>
                    department.id !== null &&
                    include.mutate(
                      { id: department.id, include: e.currentTarget.checked },
                      { onError: fail('The department could not be changed') },
                    )
                  }
                />
                <WithReason reason={editReason}>
                  <Button
                    size="compact-sm"
                    variant="light"
                    disabled={editReason !== null}
                    aria-label={`Add entry to ${department.departmentName}`}
                    onClick={() => setEditing({ kind: 'create', department })}
                  >
                    Add entry
                  </Button>
                </WithReason>
              </Group>
            </Group>
            {department.entries.length === 0 ? (
              <Text size="sm" c="dimmed">
                No entries.
              </Text>
            ) : (
              <Stack gap="sm">
                {department.entries.map((entry) => (
                  <EntryLine
                    key={entry.id}
                    entry={entry}
                    showPublished
                    actions={
                      editReason ? null : (
                        <>
                          <Button
                            size="compact-sm"
                            variant="subtle"
                            onClick={() => setEditing({ kind: 'edit', entry })}
                          >
                            Edit
                          </Button>
                          <Button
                            size="compact-sm"
                            variant="subtle"
                            color="red"
                            onClick={() =>
                              deleteEntry.mutate(entry.id, { onError: fail('The entry could not be deleted') })
                            }
                          >
                            Delete
                          </Button>
                        </>
                      )
                    }
                  />
                ))}
              </Stack>
            )}
          </Card>
        ))}
        <Divider label="General comments (stay with your company)" labelPosition="left" />
        <Textarea
          aria-label="General comments"
          autosize
          minRows={3}
          maxLength={4000}
          disabled={editReason !== null}
          value={comments}
          onChange={(e) => setComments(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button
            variant="default"
            disabled={editReason !== null}
            loading={saveComments.isPending}
            onClick={() =>
              saveComments.mutate(
                { id: assignment.id, generalComments: comments },
                {
                  onSuccess: () => toast.success('General comments saved'),
                  onError: fail('The comments could not be saved'),
                },
              )
            }
          >
            Save comments
          </Button>
        </Group>
      </Stack>
      {editing ? (
        <EntryModal
          key={editing.kind === 'edit' ? `e${editing.entry.id}` : `c${editing.department.departmentId}`}
          title={editing.kind === 'edit' ? 'Edit entry' : `New entry: ${editing.department.departmentName}`}
          initial={editing.kind === 'edit' ? editing.entry : undefined}
          isOpen
          isPending={createEntry.isPending || saveEntry.isPending}
          onClose={() => setEditing(null)}
          onSave={(entry) => {
            const done = { onSuccess: () => setEditing(null), onError: fail('The entry could not be saved') };
            if (editing.kind === 'edit') saveEntry.mutate({ id: editing.entry.id, entry }, done);
            else
              createEntry.mutate(
                { assignmentId: assignment.id, entry: { ...entry, departmentId: editing.department.departmentId } },
                done,
              );
          }}
        />
      ) : null}
    </>
  );
}
