import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, send } from '../../test/buyer-scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import { evaluationRevisionChanges } from '../evaluations/db';
import { payments } from '../payments/db';
import { paymentOf } from '../payments/scenario';
import { acceptedAppointment, catalogue, sendMultipart, submittedProforma } from './scenario';

const S = '/da-app/secured';
const E = `${S}/evaluation`;
let t: TestApp;
let buyer: TestProfile;
let agent: TestProfile;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await createCompanyWithProfile(t, { type: 'BUYER' });
  agent = await createCompanyWithProfile(t, { type: 'AGENT' });
}, 60_000);
afterAll(() => t?.close());

type Line = {
  id: number;
  version: number;
  name: string;
  status: string;
  amount: string;
  verifiedAmount: string | null;
  comments: string | null;
  splitExpenses: Line[];
};
type Evaluation = {
  id: number;
  proformaId: number;
  version: number;
  port: { expenseEvaluations: Line[] };
  agency: { expenseEvaluations: Line[] };
};
type Revision = {
  id: number;
  status: string;
  version: number;
  evaluationId: number | null;
  bankAccountId: number | null;
  revision: number;
  revisionOf: number | null;
  sections: Record<
    string,
    Array<{ id: number; amount: string | null; attachments: Array<{ id: number; filename: string }> }>
  >;
};

const load = (evaluationId: number) => ok<Evaluation>(t, buyer, 'GET', `${E}/${evaluationId}/load`);
const post = <T>(url: string, body: unknown) => ok<T>(t, buyer, 'POST', url, body);

/** A submitted PDA (port dues 1000.50, pilotage 250.25) and its evaluation's two lines. */
async function submitted() {
  const at = await acceptedAppointment(t, buyer, agent);
  const proforma = await submittedProforma(t, agent, at);
  const evaluation = await load(proforma.evaluationId as number);
  const [dues, pilotage] = evaluation.port.expenseEvaluations as [Line, Line];
  const base = `${S}/agent/appointment/${at.appointmentId}/proforma`;
  return { at, proforma, evaluation, dues, pilotage, base };
}

/** The revision's form as the editor sends it: every line kept with its files, `amounts` changed by line index. */
function revisionForm(
  draft: Revision,
  bankAccountId: number,
  at: { terminalId: number },
  amounts: Record<number, string>,
) {
  const lines = draft.sections.PORT_EXPENSES ?? [];
  const items =
    (draft as unknown as { sections: Record<string, Array<{ catalogueItemId: number }>> }).sections.PORT_EXPENSES ?? [];
  return {
    id: draft.id,
    version: draft.version,
    type: 'PDA',
    currency: 'EUR',
    rate: '1',
    terminalId: at.terminalId,
    berth: 'Berth 4',
    bankAccountId,
    expenses: lines.map((l, i) => ({
      id: l.id,
      section: 'PORT_EXPENSES',
      catalogueItemId: items[i]?.catalogueItemId,
      amount: amounts[i] ?? l.amount,
      keepAttachmentIds: l.attachments.map((a) => a.id),
    })),
  };
}

describe('revise in place', () => {
  it("carries lines and files over, keeps the buyer's work on unchanged lines and resets the changed one", async () => {
    const { at, proforma, evaluation, dues, pilotage, base } = await submitted();
    // The buyer verifies and splits port dues, and sends pilotage back with a comment.
    await post(`${E}/${dues.id}/verify-expense-evaluation`, { version: dues.version, verifiedAmount: '1000.50' });
    await post(`${E}/${dues.id}/split-expense-evaluation`, { version: dues.version + 1, chartererAmount: '300' });
    await post(`${E}/${pilotage.id}/back-for-review-expense-evaluation`, {
      version: pilotage.version,
      comments: 'The pilotage tariff is 200.00',
    });

    // The agent sees which line went back and why.
    const duesExpense = proforma.sections.PORT_EXPENSES?.[0]?.id;
    const pilotExpense = proforma.sections.PORT_EXPENSES?.[1]?.id;
    const sentBack = await ok(t, agent, 'GET', `${base}/${proforma.id}/sent-back`);
    expect(sentBack).toEqual([
      {
        expenseId: pilotExpense,
        section: 'PORT_EXPENSES',
        name: pilotage.name,
        amount: '250.2500',
        comments: 'The pilotage tariff is 200.00',
      },
    ]);

    // A revision: a draft with the same lines and files; the submitted DA stays with the buyer.
    const draft = await ok<Revision>(t, agent, 'POST', `${base}/revise`, {
      id: proforma.id,
      version: proforma.version,
    });
    expect([draft.status, draft.revision, draft.revisionOf, draft.evaluationId]).toEqual([
      'DRAFT',
      2,
      proforma.id,
      null,
    ]);
    const copied = draft.sections.PORT_EXPENSES ?? [];
    expect(copied.map((l) => [l.amount, l.attachments.map((a) => a.filename)])).toEqual([
      ['1000.5000', ['dues.pdf']],
      ['250.2500', ['pilot.pdf']],
    ]);
    expect(copied.map((l) => l.id)).not.toContain(duesExpense);
    // On the draft, the sent-back line is named by the draft's own line.
    const onDraft = await ok<Array<{ expenseId: number }>>(t, agent, 'GET', `${base}/${draft.id}/sent-back`);
    expect(onDraft.map((l) => l.expenseId)).toEqual([copied[1]?.id]);
    expect((await ok<{ status: string }>(t, buyer, 'GET', `${S}/disbursements/${proforma.id}`)).status).toBe(
      'SUBMITTED',
    );
    // The file carried over is the same file.
    const file = copied[1]?.attachments[0]?.id;
    const items = await catalogue(t);

    // The agent changes pilotage, adds the agency fee and submits.
    const bank = draft.bankAccountId as number;
    const form = revisionForm(draft, bank, at, { 1: '200.00' });
    const res = await sendMultipart(
      t,
      agent,
      `${base}/save-and-submit`,
      {
        ...form,
        expenses: [
          ...form.expenses.map((e, i) => ({ ...e, catalogueItemId: i === 0 ? items.PORT_DUES : items.PILOTAGE_IN })),
          {
            section: 'AGENCY_EXPENSES',
            catalogueItemId: items.AGENCY_FEE,
            amount: '150.00',
            files: [{ part: 0, kind: 'SUPPORTING' }],
          },
        ],
      },
      [{ name: 'fee.pdf', content: '%PDF-1.4 fee' }],
    );
    expect(res.statusCode).toBe(200);
    const revised = res.json() as Revision;
    expect([revised.status, revised.revision, revised.evaluationId]).toEqual(['SUBMITTED', 2, evaluation.id]);
    expect((revised.sections.PORT_EXPENSES?.[1]?.attachments ?? []).map((a) => a.id)).toEqual([file]);
    expect((await ok<{ status: string }>(t, agent, 'GET', `${base}/${proforma.id}/load`)).status).toBe('WITHDRAWN');

    // The same evaluation: dues keeps its verification and split; pilotage is to be checked again.
    const after = await load(evaluation.id);
    expect(after.proformaId).toBe(revised.id);
    const [keptDues, changed] = after.port.expenseEvaluations as [Line, Line];
    expect([
      keptDues.id,
      keptDues.status,
      keptDues.verifiedAmount,
      keptDues.splitExpenses.map((c) => c.amount),
    ]).toEqual([dues.id, 'VERIFIED', '1000.5000', ['300.0000', '700.5000']]);
    expect([changed.id, changed.status, changed.amount, changed.verifiedAmount]).toEqual([
      pilotage.id,
      'PENDING',
      '200.0000',
      null,
    ]);
    expect(after.agency.expenseEvaluations.map((l) => [l.status, l.amount])).toEqual([['PENDING', '150.0000']]);
    // What changed, as the evaluation page highlights it.
    const revision = await ok<{ revision: number; previousProformaId: number; changes: unknown[] }>(
      t,
      buyer,
      'GET',
      `${E}/${evaluation.id}/revision`,
    );
    expect(revision).toEqual({
      evaluationId: evaluation.id,
      proformaId: revised.id,
      revision: 2,
      previousProformaId: proforma.id,
      changes: [
        {
          change: 'CHANGED',
          expenseEvaluationId: pilotage.id,
          section: 'PORT_EXPENSES',
          name: pilotage.name,
          previousAmount: '250.2500',
          amount: '200.0000',
        },
        {
          change: 'ADDED',
          expenseEvaluationId: after.agency.expenseEvaluations[0]?.id,
          section: 'AGENCY_EXPENSES',
          name: 'Agency fee',
          previousAmount: null,
          amount: '150.0000',
        },
      ],
    });
    // Nothing was sent back any more.
    expect(await ok(t, agent, 'GET', `${base}/${revised.id}/sent-back`)).toEqual([]);
  });

  it("leaves no payment behind: a revision keeps the DA's payment, a withdrawal removes it", async () => {
    const { at, proforma, evaluation, base } = await submitted();
    const first = await paymentOf(t, buyer, proforma.id);
    expect(first.status).toBe('DRAFT');
    const draft = await ok<Revision>(t, agent, 'POST', `${base}/revise`, {
      id: proforma.id,
      version: proforma.version,
    });
    const revised = await ok<Revision>(t, agent, 'POST', `${base}/submit`, { id: draft.id, version: draft.version });
    expect(revised.evaluationId).toBe(evaluation.id);
    const rows = () => t.database.db.select().from(payments).where(eq(payments.evaluationId, evaluation.id));
    expect((await rows()).map((p) => [p.id, p.proformaId])).toEqual([[first.id, revised.id]]);
    // An unchanged revision records no change.
    expect(
      await t.database.db
        .select()
        .from(evaluationRevisionChanges)
        .where(eq(evaluationRevisionChanges.evaluationId, evaluation.id)),
    ).toEqual([]);

    await ok(t, agent, 'POST', `${base}/withdraw`, { id: revised.id, version: revised.version });
    expect(await rows()).toEqual([]);
    // Reading the withdrawn DA's payment makes no new one.
    const read = await send(t, buyer, 'GET', `${S}/proforma/${revised.id}/payment`);
    expect([read.statusCode, read.json().code]).toEqual([409, 'EVALUATION_NOT_OPEN']);
    expect(await rows()).toEqual([]);
    void at;
  });

  it('refuses a revision that changes an approved line, midway, and leaves everything as it was', async () => {
    const { at, proforma, evaluation, dues, pilotage, base } = await submitted();
    await post(`${E}/${pilotage.id}/verify-expense-evaluation`, {
      version: pilotage.version,
      verifiedAmount: '250.25',
    });
    await post(`${E}/bulk-approve-expenses`, {
      evaluationId: evaluation.id,
      items: [{ id: pilotage.id, version: pilotage.version + 1 }],
    });
    await post(`${E}/${dues.id}/back-for-review-expense-evaluation`, { version: dues.version, comments: 'Wrong GT' });
    const before = await load(evaluation.id);

    const draft = await ok<Revision>(t, agent, 'POST', `${base}/revise`, {
      id: proforma.id,
      version: proforma.version,
    });
    const items = await catalogue(t);
    const form = revisionForm(draft, draft.bankAccountId as number, at, { 0: '900.00', 1: '260.00' });
    // Port dues (the first line) is carried over before pilotage, the approved line, refuses it.
    const res = await sendMultipart(t, agent, `${base}/save-and-submit`, {
      ...form,
      expenses: form.expenses.map((e, i) => ({ ...e, catalogueItemId: i === 0 ? items.PORT_DUES : items.PILOTAGE_IN })),
    });
    expect([res.statusCode, res.json().code, res.json().fields]).toEqual([
      409,
      'REVISION_CHANGES_APPROVED_LINE',
      { 'expenses.1.amount': 'The buyer has approved this expense: a revision cannot change or remove it' },
    ]);
    // One transaction: the evaluation, both DAs and the draft's lines are as they were.
    expect(await load(evaluation.id)).toEqual(before);
    expect(
      (await ok<Revision>(t, agent, 'GET', `${base}/${draft.id}/load`)).sections.PORT_EXPENSES?.map((l) => l.amount),
    ).toEqual(['1000.5000', '250.2500']);
    expect((await ok<{ status: string }>(t, agent, 'GET', `${base}/${proforma.id}/load`)).status).toBe('SUBMITTED');
    expect(
      await t.database.db
        .select()
        .from(evaluationRevisionChanges)
        .where(eq(evaluationRevisionChanges.evaluationId, evaluation.id)),
    ).toEqual([]);
  });

  it('revises only a submitted DA whose evaluation is open, one draft at a time', async () => {
    const { proforma, base } = await submitted();
    const stale = await send(t, agent, 'POST', `${base}/revise`, { id: proforma.id, version: proforma.version + 5 });
    expect(stale.json().code).toBe('STALE_VERSION');
    const draft = await ok<Revision>(t, agent, 'POST', `${base}/revise`, {
      id: proforma.id,
      version: proforma.version,
    });
    expect(
      (await send(t, agent, 'POST', `${base}/revise`, { id: proforma.id, version: proforma.version })).json().code,
    ).toBe('PROFORMA_DRAFT_EXISTS');
    expect((await send(t, agent, 'POST', `${base}/revise`, { id: draft.id, version: draft.version })).json().code).toBe(
      'PROFORMA_ACTION_NOT_ALLOWED',
    );
    await ok(t, agent, 'DELETE', `${base}/${draft.id}`);
    const withdrawn = await ok<Revision>(t, agent, 'POST', `${base}/withdraw`, {
      id: proforma.id,
      version: proforma.version,
    });
    expect(
      (await send(t, agent, 'POST', `${base}/revise`, { id: withdrawn.id, version: withdrawn.version })).json().code,
    ).toBe('PROFORMA_ACTION_NOT_ALLOWED');
  });
});
