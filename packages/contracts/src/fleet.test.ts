import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { imoCheckDigit, isValidImo, ZImo, ZVesselCreate } from './fleet';
import { messages } from './messages';

describe('IMO numbers', () => {
  it('accepts numbers whose check digit is right', () => {
    // 9*7 + 0*6 + 7*5 + 4*4 + 7*3 + 2*2 = 139, so the check digit is 9.
    expect(isValidImo('9074729')).toBe(true);
    expect(isValidImo('9487316')).toBe(true);
  });

  it('refuses a wrong check digit, wrong length, letters and a leading zero', () => {
    for (const bad of ['9074728', '907472', '90747290', '9O74729', '0000000', '']) expect(isValidImo(bad)).toBe(false);
  });

  it('every six-digit stem with its check digit is valid, and every other last digit is not', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100000, max: 999999 }), fc.integer({ min: 1, max: 9 }), (stem, shift) => {
        const digit = imoCheckDigit(String(stem));
        expect(isValidImo(`${stem}${digit}`)).toBe(true);
        expect(isValidImo(`${stem}${(digit + shift) % 10}`)).toBe(false);
      }),
    );
  });

  it('reads "IMO 9074729" and spaces as the seven digits', () => {
    expect(ZImo.parse('IMO 9074729')).toBe('9074729');
    expect(ZImo.parse(' imo9074 729 ')).toBe('9074729');
    expect(ZImo.safeParse('IMO 9074728').error?.issues[0]?.message).toBe(messages.INVALID_IMO);
  });

  it('never throws on any input, only accepts or refuses', () => {
    fc.assert(fc.property(fc.anything(), (value) => void ZVesselCreate.safeParse(value)));
  });
});
