import type { TAgentRating, TAppointmentAgentRating } from '@portcall/contracts/ratings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, send } from '../../test/buyer-scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import { acceptedAppointment } from '../proformas/scenario';
import { closedAppointment, fourCriteria } from './scenario';

const S = '/da-app/secured';
const DAY = 86_400_000;
let now = new Date('2029-04-01T10:00:00Z');
let t: TestApp;
let buyer: TestProfile;
let colleague: TestProfile;
let agent: TestProfile;

beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date(now) });
  buyer = await createCompanyWithProfile(t, { type: 'BUYER' });
  colleague = await createCompanyWithProfile(t, { type: 'BUYER', companyId: buyer.companyId });
  agent = await createCompanyWithProfile(t, { type: 'AGENT' });
}, 60_000);
afterAll(() => t?.close());

/** Moves the app's clock; sessions expire with it, so the people log in again. */
async function advance(days: number) {
  now = new Date(now.getTime() + days * DAY);
  for (const p of [buyer, colleague, agent]) p.token = await t.services.auth.openSession(p.profileId);
}

const rate = (who: TestProfile, appointmentId: number, ratings: [number, number, number, number], comment?: string) =>
  send(t, who, 'POST', `${S}/agent-rating`, { appointmentId, criteriaRatings: fourCriteria(ratings), comment });
const average = (who: TestProfile) =>
  send(t, who, 'GET', `${S}/buyers/${buyer.companyId}/agents/${agent.companyId}/average-rating`);

describe('agent ratings', () => {
  it('rates the agent of a closed appointment only, once; its author may change it for 30 days', async () => {
    const { appointmentId: open } = await acceptedAppointment(t, buyer, agent);
    expect((await rate(buyer, open, [5, 5, 5, 5])).json()).toMatchObject({
      status: 409,
      code: 'AGENT_RATING_APPOINTMENT_NOT_CLOSED',
    });
    const before = await ok<TAppointmentAgentRating>(t, buyer, 'GET', `${S}/appointment/${open}/agent-rating`);
    expect(before).toMatchObject({ rating: null, canRate: false, agentId: agent.companyId });

    const closed = await closedAppointment(t, buyer, agent);
    const first = await rate(buyer, closed, [4, 5, 3, 4], 'Quick answers, one late invoice');
    expect(first.statusCode).toBe(200);
    expect(first.json<TAgentRating>()).toMatchObject({ rating: 4, comment: 'Quick answers, one late invoice' });
    expect((await rate(colleague, closed, [1, 1, 1, 1])).json().code).toBe('AGENT_RATING_EXISTS');

    await advance(29);
    const changed = await rate(buyer, closed, [5, 5, 4, 4]);
    expect(changed.json<TAgentRating>()).toMatchObject({ rating: 4.5, comment: null });
    const shown = await ok<TAppointmentAgentRating>(t, buyer, 'GET', `${S}/appointment/${closed}/agent-rating`);
    expect(shown).toMatchObject({ canRate: true, rating: { rating: 4.5 } });
    expect(
      await ok<TAppointmentAgentRating>(t, colleague, 'GET', `${S}/appointment/${closed}/agent-rating`),
    ).toMatchObject({
      canRate: false,
    });

    await advance(2);
    expect((await rate(buyer, closed, [1, 1, 1, 1])).json().code).toBe('AGENT_RATING_LOCKED');
    expect(
      (await ok<TAppointmentAgentRating>(t, buyer, 'GET', `${S}/appointment/${closed}/agent-rating`)).rating?.rating,
    ).toBe(4.5);
  });

  it('averages each rating as the mean of its criteria (0 with none); the agent sees its average, not the ratings', async () => {
    const other = await createCompanyWithProfile(t, { type: 'AGENT' });
    const none = await send(t, buyer, 'GET', `${S}/buyers/${buyer.companyId}/agents/${other.companyId}/average-rating`);
    expect(none.json()).toEqual({ agentId: other.companyId, average: 0, count: 0 });

    const a = await closedAppointment(t, buyer, other);
    const b = await closedAppointment(t, buyer, other);
    await rate(buyer, a, [2, 2, 2, 2]);
    await rate(colleague, b, [5, 4, 5, 4]);
    const pair = `${S}/buyers/${buyer.companyId}/agents/${other.companyId}`;
    expect((await send(t, buyer, 'GET', `${pair}/average-rating`)).json()).toEqual({
      agentId: other.companyId,
      average: 3.25,
      count: 2,
    });
    expect((await send(t, other, 'GET', `${pair}/average-rating`)).json()).toMatchObject({ average: 3.25, count: 2 });
    expect((await send(t, other, 'GET', `${pair}/agent-ratings`)).statusCode).toBe(403);
    expect((await send(t, agent, 'GET', `${pair}/average-rating`)).statusCode).toBe(404);
    const list = await ok<{ items: TAgentRating[]; total: number }>(t, buyer, 'GET', `${pair}/agent-ratings`);
    expect(list.total).toBe(2);
    expect(list.items.map((r) => r.ratedBy.id)).toEqual([colleague.profileId, buyer.profileId]);
  });

  it('is 404 to another buyer, whose own figures for the agent stay apart', async () => {
    const stranger = await createCompanyWithProfile(t, { type: 'BUYER' });
    const closed = await closedAppointment(t, buyer, agent);
    expect((await rate(stranger, closed, [1, 1, 1, 1])).statusCode).toBe(404);
    expect((await send(t, stranger, 'GET', `${S}/appointment/${closed}/agent-rating`)).statusCode).toBe(404);
    expect((await average(stranger)).statusCode).toBe(404);
    const own = await send(
      t,
      stranger,
      'GET',
      `${S}/buyers/${stranger.companyId}/agents/${agent.companyId}/average-rating`,
    );
    expect(own.json()).toMatchObject({ average: 0, count: 0 });
  });

  it('refuses a rating out of 1-5 or a criterion named twice', async () => {
    const closed = await closedAppointment(t, buyer, agent);
    const outOfRange = await send(t, buyer, 'POST', `${S}/agent-rating`, {
      appointmentId: closed,
      criteriaRatings: [{ criterion: 'RESPONSIVENESS', rating: 6 }],
    });
    expect(outOfRange.statusCode).toBe(400);
    const twice = await send(t, buyer, 'POST', `${S}/agent-rating`, {
      appointmentId: closed,
      criteriaRatings: [
        { criterion: 'RESPONSIVENESS', rating: 3 },
        { criterion: 'RESPONSIVENESS', rating: 4 },
      ],
    });
    expect(twice.statusCode).toBe(400);
  });
});
