import { isValidIBAN } from 'ibantools';

/**
 * How a bank account is written in an ISO 20022 file: an IBAN when it is one (checked digits), else
 * the account number as `Othr/Id` (many non-SEPA banks, e.g. US or Singapore accounts); the BIC in
 * its ISO 9362 shape. Both payment file and statement matching compare accounts in this form.
 */
export type FileAccount = { iban: string } | { other: string };

const BIC = /^[A-Z0-9]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;
const ACCOUNT_NUMBER = /^[A-Za-z0-9\-/]{1,34}$/;

/** Spaces and dots people type into account numbers go; letters are upper-cased. */
export const compactAccount = (raw: string | null | undefined) => (raw ?? '').replace(/[\s.]/g, '').toUpperCase();

export function fileAccountOf(raw: string | null | undefined): FileAccount | null {
  const compact = compactAccount(raw);
  if (compact === '') return null;
  if (isValidIBAN(compact)) return { iban: compact };
  // An IBAN-looking value that fails its check digits is a typo, not an account number.
  if (/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(compact)) return null;
  return ACCOUNT_NUMBER.test(compact) ? { other: compact } : null;
}

export function bicOf(raw: string | null | undefined): string | null {
  const compact = compactAccount(raw);
  return BIC.test(compact) ? compact : null;
}

/** The account as one comparable string (a statement's creditor account against the agent's). */
export const accountKey = (account: FileAccount | null) =>
  account === null ? null : 'iban' in account ? account.iban : account.other;
