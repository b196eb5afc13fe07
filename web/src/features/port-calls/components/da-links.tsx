import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import type { TEvaluationInList } from '@portcall/contracts/appointments';
import type { TActiveFlowStep } from '@portcall/contracts/evaluations';
import { formatAmount, formatDate } from '@portcall/contracts/format';
import { Link } from 'react-router';
import { StageBadge } from '../../../ui/da-stage-badge';
import { useAppointmentDas } from '../api/list-appointment-das';

const evaluationPath = (id: number) => `/secured/buyer/da-tool/evaluation/${id}`;

const stepLabels: Record<TActiveFlowStep, string> = {
  VERIFICATION: 'to verify',
  APPROVAL: 'to approve',
  PAYMENT: 'approved',
  BACK_FOR_REVIEW: 'back for review',
  CLOSED: 'closed',
};

/** An appointment's DAs on a dashboard row: type, number and flow step, each a link to its evaluation. */
export function EvaluationLinks({ evaluations }: { evaluations: readonly TEvaluationInList[] }) {
  if (evaluations.length === 0) return null;
  return (
    <Stack gap={2}>
      {evaluations.map((e) => (
        <Anchor key={e.id} component={Link} to={evaluationPath(e.id)} size="sm" style={{ whiteSpace: 'nowrap' }}>
          {e.type} #{e.proformaId} · {stepLabels[e.activeFlowStep]}
        </Anchor>
      ))}
    </Stack>
  );
}

/** The drawer's "Disbursement accounts" of an appointment: each DA's stage, amounts and its evaluation. */
export function AppointmentDas({ appointmentId }: { appointmentId: number }) {
  const das = useAppointmentDas(appointmentId);
  if (das.isError)
    return (
      <Text size="sm" c="dimmed">
        You cannot see the DAs of this appointment.
      </Text>
    );
  const items = das.data?.items ?? [];
  if (das.data && items.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No DA submitted yet.
      </Text>
    );
  return (
    <Stack gap="xs">
      {items.map((d) => (
        <Group key={d.evaluationId} justify="space-between" wrap="nowrap" gap="sm">
          <Stack gap={2}>
            <Group gap="xs" wrap="nowrap">
              <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {d.type} #{d.proformaId}
              </Text>
              <StageBadge stage={d.stage} />
            </Group>
            <Text size="xs" c="dimmed">
              {d.submittedAt ? `Submitted ${formatDate(d.submittedAt)} · ` : ''}
              {d.currency} {formatAmount(d.evaluatedAmount)}
              {d.assignee ? ` · ${d.assignee.fullName}` : ''}
            </Text>
          </Stack>
          <Button component={Link} to={evaluationPath(d.evaluationId)} size="compact-sm" variant="light">
            Open evaluation
          </Button>
        </Group>
      ))}
    </Stack>
  );
}
