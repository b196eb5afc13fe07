import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedAppointment, catalogue, createBankAccount, sendMultipart } from '../../modules/proformas/scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import { withStoredFiles } from './cleanup';
import { createFileStorage } from './storage';

const S = '/da-app/secured';
// Each test builds DAs through the real calls: generous budgets for a loaded machine, not timings.

let t: TestApp;
let buyer: TestProfile;
let agent: TestProfile;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await createCompanyWithProfile(t, { type: 'BUYER' });
  agent = await createCompanyWithProfile(t, { type: 'AGENT' });
}, 60_000);
afterAll(() => t?.close());

const filesOnDisk = () => {
  const dir = path.join(t.dataDir, 'files');
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
};
const invoice = [{ name: 'invoice.pdf', content: '%PDF-1.4 invoice' }];

describe('files of a failed upload', { timeout: 120_000 }, () => {
  it('a bank account save that fails leaves no file; one that succeeds keeps its file', async () => {
    const before = filesOnDisk();
    const form = {
      currency: 'EUR',
      bankName: 'Piraeus Bank',
      beneficiaryName: 'Agent Co',
      iban: 'GR16 0110 1250 0000 0001 2300 695',
      swift: 'PIRBGRAA',
    };
    const missing = await sendMultipart(t, agent, `${S}/bank-account/save`, { ...form, id: 999_999 }, invoice);
    expect(missing.statusCode).toBe(404);
    expect(filesOnDisk()).toEqual(before);
    const saved = await sendMultipart(t, agent, `${S}/bank-account/save`, form, invoice);
    expect(saved.statusCode).toBe(200);
    expect(filesOnDisk()).toHaveLength(before.length + 1);
  });

  it('a DA save refused inside its transaction leaves no file', async () => {
    const at = await acceptedAppointment(t, buyer, agent);
    const items = await catalogue(t);
    const bank = await createBankAccount(t, agent);
    const before = filesOnDisk();
    const refused = await sendMultipart(
      t,
      agent,
      `${S}/agent/appointment/${at.appointmentId}/proforma/save`,
      {
        type: 'PDA',
        currency: 'ZZZ',
        rate: '1',
        terminalId: at.terminalId,
        bankAccountId: bank.id,
        expenses: [
          {
            section: 'PORT_EXPENSES',
            catalogueItemId: items.PORT_DUES,
            amount: '10.00',
            files: [{ part: 0, kind: 'SUPPORTING' }],
          },
        ],
        documents: [],
      },
      invoice,
    );
    expect(refused.json()).toMatchObject({ status: 400, code: 'UNKNOWN_CURRENCY' });
    expect(filesOnDisk()).toEqual(before);
  });

  it('withStoredFiles removes what it wrote when the work throws, and keeps it otherwise', async () => {
    const dir = path.join(t.dataDir, 'scratch');
    const storage = createFileStorage(dir);
    await expect(
      withStoredFiles(storage, async (save) => {
        await save(Buffer.from('a'), 'a.pdf');
        await save(Buffer.from('b'), 'b.pdf');
        throw new Error('transaction failed');
      }),
    ).rejects.toThrow('transaction failed');
    expect(fs.readdirSync(dir)).toEqual([]);
    const kept = await withStoredFiles(storage, (save) => save(Buffer.from('c'), 'c.pdf'));
    expect(fs.readdirSync(dir)).toEqual([kept.id]);
  });
});
