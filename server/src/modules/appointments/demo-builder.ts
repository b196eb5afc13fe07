import { writeAudit } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { createAppointmentRepo } from './repo';

export interface DemoAppointmentInput {
  companyId: number;
  portCallId: number;
  agentCompanyId: number;
  state: 'DRAFT' | 'APPOINTED' | 'ACCEPTED';
  instructions: string;
  /** The buyer's profile that created and sent it. */
  buyerProfileId: number | null;
  /** The agent's profile that accepted it (audit only). */
  agentProfileId: number | null;
  appointedAt: Date;
  acceptedAt: Date;
}

/**
 * An appointment already in the state a demo needs, with the audit rows its steps would have
 * written: the demo seed's and the QA tasks' (issue 25). The state machine is not replayed: nobody
 * is notified of a demonstration.
 */
export async function buildDemoAppointment(tx: Db, input: DemoAppointmentInput): Promise<{ appointmentId: number }> {
  const sent = input.state !== 'DRAFT';
  const accepted = input.state === 'ACCEPTED';
  const appointment = await createAppointmentRepo(tx).insertAppointment({
    companyId: input.companyId,
    portCallId: input.portCallId,
    agentCompanyId: input.agentCompanyId,
    state: input.state,
    instructions: input.instructions,
    createdById: input.buyerProfileId,
    appointedById: sent ? input.buyerProfileId : null,
    appointedAt: sent ? input.appointedAt : null,
    acceptedAt: accepted ? input.acceptedAt : null,
    recipientState: accepted ? 'READ' : 'UNREAD',
  });
  const audit = (action: string, state: string, profileId: number | null) =>
    writeAudit(tx, {
      profileId,
      companyId: input.companyId,
      entity: 'appointment',
      entityId: appointment.id,
      action,
      after: { state },
    });
  await audit('CREATE', 'DRAFT', input.buyerProfileId);
  if (sent) await audit('APPOINT', 'APPOINTED', input.buyerProfileId);
  if (accepted) await audit('ACCEPT', 'ACCEPTED', input.agentProfileId);
  return { appointmentId: appointment.id };
}
