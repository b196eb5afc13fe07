import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/db';
import { ok, send } from '../../test/buyer-scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import { profiles } from '../account/db';
import { instructionForm, type PaymentAnswer } from '../payments/scenario';
import { acceptedAppointment, submittedProforma } from '../proformas/scenario';
import { recordTaskOutcome } from './workflow-repo';

const S = '/da-app/secured';
const E = `${S}/evaluation`;
const P = `${S}/payments`;

type Item = { id: number; version: number; amount: string; status: string; splitExpenses: Item[] };
type Evaluation = { id: number; version: number; port: { expenseEvaluations: Item[] } };

let t: TestApp;
let reviewer: TestProfile;
let approver: TestProfile;
let agent: TestProfile;
let instructionId: number;

beforeAll(async () => {
  t = await createTestApp();
  reviewer = await createCompanyWithProfile(t, { type: 'BUYER' });
  approver = await createCompanyWithProfile(t, { type: 'BUYER', companyId: reviewer.companyId });
  agent = await createCompanyWithProfile(t, { type: 'AGENT' });
  instructionId = (
    await ok<{ id: number }>(
      t,
      reviewer,
      'POST',
      `${S}/buyers/${reviewer.companyId}/payment-instructions`,
      instructionForm,
    )
  ).id;
}, 60_000);
afterAll(() => t?.close());

const load = (id: number) => ok<Evaluation>(t, reviewer, 'GET', `${E}/${id}/load`);
const post = (url: string, body?: unknown, actor = reviewer) => send(t, actor, 'POST', url, body);

/**
 * A submitted DA (dues 1000.50, pilotage 250.25) whose dues line is split 400 to the charterers, and
 * every leaf verified and approved through the real calls; payment instructions and due date set.
 */
async function approvedSplitEvaluation() {
  const at = await acceptedAppointment(t, reviewer, agent);
  const proforma = await submittedProforma(t, agent, at);
  let e = await load(proforma.evaluationId as number);
  const [dues] = e.port.expenseEvaluations as [Item, Item];
  e = await ok<Evaluation>(t, reviewer, 'POST', `${E}/${dues.id}/split-expense-evaluation`, {
    version: dues.version,
    chartererAmount: '400',
  });
  const [split, pilotage] = e.port.expenseEvaluations as [Item, Item];
  const leaves = [...split.splitExpenses, pilotage];
  for (const leaf of leaves)
    await ok(t, reviewer, 'POST', `${E}/${leaf.id}/verify-expense-evaluation`, {
      version: leaf.version,
      verifiedAmount: leaf.amount,
    });
  e = await ok<Evaluation>(t, reviewer, 'POST', `${E}/bulk-approve-expenses`, {
    evaluationId: e.id,
    items: leaves.map((l) => ({ id: l.id, version: l.version + 1 })),
  });
  let version = e.version;
  version = (
    await ok<{ version: number }>(t, reviewer, 'POST', `${E}/save-payment-instructions`, {
      id: e.id,
      version,
      paymentInstructionId: instructionId,
    })
  ).version;
  version = (
    await ok<{ version: number }>(t, reviewer, 'POST', `${E}/save-payment-due-date`, {
      id: e.id,
      version,
      paymentDueDate: '2099-01-31',
    })
  ).version;
  return { evaluationId: e.id, proformaId: proforma.id, appointmentId: at.appointmentId, version };
}

describe('payment guard', () => {
  it('refuses every action that changes approved money while the payment is under approval, and allows it again after back for review or delete', async () => {
    const { evaluationId, proformaId, appointmentId, version } = await approvedSplitEvaluation();
    const payment = await ok<PaymentAnswer>(t, reviewer, 'POST', `${E}/apr-submit`, { id: evaluationId, version });
    expect(payment.status).toBe('PENDING_APPROVAL');
    expect(payment.approvedAmount).toBe('1250.75');

    const e = await load(evaluationId);
    const [split, pilotage] = e.port.expenseEvaluations as [Item, Item];
    const [charterer, owner] = split.splitExpenses as [Item, Item];
    const attempts: Array<[string, () => ReturnType<typeof post>]> = [
      ['revert', () => post(`${E}/${pilotage.id}/revert-expense-evaluation`, { version: pilotage.version })],
      ['revert child', () => post(`${E}/${charterer.id}/revert-expense-evaluation`, { version: charterer.version })],
      ['reset', () => post(`${E}/reset`, { id: evaluationId })],
      ['mark-as-deleted', () => post(`${E}/mark-as-deleted`, { id: evaluationId })],
      [
        'mark-as-deleted lines',
        () =>
          post(`${E}/mark-as-deleted`, { id: evaluationId, items: [{ id: pilotage.id, version: pilotage.version }] }),
      ],
      [
        'split',
        () => post(`${E}/${pilotage.id}/split-expense-evaluation`, { version: pilotage.version, chartererAmount: '1' }),
      ],
      [
        'divide',
        () => post(`${E}/${owner.id}/divide-split-expense-evaluation`, { version: owner.version, amount: '1' }),
      ],
      [
        'reallocate',
        () =>
          post(`${E}/${owner.id}/reallocate-split-expense-evaluation`, {
            version: owner.version,
            amount: '1',
            toId: charterer.id,
          }),
      ],
      ['delete child', () => post(`${E}/${owner.id}/delete-child-expense-evaluation`, { version: owner.version })],
      [
        'save payment instructions',
        () =>
          post(`${E}/save-payment-instructions`, {
            id: evaluationId,
            version: e.version,
            paymentInstructionId: instructionId,
          }),
      ],
      [
        'withdraw the DA',
        () => post(`${S}/agent/appointment/${appointmentId}/proforma/withdraw`, { id: proformaId, version: 0 }, agent),
      ],
    ];
    for (const [name, attempt] of attempts) {
      const res = await attempt();
      expect([name, res.statusCode, res.json().code]).toEqual([name, 409, 'EVALUATION_PAYMENT_IN_PROGRESS']);
    }
    // Nothing moved: the approved money is still what the payment froze.
    expect((await load(evaluationId)).port.expenseEvaluations.map((i) => i.status)).toEqual(['PENDING', 'APPROVED']);

    const approved = await ok<PaymentAnswer>(t, approver, 'POST', `${P}/${payment.id}/approve`, {
      version: payment.version,
    });
    const stillRefused = await post(`${E}/${pilotage.id}/revert-expense-evaluation`, { version: pilotage.version });
    expect([stillRefused.statusCode, stillRefused.json().message]).toEqual([409, expect.stringContaining('APPROVED')]);

    const back = await ok<PaymentAnswer>(t, approver, 'POST', `${P}/${payment.id}/back-for-review`, {
      version: approved.version,
      comments: 'Check pilotage',
    });
    expect(back.status).toBe('BACK_FOR_REVIEW');
    const reverted = await ok<Evaluation>(t, reviewer, 'POST', `${E}/${pilotage.id}/revert-expense-evaluation`, {
      version: pilotage.version,
    });
    expect(reverted.port.expenseEvaluations[1]?.status).toBe('VERIFIED');

    await ok(t, reviewer, 'POST', `${S}/proforma/${proformaId}/payment/delete`, { version: back.version });
    const afterDelete = await post(`${E}/${charterer.id}/revert-expense-evaluation`, { version: charterer.version });
    expect(afterDelete.statusCode).toBe(200);
  });
});

describe('apr-submit', () => {
  it('needs every payable line approved, the payment instructions and the due date', async () => {
    const at = await acceptedAppointment(t, reviewer, agent);
    const proforma = await submittedProforma(t, agent, at);
    const e = await load(proforma.evaluationId as number);
    const notApproved = await post(`${E}/apr-submit`, { id: e.id, version: e.version });
    expect([notApproved.statusCode, notApproved.json().code]).toEqual([409, 'APR_LINES_NOT_APPROVED']);

    const leaves = e.port.expenseEvaluations;
    for (const leaf of leaves)
      await ok(t, reviewer, 'POST', `${E}/${leaf.id}/verify-expense-evaluation`, {
        version: leaf.version,
        verifiedAmount: leaf.amount,
      });
    const approved = await ok<Evaluation>(t, reviewer, 'POST', `${E}/bulk-approve-expenses`, {
      evaluationId: e.id,
      items: leaves.map((l) => ({ id: l.id, version: l.version + 1 })),
    });
    const noInstructions = await post(`${E}/apr-submit`, { id: e.id, version: approved.version });
    expect(noInstructions.json().code).toBe('APR_MISSING_PAYMENT_INSTRUCTIONS');

    const usd = await ok<{ id: number }>(
      t,
      reviewer,
      'POST',
      `${S}/buyers/${reviewer.companyId}/payment-instructions`,
      {
        ...instructionForm,
        name: 'USD account',
        currency: 'USD',
      },
    );
    const wrongCurrency = await post(`${E}/save-payment-instructions`, {
      id: e.id,
      version: approved.version,
      paymentInstructionId: usd.id,
    });
    expect([wrongCurrency.statusCode, wrongCurrency.json().code]).toEqual([400, 'UNKNOWN_PAYMENT_INSTRUCTION']);
    const saved = await ok<{ version: number }>(t, reviewer, 'POST', `${E}/save-payment-instructions`, {
      id: e.id,
      version: approved.version,
      paymentInstructionId: instructionId,
    });
    // The evaluation as loaded shows the saved payment details (the web's payment panel reads them).
    expect(await load(e.id)).toMatchObject({ paymentInstructionId: instructionId, paymentDueDate: null });
    const noDueDate = await post(`${E}/apr-submit`, { id: e.id, version: saved.version });
    expect(noDueDate.json().code).toBe('APR_MISSING_DUE_DATE');
    const tooEarly = await post(`${E}/save-payment-due-date`, {
      id: e.id,
      version: saved.version,
      paymentDueDate: '2000-01-01',
    });
    expect([tooEarly.statusCode, tooEarly.json().code]).toEqual([400, 'PAYMENT_DUE_DATE_TOO_EARLY']);
  });
});

describe('budget commit, reminders and the integration task', () => {
  it('commits per eligible department after a budget check, reminds a department within the daily limit, and retries a failed task', async () => {
    const at = await acceptedAppointment(t, reviewer, agent);
    const proforma = await submittedProforma(t, agent, at);
    const id = proforma.evaluationId as number;
    const dept = await ok<{ id: number; name: string }>(t, reviewer, 'POST', `${S}/buyer/settings/department/create`, {
      name: `Finance ${id}`,
      abbreviation: `F${id}`,
    });
    await t.database.db.update(profiles).set({ departmentId: dept.id }).where(eq(profiles.id, approver.profileId));

    // No task yet is an answer, not an error: the evaluation page reads it on every load.
    const none = await send(t, reviewer, 'GET', `${E}/${id}/get-task`);
    expect([none.statusCode, none.json()]).toEqual([200, null]);
    const early = await post(`${E}/${id}/budget-commit`, { departmentName: dept.name });
    expect([early.statusCode, early.json().code]).toEqual([409, 'BUDGET_CHECK_REQUIRED']);
    await ok(t, reviewer, 'POST', `${E}/${id}/budget-check`);
    const unknown = await post(`${E}/${id}/budget-commit`, { departmentName: 'No such department' });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'UNKNOWN_DEPARTMENT']);

    const commit = await ok<{ departments: Array<{ name: string; committed: boolean; items: unknown[] }> }>(
      t,
      reviewer,
      'POST',
      `${E}/${id}/budget-commit`,
      { departmentName: dept.name.toUpperCase() },
    );
    const mine = commit.departments.find((d) => d.name === dept.name);
    expect(mine?.committed).toBe(true);
    expect(mine?.items).toContainEqual({ section: 'PORT_EXPENSES', amount: '1250.75' });

    for (let n = 1; n <= 3; n++) {
      const reminder = await ok<{ recipientIds: number[]; remindersToday: number }>(
        t,
        reviewer,
        'POST',
        `${E}/${id}/budget-commit/send-reminder/department/${encodeURIComponent(dept.name)}`,
      );
      expect(reminder).toMatchObject({ recipientIds: [approver.profileId], remindersToday: n });
    }
    const fourth = await post(`${E}/${id}/budget-commit/send-reminder/department/${encodeURIComponent(dept.name)}`);
    expect([fourth.statusCode, fourth.json().code]).toEqual([429, 'BUDGET_REMINDER_LIMIT']);

    const task = await ok<{ id: number; kind: string; status: string; attempts: number }>(
      t,
      reviewer,
      'GET',
      `${E}/${id}/get-task`,
    );
    expect(task).toMatchObject({ kind: 'BUDGET_COMMIT', status: 'PENDING', attempts: 1 });
    expect((await post(`${E}/${id}/retry-task`)).json().code).toBe('EVALUATION_TASK_NOT_FAILED');
    // The integration could not deliver it: the commit itself stays done, the task shows the failure.
    await recordTaskOutcome(t.database.db, task.id, { error: 'ERP unreachable' });
    expect(await ok(t, reviewer, 'GET', `${E}/${id}/get-task`)).toMatchObject({
      status: 'FAILED',
      lastError: 'ERP unreachable',
    });
    const retried = await ok(t, reviewer, 'POST', `${E}/${id}/retry-task`);
    expect(retried).toMatchObject({ status: 'PENDING', attempts: 2, lastError: null });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)));
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['BUDGET_COMMIT', 'BUDGET_REMINDER']));
  });
});

describe('charterer account report', () => {
  it('lists approved charterer amounts with their total and reports each line once', async () => {
    const { evaluationId } = await approvedSplitEvaluation();
    const available = await ok<{ lines: Array<{ amount: string }>; totals: unknown[] }>(
      t,
      reviewer,
      'GET',
      `${E}/${evaluationId}/load-available-charterer-account-expenses`,
    );
    expect(available.lines.map((l) => l.amount)).toEqual(['400.00']);
    expect(available.totals).toEqual([{ currency: 'EUR', total: '400.00' }]);
    const report = await ok<{ reportedById: number; totals: unknown[] }>(
      t,
      reviewer,
      'GET',
      `${E}/${evaluationId}/submit-charterer-account-report`,
    );
    expect(report).toMatchObject({ reportedById: reviewer.profileId, totals: [{ currency: 'EUR', total: '400.00' }] });
    const again = await send(t, reviewer, 'GET', `${E}/${evaluationId}/submit-charterer-account-report`);
    expect([again.statusCode, again.json().code]).toEqual([409, 'CHARTERER_REPORT_EMPTY']);
  });
});
