import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Content, renderPdf } from '../../platform/pdf';
import { ok, send } from '../../test/buyer-scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { bearer, createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import { acceptedAppointment, multipart, sendMultipart } from '../proformas/scenario';
import { bankAccountScanRequests } from './db';

const S = '/da-app/secured';
let t: TestApp;
let buyer: TestProfile;
let stranger: TestProfile;
let agent: TestProfile;
let bankLetter: Buffer;

const letterContent: Content[] = [
  { text: 'Alpha Bank', bold: true, fontSize: 16 },
  { text: 'Confirmation of account', margin: [0, 10, 0, 10] },
  'Account holder: Aegean Port Agency Ltd',
  'IBAN: GR16 0110 1250 0000 0001 2300 695',
  'BIC: CRBAGRAA',
  'Bank name: Alpha Bank S.A.',
  'Bank address: 40 Stadiou Street, 102 52 Athens',
];

beforeAll(async () => {
  t = await createTestApp();
  buyer = await createCompanyWithProfile(t, { type: 'BUYER' });
  stranger = await createCompanyWithProfile(t, { type: 'BUYER' });
  agent = await createCompanyWithProfile(t, { type: 'AGENT' });
  await acceptedAppointment(t, buyer, agent);
  bankLetter = await renderPdf({ content: letterContent });
}, 60_000);
afterAll(() => t?.close());

async function postFiles(actor: TestProfile, url: string, files: Array<{ name: string; content: Buffer | string }>) {
  const body = await multipart({}, files);
  // Only the file parts: the AI call takes no form.
  return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...bearer(actor), ...body.headers } });
}

describe('the bank-account document scanner', () => {
  it('reads the supplier’s bank letter and keeps what it read on the request', async () => {
    const response = await sendMultipart(t, agent, `${S}/bank-account-document-scanner/register-request`, {}, [
      { name: 'letter.pdf', content: bankLetter },
    ]);
    expect(response.statusCode).toBe(201);
    const answer = response.json();
    expect(answer.status).toBe('RECOGNISED');
    expect(answer.details.iban).toMatchObject({ value: 'GR1601101250000000012300695', isValid: true });
    expect(answer.details.swift).toMatchObject({ value: 'CRBAGRAA', isValid: true });
    expect(answer.details.beneficiaryName.value).toBe('Aegean Port Agency Ltd');
    expect(answer.details.bankName.value).toBe('Alpha Bank S.A.');
    const [stored] = await t.database.db
      .select()
      .from(bankAccountScanRequests)
      .where(eq(bankAccountScanRequests.id, answer.id));
    expect(stored?.status).toBe('RECOGNISED');
    expect(stored?.details?.iban?.value).toBe('GR1601101250000000012300695');
  });

  it('keeps a damaged PDF as FAILED with the reader’s message', async () => {
    const response = await sendMultipart(t, agent, `${S}/bank-account-document-scanner/register-request`, {}, [
      { name: 'letter.pdf', content: '%PDF-1.4 torn off after its header' },
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json().status).toBe('FAILED');
    expect(response.json().details.problems[0].message).toMatch(/upload/i);
  });

  it('refuses a file that is no document by its bytes, whatever its name, storing nothing', async () => {
    const before = await t.database.db.select().from(bankAccountScanRequests);
    const response = await sendMultipart(t, agent, `${S}/bank-account-document-scanner/register-request`, {}, [
      { name: 'letter.pdf', content: Buffer.from([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 250, 251, 252]) },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.attachments).toBe(
      'Please add a file with one of the following types: PDF, PNG, JPEG, TIFF',
    );
    expect(await t.database.db.select().from(bankAccountScanRequests)).toHaveLength(before.length);
  });
});

describe('POST /ai/secured/bank-account-details', () => {
  it('answers the recognised details of one file', async () => {
    const response = await postFiles(agent, '/ai/secured/bank-account-details', [
      { name: 'letter.pdf', content: bankLetter },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'RECOGNISED',
      iban: { value: 'GR1601101250000000012300695', isValid: true, foundBy: 'LABEL' },
      bankAddress: { value: '40 Stadiou Street, 102 52 Athens' },
    });
    expect(response.json().iban.box.page).toBe(1);
  });

  it('refuses no file or two files with 400', async () => {
    expect((await postFiles(agent, '/ai/secured/bank-account-details', [])).statusCode).toBe(400);
    const two = await postFiles(agent, '/ai/secured/bank-account-details', [
      { name: 'a.pdf', content: bankLetter },
      { name: 'b.pdf', content: bankLetter },
    ]);
    expect(two.statusCode).toBe(400);
  });

  it('refuses a file that is not a document with the reader’s message', async () => {
    const response = await postFiles(agent, '/ai/secured/bank-account-details', [
      { name: 'x.pdf', content: Buffer.from([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 250, 251, 252]) },
    ]);
    expect(response.statusCode).toBe(400);
  });
});

describe('the reviewer’s comparison of typed and read details', () => {
  it('shows the letter next to the typed account with the differences marked', async () => {
    const saved = await sendMultipart(
      t,
      agent,
      `${S}/bank-account/save`,
      {
        currency: 'EUR',
        bankName: 'Alpha Bank SA',
        beneficiaryName: 'Aegean Port Agents',
        iban: 'GR1601101250000000012300695',
        swift: 'CRBAGRAAXXX',
        bankAddress: '40 Stadiou Street, 102 52 Athens',
      },
      [{ name: 'bank-letter.pdf', content: bankLetter }],
    );
    expect(saved.statusCode).toBe(200);
    const id = saved.json().id as number;
    const seen = await ok<{
      documents: Array<{ filename: string; differences: Array<{ field: string; isDifferent: boolean; read: string }> }>;
    }>(t, buyer, 'GET', `${S}/bank-account/${id}/recognised-details`);
    expect(seen.documents).toHaveLength(1);
    expect(seen.documents[0]?.filename).toBe('bank-letter.pdf');
    const different = seen.documents[0]?.differences.filter((d) => d.isDifferent).map((d) => [d.field, d.read]);
    expect(different).toEqual([['beneficiaryName', 'Aegean Port Agency Ltd']]);
    expect((await send(t, stranger, 'GET', `${S}/bank-account/${id}/recognised-details`)).statusCode).toBe(404);
  });
});
