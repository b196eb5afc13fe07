import { describe, expect, it } from 'vitest';
import { finishAmount, keepDateInRange, maxAmountRule, parseTypedDate } from './amount-date-rules';
import { combineRules, fieldRules, keepDigits } from './field-rules';

describe('field rules (platform-core §5)', () => {
  it('uses the spec wording for required fields', () => {
    expect(fieldRules.requiredField('')).toBe('This field is required!');
    expect(fieldRules.requiredField('  ')).toBe('This field is required!');
    expect(fieldRules.required(null)).toBe('This field is required');
    expect(fieldRules.required([])).toBe('This field is required');
    expect(fieldRules.required('x')).toBe(true);
  });

  it('checks e-mails, passwords and IBANs', () => {
    expect(fieldRules.email('nope')).toBe('Please insert a valid email!');
    expect(fieldRules.email('ops@nordic-bulk.example')).toBe(true);
    expect(fieldRules.password('short')).toBe(
      'The password must consist of numbers and letters and should have from 6 to 16 characters',
    );
    expect(fieldRules.password('onlyletters')).not.toBe(true);
    expect(fieldRules.password('Portcall2026')).toBe(true);
    expect(fieldRules.password('Sea#2026=ok')).toBe(true);
    expect(fieldRules.iban('gr16 0110')).toBe('Please insert a valid IBAN!');
    expect(fieldRules.iban('GR16 0110 1250 0000 0001 2300 695')).toBe(true);
  });

  it('limits length and amounts with the spec wording', () => {
    expect(fieldRules.maxLength(5)('abcdef')).toBe('Maximum 5 characters are allowed!');
    expect(fieldRules.maxLength(5)('abcde')).toBe(true);
    expect(maxAmountRule('1000')('1000.01')).toBe('Please enter an amount up to 1,000.00!');
    expect(maxAmountRule('1000')('1000.00')).toBe(true);
  });

  it('reports the first failing rule', () => {
    const validate = combineRules(fieldRules.requiredField, false, fieldRules.email);
    expect(validate('')).toBe('This field is required!');
    expect(validate('x')).toBe('Please insert a valid email!');
    expect(validate('a@b.co')).toBe(true);
  });

  it('keeps digits only in positive number fields', () => {
    expect(keepDigits('-12a3.4')).toBe('1234');
  });

  it('finishes amounts with exactly 2 decimals and no sign or separators', () => {
    expect(finishAmount('1,234.5')).toBe('1234.50');
    expect(finishAmount('7')).toBe('7.00');
    expect(finishAmount('-3.456')).toBe('3.46');
    expect(finishAmount('')).toBe('');
    expect(finishAmount('abc')).toBe('');
    expect(finishAmount('99999999999999999.99')).toBe('99999999999999999.99');
  });

  it('reads typed dates as dd/MM/yyyy', () => {
    expect(parseTypedDate('01/03/2026')).toBe('2026-03-01');
    expect(parseTypedDate('1/3/2026')).toBe('2026-03-01');
    expect(parseTypedDate('31/02/2026')).toBeNull();
    expect(parseTypedDate('2026-03-01')).toBeNull();
  });

  it('clears a date outside its range', () => {
    expect(keepDateInRange('2026-03-01', '2026-03-02', null)).toBeNull();
    expect(keepDateInRange('2026-03-05', null, '2026-03-04T00:00:00')).toBeNull();
    expect(keepDateInRange('2026-03-03', '2026-03-02', '2026-03-04')).toBe('2026-03-03');
    expect(keepDateInRange(null, '2026-03-02')).toBeNull();
  });
});
