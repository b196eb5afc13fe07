import { ok } from '../../test/buyer-scenario';
import type { TestApp } from '../../test/harness';
import type { TestProfile } from '../../test/scenario';
import { acceptedAppointment } from '../proformas/scenario';

const S = '/da-app/secured';

/** An appointment of the buyer with the agent, accepted and then closed by the buyer: ready to be rated. */
export async function closedAppointment(t: TestApp, buyer: TestProfile, agent: TestProfile) {
  const { appointmentId } = await acceptedAppointment(t, buyer, agent);
  await ok(t, buyer, 'GET', `${S}/appointment/${appointmentId}/close`);
  return appointmentId;
}

export const fourCriteria = (ratings: [number, number, number, number]) =>
  (['RESPONSIVENESS', 'DA_ACCURACY', 'COMMUNICATION', 'PROBLEM_SOLVING'] as const).map((criterion, i) => ({
    criterion,
    rating: ratings[i] as number,
  }));
