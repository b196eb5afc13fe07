import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, send } from '../../test/buyer-scenario';
import { createLineWorld, E, type Evaluation, type Line, type LineWorld } from './line-scenario';

let w: LineWorld;

beforeAll(async () => {
  w = await createLineWorld();
}, 60_000);
afterAll(() => w?.t.close());

type Edit = {
  evaluatedAmount: string;
  previousAmount: string;
  unit: string | null;
  previousUnit: string | null;
  pricePerUnit: string | null;
  discrepancyAmount: string | null;
  remarks: string | null;
  editedBy: { id: number; fullName: string };
};
type EditedLine = Line & { editExpenses: Edit[]; splitExpenses: EditedLine[] };
type LineAnswer = { evaluation: Evaluation };

const portLines = (e: Evaluation) => e.port.expenseEvaluations as EditedLine[];

describe('line edit history (editExpenses)', () => {
  it('lists every edit of a line newest first, with the amounts before and after to the cent', async () => {
    const e = await w.evaluation();
    const [dues, pilotage] = portLines(e) as [EditedLine, EditedLine];
    expect(dues.editExpenses).toEqual([]);
    const url = `${E}/${dues.id}/edit-expense-evaluation`;
    await ok<LineAnswer>(w.t, w.buyer, 'POST', url, {
      version: dues.version,
      unit: '3',
      pricePerUnit: '300.10',
      discrepancyTypeId: w.overchargeId,
      comments: 'Three tugs, not four',
    });
    const second = await ok<LineAnswer>(w.t, w.buyer, 'POST', url, {
      version: dues.version + 1,
      evaluatedAmount: '1000.50',
    });
    const [after] = portLines(second.evaluation) as [EditedLine];
    expect(after.editExpenses).toMatchObject([
      // Back to the quoted amount: no discrepancy; units and price stay as the first edit left them.
      { previousAmount: '900.3000', evaluatedAmount: '1000.5000', discrepancyAmount: null, unit: '3.0000' },
      {
        previousAmount: '1000.5000',
        evaluatedAmount: '900.3000',
        previousUnit: null,
        unit: '3.0000',
        pricePerUnit: '300.1000',
        discrepancyAmount: '-100.2000',
        remarks: 'Three tugs, not four',
        editedBy: { id: w.buyer.profileId },
      },
    ]);
    // The history is the line's own: the other line has none, and the load answer shows the same.
    const loaded = await w.load(e.id);
    expect((portLines(loaded)[0] as EditedLine).editExpenses).toEqual(after.editExpenses);
    expect((portLines(loaded)[1] as EditedLine).editExpenses).toEqual([]);
    expect(pilotage.editExpenses).toEqual([]);
    // A reset takes the amounts back but keeps the record of what was done.
    const reset = await ok<Evaluation>(w.t, w.buyer, 'POST', `${E}/reset`, { id: e.id });
    expect((portLines(reset)[0] as EditedLine).editExpenses).toHaveLength(2);
    expect((await send(w.t, w.otherBuyer, 'GET', `${E}/${e.id}/load`)).statusCode).toBe(404);
  });

  it('keeps split children as splitExpenses, each with its own history', async () => {
    const e = await w.evaluation();
    const [dues] = portLines(e) as [EditedLine];
    const split = await ok<Evaluation>(w.t, w.buyer, 'POST', `${E}/${dues.id}/split-expense-evaluation`, {
      version: dues.version,
      chartererAmount: '400',
    });
    const [parent] = portLines(split) as [EditedLine];
    const [charterer, owner] = parent.splitExpenses as [EditedLine, EditedLine];
    const edited = await ok<LineAnswer>(w.t, w.buyer, 'POST', `${E}/${charterer.id}/edit-expense-evaluation`, {
      version: charterer.version,
      evaluatedAmount: '350',
      discrepancyTypeId: w.overchargeId,
    });
    const [again] = portLines(edited.evaluation) as [EditedLine];
    expect(again.editExpenses).toEqual([]);
    const [chartererAfter, ownerAfter] = again.splitExpenses as [EditedLine, EditedLine];
    expect(chartererAfter.id).toBe(charterer.id);
    expect(chartererAfter.editExpenses).toMatchObject([{ previousAmount: '400.0000', evaluatedAmount: '350.0000' }]);
    expect(ownerAfter.id).toBe(owner.id);
    expect(ownerAfter.editExpenses).toEqual([]);
  });
});
