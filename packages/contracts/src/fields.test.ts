import { describe, expect, it } from 'vitest';
import { ZIban, ZPassword } from './fields';
import { messages } from './messages';

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
});
