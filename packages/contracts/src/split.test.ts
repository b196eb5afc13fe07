import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from './money';
import { absorbDeletedChild, divideAmount, reallocateAmount, splitTotal } from './split';

/** Amounts in cents (0.00 .. 10 000 000.00) written as wire strings. */
const cents = fc.integer({ min: 0, max: 1_000_000_000 }).map((c) => new Decimal(c).dividedBy(100).toFixed(2));
const positiveCents = fc.integer({ min: 1, max: 1_000_000_000 }).map((c) => new Decimal(c).dividedBy(100).toFixed(2));
const sum = (...v: string[]) => v.reduce((a, b) => a.plus(b), new Decimal(0));

describe('split money math', () => {
  it('a split adds up to the total to the cent and is never negative', () => {
    fc.assert(
      fc.property(cents, cents, (total, part) => {
        const r = splitTotal(total, part);
        if (!r.ok) return new Decimal(part).isZero() ? r.code === 'SPLIT_AMOUNT_ZERO' : new Decimal(part).gt(total);
        return (
          sum(r.value.charterer, r.value.owner).eq(total) &&
          !new Decimal(r.value.owner).isNeg() &&
          new Decimal(r.value.charterer).gt(0)
        );
      }),
    );
  });

  it('a divide keeps the amount and gives two nonzero parts', () => {
    fc.assert(
      fc.property(positiveCents, cents, (amount, part) => {
        const r = divideAmount(amount, part);
        if (!r.ok) return new Decimal(part).isZero() || new Decimal(part).gte(amount);
        return (
          sum(r.value.part, r.value.rest).eq(amount) &&
          new Decimal(r.value.rest).gt(0) &&
          new Decimal(r.value.part).gt(0)
        );
      }),
    );
  });

  it('a reallocation keeps the sum of both children and never goes negative', () => {
    fc.assert(
      fc.property(cents, cents, cents, (from, to, moved) => {
        const r = reallocateAmount(from, to, moved);
        if (!r.ok) return new Decimal(moved).isZero() || new Decimal(moved).gt(from);
        return sum(r.value.from, r.value.to).eq(sum(from, to)) && !new Decimal(r.value.from).isNeg();
      }),
    );
  });

  it('deleting a child hands its amount to a sibling, keeping the total', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(cents, fc.constantFrom('OWNER', 'CHARTERER')), { minLength: 2, maxLength: 6 }),
        fc.nat(),
        (rows, pick) => {
          const children = rows.map(([amount, splitType], i) => ({ id: i + 1, amount, splitType }));
          const deleted = children[pick % children.length] as (typeof children)[number];
          const r = absorbDeletedChild(children, deleted.id);
          if (!r) return false;
          const after = children
            .filter((c) => c.id !== deleted.id)
            .map((c) => (c.id === r.receiver.id ? r.amount : c.amount));
          return sum(...after).eq(sum(...children.map((c) => c.amount)));
        },
      ),
    );
  });

  it('refuses a zero split and one above the total', () => {
    expect(splitTotal('100.00', '0')).toEqual({ ok: false, code: 'SPLIT_AMOUNT_ZERO' });
    expect(splitTotal('100.00', '100.01')).toEqual({ ok: false, code: 'SPLIT_AMOUNT_TOO_LARGE' });
    expect(splitTotal('0.30', '0.10')).toEqual({ ok: true, value: { charterer: '0.1000', owner: '0.2000' } });
  });
});
