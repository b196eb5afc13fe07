import { formatMessage, messages } from '@portcall/contracts/messages';
import { EMAIL_PATTERN, IBAN_PATTERN, PASSWORD_PATTERN } from '@portcall/contracts/patterns';

/**
 * Field rules of platform-core §5 for forms that have no schema of their own (a form with a
 * contracts schema validates through zodResolver and gets the very same texts from the catalogue).
 * A rule answers true or the message to show. Amount and typed-date rules, which need decimal.js,
 * are in amount-date-rules.ts, so that the login page's text fields do not bring it along.
 */
export type FieldRule = (value: unknown) => true | string;

/** Empty: undefined, null, blank text or an empty list. */
export const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

export const fieldRules = {
  /** Text and date fields: 'This field is required!'. */
  requiredField: ((value) => (isBlank(value) ? messages.REQUIRED_FIELD : true)) as FieldRule,
  /** Other fields (selects, uploads, checkboxes): 'This field is required'. */
  required: ((value) => (isBlank(value) || value === false ? messages.REQUIRED : true)) as FieldRule,
  email: ((value) =>
    isBlank(value) || EMAIL_PATTERN.test(String(value).trim()) ? true : messages.INVALID_EMAIL_FIELD) as FieldRule,
  password: ((value) =>
    isBlank(value) || PASSWORD_PATTERN.test(String(value)) ? true : messages.INVALID_PASSWORD) as FieldRule,
  iban: ((value) => (isBlank(value) || IBAN_PATTERN.test(String(value)) ? true : messages.INVALID_IBAN)) as FieldRule,
  maxLength:
    (n: number): FieldRule =>
    (value) =>
      typeof value === 'string' && value.length > n ? formatMessage('MAX_LENGTH', { n }) : true,
};

/** Runs rules in order and answers the first failure, for react-hook-form's `validate`. */
export function combineRules(...rules: Array<FieldRule | false | null | undefined>) {
  const active = rules.filter((r): r is FieldRule => typeof r === 'function');
  return (value: unknown): true | string => {
    for (const rule of active) {
      const result = rule(value);
      if (result !== true) return result;
    }
    return true;
  };
}

/** Positive number fields accept digits only (platform-core §5). */
export function keepDigits(text: string): string {
  return text.replace(/\D+/g, '');
}
