import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { regexes } from 'zod/v4/core';
import {
  findUnstorablePath,
  ZIban,
  ZId,
  ZIsoDay,
  ZOptionalText,
  ZPassword,
  ZRequiredText,
  ZText,
  ZVersion,
} from './fields';
import { messages } from './messages';
import { amountProblem, ZAmount } from './money';
import { EMAIL_PATTERN } from './patterns';

const firstMessage = (result: { error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

describe('field rules', () => {
  it('password: letters and digits, 6 to 16, with the allowed symbols', () => {
    for (const ok of ['abc123', 'Harbour2026', 'a1!@#$%^&+=', 'abcdefghijklmn12'])
      expect(ZPassword.safeParse(ok).success).toBe(true);
    for (const bad of ['abc12', 'abcdefghijklmnop1', 'abcdef', '123456', 'abc 123', 'abc123*']) {
      const result = ZPassword.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(messages.INVALID_PASSWORD);
    }
  });

  it('IBAN-like: two capitals then capitals, digits or spaces', () => {
    expect(ZIban.safeParse('GR16 0110 1250 0000 0001 2300 695').success).toBe(true);
    expect(ZIban.safeParse('gr16').success).toBe(false);
    expect(ZIban.safeParse('1234').error?.issues[0]?.message).toBe(messages.INVALID_IBAN);
  });

  it('text: U+0000 never; a one-line value refuses every control character, prose keeps line breaks', () => {
    expect(firstMessage(ZText().safeParse('a\u0000b'))).toBe(messages.CONTROL_CHARACTERS);
    expect(firstMessage(ZRequiredText(100).safeParse('Ops\u0007'))).toBe(messages.CONTROL_CHARACTERS);
    expect(firstMessage(ZOptionalText(255).safeParse('a\nb'))).toBe(messages.CONTROL_CHARACTERS);
    expect(ZOptionalText(2000).safeParse('line one\nline two\tend').success).toBe(true);
    expect(firstMessage(ZOptionalText(2000).safeParse('a\u0000b'))).toBe(messages.CONTROL_CHARACTERS);
    expect(ZRequiredText().safeParse('Λιμάνι Πειραιά 🚢').success).toBe(true);
  });

  it('finds the path of U+0000 or a lone surrogate anywhere in a request', () => {
    expect(findUnstorablePath({ items: [{ name: 'ok' }, { name: 'x\u0000' }] })).toBe('items.1.name');
    expect(findUnstorablePath(JSON.parse('{"k\\u0000": 1}'))).toBe('k\u0000');
    expect(findUnstorablePath({ a: ['fine', 2, null, '🚢'] })).toBeNull();
    expect(findUnstorablePath({ invoiceNumber: 'INV\ud800' })).toBe('invoiceNumber');
  });

  it('days: real calendar days of the years 1900 to 2200', () => {
    for (const ok of ['1900-01-01', '2200-12-31', '2028-02-29']) expect(ZIsoDay.safeParse(ok).success).toBe(true);
    for (const out of ['1899-12-31', '2201-01-01', '0000-01-01', '9999-12-31'])
      expect(firstMessage(ZIsoDay.safeParse(out))).toBe(messages.DATE_OUT_OF_RANGE);
    for (const bad of ['2026-02-30', '2026-13-01', '26-01-01', ''])
      expect(firstMessage(ZIsoDay.safeParse(bad))).toBe(messages.INVALID_DATE);
  });

  it('ids and versions: whole numbers a column holds, digits only in text', () => {
    expect(ZId.safeParse('42').data).toBe(42);
    for (const bad of ['99999999999999999999', '1e3', '0x10', '-1', '0', 1.5, '', null])
      expect(ZId.safeParse(bad).success).toBe(false);
    expect(ZVersion.safeParse(2_147_483_647).success).toBe(true);
    expect(ZVersion.safeParse(2_147_483_648).success).toBe(false);
  });

  it('amounts: up to 13 integer digits, refused above, and never more decimals than the currency has', () => {
    expect(ZAmount.safeParse('9999999999999.9999').success).toBe(true);
    expect(firstMessage(ZAmount.safeParse('99999999999999999'))).toBe(
      'Please enter an amount up to 9,999,999,999,999.99!',
    );
    expect(amountProblem('1500.555', { code: 'EUR', minorUnits: 2 })).toBe('EUR amounts have at most 2 decimals');
    expect(amountProblem('1500.550', { code: 'EUR', minorUnits: 2 })).toBeNull();
    expect(amountProblem('1.125', { code: 'KWD', minorUnits: 3 })).toBeNull();
    expect(amountProblem('10.5', { code: 'JPY', minorUnits: 0 })).not.toBeNull();
  });
});

describe('patterns without zod (patterns.ts)', () => {
  it("checks e-mails exactly as zod's z.email() does, so the web's field rule and the server agree", () => {
    // The same pattern as zod's, written without its redundant escapes.
    expect(new RegExp(regexes.email.source.replaceAll('\\-]', '-]')).source).toBe(EMAIL_PATTERN.source);
    for (const address of ['a@b.co', 'A.B+c@d-e.fg', 'x..y@b.co', 'a@b', ' a@b.co', '.a@b.co'])
      expect(EMAIL_PATTERN.test(address)).toBe(z.email().safeParse(address).success);
  });
});
