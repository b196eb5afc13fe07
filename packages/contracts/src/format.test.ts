import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cleanAmount,
  DEFAULT_AMOUNT,
  fontSizeCookieValues,
  formatAmount,
  formatDate,
  formatDateTime,
  formatDateTimeInZone,
  formatMoney,
  formatPortCallState,
  formatTime,
  isFontSize,
  parseDate,
  toCalendarDate,
  toIsoDate,
  truncate,
} from './format';
import { Decimal } from './money';

describe('dates', () => {
  it('shows a calendar date as dd/MM/yyyy without shifting the day', () => {
    expect(formatDate('2026-03-01')).toBe('01/03/2026');
    expect(formatDate('2026-03-01T00:00:00')).toBe('01/03/2026');
    expect(formatDate('2026-12-31T23:59:59')).toBe('31/12/2026');
  });

  it('shows date-time and time with seconds', () => {
    expect(formatDateTime('2026-03-01T07:05:09')).toBe('01/03/2026 07:05:09');
    expect(formatTime('2026-03-01T17:45:00')).toBe('17:45:00');
  });

  it('shows an instant in local time', () => {
    const instant = new Date(2026, 0, 2, 3, 4, 5);
    expect(formatDateTime(instant.toISOString())).toBe('02/01/2026 03:04:05');
  });

  it('answers an empty string for missing or invalid dates', () => {
    for (const value of [null, undefined, '', 'not a date', '2026-02-31', new Date(Number.NaN)]) {
      expect(formatDate(value)).toBe('');
      expect(formatDateTime(value)).toBe('');
      expect(formatTime(value)).toBe('');
    }
    expect(parseDate('2026-02-30')).toBeNull();
  });

  it('sends dates as ISO date with T00:00:00', () => {
    expect(toIsoDate('2026-03-01')).toBe('2026-03-01T00:00:00');
    expect(toIsoDate(new Date(2026, 4, 17, 15, 30))).toBe('2026-05-17T00:00:00');
    expect(toIsoDate('2026-05-17T22:10:00')).toBe('2026-05-17T00:00:00');
    expect(toIsoDate(null)).toBeNull();
    expect(toCalendarDate('2026-05-17T22:10:00')).toBe('2026-05-17');
  });

  it('round-trips any calendar day through the wire format', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(1900, 0, 1), max: new Date(2199, 11, 31), noInvalidDate: true }), (d) => {
        const wire = toIsoDate(d);
        expect(wire).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00$/);
        expect(formatDate(wire)).toBe(formatDate(d));
      }),
    );
  });
});

describe('amounts', () => {
  it('formats en-US with 2 decimals', () => {
    expect(formatAmount('1234567.5')).toBe('1,234,567.50');
    expect(formatAmount('0')).toBe('0.00');
    expect(formatAmount('999.994')).toBe('999.99');
    expect(formatAmount('999.995')).toBe('1,000.00');
    expect(formatAmount('-1234.5')).toBe('-1,234.50');
    expect(formatAmount('-0.001')).toBe('0.00');
    expect(formatAmount(new Decimal('42.1'))).toBe('42.10');
  });

  it("shows '0.00' when the amount is missing or unreadable", () => {
    expect(formatAmount(null)).toBe(DEFAULT_AMOUNT);
    expect(formatAmount(undefined)).toBe('0.00');
    expect(formatAmount('abc')).toBe('0.00');
    expect(formatAmount('')).toBe('0.00');
  });

  it('keeps amounts beyond float precision exact', () => {
    expect(formatAmount('12345678901234567.89')).toBe('12,345,678,901,234,567.89');
    expect(formatAmount('0.1')).toBe('0.10');
  });

  it('strips every comma', () => {
    expect(cleanAmount('1,234,567.50')).toBe('1234567.50');
    expect(cleanAmount('1234')).toBe('1234');
  });

  it('reads back what it formats', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 18n), max: 10n ** 18n }), (cents) => {
        const wire = new Decimal(cents.toString()).dividedBy(100).toFixed(2);
        const shown = formatAmount(wire);
        expect(shown).toMatch(/^-?\d{1,3}(,\d{3})*\.\d{2}$/);
        expect(new Decimal(cleanAmount(shown)).equals(wire)).toBe(true);
      }),
    );
  });
});

describe('text', () => {
  it('cuts to 14 characters plus an ellipsis', () => {
    expect(truncate('Piraeus Container Terminal')).toBe('Piraeus Contai...');
    expect(truncate('Short name')).toBe('Short name');
    expect(truncate('exactly 14 chr')).toBe('exactly 14 chr');
    expect(truncate('abcdef', 3)).toBe('abc...');
    expect(truncate(null)).toBe('');
  });

  it('shows port call states as the spec lists them', () => {
    expect(formatPortCallState('IN_PROCESS')).toBe('IN PROCESS');
    expect(formatPortCallState('DRAFT')).toBe('DRAFT');
    expect(formatPortCallState('SOMETHING')).toBe('-');
    expect(formatPortCallState(null)).toBe('-');
  });
});

describe('font-size cookie', () => {
  it('knows the four values of the spec', () => {
    expect(fontSizeCookieValues).toEqual(['default', 'medium-route-font', 'small-route-font', 'tiny-route-font']);
    expect(isFontSize('small-route-font')).toBe(true);
    expect(isFontSize('huge')).toBe(false);
  });
});

describe('money and zoned times', () => {
  it('prints the currency first, then the grouped amount', () => {
    expect(formatMoney('10625', 'USD')).toBe('USD 10,625.00');
    expect(formatMoney('-3750.5', 'EUR')).toBe('EUR -3,750.50');
    expect(formatMoney(null, 'USD')).toBe('USD 0.00');
    expect(formatMoney('12.5', null)).toBe('12.50');
    expect(formatMoney('1000', 'JPY', 0)).toBe('JPY 1,000');
  });

  it('says the zone of every time, and the offset of a port', () => {
    expect(formatDateTimeInZone('2026-11-28T22:00:37.123Z')).toBe('28/11/2026 22:00:37 (UTC)');
    expect(formatDateTimeInZone('2026-11-28T22:00:37Z', 'Europe/Athens')).toBe(
      '29/11/2026 00:00:37 (Europe/Athens, UTC+02:00)',
    );
    expect(formatDateTimeInZone('2026-07-01T12:00:00Z', 'Europe/Athens')).toBe(
      '01/07/2026 15:00:00 (Europe/Athens, UTC+03:00)',
    );
    expect(formatDateTimeInZone('2026-07-01T12:00:00Z', 'Not/AZone')).toBe('01/07/2026 12:00:00 (UTC)');
    expect(formatDateTimeInZone('not a date')).toBe('');
    expect(formatDateTimeInZone(null)).toBe('');
  });
});
