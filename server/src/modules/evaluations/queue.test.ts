import type { TDaQueuePage } from '@portcall/contracts/da-queue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, send } from '../../test/buyer-scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import { approvedProforma, paymentOf } from '../payments/scenario';
import { acceptedAppointment, submittedProforma } from '../proformas/scenario';

const S = '/da-app/secured';
const Q = `${S}/buyer/da-tool/evaluations`;

let t: TestApp;
let buyer: TestProfile;
let colleague: TestProfile;
let otherBuyer: TestProfile;
let agent: TestProfile;

const queue = (actor: TestProfile, query = '') => ok<TDaQueuePage>(t, actor, 'GET', `${Q}?${query}`);

beforeAll(async () => {
  t = await createTestApp();
  buyer = await createCompanyWithProfile(t, { type: 'BUYER' });
  colleague = await createCompanyWithProfile(t, {
    type: 'BUYER',
    companyId: buyer.companyId,
    products: ['DA_TOOL'],
    authorities: ['DA_VIEW'],
  });
  otherBuyer = await createCompanyWithProfile(t, { type: 'BUYER' });
  agent = await createCompanyWithProfile(t, { type: 'AGENT', companyName: 'Queue Line Agency' });
}, 60_000);
afterAll(() => t?.close());

describe('buyer DA tool queue', () => {
  it('lists the company DAs by stage with amounts, counts and paging; never another company', async () => {
    const at = await acceptedAppointment(t, buyer, agent);
    const fresh = await submittedProforma(t, agent, at, { amounts: ['1850.00', '99.55'] });
    const approved = await approvedProforma(t, buyer, agent, ['100.10', '0.20']);
    const requested = await approvedProforma(t, buyer, agent);
    const draft = await paymentOf(t, buyer, requested.proformaId);
    await ok(t, buyer, 'POST', `${S}/payments/${draft.id}/request-approval`, { version: draft.version });
    await approvedProforma(t, otherBuyer, agent);

    const page = await queue(colleague, 'size=50');
    expect(page.total).toBe(3);
    const of = (evaluationId: number | null) => page.items.find((i) => i.evaluationId === evaluationId);
    expect(of(fresh.evaluationId)).toMatchObject({
      stage: 'TO_EVALUATE',
      type: 'PDA',
      agent: 'Queue Line Agency',
      currency: 'EUR',
      quotedAmount: '1949.55',
      assignee: null,
      paymentStatus: null,
    });
    expect(of(approved.evaluationId)).toMatchObject({ stage: 'APPROVED', evaluatedAmount: '100.30' });
    expect(of(requested.evaluationId)).toMatchObject({ stage: 'TO_PAY', paymentStatus: 'PENDING_APPROVAL' });
    expect(page.counts).toMatchObject({ TO_EVALUATE: 1, IN_REVIEW: 0, APPROVED: 1, TO_PAY: 1, PAID: 0 });

    const toPay = await queue(colleague, 'stage=TO_PAY');
    expect(toPay.items.map((i) => i.evaluationId)).toEqual([requested.evaluationId]);
    expect(toPay.counts.TO_EVALUATE).toBe(1);
    const first = await queue(colleague, 'size=1&page=1&property=id&direction=ASC');
    expect(first).toMatchObject({ page: 1, size: 1, total: 3 });
    expect(first.items[0]?.evaluationId).toBe(approved.evaluationId);
    expect((await queue(colleague, 'text=queue line')).total).toBe(3);
    const ofAppointment = await queue(colleague, `appointmentId=${at.appointmentId}`);
    expect(ofAppointment.items.map((i) => i.evaluationId)).toEqual([fresh.evaluationId]);
    expect((await queue(colleague, 'text=nowhere at all')).total).toBe(0);
    expect((await queue(otherBuyer, 'size=50')).items.every((i) => i.evaluationId !== fresh.evaluationId)).toBe(true);
  });

  it('counts what is assigned to me and filters it', async () => {
    const at = await acceptedAppointment(t, buyer, agent);
    const da = await submittedProforma(t, agent, at);
    await ok(t, buyer, 'POST', `${S}/evaluation/assign`, {
      evaluationId: da.evaluationId as number,
      assigneeId: colleague.profileId,
    });
    const mine = await queue(colleague, 'assignedToMe=true');
    expect(mine.items.map((i) => i.evaluationId)).toEqual([da.evaluationId]);
    expect(mine.items[0]?.assignee?.id).toBe(colleague.profileId);
    expect(mine.assignedToMe).toBe(1);
    expect((await queue(buyer, 'assignedToMe=true')).total).toBe(0);
  });

  it('refuses agents, buyers without the DA tool and unknown stages', async () => {
    expect((await send(t, agent, 'GET', Q)).statusCode).toBe(403);
    const noTool = await createCompanyWithProfile(t, {
      type: 'BUYER',
      companyId: buyer.companyId,
      products: ['FINANCIAL'],
      authorities: ['FINANCIAL_VIEW'],
    });
    expect((await send(t, noTool, 'GET', Q)).statusCode).toBe(403);
    expect((await send(t, buyer, 'GET', `${Q}?stage=LOST`)).statusCode).toBe(400);
  });
});
