import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluations, evaluationTasks } from '../modules/evaluations/db';
import { notifications } from '../modules/notifications/db';
import { payments } from '../modules/payments/db';
import { approvedProforma, type PaymentAnswer, paymentOf, withPaymentDetails } from '../modules/payments/scenario';
import { acceptedAppointment, submittedProforma } from '../modules/proformas/scenario';
import { verificationDiscrepancyTypes } from '../modules/refdata/db';
import { auditLog } from '../platform/audit/db';
import { ok, send } from './buyer-scenario';
import { createTestApp, type TestApp } from './harness';
import { createCompanyWithProfile, type TestProfile } from './scenario';

/**
 * The cross-module workflows are commands of one transaction each (docs/decisions.md "One policy
 * table, workflows as commands"): a refusal at the last step leaves nothing of the earlier ones.
 * Here: the payment request from the evaluation, the approval of payments, the reopen of a DA. The
 * award of a quote (requests/requests.test.ts "writes nothing when the award is refused at its last
 * step") and the submission of a DA revision (proformas/revise.test.ts "refuses a revision that
 * changes an approved line, midway") have theirs beside their other tests.
 */
const S = '/da-app/secured';
const E = `${S}/evaluation`;
const P = `${S}/payments`;

let t: TestApp;
let reviewer: TestProfile;
let approver: TestProfile;
let agent: TestProfile;
let admin: TestProfile;

beforeAll(async () => {
  t = await createTestApp();
  reviewer = await createCompanyWithProfile(t, { type: 'BUYER' });
  approver = await createCompanyWithProfile(t, { type: 'BUYER', companyId: reviewer.companyId });
  agent = await createCompanyWithProfile(t, { type: 'AGENT' });
  admin = await createCompanyWithProfile(t, { type: 'ADMIN' });
}, 60_000);
afterAll(() => t?.close());

type Item = { id: number; version: number; amount: string; status: string };
type Evaluation = { id: number; version: number; port: { expenseEvaluations: Item[] } };

const db = () => t.database.db;
const auditOf = (entity: string, entityId: number, action: string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId)), eq(auditLog.action, action)));
const evaluationRow = async (id: number) => (await db().select().from(evaluations).where(eq(evaluations.id, id)))[0];

describe('workflows as commands: a refusal at the last step leaves nothing behind', () => {
  it('request a payment (evaluation apr-submit): the payment it made is gone when its request is refused', async () => {
    // Every line approved at nothing: the command creates the DA's payment, then finds nothing to pay.
    const at = await acceptedAppointment(t, reviewer, agent);
    const proforma = await submittedProforma(t, agent, at);
    const e = await ok<Evaluation>(t, reviewer, 'GET', `${E}/${proforma.evaluationId}/load`);
    const lines = e.port.expenseEvaluations;
    const [overcharge] = await db()
      .select({ id: verificationDiscrepancyTypes.id })
      .from(verificationDiscrepancyTypes)
      .where(eq(verificationDiscrepancyTypes.code, 'OVERCHARGE'));
    for (const line of lines)
      await ok(t, reviewer, 'POST', `${E}/${line.id}/verify-expense-evaluation`, {
        version: line.version,
        verifiedAmount: '0',
        discrepancyTypeId: overcharge?.id,
        comments: 'Waived by the port',
      });
    await ok(t, reviewer, 'POST', `${E}/bulk-approve-expenses`, {
      evaluationId: e.id,
      items: lines.map((l) => ({ id: l.id, version: l.version + 1 })),
    });
    await withPaymentDetails(t, reviewer, e.id);
    const { version } = await ok<Evaluation>(t, reviewer, 'GET', `${E}/${e.id}/load`);

    const refused = await send(t, reviewer, 'POST', `${E}/apr-submit`, { id: e.id, version });
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'NOTHING_APPROVED_TO_PAY']);
    expect(await db().select().from(payments).where(eq(payments.evaluationId, e.id))).toEqual([]);
    expect((await evaluationRow(e.id))?.paymentState).toBeNull();
    expect(await db().select().from(evaluationTasks).where(eq(evaluationTasks.evaluationId, e.id))).toEqual([]);
    expect(await auditOf('evaluation', e.id, 'APR_SUBMIT')).toEqual([]);
  });

  it('approve payments (bulk): the first approval is undone when the last is refused by four eyes', async () => {
    const first = await approvedProforma(t, reviewer, agent);
    const second = await approvedProforma(t, reviewer, agent);
    const a = await paymentOf(t, reviewer, first.proformaId);
    const b = await paymentOf(t, approver, second.proformaId);
    const pendingA = await ok<PaymentAnswer>(t, reviewer, 'POST', `${P}/${a.id}/request-approval`, {
      version: a.version,
    });
    // The approver requested the second itself, so it may not approve it (PAYMENT_SELF_APPROVAL).
    const pendingB = await ok<PaymentAnswer>(t, approver, 'POST', `${P}/${b.id}/request-approval`, {
      version: b.version,
    });

    const refused = await send(t, approver, 'POST', `${P}/bulk-approve`, {
      items: [
        { id: pendingA.id, version: pendingA.version },
        { id: pendingB.id, version: pendingB.version },
      ],
    });
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'PAYMENT_SELF_APPROVAL']);
    const [rowA] = await db().select().from(payments).where(eq(payments.id, pendingA.id));
    expect(rowA).toMatchObject({ status: 'PENDING_APPROVAL', approvedById: null, version: pendingA.version });
    // The evaluation keeps the state the payments module records there in the same command.
    expect((await evaluationRow(first.evaluationId))?.paymentState).toBe('PENDING_APPROVAL');
    expect(await auditOf('payment', pendingA.id, 'APPROVE')).toEqual([]);
  });

  it('reopen a DA: refused at its last check (the payment holds the approved money), nothing of it is written', async () => {
    const da = await approvedProforma(t, reviewer, agent);
    const draft = await paymentOf(t, reviewer, da.proformaId);
    await ok(t, reviewer, 'POST', `${P}/${draft.id}/request-approval`, { version: draft.version });
    const before = await ok<Evaluation>(t, reviewer, 'GET', `${E}/${da.evaluationId}/load`);
    const told = () =>
      db()
        .select()
        .from(notifications)
        .where(and(eq(notifications.eventType, 'EVALUATION'), eq(notifications.eventId, da.evaluationId)));
    const toldBefore = (await told()).length;

    const refused = await send(t, admin, 'POST', `${S}/admin/reopen-da/${da.proformaId}`, { reason: 'Approved twice' });
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'EVALUATION_PAYMENT_IN_PROGRESS']);
    const after = await ok<Evaluation>(t, reviewer, 'GET', `${E}/${da.evaluationId}/load`);
    expect(after.port.expenseEvaluations.map((l) => [l.status, l.version])).toEqual(
      before.port.expenseEvaluations.map((l) => ['APPROVED', l.version]),
    );
    expect(await auditOf('proforma', da.proformaId, 'REOPEN_DA')).toEqual([]);
    expect((await told()).length).toBe(toldBefore);
  });
});
