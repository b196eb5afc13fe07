import type { TNotification } from '@portcall/contracts/notifications';
import type { TPaged } from '@portcall/contracts/paging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../../test/buyer-scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import { buyerWithPortCall, createAppointment, operationsReference } from '../port-calls/scenario';

const S = '/da-app/secured';
let t: TestApp;
let buyer: TestProfile;
let colleague: TestProfile;
let agent: TestProfile;
let agentColleague: TestProfile;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await createCompanyWithProfile(t, { type: 'BUYER' });
  colleague = await createCompanyWithProfile(t, { type: 'BUYER', companyId: buyer.companyId });
  agent = await createCompanyWithProfile(t, { type: 'AGENT' });
  agentColleague = await createCompanyWithProfile(t, { type: 'AGENT', companyId: agent.companyId });
}, 60_000);
afterAll(() => t?.close());

const inbox = async (p: TestProfile) =>
  (await ok<TPaged<TNotification>>(t, p, 'POST', `${S}/notification/list`, { page: 0, size: 50, filter: 'ALL' })).items;
async function appointed() {
  const { portCall } = await buyerWithPortCall(t, buyer, await operationsReference(t), { agentIds: [agent.companyId] });
  return createAppointment(t, buyer, portCall.id, agent.companyId, { appoint: true });
}

describe('appointment notifications', () => {
  it('tell every person of the agent when an appointment arrives, is reminded and is cancelled', async () => {
    const appointment = await appointed();
    for (const person of [agent, agentColleague]) {
      const [arrived] = await inbox(person);
      expect(arrived).toMatchObject({ eventType: 'APPOINTMENT', eventId: appointment.id, isRead: false });
      expect(arrived?.eventMessage).toMatch(/^New appointment from .+: .+ V\..+ at .+/);
    }
    await ok(t, buyer, 'POST', `${S}/appointment/${appointment.id}/send-reminder`);
    expect((await inbox(agent))[0]?.eventMessage).toMatch(/^Reminder from /);
    await ok(t, buyer, 'POST', `${S}/appointment/${appointment.id}/reject`);
    expect((await inbox(agentColleague))[0]?.eventMessage).toMatch(/^Appointment cancelled by /);
    // The buyer's people act on none of these: they hear of them from no one.
    expect((await inbox(colleague)).filter((n) => n.eventId === appointment.id)).toEqual([]);
  });

  it('tell the buyer who sent it when the agent accepts or rejects, and no one else', async () => {
    const accepted = await appointed();
    await ok(t, agent, 'POST', `${S}/agent/appointment/${accepted.id}/accept`);
    const rejected = await appointed();
    await ok(t, agent, 'POST', `${S}/agent/appointment/${rejected.id}/reject`, { reason: 'No berth' });
    const toBuyer = await inbox(buyer);
    expect(toBuyer.find((n) => n.eventId === accepted.id)?.eventMessage).toMatch(/ accepted the appointment: /);
    expect(toBuyer.find((n) => n.eventId === rejected.id)?.eventMessage).toMatch(/ rejected the appointment: /);
    expect((await inbox(colleague)).filter((n) => [accepted.id, rejected.id].includes(n.eventId))).toEqual([]);
  });
});
