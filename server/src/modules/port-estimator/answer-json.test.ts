import { Decimal } from '@portcall/contracts/money';
import { type TExecuteAnswer, ZExecuteAnswer } from '@portcall/contracts/port-estimator';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileResponse } from '../../platform/http/serializer';
import { compile } from '../estimations/published';
import { executeAnswerJson } from './answer-json';
import { callValues, estimateWith } from './service';

const tariffs = {
  gt: [
    { from: '0', to: '2000', amount: '250' },
    { from: '2000', to: null, base: '250', rate: '0.0125' },
  ],
};
const formulas = [
  'tariff("gt", gt) * units(daysAlongside, 1)',
  'if(LOADING or DISCHARGING, round(cargoQuantity * 0.35, 2), 150) + max(days - 2, 0) * 40',
  'min(tariff("gt", gt) * 1.15, 25000) + if(arrivalWeekday == "SUNDAY", 200, 0)',
  'round(nt * 0.1, 2) + if(currency == "USD", 1, 0)',
  'if(vesselType == "BULK", 1, "text")',
  'gt / (days - days)',
  'tariff("gt", gt',
  'draft * 10',
];
// Text as the catalogue and the formula editor may hold it: quotes, backslashes, control characters,
// non-Latin letters, a lone surrogate.
const text = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom('Port dues "A"', 'Light \\ dues', 'Tab\tand\nline', 'Ππ 港 ∞', '\ud800 lone', ''),
);
const expense = fc.record({
  formula: fc.oneof(fc.constantFrom(...formulas), text),
  expenseName: text,
  currency: fc.constantFrom('EUR', 'USD', 'JPY'),
});
const vessel = fc.record({
  id: fc.nat(),
  name: text,
  isModelVessel: fc.boolean(),
  vesselType: fc.constantFrom('BULK', 'TANKER'),
  vesselTypeName: text,
  sizeClass: fc.option(text, { nil: null }),
  particulars: fc.record({ dwt: fc.constantFrom('58000', '4999') }, { requiredKeys: [] }),
});
const amount = fc.constantFrom('0', '2.5', '23456', '1999.995', '123456789', '0.01');
const request = fc.record({
  particulars: fc.record({ gt: amount, nt: amount, draft: amount }, { requiredKeys: [] }),
  activities: fc.subarray(['LOADING', 'DISCHARGING']),
  daysAlongside: amount,
  daysAtAnchor: amount,
  cargoQuantity: amount,
  arrival: fc.option(fc.constantFrom('2026-06-07T06:00:00+03:00', '2026-06-08T23:59:00Z'), { nil: undefined }),
});

/** An answer as `execute` makes it, with the compiled formula of each expense. */
function answerOf(
  expenses: Array<{ formula: string; expenseName: string; currency: string }>,
  v: TExecuteAnswer['vessel'],
  r: Parameters<typeof callValues>[1],
  port: TExecuteAnswer['port'],
) {
  const compiled = expenses.map((e, i) =>
    compile({ id: i + 7, expenseId: i + 100, expenseCode: `E${i}`, tariffs, ...e }),
  );
  const activities = [{ code: 'LOADING' }, { code: 'DISCHARGING' }];
  const { values, shown } = callValues(v, r, activities);
  const estimated = compiled.map((f) => estimateWith(f, values, shown));
  const total = estimated.reduce((s, e) => (e.amount === null ? s : s.plus(e.amount)), new Decimal(0));
  const answer: TExecuteAnswer = {
    port,
    vessel: v,
    inputs: shown,
    expenses: estimated,
    totals: estimated.length ? [{ currency: 'EUR', amount: total.toFixed(2) }] : [],
  };
  return { answer, compiled };
}

describe("execute's answer written from the formulas' kept parts", () => {
  const fast = compileResponse(ZExecuteAnswer).fast as (answer: unknown) => string;

  it('is byte for byte what the route schema serializer writes, and the zod encoding says the same', () => {
    fc.assert(
      fc.property(
        fc.array(expense, { maxLength: 6 }),
        vessel,
        request,
        fc.record({ id: fc.nat(), name: text, unlocode: fc.constantFrom('GRPIR', 'NLRTM') }),
        fc.array(
          fc.record({
            expenseName: text,
            currency: fc.constantFrom('EUR', 'NOK'),
            amount: fc.constantFrom('0.00', '150.01', '2850.00'),
            source: fc.constantFrom('PRICE_LIST' as const, 'HISTORY' as const),
            daCount: fc.nat({ max: 9 }),
          }),
          { maxLength: 3 },
        ),
        (expenses, v, r, port, priced) => {
          const { answer, compiled } = answerOf(expenses, v, r, port);
          // Lines past the formulas come from price lists or history: no formula, no working.
          for (const [i, p] of priced.entries())
            answer.expenses.push({
              ...p,
              expenseId: 900 + i,
              estimationId: null,
              formula: null,
              inputsUsed: {},
              trace: [],
              problem: null,
            });
          const written = executeAnswerJson(answer, compiled);
          expect(written).toBe(fast(answer));
          expect(JSON.parse(written)).toEqual(z.encode(ZExecuteAnswer, answer));
          // Written again from the same compiled formulas (their kept parts), the same bytes.
          expect(executeAnswerJson(answer, compiled)).toBe(written);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('refuses to write an expense with the parts of another formula', () => {
    const port = { id: 1, name: 'Piraeus', unlocode: 'GRPIR' };
    const v = {
      id: 1,
      name: 'V',
      isModelVessel: false,
      vesselType: 'BULK',
      vesselTypeName: 'Bulk',
      sizeClass: null,
      particulars: {},
    };
    const r = {
      particulars: { gt: '5000' },
      activities: [],
      daysAlongside: '1',
      daysAtAnchor: '0',
      cargoQuantity: '0',
    };
    const one = { formula: formulas[0] as string, expenseName: 'Dues', currency: 'EUR' };
    const { answer, compiled } = answerOf([one, { ...one, expenseName: 'Light' }], v, r, port);
    expect(() => executeAnswerJson(answer, [...compiled].reverse())).toThrow();
  });
});
