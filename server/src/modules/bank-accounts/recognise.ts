import type { TBankDetails, TRecognisedValue } from '@portcall/contracts/bank-accounts';
import { formatMessage, type MessageCode } from '@portcall/contracts/messages';
import { countrySpecs, electronicFormatIBAN, extractBIC, friendlyFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import type { Box, DocumentText, TextLine } from '../../platform/documents/types';

/**
 * The bank details recogniser (issue 27): reads IBAN, BIC/SWIFT, account holder, bank name and
 * address from a bank letter's placed text. Label first (the value after "IBAN:" or on the line
 * below it), then shape (an IBAN whose check digits hold, anywhere); every value keeps the line it
 * came from. Pure: the document is read elsewhere.
 */

interface PlacedLine {
  text: string;
  box: Box;
  line: TextLine;
}

/** Labels by field, longest first so "Bank address" is never taken for "Bank". Lower case. */
const labels = {
  iban: ['iban number', 'iban no', 'iban code', 'iban', 'international bank account number', 'account number'],
  swift: ['swift/bic code', 'bic/swift code', 'swift code', 'bic code', 'swift/bic', 'bic/swift', 'swift', 'bic'],
  beneficiaryName: [
    'name of the account holder',
    'name of account holder',
    'account holder name',
    'beneficiary name',
    'account holder',
    'account name',
    'beneficiary',
    'holder',
    'in favour of',
    'titular',
  ],
  bankName: ['beneficiary bank', 'name of the bank', 'name of bank', 'bank name', 'bank'],
  bankAddress: ['address of the bank', 'bank address', 'branch address', 'address of bank', 'bank branch'],
} as const;
type Field = keyof typeof labels;
const allLabels = Object.values(labels).flat();

const IBAN_SHAPE = /\b[A-Z]{2}\d{2}(?:[ -]?[A-Z0-9]{1,4}){3,9}\b/g;
const BIC_SHAPE = /\b[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?\b/g;

function placedLines(document: DocumentText): PlacedLine[] {
  return document.pages.flatMap((page) =>
    [...page.lines]
      .sort((a, b) => a.box.y - b.box.y || a.box.x - b.box.x)
      .map((line) => ({ text: line.text.replace(/\s+/g, ' ').trim(), box: line.box, line })),
  );
}

/** The label a line starts with (and where its value begins), if any of `candidates`. */
function labelAt(text: string, candidates: readonly string[]): { label: string; rest: string } | undefined {
  const lower = text.toLowerCase();
  for (const label of candidates) {
    if (!lower.startsWith(label)) continue;
    const after = text.slice(label.length);
    // "Bank: X", "IBAN GR16...", "Beneficiary - X": a separator or a space must follow the label.
    const match = /^\s*(?:[:.\-–]|\(.*?\)\s*:)?\s*(.*)$/.exec(after);
    if (!match || (after !== '' && !/^[\s:.\-–(]/.test(after))) continue;
    return { label, rest: (match[1] ?? '').trim() };
  }
  return undefined;
}

const isLabelLine = (text: string) => labelAt(text, allLabels) !== undefined;

/** The box of the runs holding `value` (the whole line when the runs do not tell). */
function boxOf(line: TextLine, value: string): Box {
  const runs = line.runs.filter((r) => r.text.trim() !== '' && value.includes(r.text.trim()));
  if (runs.length === 0) return line.box;
  const x = Math.min(...runs.map((r) => r.box.x));
  const y = Math.min(...runs.map((r) => r.box.y));
  const right = Math.max(...runs.map((r) => r.box.x + r.box.width));
  const bottom = Math.max(...runs.map((r) => r.box.y + r.box.height));
  return { page: line.box.page, x, y, width: right - x, height: bottom - y };
}

function confidenceOf(line: TextLine): number {
  return line.runs.length === 0 ? 1 : Math.min(...line.runs.map((r) => r.confidence));
}

function valueFrom(
  placed: PlacedLine,
  value: string,
  foundBy: TRecognisedValue['foundBy'],
  snippet = placed.text,
): TRecognisedValue {
  return {
    value,
    box: boxOf(placed.line, value),
    snippet,
    foundBy,
    confidence: confidenceOf(placed.line) * (foundBy === 'LABEL' ? 1 : 0.8),
  };
}

/**
 * The text after a field's label: on the same line, or (a label alone on its line) on the lines
 * below it until the next label; `maxLines` of them.
 */
function labelled(lines: PlacedLine[], field: Field, maxLines = 1): Array<{ at: PlacedLine; text: string }> {
  const found: Array<{ at: PlacedLine; text: string }> = [];
  lines.forEach((placed, i) => {
    const hit = labelAt(placed.text, labels[field]);
    if (!hit) return;
    // A longer label of another field also starting this line wins ("Bank address" is not "Bank").
    const other = labelAt(placed.text, allLabels);
    if (other && other.label.length > hit.label.length && !(labels[field] as readonly string[]).includes(other.label))
      return;
    const texts: Array<{ at: PlacedLine; text: string }> = hit.rest ? [{ at: placed, text: hit.rest }] : [];
    for (let j = i + 1; j < lines.length && texts.length < maxLines; j++) {
      const next = lines[j] as PlacedLine;
      if (next.box.page !== placed.box.page || isLabelLine(next.text) || next.text === '') break;
      if (hit.rest && maxLines === 1) break;
      texts.push({ at: next, text: next.text });
    }
    if (texts.length > 0 && texts[0]) {
      found.push({ at: texts[0].at, text: texts.map((t) => t.text).join(', ') });
    }
  });
  return found;
}

/**
 * IBANs written in `text`: each run of its shape cut to its country's length (ibantools' table),
 * so the words after it ("GB29 NWBK ... 19 quoting invoice") never become part of it.
 */
function ibansIn(text: string): Array<{ iban: string; raw: string }> {
  const found: Array<{ iban: string; raw: string }> = [];
  for (const match of text.toUpperCase().matchAll(IBAN_SHAPE)) {
    const length = countrySpecs[match[0].slice(0, 2)]?.chars;
    if (!length) continue;
    let raw = '';
    let count = 0;
    for (const char of match[0]) {
      if (count === length) break;
      raw += char;
      if (/[A-Z0-9]/.test(char)) count++;
    }
    if (count === length) found.push({ iban: electronicFormatIBAN(raw) ?? raw, raw: raw.trim() });
  }
  return found;
}

function findIban(lines: PlacedLine[]) {
  const byLabel = labelled(lines, 'iban').flatMap((l) => ibansIn(l.text).map((hit) => ({ ...l, ...hit })));
  const best = byLabel.find((l) => isValidIBAN(l.iban)) ?? byLabel[0];
  if (best) return { ...valueFrom(best.at, best.raw, 'LABEL'), value: best.iban };
  // By shape: only an IBAN whose check digits hold, so an invoice number is never taken for one.
  for (const placed of lines) {
    const hit = ibansIn(placed.text).find((h) => isValidIBAN(h.iban));
    if (hit) return { ...valueFrom(placed, hit.raw, 'PATTERN'), value: hit.iban };
  }
  return undefined;
}

function findBic(lines: PlacedLine[], ibanCountry: string | undefined) {
  for (const { at, text } of labelled(lines, 'swift')) {
    const bic = text
      .toUpperCase()
      .replace(/\s+/g, '')
      .match(/^[A-Z0-9]{8,11}/)?.[0];
    const shaped = text.toUpperCase().match(BIC_SHAPE)?.[0];
    const value = shaped ?? bic;
    if (value) return valueFrom(at, value, 'LABEL');
  }
  // By shape: a valid BIC of the IBAN's country, so an upper-case word is not read as a code.
  if (!ibanCountry) return undefined;
  for (const placed of lines) {
    for (const match of placed.text.matchAll(BIC_SHAPE)) {
      if (isValidBIC(match[0]) && match[0].slice(4, 6) === ibanCountry) return valueFrom(placed, match[0], 'PATTERN');
    }
  }
  return undefined;
}

/** A letterhead's bank: the first line naming a bank, when no label says it. */
function findBankNameByShape(lines: PlacedLine[]) {
  const placed = lines.find(
    (l) =>
      /\b(bank|banco|banca|banque|bankasi|sparkasse)\b/i.test(l.text) && !isLabelLine(l.text) && l.text.length < 80,
  );
  return placed ? valueFrom(placed, placed.text, 'PATTERN') : undefined;
}

const problem = (field: string | null, code: MessageCode, params: Record<string, string> = {}) => ({
  field,
  code,
  message: formatMessage(code, params),
});

const fieldNames: Record<Field, string> = {
  iban: 'The IBAN',
  swift: 'The BIC/SWIFT code',
  beneficiaryName: 'The account holder',
  bankName: 'The bank name',
  bankAddress: 'The bank address',
};

/** Reads the bank details of a bank letter; `status` FAILED when neither IBAN nor holder is found. */
export function recogniseBankDetails(document: DocumentText): TBankDetails {
  const lines = placedLines(document).filter((l) => l.text !== '');
  const ibanFound = findIban(lines);
  const ibanValid = ibanFound ? isValidIBAN(ibanFound.value) : false;
  const ibanCountry = ibanFound ? ibanFound.value.slice(0, 2) : undefined;
  const bicFound = findBic(lines, ibanCountry);
  const bicValid = bicFound ? isValidBIC(bicFound.value) : false;
  const bicCountry = bicFound && bicValid ? (extractBIC(bicFound.value).countryCode ?? null) : null;
  const first = (field: Field, maxLines = 1) => {
    const hit = labelled(lines, field, maxLines)[0];
    return hit ? valueFrom(hit.at, hit.text, 'LABEL') : undefined;
  };
  const beneficiaryName = first('beneficiaryName');
  const bankName = first('bankName') ?? findBankNameByShape(lines);
  const bankAddress = first('bankAddress', 3);

  const problems: TBankDetails['problems'] = [];
  if (ibanFound && !ibanValid)
    problems.push(
      problem('iban', 'BANK_DETAILS_IBAN_INVALID', { iban: friendlyFormatIBAN(ibanFound.value) ?? ibanFound.value }),
    );
  if (bicFound && !bicValid) problems.push(problem('swift', 'BANK_DETAILS_BIC_INVALID', { bic: bicFound.value }));
  if (ibanValid && bicCountry && ibanCountry && ibanCountry !== bicCountry)
    problems.push(problem('swift', 'BANK_DETAILS_COUNTRY_MISMATCH', { ibanCountry, bicCountry }));
  const found = { iban: ibanFound, swift: bicFound, beneficiaryName, bankName, bankAddress };
  for (const field of Object.keys(found) as Field[])
    if (!found[field]) problems.push(problem(field, 'BANK_DETAILS_FIELD_MISSING', { field: fieldNames[field] }));
  const isRecognised = ibanFound !== undefined || beneficiaryName !== undefined;
  if (!isRecognised) problems.unshift(problem(null, 'BANK_DETAILS_NOT_FOUND'));

  return {
    status: isRecognised ? 'RECOGNISED' : 'FAILED',
    iban: ibanFound ? { ...ibanFound, isValid: ibanValid, country: ibanCountry ?? null } : null,
    swift: bicFound ? { ...bicFound, isValid: bicValid, country: bicCountry } : null,
    beneficiaryName: beneficiaryName ?? null,
    bankName: bankName ?? null,
    bankAddress: bankAddress ?? null,
    problems,
    pageCount: document.pageCount,
  };
}

const normalise = (text: string | null | undefined) =>
  (text ?? '')
    .toUpperCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    // "S.A." is "SA": dots and apostrophes join, other punctuation separates.
    .replace(/[.']/g, '')
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();

/** An 8-letter BIC is its 11-letter form with the head office's XXX. */
const bicKey = (bic: string) => {
  const compact = normalise(bic).replace(/ /g, '');
  return compact.length === 8 ? `${compact}XXX` : compact;
};

/**
 * The typed account against what the letter says, field by field; a difference is what a reviewer
 * must look at (case, spacing and punctuation do not count).
 */
export function compareBankDetails(
  typed: { iban: string; swift: string; beneficiaryName: string; bankName: string; bankAddress: string | null },
  read: TBankDetails,
) {
  const pairs = [
    ['iban', typed.iban, read.iban?.value, (v: string) => electronicFormatIBAN(v) ?? normalise(v)],
    ['swift', typed.swift, read.swift?.value, bicKey],
    ['beneficiaryName', typed.beneficiaryName, read.beneficiaryName?.value, normalise],
    ['bankName', typed.bankName, read.bankName?.value, normalise],
    ['bankAddress', typed.bankAddress, read.bankAddress?.value, normalise],
  ] as const;
  return pairs.map(([field, typedValue, readValue, key]) => ({
    field,
    typed: typedValue ?? null,
    read: readValue ?? null,
    // Nothing read is not a difference: the reviewer sees the field as missing from the letter.
    isDifferent: readValue !== undefined && key(typedValue ?? '') !== key(readValue),
  }));
}
