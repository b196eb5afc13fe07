import fs from 'node:fs';
import path from 'node:path';
import { messages } from '@portcall/contracts/messages';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankAccounts } from '../../modules/bank-accounts/db';
import { sendMultipart } from '../../modules/proformas/scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import { MAX_FILE_BYTES, MAX_REQUEST_BYTES } from './multipart';

const SAVE = '/da-app/secured/bank-account/save';
const form = {
  currency: 'EUR',
  bankName: 'Piraeus Bank',
  beneficiaryName: 'Agent Co',
  iban: 'GR16 0110 1250 0000 0001 2300 695',
  swift: 'PIRBGRAA',
};

let t: TestApp;
let agent: TestProfile;

beforeAll(async () => {
  t = await createTestApp();
  agent = await createCompanyWithProfile(t, { type: 'AGENT' });
}, 60_000);
afterAll(() => t?.close());

const pdf = (bytes: number) => {
  const buffer = Buffer.alloc(bytes, 0x20);
  buffer.write('%PDF-1.4');
  return buffer;
};
const filesOnDisk = () => {
  const dir = path.join(t.dataDir, 'files');
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
};
const accountCount = async () => (await t.database.db.select({ n: count() }).from(bankAccounts))[0]?.n;

describe('the size of one request', { timeout: 120_000 }, () => {
  it('files of exactly 25 MB together are stored', async () => {
    const before = filesOnDisk();
    const response = await sendMultipart(t, agent, SAVE, form, [
      { name: 'a.pdf', content: pdf(MAX_FILE_BYTES) },
      { name: 'b.pdf', content: pdf(MAX_REQUEST_BYTES - MAX_FILE_BYTES) },
    ]);
    expect(response.statusCode).toBe(200);
    expect(filesOnDisk()).toHaveLength(before.length + 2);
  });

  it('one byte more is refused with 413, and nothing is stored', async () => {
    const before = filesOnDisk();
    const accounts = await accountCount();
    const response = await sendMultipart(t, agent, SAVE, form, [
      { name: 'a.pdf', content: pdf(MAX_FILE_BYTES) },
      { name: 'b.pdf', content: pdf(MAX_REQUEST_BYTES - MAX_FILE_BYTES + 1) },
    ]);
    expect(response.json()).toMatchObject({
      status: 413,
      code: 'FILES_TOO_LARGE',
      message: messages.FILES_TOO_LARGE.replace('{max}', '25 MB'),
    });
    expect(filesOnDisk()).toEqual(before);
    expect(await accountCount()).toBe(accounts);
  });

  it('four files of 19 MB each are refused, none stored', async () => {
    const before = filesOnDisk();
    const response = await sendMultipart(
      t,
      agent,
      SAVE,
      form,
      ['a', 'b', 'c', 'd'].map((n) => ({ name: `${n}.pdf`, content: pdf(19 * 1024 * 1024) })),
    );
    expect(response.statusCode).toBe(413);
    expect(filesOnDisk()).toEqual(before);
  });

  it('a single file keeps its own limit of 20 MB', async () => {
    const exact = await sendMultipart(t, agent, SAVE, form, [{ name: 'a.pdf', content: pdf(MAX_FILE_BYTES) }]);
    expect(exact.statusCode).toBe(200);
    const before = filesOnDisk();
    const over = await sendMultipart(t, agent, SAVE, form, [{ name: 'a.pdf', content: pdf(MAX_FILE_BYTES + 1) }]);
    expect(over.json()).toMatchObject({
      status: 413,
      code: 'FILE_TOO_LARGE',
      message: messages.FILE_TOO_LARGE.replace('{max}', '20 MB'),
    });
    expect(filesOnDisk()).toEqual(before);
  });
});
