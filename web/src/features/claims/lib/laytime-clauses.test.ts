import { describe, expect, it } from 'vitest';
import type { LaytimeBody } from '../components/laytime-terms';
import { applyClause, officeHoursNor } from './laytime-clauses';

const body: LaytimeBody = {
  currency: 'EUR',
  demurrageRatePerDay: '20000',
  allowance: { hours: '72' },
  norTenderedAt: '2026-11-14T10:00:00Z', // a Saturday, 11:00 in Amsterdam
  completedAt: '2026-11-18T10:00:00Z',
  turnTimeHours: '6',
  timeZone: 'Europe/Amsterdam',
  deductions: [],
  exceptedPeriods: { weekly: [], holidays: ['2026-12-25'] },
};

describe('laytime clause presets', () => {
  it('fill the weekly excepted periods and keep the holidays', () => {
    expect(applyClause(body, 'SSHEX').exceptedPeriods).toEqual({
      weekly: [{ from: 'SAT 00:00', to: 'MON 00:00' }],
      holidays: ['2026-12-25'],
    });
    expect(applyClause(body, 'SHEXUU')).toMatchObject({ unlessUsed: true });
    expect(applyClause(body, 'SHINC').exceptedPeriods?.weekly).toEqual([]);
  });

  it('NOR in office hours: a Saturday NOR counts from Monday 09:00, then the turn time runs', () => {
    expect(officeHoursNor(body.norTenderedAt, body.timeZone)).toBe('2026-11-16T09:00:00+01:00');
    expect(applyClause(body, 'NOR_OFFICE_HOURS').laytimeCommencesAt).toBe('2026-11-16T15:00:00+01:00');
    // Before opening on a weekday: the same morning; within office hours: as tendered.
    expect(officeHoursNor('2026-11-17T06:30:00Z', body.timeZone)).toBe('2026-11-17T09:00:00+01:00');
    expect(officeHoursNor('2026-11-17T12:30:00Z', body.timeZone)).toBe('2026-11-17T13:30:00+01:00');
  });
});
