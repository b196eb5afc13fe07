import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { bearer, createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import { acceptedAppointment, submittedProforma } from '../proformas/scenario';

let t: TestApp;
let buyer: TestProfile;
let colleague: TestProfile;
let evaluationId: number;
let appointmentId: number;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await createCompanyWithProfile(t, { type: 'BUYER', companyName: 'Assigning Buyer' });
  colleague = await createCompanyWithProfile(t, { type: 'BUYER', companyId: buyer.companyId, role: 'USER' });
  const agent = await createCompanyWithProfile(t, { type: 'AGENT', companyName: 'Assigned Agent' });
  const at = await acceptedAppointment(t, buyer, agent);
  appointmentId = at.appointmentId;
  evaluationId = Number((await submittedProforma(t, agent, at)).evaluationId);
});
afterAll(() => t?.close());

const assign = (who: TestProfile, assigneeId: number | null) =>
  t.app.inject({
    method: 'POST',
    url: '/da-app/secured/evaluation/assign',
    headers: bearer(who),
    payload: { evaluationId, assigneeId },
  });

describe('evaluation assignment', () => {
  it('assigns a colleague, shows them on the dashboard, and unassigns', async () => {
    const assigned = await assign(buyer, colleague.profileId);
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json()).toMatchObject({
      id: evaluationId,
      assigneeId: colleague.profileId,
      assignee: { id: colleague.profileId, role: 'USER' },
    });
    const listed = await t.app.inject({
      method: 'GET',
      url: `/da-app/secured/dashboard/appointments?appointmentId=${appointmentId}`,
      headers: bearer(buyer),
    });
    expect(listed.json().items[0].evaluations).toEqual([
      expect.objectContaining({ id: evaluationId, assigneeId: colleague.profileId }),
    ]);
    const unassigned = await assign(buyer, null);
    expect(unassigned.json()).toMatchObject({ assigneeId: null, assignee: null });
  });

  it('notifies the new assignee once, and nobody who assigns themselves', async () => {
    const notificationsOf = async (who: TestProfile) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/da-app/secured/notification/list',
          headers: bearer(who),
          payload: { page: 0, size: 50, filter: 'EVALUATION' },
        })
      ).json().items as Array<{ eventId: number; eventType: string; eventMessage: string }>;
    await assign(buyer, null);
    const before = (await notificationsOf(colleague)).length;
    expect((await assign(buyer, colleague.profileId)).statusCode).toBe(200);
    expect((await assign(buyer, colleague.profileId)).statusCode).toBe(200);
    const received = await notificationsOf(colleague);
    expect(received).toHaveLength(before + 1);
    expect(received[0]).toMatchObject({
      eventType: 'EVALUATION',
      eventId: evaluationId,
      eventMessage: `DA evaluation #${evaluationId} was assigned to you`,
    });
    const route = await t.app.inject({
      method: 'POST',
      url: '/da-app/secured/notification/router/EVALUATION',
      headers: bearer(colleague),
      payload: { id: evaluationId },
    });
    expect(route.json()).toEqual({ path: `/secured/buyer/da-tool/evaluation/${evaluationId}` });
    const own = (await notificationsOf(buyer)).length;
    await assign(buyer, buyer.profileId);
    expect(await notificationsOf(buyer)).toHaveLength(own);
    await assign(buyer, null);
  });

  it('refuses someone of another company', async () => {
    const stranger = await createCompanyWithProfile(t, { type: 'BUYER', companyName: 'Stranger Shipping' });
    const response = await assign(buyer, stranger.profileId);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('assigneeId');
  });

  it('tells the flow step: verification while lines are pending', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/da-app/secured/evaluations/active-flow-step?evaluationIds=${evaluationId},999999`,
      headers: bearer(buyer),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([{ evaluationId, activeFlowStep: 'VERIFICATION' }]);
  });
});
