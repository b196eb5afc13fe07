import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../../test/buyer-scenario';
import { acceptedAppointment } from '../proformas/scenario';
import {
  createLineWorld,
  E,
  type Evaluation,
  type Line,
  type LineWorld,
  S,
  submittedWithHusbandry,
} from './line-scenario';

let w: LineWorld;

type Details = { environmentalDiscountAmount: string | null; parameters: unknown[]; unit: string | null };
type LineAnswer = { evaluation: Evaluation; details: Details };

beforeAll(async () => {
  w = await createLineWorld();
}, 60_000);
afterAll(() => w?.t.close());

describe('edit expense evaluation', () => {
  it('changes the evaluated amount with the discrepancy rule and flags it for inspection', async () => {
    const e = await w.evaluation();
    const [dues] = e.port.expenseEvaluations as [Line];
    const url = `${E}/${dues.id}/edit-expense-evaluation`;
    expect((await w.post(url, { version: dues.version, evaluatedAmount: '900' })).json().code).toBe(
      'INVALID_DISCREPANCY',
    );
    const edited = (await (
      await w.post(url, {
        version: dues.version,
        unit: '3',
        pricePerUnit: '300.335',
        discrepancyTypeId: w.overchargeId,
      })
    ).json()) as LineAnswer;
    // 3 x 300.335 = 901.005, rounded half-up to the euro's cents.
    expect(edited.evaluation.port.expenseEvaluations[0]).toMatchObject({
      verifiedAmount: '901.0100',
      discrepancyAmount: '-99.4900',
      status: 'PENDING',
    });
    expect(edited.details).toMatchObject({ unit: '3.0000' });
    expect(edited.evaluation.port.total).toBe('1151.26');
    const flags = await ok<Array<{ expenseEvaluationId: number; status: string; amount: string }>>(
      w.t,
      w.buyer,
      'GET',
      `${E}/${e.id}/expense-inspection/list`,
    );
    expect(flags).toEqual([
      expect.objectContaining({ expenseEvaluationId: dues.id, status: 'OPEN', amount: '-99.4900' }),
    ]);
    expect((await w.post(url, { version: dues.version, evaluatedAmount: '1000.50' })).json().code).toBe(
      'STALE_VERSION',
    );
  });

  it('sends a verified line back to pending when its amount changes, and refuses approved lines', async () => {
    const e = await w.evaluation();
    const [dues] = e.port.expenseEvaluations as [Line];
    await w.verify(dues);
    const url = `${E}/${dues.id}/edit-expense-evaluation`;
    const same = (await (
      await w.post(url, { version: dues.version + 1, evaluatedAmount: '1000.50' })
    ).json()) as LineAnswer;
    expect(same.evaluation.port.expenseEvaluations[0]?.status).toBe('VERIFIED');
    const changed = (await (
      await w.post(url, { version: dues.version + 2, evaluatedAmount: '1100', discrepancyTypeId: w.overchargeId })
    ).json()) as LineAnswer;
    expect(changed.evaluation.port.expenseEvaluations[0]?.status).toBe('PENDING');
    const now = changed.evaluation.port.expenseEvaluations[0] as Line;
    await w.verify(now, '1100');
    await ok(w.t, w.buyer, 'POST', `${E}/bulk-approve-expenses`, {
      evaluationId: e.id,
      items: [{ id: dues.id, version: now.version + 1 }],
    });
    const refused = await w.post(url, { version: now.version + 2, evaluatedAmount: '1000.50' });
    expect(refused.json()).toMatchObject({ status: 409, code: 'EXPENSE_EVALUATION_ACTION_NOT_ALLOWED' });
  });

  it('keeps husbandry lines to the husbandry calls and stores their flags', async () => {
    const at = await acceptedAppointment(w.t, w.buyer, w.agent);
    const e = await submittedWithHusbandry(w.t, w.buyer, w.agent, at);
    const [dues] = e.port.expenseEvaluations as [Line];
    const [crew] = e.husbandry.expenseEvaluations as [Line];
    expect(
      (await w.post(`${E}/${crew.id}/edit-expense-evaluation`, { version: 0, evaluatedAmount: '300' })).json(),
    ).toMatchObject({
      status: 409,
      code: 'EXPENSE_SECTION_MISMATCH',
    });
    expect(
      (await w.post(`${E}/${dues.id}/edit-husbandry-expense-evaluation`, { version: 0, evaluatedAmount: '1' })).json()
        .code,
    ).toBe('EXPENSE_SECTION_MISMATCH');
    const edited = (await (
      await w.post(`${E}/${crew.id}/edit-husbandry-expense-evaluation`, {
        version: crew.version,
        unit: '4',
        pricePerUnit: '80',
        discrepancyTypeId: w.overchargeId,
        isCashToMaster: false,
        isRechargeable: true,
        persons: 4,
      })
    ).json()) as LineAnswer & { details: { husbandry: unknown } };
    expect(edited.evaluation.husbandry.total).toBe('320.00');
    expect(edited.details.husbandry).toEqual({ isCashToMaster: false, isRechargeable: true, persons: 4 });
  });

  it('refuses a split parent (its children hold the money) and a child above its share', async () => {
    const e = await w.evaluation();
    const [dues] = e.port.expenseEvaluations as [Line];
    const split = await ok<Evaluation>(w.t, w.buyer, 'POST', `${E}/${dues.id}/split-expense-evaluation`, {
      version: dues.version,
      chartererAmount: '400.25',
    });
    const parent = split.port.expenseEvaluations[0] as Line;
    const [charterer] = parent.splitExpenses as [Line];
    expect(
      (
        await w.post(`${E}/${parent.id}/edit-expense-evaluation`, { version: parent.version, evaluatedAmount: '1' })
      ).json().code,
    ).toBe('EXPENSE_HAS_SPLIT_CHILDREN');
    expect(
      (
        await w.post(`${E}/${charterer.id}/edit-expense-evaluation`, {
          version: charterer.version,
          evaluatedAmount: '400.26',
          discrepancyTypeId: w.overchargeId,
        })
      ).json().code,
    ).toBe('VERIFY_AMOUNT_TOO_LARGE');
  });
});

describe('parameters and environmental discount', () => {
  it('saves the parameters a line was evaluated on without moving money', async () => {
    const e = await w.evaluation();
    const [dues] = e.port.expenseEvaluations as [Line];
    const url = `${E}/${dues.id}/save-expense-evaluation-parameters`;
    const dup = await w.post(url, {
      version: dues.version,
      parameters: [
        { parameterId: 1, optionId: 2 },
        { parameterId: 1, optionId: 3 },
      ],
    });
    expect(dup.json().code).toBe('DUPLICATE_EXPENSE_PARAMETER');
    const saved = (await (
      await w.post(url, {
        version: dues.version,
        parameters: [{ parameterId: 1, optionId: 2 }],
        unit: '12000',
        remarks: 'GT',
      })
    ).json()) as LineAnswer;
    expect(saved.details).toMatchObject({ parameters: [{ parameterId: 1, optionId: 2 }], unit: '12000.0000' });
    expect(saved.evaluation.port.total).toBe('1250.75');
    expect((await w.post(url, { version: dues.version, parameters: [] })).json().code).toBe('STALE_VERSION');
  });

  it('takes the discount off the evaluated amount, replaces it when saved again, and never goes below zero', async () => {
    const e = await w.evaluation();
    const [dues] = e.port.expenseEvaluations as [Line];
    const url = `${E}/${dues.id}/environmental-discount-amount/save`;
    const first = (await (await w.post(url, { version: dues.version, amount: '100.25' })).json()) as LineAnswer;
    expect(first.evaluation.port.expenseEvaluations[0]?.verifiedAmount).toBe('900.2500');
    expect(first.details.environmentalDiscountAmount).toBe('100.2500');
    const second = (await (await w.post(url, { version: dues.version + 1, amount: '50' })).json()) as LineAnswer;
    expect(second.evaluation.port.expenseEvaluations[0]?.verifiedAmount).toBe('950.5000');
    expect(second.evaluation.port.total).toBe('1200.75');
    const tooLarge = await w.post(url, { version: dues.version + 2, amount: '1000.51' });
    expect(tooLarge.json()).toMatchObject({ status: 400, code: 'ENVIRONMENTAL_DISCOUNT_TOO_LARGE' });
    expect((await w.post(url, { version: dues.version + 2, amount: '-1' })).statusCode).toBe(400);
    const all = (await (await w.post(url, { version: dues.version + 2, amount: '1000.50' })).json()) as LineAnswer;
    expect(all.evaluation.port.expenseEvaluations[0]?.verifiedAmount).toBe('0.0000');
    const removed = (await (await w.post(url, { version: dues.version + 3, amount: '0' })).json()) as LineAnswer;
    expect(removed.evaluation.port.expenseEvaluations[0]?.verifiedAmount).toBe('1000.5000');
    expect(removed.details.environmentalDiscountAmount).toBeNull();
  });

  it('an edit keeps the discount on the new amount; a verification replaces both', async () => {
    const e = await w.evaluation();
    const [dues] = e.port.expenseEvaluations as [Line];
    await ok(w.t, w.buyer, 'POST', `${E}/${dues.id}/environmental-discount-amount/save`, {
      version: dues.version,
      amount: '0.50',
    });
    const edited = (await (
      await w.post(`${E}/${dues.id}/edit-expense-evaluation`, {
        version: dues.version + 1,
        evaluatedAmount: '1100.50',
        discrepancyTypeId: w.overchargeId,
      })
    ).json()) as LineAnswer;
    expect(edited.evaluation.port.expenseEvaluations[0]).toMatchObject({
      verifiedAmount: '1100.0000',
      discrepancyAmount: '100.0000',
    });
    const line = edited.evaluation.port.expenseEvaluations[0] as Line;
    await w.verify(line, '1000.50');
    const lines = await ok<Array<{ details: Details }>>(
      w.t,
      w.buyer,
      'GET',
      `${S}/form/${e.proformaId}/expense-evaluation/load`,
    );
    expect(lines[0]?.details.environmentalDiscountAmount).toBeNull();
  });
});
