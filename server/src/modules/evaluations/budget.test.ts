import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, send } from '../../test/buyer-scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import { acceptedAppointment, submittedProforma } from '../proformas/scenario';
import { verificationDiscrepancyTypes } from '../refdata/db';

const E = '/da-app/secured/evaluation';

let t: TestApp;
let buyer: TestProfile;
let agent: TestProfile;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await createCompanyWithProfile(t, { type: 'BUYER' });
  agent = await createCompanyWithProfile(t, { type: 'AGENT' });
}, 60_000);
afterAll(() => t?.close());

type Budget = { items: Array<{ section: string; amount: string }>; isOutOfBudget: boolean; checkedAt: string | null };
type Line = { id: number; version: number; amount: string };

describe('budget state', () => {
  it('holds a DA without related PDAs to its own quote, from the current figures', async () => {
    const at = await acceptedAppointment(t, buyer, agent);
    const da = await submittedProforma(t, agent, at, { amounts: ['1850.00', '250.25'] });
    const id = da.evaluationId as number;
    const [overcharge] = await t.database.db
      .select({ id: verificationDiscrepancyTypes.id })
      .from(verificationDiscrepancyTypes)
      .where(eq(verificationDiscrepancyTypes.code, 'OVERCHARGE'));
    const overchargeId = overcharge?.id;
    const within = await ok<Budget>(t, buyer, 'GET', `${E}/${id}/budget-check`);
    expect(within).toMatchObject({ isOutOfBudget: false, checkedAt: null });

    const evaluation = await ok<{ port: { expenseEvaluations: Line[] } }>(t, buyer, 'GET', `${E}/${id}/load`);
    const dues = evaluation.port.expenseEvaluations.find((l) => l.amount.startsWith('1850')) as Line;
    // Far from the quote (more than 3 times): refused without a reason, on the reason's field.
    const bare = await send(t, buyer, 'POST', `${E}/${dues.id}/verify-expense-evaluation`, {
      version: dues.version,
      verifiedAmount: '999999.00',
      discrepancyTypeId: overchargeId,
    });
    expect([bare.statusCode, bare.json().code, Object.keys(bare.json().fields)]).toEqual([
      400,
      'VERIFY_FAR_FROM_QUOTE',
      ['comments'],
    ]);
    await ok(t, buyer, 'POST', `${E}/${dues.id}/verify-expense-evaluation`, {
      version: dues.version,
      verifiedAmount: '999999.00',
      discrepancyTypeId: overchargeId,
      comments: 'The agent invoiced a crane hire under port dues',
    });
    // Read again without a new check: the state follows the figures, never a stale "within".
    const over = await ok<Budget>(t, buyer, 'GET', `${E}/${id}/budget-check`);
    expect(over.isOutOfBudget).toBe(true);
    expect(over.items.find((i) => i.section === 'PORT_EXPENSES')?.amount).toBe('998149.00');
    const checked = await ok<Budget>(t, buyer, 'POST', `${E}/${id}/budget-check`);
    expect(checked).toMatchObject({ isOutOfBudget: true, checkedAt: expect.any(String) });
  });
});
