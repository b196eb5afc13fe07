import { describe, expect, it } from 'vitest';
import { readDocument, renderPagePng } from '../../platform/documents/read';
import { type Content, renderPdf } from '../../platform/pdf';
import { editDistance } from '../charterers/suggest';
import { BANK_LETTER_LIMITS } from './bank-letter';
import { compareBankDetails, recogniseBankDetails } from './recognise';

/** A bank letter as banks send them, rendered to a PDF with a text layer and read back. */
async function letter(content: Content[]) {
  const pdf = await renderPdf({ content });
  return recogniseBankDetails(await readDocument({ buffer: pdf, filename: 'letter.pdf' }, BANK_LETTER_LIMITS));
}

const letterhead: Content[] = [
  { text: 'Piraeus Bank S.A.', bold: true, fontSize: 16 },
  { text: '4 Amerikis Street, 105 64 Athens, Greece', margin: [0, 0, 0, 20] },
  { text: 'Confirmation of bank account details', bold: true, margin: [0, 0, 0, 10] },
  'To whom it may concern, we confirm that the account below is held with our bank.',
];

describe('the bank details recogniser on generated bank letters', () => {
  it('reads every field next to its label, each with its page and box', async () => {
    const read = await letter([
      ...letterhead,
      { text: 'Account holder: Aegean Port Agency Ltd', margin: [0, 20, 0, 0] },
      'IBAN: GR16 0110 1250 0000 0001 2300 695',
      'SWIFT/BIC: PIRBGRAA',
      'Bank name: Piraeus Bank S.A.',
      'Bank address: 4 Amerikis Street, 105 64 Athens, Greece',
    ]);
    expect(read.status).toBe('RECOGNISED');
    expect(read.iban).toMatchObject({ value: 'GR1601101250000000012300695', isValid: true, country: 'GR' });
    expect(read.iban?.foundBy).toBe('LABEL');
    expect(read.iban?.snippet).toBe('IBAN: GR16 0110 1250 0000 0001 2300 695');
    expect(read.iban?.box.page).toBe(1);
    expect(read.iban?.box.width).toBeGreaterThan(0);
    expect(read.swift).toMatchObject({ value: 'PIRBGRAA', isValid: true, country: 'GR' });
    expect(read.beneficiaryName?.value).toBe('Aegean Port Agency Ltd');
    expect(read.bankName?.value).toBe('Piraeus Bank S.A.');
    expect(read.bankAddress?.value).toBe('4 Amerikis Street, 105 64 Athens, Greece');
    expect(read.problems).toEqual([]);
  });

  it('reads a value from the line under its label, and a table of label and value', async () => {
    const read = await letter([
      ...letterhead,
      {
        margin: [0, 20, 0, 0],
        table: {
          body: [
            ['Beneficiary', 'Naviera del Sur S.L.'],
            ['International Bank Account Number', 'ES91 2100 0418 4502 0005 1332'],
            ['SWIFT code', 'CAIXESBBXXX'],
          ],
        },
        layout: 'noBorders',
      },
      { text: 'Bank address', margin: [0, 10, 0, 0] },
      'Avenida Diagonal 621',
      '08028 Barcelona, Spain',
    ]);
    expect(read.iban).toMatchObject({ value: 'ES9121000418450200051332', isValid: true, country: 'ES' });
    expect(read.swift).toMatchObject({ value: 'CAIXESBBXXX', isValid: true, country: 'ES' });
    expect(read.beneficiaryName?.value).toBe('Naviera del Sur S.L.');
    expect(read.bankAddress?.value).toBe('Avenida Diagonal 621, 08028 Barcelona, Spain');
  });

  it('finds an unlabelled IBAN by its shape and check digits, and a BIC of its country', async () => {
    const read = await letter([
      ...letterhead,
      'Please remit to GB29 NWBK 6016 1331 9268 19 quoting invoice INV 2026 0042.',
      'Our code is NWBKGB2L for payments from abroad.',
    ]);
    expect(read.iban).toMatchObject({ value: 'GB29NWBK60161331926819', isValid: true, foundBy: 'PATTERN' });
    expect(read.swift).toMatchObject({ value: 'NWBKGB2L', isValid: true, foundBy: 'PATTERN' });
    expect(read.bankName).toMatchObject({ value: 'Piraeus Bank S.A.', foundBy: 'PATTERN' });
  });

  it('reports an IBAN whose check digits fail and a BIC that is no BIC', async () => {
    const read = await letter([
      ...letterhead,
      'IBAN: GR17 0110 1250 0000 0001 2300 695',
      'BIC: PIRB12AA',
      'Account holder: Aegean Port Agency Ltd',
    ]);
    expect(read.iban).toMatchObject({ value: 'GR1701101250000000012300695', isValid: false });
    expect(read.swift).toMatchObject({ value: 'PIRB12AA', isValid: false });
    expect(read.problems.map((p) => p.message)).toEqual(
      expect.arrayContaining([
        'The IBAN read from the document (GR17 0110 1250 0000 0001 2300 695) is not valid',
        'The BIC/SWIFT read from the document (PIRB12AA) is not valid',
        'The bank address could not be found in the document',
      ]),
    );
  });

  it('reads a scanned letter (an image) by OCR', async () => {
    const pdf = await renderPdf({
      content: [
        ...letterhead,
        { text: 'Account holder: Aegean Port Agency Ltd', margin: [0, 20, 0, 0], fontSize: 13 },
        { text: 'IBAN: GR16 0110 1250 0000 0001 2300 695', fontSize: 13 },
        { text: 'SWIFT/BIC: PIRBGRAA', fontSize: 13 },
      ],
    });
    const scan = await renderPagePng({ buffer: pdf, filename: 'letter.pdf' }, 1, 3);
    const text = await readDocument({ buffer: scan, filename: 'scan.png' }, BANK_LETTER_LIMITS);
    expect(text.pages[0]?.source).toBe('OCR');
    const read = recogniseBankDetails(text);
    expect(read.iban).toMatchObject({ value: 'GR1601101250000000012300695', isValid: true });
    expect(read.swift).toMatchObject({ value: 'PIRBGRAA', isValid: true });
    // OCR may misread a few letters of a name (the reviewer compares it with the letter); the label
    // still places it, and what it reads is close to the name, not some other line of the letter.
    const name = read.beneficiaryName?.value ?? '';
    expect(editDistance(name, 'Aegean Port Agency Ltd'), name).toBeLessThanOrEqual(4);
    expect(read.beneficiaryName?.foundBy).toBe('LABEL');
  }, 120_000);

  it('fails a document without bank details', async () => {
    const read = await letter(['Statement of facts', 'Vessel arrived at 06:00 and berthed at 09:30.']);
    expect(read.status).toBe('FAILED');
    expect(read.problems[0]?.message).toBe('No IBAN or account details could be read from this document');
  });

  it('marks the typed details that differ from the letter, ignoring case and spacing', async () => {
    const read = await letter([
      ...letterhead,
      'Account holder: Aegean Port Agency Ltd',
      'IBAN: GR16 0110 1250 0000 0001 2300 695',
      'SWIFT: PIRBGRAAXXX',
    ]);
    const differences = compareBankDetails(
      {
        iban: 'gr1601101250000000012300695',
        swift: 'PIRBGRAA',
        beneficiaryName: 'Aegean Port Agency Limited',
        bankName: 'PIRAEUS BANK SA',
        bankAddress: null,
      },
      read,
    );
    expect(Object.fromEntries(differences.map((d) => [d.field, d.isDifferent]))).toEqual({
      iban: false,
      swift: false,
      beneficiaryName: true,
      bankName: false,
      bankAddress: false,
    });
  });
});
