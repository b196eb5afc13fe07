import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../../test/buyer-scenario';
import { createLineWorld, E, type Evaluation, type LineWorld } from './line-scenario';

let w: LineWorld;

beforeAll(async () => {
  w = await createLineWorld();
}, 60_000);
afterAll(() => w?.t.close());

type LineAnswer = { evaluation: Evaluation; details: { environmentalDiscountAmount: string | null } };

describe('reset', () => {
  it('takes back a discount with the rest, so a new discount starts from the submitted amount', async () => {
    const e = await w.evaluation();
    const [dues] = e.port.expenseEvaluations;
    if (!dues) throw new Error('no dues line');
    const url = `${E}/${dues.id}/environmental-discount-amount/save`;
    await ok(w.t, w.buyer, 'POST', url, { version: dues.version, amount: '100.25' });
    const reset = await ok<Evaluation>(w.t, w.buyer, 'POST', `${E}/reset`, { id: e.id });
    const after = reset.port.expenseEvaluations[0];
    expect(after?.verifiedAmount).toBeNull();
    expect(reset.port.total).toBe(e.port.total);
    const again = await ok<LineAnswer>(w.t, w.buyer, 'POST', url, { version: after?.version, amount: '10' });
    // Submitted 1000.50 less 10, not less 10 on top of the 100.25 taken back by the reset.
    expect(again.evaluation.port.expenseEvaluations[0]?.verifiedAmount).toBe('990.5000');
    expect(again.details.environmentalDiscountAmount).toBe('10.0000');
  });
});
