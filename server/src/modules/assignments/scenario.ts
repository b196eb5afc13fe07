import { ok } from '../../test/buyer-scenario';
import type { TestApp } from '../../test/harness';
import type { TestProfile } from '../../test/scenario';
import { acceptedAppointment } from '../proformas/scenario';

const S = '/da-app/secured';
let sequence = 0;

/** A department of the buyer's company, made through the settings call. */
export async function department(t: TestApp, buyer: TestProfile, name = 'Crew') {
  const n = ++sequence;
  return ok<{ id: number }>(t, buyer, 'POST', `${S}/buyer/settings/department/create`, {
    name: `${name} ${n}`,
    abbreviation: `D${n}`,
  });
}

/** An accepted appointment of the buyer with the agent and its port log (CREATED). */
export async function portLog(t: TestApp, buyer: TestProfile, agent: TestProfile) {
  const { appointmentId } = await acceptedAppointment(t, buyer, agent);
  const assignment = await ok<{ id: number; state: string }>(t, buyer, 'POST', `${S}/assignment/create`, {
    appointmentId,
  });
  return { appointmentId, assignmentId: assignment.id };
}

export const addEntry = (
  t: TestApp,
  buyer: TestProfile,
  assignmentId: number,
  departmentId: number,
  description = 'Crew change: 2 on, 2 off',
  category = 'CREW_CHANGE',
) =>
  ok<{ id: number; departmentPortLogId: number }>(t, buyer, 'POST', `${S}/assignment/${assignmentId}/entry/create`, {
    departmentId,
    category,
    description,
  });
