import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type TLaytimeRequestInput, ZLaytimeRequest, ZReversibleLaytimeRequest } from './laytime';
import { calculateLaytime, calculateReversibleLaytime, minorUnitsOf } from './laytime-calc';
import { messages } from './messages';
import { Decimal } from './money';

/**
 * The laytime calculator against cases worked by hand (each says its reasoning) and properties.
 * Europe/Amsterdam is UTC+01:00 in winter and +02:00 from Sunday 29 March 2026 03:00.
 * Rates: demurrage 20,000 a day (13.888... a minute), despatch half (10,000 a day).
 */
const base: TLaytimeRequestInput = {
  currency: 'USD',
  demurrageRatePerDay: '20000',
  despatchRatePerDay: null,
  allowance: { hours: '72' },
  norTenderedAt: '2026-03-02T08:00:00+01:00',
  turnTimeHours: '0',
  completedAt: '2026-03-04T08:00:00+01:00',
  timeZone: 'Europe/Amsterdam',
};
const weekend = { weekly: [{ from: 'SAT 12:00', to: 'MON 08:00' }], holidays: [] };
const run = (over: Partial<TLaytimeRequestInput>) => calculateLaytime(ZLaytimeRequest.parse({ ...base, ...over }));

describe('laytime worked cases', () => {
  it('1. plain laytime with turn time, finished early: working time saved earns despatch at half rate', () => {
    // NOR Mon 08:00 + 6 h turn time: laytime from Mon 14:00. Completed Wed 14:00: 48 h used of 72.
    // Saved 24 h = 1,440 min x 10,000 / 1,440 = 10,000.00.
    const r = run({ turnTimeHours: '6', completedAt: '2026-03-04T14:00:00+01:00' });
    expect(r.laytimeCommencedAt).toBe('2026-03-02T13:00:00Z');
    expect(r).toMatchObject({ allowedMinutes: 4320, usedMinutes: 2880, demurrageMinutes: 0, savedMinutes: 1440 });
    expect(r.despatchAmount).toBe('10000.00');
    expect(r.demurrageAmount).toBe('0.00');
    expect(r.laytimeExpiredAt).toBeNull();
    expect(r.statement[0]).toMatchObject({ kind: 'BEFORE_LAYTIME', counts: '0', minutesCounted: 0 });
  });

  it('2. NOR on a Friday evening: the turn time runs through the night, the weekend then stops the clock', () => {
    // NOR Fri 20:00 + 6 h: laytime from Sat 02:00. Counts Sat 02:00-12:00 = 10 h; SAT 12:00-MON 08:00
    // excepted; 14 h left from Mon 08:00: expires Mon 22:00. Completed Tue 04:00: 6 h on demurrage
    // = 360 min x 20,000 / 1,440 = 5,000.00.
    const r = run({
      allowance: { hours: '24' },
      norTenderedAt: '2026-03-06T20:00:00+01:00',
      turnTimeHours: '6',
      completedAt: '2026-03-10T04:00:00+01:00',
      exceptedPeriods: weekend,
    });
    expect(r.laytimeExpiredAt).toBe('2026-03-09T21:00:00Z');
    expect(r).toMatchObject({ usedMinutes: 1800, demurrageMinutes: 360, savedMinutes: 0 });
    expect(r.demurrageAmount).toBe('5000.00');
    expect(r.statement.map((s) => s.kind)).toEqual(['BEFORE_LAYTIME', 'LAYTIME', 'EXCEPTED', 'LAYTIME', 'DEMURRAGE']);
  });

  it('3. turn time ending inside the weekend: laytime starts when the excepted period ends', () => {
    // NOR Sat 09:00 + 6 h = Sat 15:00, inside SAT 12:00-MON 08:00: nothing counts until Mon 08:00.
    // 24 h allowed run out exactly at completion, Tue 08:00: no demurrage, no despatch.
    const r = run({
      allowance: { hours: '24' },
      norTenderedAt: '2026-03-07T09:00:00+01:00',
      turnTimeHours: '6',
      completedAt: '2026-03-10T08:00:00+01:00',
      exceptedPeriods: weekend,
    });
    expect(r).toMatchObject({ usedMinutes: 1440, demurrageMinutes: 0, savedMinutes: 0 });
    expect(r.laytimeExpiredAt).toBe('2026-03-10T07:00:00Z');
    expect(r.statement.find((s) => s.kind === 'EXCEPTED')).toMatchObject({
      from: '2026-03-07T14:00:00Z',
      to: '2026-03-09T07:00:00Z',
    });
  });

  it('4. a holiday on a weekday does not count, local midnight to midnight', () => {
    // NOR Tue 22 Dec 08:00, 48 h. Tue 08:00-Thu 00:00 = 40 h; Thu 24 Dec excepted all day; 8 h left
    // from Fri 00:00: expires Fri 08:00. Completed Fri 20:00: 12 h = 720 min x 20,000/1,440 = 10,000.00.
    const r = run({
      allowance: { hours: '48' },
      norTenderedAt: '2026-12-22T08:00:00+01:00',
      completedAt: '2026-12-25T20:00:00+01:00',
      exceptedPeriods: { weekly: [], holidays: ['2026-12-24'] },
    });
    expect(r.laytimeExpiredAt).toBe('2026-12-25T07:00:00Z');
    expect(r).toMatchObject({ demurrageMinutes: 720, usedMinutes: 3600 });
    expect(r.demurrageAmount).toBe('10000.00');
    expect(r.statement.find((s) => s.kind === 'HOLIDAY')).toMatchObject({
      from: '2026-12-23T23:00:00Z',
      to: '2026-12-24T23:00:00Z',
      minutesCounted: 0,
    });
  });

  it('5. a 50% deduction spanning laytime expiry: once on demurrage, the rest of it counts in full', () => {
    // 24 h from Mon 00:00. 00:00-20:00 counts 20 h; rain Mon 20:00-Tue 06:00 counts 50%: the 4 h left
    // take 8 h, expiry Tue 04:00. Tue 04:00-10:00 (completion) is demurrage in full: 6 h = 5,000.00.
    const body = {
      allowance: { hours: '24' },
      norTenderedAt: '2026-03-02T00:00:00+01:00',
      completedAt: '2026-03-03T10:00:00+01:00',
      deductions: [
        { from: '2026-03-02T20:00:00+01:00', to: '2026-03-03T06:00:00+01:00', reason: 'rain', countPercent: '50' },
      ],
    };
    const r = run(body);
    expect(r.laytimeExpiredAt).toBe('2026-03-03T03:00:00Z');
    expect(r).toMatchObject({ demurrageMinutes: 360, usedMinutes: 1800 });
    expect(r.demurrageAmount).toBe('5000.00');
    expect(r.statement.filter((s) => s.kind === 'DEDUCTION')).toEqual([
      expect.objectContaining({ counts: '50', reason: 'rain', minutesCounted: 240, onDemurrage: false }),
    ]);
    // 6. The same with exceptions applying on demurrage: 04:00-06:00 counts 50% (60 min) + 4 h = 300
    // min x 20,000 / 1,440 = 4,166.666... = 4,166.67.
    const s = run({ ...body, exceptionsApplyOnDemurrage: true });
    expect(s.demurrageMinutes).toBe(300);
    expect(s.demurrageAmount).toBe('4166.67');
  });

  it('7. a weekend while on demurrage counts, unless exceptions apply on demurrage', () => {
    // 72 h from Mon 08:00 (weekend SAT 00:00-MON 00:00 not reached): expiry Thu 08:00. Completed the
    // next Mon 08:00: 96 h on demurrage = 80,000.00; with exceptions on demurrage 96 - 48 = 48 h = 40,000.00.
    const body = {
      completedAt: '2026-03-09T08:00:00+01:00',
      exceptedPeriods: { weekly: [{ from: 'SAT 00:00', to: 'MON 00:00' }], holidays: [] },
    };
    expect(run(body)).toMatchObject({ demurrageMinutes: 5760, demurrageAmount: '80000.00' });
    expect(run({ ...body, exceptionsApplyOnDemurrage: true })).toMatchObject({
      demurrageMinutes: 2880,
      demurrageAmount: '40000.00',
    });
  });

  it('8. allowance by quantity: 50,000 t at 10,000 t a day is 5 days; 12,000 t a day rounds to the minute', () => {
    // 7,200 min from Mon 08:00; completed Sat 20:00 = 5 d 12 h: 720 min demurrage = 10,000.00.
    const r = run({ allowance: { quantity: '50000', ratePerDay: '10000' }, completedAt: '2026-03-07T20:00:00+01:00' });
    expect(r).toMatchObject({ allowedMinutes: 7200, demurrageMinutes: 720, demurrageAmount: '10000.00' });
    // 50,000 / 12,000 = 4.1666... days = 5,999.999... min: 6,000.
    expect(run({ allowance: { quantity: '50000', ratePerDay: '12000' } }).allowedMinutes).toBe(6000);
  });

  it('9. reversible between two ports: the second port uses what the first left', () => {
    // 48 h shared. Port A Mon 08:00-Tue 14:00 = 30 h, 18 h left. Port B from Thu 08:00: expiry Fri 02:00;
    // completed Fri 08:00: 6 h demurrage = 5,000.00. Used 30 + 24 = 54 h.
    const parts = [
      { ...base, allowance: { hours: '48' }, completedAt: '2026-03-03T14:00:00+01:00' },
      {
        ...base,
        allowance: { hours: '48' },
        norTenderedAt: '2026-03-05T08:00:00+01:00',
        completedAt: '2026-03-06T08:00:00+01:00',
      },
    ];
    const r = calculateReversibleLaytime(ZReversibleLaytimeRequest.parse({ parts }));
    expect(r).toMatchObject({
      allowedMinutes: 2880,
      usedMinutes: 3240,
      demurrageMinutes: 360,
      demurrageAmount: '5000.00',
    });
    expect(r.laytimeExpiredAt).toBe('2026-03-06T01:00:00Z');
    expect(r.parts[0]).toMatchObject({ usedMinutes: 1800, demurrageMinutes: 0, savedMinutes: 0 });
    expect(r.parts[1]).toMatchObject({ allowedMinutes: 1080, demurrageMinutes: 360 });
  });

  it('10. unless used: the hours worked on Saturday count', () => {
    // 48 h from Fri 08:00; SAT 00:00-MON 00:00 excepted unless used; worked Sat 08:00-12:00.
    // Fri 08:00-Sat 00:00 16 h + 4 h used = 20 h; 28 h from Mon 00:00: expiry Tue 04:00 = completion.
    const r = run({
      allowance: { hours: '48' },
      norTenderedAt: '2026-03-06T08:00:00+01:00',
      completedAt: '2026-03-10T04:00:00+01:00',
      exceptedPeriods: { weekly: [{ from: 'SAT 00:00', to: 'MON 00:00' }], holidays: [] },
      unlessUsed: true,
      usedDuringExcepted: [{ from: '2026-03-07T08:00:00+01:00', to: '2026-03-07T12:00:00+01:00' }],
    });
    expect(r).toMatchObject({ usedMinutes: 2880, demurrageMinutes: 0, laytimeExpiredAt: '2026-03-10T03:00:00Z' });
    expect(r.statement.find((s) => s.kind === 'USED_DURING_EXCEPTED')?.minutesCounted).toBe(240);
  });

  it('11. despatch on all time saved counts the weekend after completion, working time saved does not', () => {
    // 120 h from Mon 08:00, completed Thu 08:00: 72 h used, 48 h left. Working time saved: 48 h =
    // 20,000.00. All time saved: Thu 08:00-Sat 00:00 40 h, weekend, Mon 00:00-08:00 8 h: laytime
    // would have expired Mon 08:00, 96 h after completion = 40,000.00.
    const body = {
      allowance: { hours: '120' },
      completedAt: '2026-03-05T08:00:00+01:00',
      exceptedPeriods: { weekly: [{ from: 'SAT 00:00', to: 'MON 00:00' }], holidays: [] },
    };
    expect(run(body)).toMatchObject({ savedMinutes: 2880, despatchAmount: '20000.00' });
    expect(run({ ...body, despatchBasis: 'ALL_TIME_SAVED' })).toMatchObject({
      savedMinutes: 5760,
      despatchAmount: '40000.00',
    });
    expect(run({ ...body, despatchRatePerDay: '0' }).despatchAmount).toBe('0.00');
  });

  it('12. a weekend across the change to summer time lasts 43 hours', () => {
    // Fri 27 Mar 12:00+01 for 48 h: 24 h to Sat 12:00 (11:00Z); the weekend ends Mon 30 Mar 08:00+02
    // (06:00Z); 24 h more: Tue 06:00Z. Completed Tue 10:00+02 (08:00Z): 2 h = 1,666.666... = 1,666.67.
    const r = run({
      allowance: { hours: '48' },
      norTenderedAt: '2026-03-27T12:00:00+01:00',
      completedAt: '2026-03-31T10:00:00+02:00',
      exceptedPeriods: weekend,
    });
    expect(r.statement.find((s) => s.kind === 'EXCEPTED')).toMatchObject({
      from: '2026-03-28T11:00:00Z',
      to: '2026-03-30T06:00:00Z',
    });
    expect(r).toMatchObject({
      laytimeExpiredAt: '2026-03-31T06:00:00Z',
      demurrageMinutes: 120,
      demurrageAmount: '1666.67',
    });
  });

  it('13. work commenced before the turn time ended counts from then', () => {
    // NOR Mon 08:00 + 6 h, but work from 10:00: laytime from 10:00; completed Wed 10:00 = 48 h.
    const r = run({
      turnTimeHours: '6',
      commencedWorkAt: '2026-03-02T10:00:00+01:00',
      completedAt: '2026-03-04T10:00:00+01:00',
    });
    expect(r).toMatchObject({ laytimeCommencedAt: '2026-03-02T09:00:00Z', usedMinutes: 2880 });
  });

  it('14. amounts round once, half-up, to 0, 2 and 3 decimals', () => {
    // 1 min at 1,000,001 JPY a day = 694.4451... = 694; 7 min at 1,000 KWD = 4.86111 = 4.861;
    // 1 min at 20,000 USD = 13.888... = 13.89.
    const one = { allowance: { hours: '0' }, completedAt: '2026-03-02T08:01:00+01:00' };
    expect(run({ ...one, currency: 'JPY', demurrageRatePerDay: '1000001' }).demurrageAmount).toBe('694');
    expect(
      run({ ...one, currency: 'KWD', demurrageRatePerDay: '1000', completedAt: '2026-03-02T08:07:00+01:00' })
        .demurrageAmount,
    ).toBe('4.861');
    expect(run(one).demurrageAmount).toBe('13.89');
  });
});

describe('laytime input', () => {
  const problems = (body: unknown) => ZLaytimeRequest.safeParse(body).error?.issues.map((i) => i.message) ?? [];
  it('refuses an unknown zone, completion before NOR, a malformed weekly time and a negative rate', () => {
    expect(problems({ ...base, timeZone: 'Europe/Rotterdam' })).toContain(messages.LAYTIME_UNKNOWN_TIME_ZONE);
    expect(problems({ ...base, completedAt: '2026-03-01T08:00:00+01:00' })).toContain(
      messages.LAYTIME_COMPLETED_BEFORE_NOR,
    );
    expect(problems({ ...base, exceptedPeriods: { weekly: [{ from: 'SATURDAY 12', to: 'MON 08:00' }] } })).toContain(
      messages.LAYTIME_WEEKLY_TIME,
    );
    expect(problems({ ...base, demurrageRatePerDay: '-5' })).toContain(messages.LAYTIME_RATE);
    expect(problems({ ...base, norTenderedAt: '2026-03-02T08:00:00' })).toContain(messages.LAYTIME_INSTANT_WITH_OFFSET);
  });
});

// ---------- properties ----------

const START = Date.parse('2026-01-05T00:00:00Z') / 60_000;
const iso = (m: number) => new Date(m * 60_000).toISOString();
const arbBody = fc
  .record({
    nor: fc.integer({ min: 0, max: 300 * 1440 }),
    turn: fc.integer({ min: 0, max: 12 }),
    length: fc.integer({ min: 0, max: 20 * 1440 }),
    hours: fc.integer({ min: 0, max: 200 }),
    weekend: fc.boolean(),
    onDemurrage: fc.boolean(),
    basis: fc.constantFrom('ALL_TIME_SAVED', 'WORKING_TIME_SAVED'),
    deductions: fc.array(
      fc.record({
        at: fc.integer({ min: 0, max: 20 * 1440 }),
        len: fc.integer({ min: 2, max: 3000 }),
        pct: fc.constantFrom('0', '25', '50', '100'),
      }),
      { maxLength: 4 },
    ),
  })
  .map((g) => {
    const nor = START + g.nor;
    return {
      ...base,
      allowance: { hours: String(g.hours) },
      norTenderedAt: iso(nor),
      turnTimeHours: String(g.turn),
      completedAt: iso(nor + g.length),
      exceptedPeriods: g.weekend ? weekend : { weekly: [], holidays: ['2026-04-06'] },
      exceptionsApplyOnDemurrage: g.onDemurrage,
      despatchBasis: g.basis,
      deductions: g.deductions.map((d) => ({
        from: iso(nor + d.at),
        to: iso(nor + d.at + d.len),
        reason: 'stop',
        countPercent: d.pct,
      })),
    } satisfies TLaytimeRequestInput;
  });

describe('laytime properties', () => {
  it('the statement adds up to the totals', () => {
    fc.assert(
      fc.property(arbBody, (body) => {
        const r = calculateLaytime(ZLaytimeRequest.parse(body));
        const sum = r.statement.reduce((a, s) => a + s.minutesCounted, 0);
        const dem = r.statement.filter((s) => s.onDemurrage).reduce((a, s) => a + s.minutesCounted, 0);
        expect(sum).toBeCloseTo(r.usedMinutes, 9);
        expect(dem).toBeCloseTo(r.demurrageMinutes, 9);
        expect(r.statement.at(-1)?.cumulativeMinutes ?? 0).toBeCloseTo(r.usedMinutes, 9);
        expect(r.demurrageMinutes === 0 || r.savedMinutes === 0).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it('moving completion later never lowers demurrage', () => {
    fc.assert(
      fc.property(arbBody, fc.integer({ min: 1, max: 5000 }), (body, later) => {
        const a = calculateLaytime(ZLaytimeRequest.parse(body));
        const b = calculateLaytime(
          ZLaytimeRequest.parse({ ...body, completedAt: iso(Date.parse(body.completedAt) / 60_000 + later) }),
        );
        expect(b.demurrageMinutes).toBeGreaterThanOrEqual(a.demurrageMinutes);
        expect(new Decimal(b.demurrageAmount).gte(a.demurrageAmount)).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it('splitting a deduction in two changes nothing', () => {
    fc.assert(
      fc.property(arbBody, fc.double({ min: 0.01, max: 0.99, noNaN: true }), (body, where) => {
        const [first, ...rest] = body.deductions;
        if (!first) return;
        const from = Date.parse(first.from) / 60_000;
        const to = Date.parse(first.to) / 60_000;
        const cut = from + Math.max(1, Math.min(to - from - 1, Math.round((to - from) * where)));
        const split = [{ ...first, to: iso(cut) }, { ...first, from: iso(cut) }, ...rest];
        expect(calculateLaytime(ZLaytimeRequest.parse({ ...body, deductions: split }))).toEqual(
          calculateLaytime(ZLaytimeRequest.parse(body)),
        );
      }),
      { numRuns: 150 },
    );
  });

  it('amounts are exact to the minor unit for 0-, 2- and 3-decimal currencies', () => {
    fc.assert(
      fc.property(
        arbBody,
        fc.constantFrom('JPY', 'USD', 'KWD'),
        fc.integer({ min: 0, max: 99_999_999 }),
        fc.integer({ min: 0, max: 9999 }),
        (body, currency, whole, fraction) => {
          const rate = `${whole}.${String(fraction).padStart(4, '0')}`;
          const r = calculateLaytime(ZLaytimeRequest.parse({ ...body, currency, demurrageRatePerDay: rate }));
          const minor = minorUnitsOf(currency);
          const expected = new Decimal(r.demurrageMinutes)
            .times(rate)
            .div(1440)
            .toDecimalPlaces(minor, Decimal.ROUND_HALF_UP);
          expect(r.demurrageAmount).toBe(expected.toFixed(minor));
          const despatch = new Decimal(r.savedMinutes)
            .times(rate)
            .div(2)
            .div(1440)
            .toDecimalPlaces(minor, Decimal.ROUND_HALF_UP);
          expect(r.despatchAmount).toBe(despatch.toFixed(minor));
        },
      ),
      { numRuns: 150 },
    );
  });
});
