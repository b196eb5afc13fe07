import path from 'node:path';
import {
  DA_HELPER_SURE_MATCH,
  type TAiJob,
  type THistoryRecord,
  type TRecognisedDa,
} from '@portcall/contracts/da-helper';
import { messages } from '@portcall/contracts/messages';
import type { TProforma } from '@portcall/contracts/proformas';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileStorage } from '../../platform/files/storage';
import { ok, send } from '../../test/buyer-scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import { proformaAttachments } from '../proformas/db';
import {
  acceptedAppointment,
  catalogue,
  createBankAccount,
  sendMultipart,
  submittedProforma,
} from '../proformas/scenario';
import { daHelperRecords } from './db';
import { AI_BASE as A, DA_HELPER_BASE as H } from './routes';
import { daPdf } from './scenario';

let t: TestApp;
let buyer: TestProfile;
let agent: TestProfile;
let otherAgent: TestProfile;
let appointmentId: number;
let items: Awaited<ReturnType<typeof catalogue>>;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await createCompanyWithProfile(t, { type: 'BUYER' });
  agent = await createCompanyWithProfile(t, { type: 'AGENT', companyName: 'Piraeus Agency' });
  otherAgent = await createCompanyWithProfile(t, { type: 'AGENT', companyName: 'Other Agency' });
  appointmentId = (await acceptedAppointment(t, buyer, agent)).appointmentId;
  items = await catalogue(t);
}, 60_000);
afterAll(() => t?.close());

const pdf = (name: string, content: Buffer) => [{ name, content }];
const twoPages = () =>
  daPdf(
    [
      [
        ['Port dues', '1,000.50'],
        ['Pilotage inward', '250.25'],
      ],
      [['Agency fee', '400.00']],
    ],
    { total: '1,660.75' },
  );

async function register(actor: TestProfile, form: object, content: Buffer) {
  const response = await sendMultipart(t, actor, `${H}/register-response`, form, pdf('pda.pdf', content));
  return { status: response.statusCode, body: response.json() as THistoryRecord & { code?: string } };
}

describe('recognise', () => {
  it('answers the lines of an agent DA with their catalogue items, snippets and the totals check', async () => {
    const response = await sendMultipart(t, agent, `${H}/recognise`, {}, pdf('pda.pdf', await twoPages()));
    expect(response.statusCode).toBe(200);
    const da = response.json() as TRecognisedDa;
    expect(da.currency?.value).toBe('EUR');
    expect(da.lines.map((l) => [l.description.value, l.amount.value, l.match?.itemId, l.amount.box.page])).toEqual([
      ['Port dues', '1000.50', items.PORT_DUES, 1],
      ['Pilotage inward', '250.25', items.PILOTAGE_IN, 1],
      ['Agency fee', '400.00', items.AGENCY_FEE, 2],
    ]);
    expect(da.lines[0]?.amount.snippet).toBe('1,000.50');
    expect(da.totals).toMatchObject({ sumOfLines: '1650.75', difference: '10' });
  });

  it('refuses a call without a file, with two files, and a file past the size limit', async () => {
    const none = await sendMultipart(t, agent, `${H}/recognise`, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().fields.file).toBe(messages.DA_HELPER_FILE_REQUIRED);
    const file = await twoPages();
    const two = await sendMultipart(t, agent, `${H}/recognise`, {}, [
      { name: 'a.pdf', content: file },
      { name: 'b.pdf', content: file },
    ]);
    expect(two.json().fields.file).toBe(messages.DA_HELPER_ONE_FILE);
    const huge = await sendMultipart(t, agent, `${H}/recognise`, {}, pdf('big.pdf', Buffer.alloc(21 * 1024 * 1024)));
    expect(huge.statusCode).toBe(413);
  });

  it('answers a clear message for a file it cannot read', async () => {
    const response = await sendMultipart(t, agent, `${H}/recognise`, {}, pdf('x.pdf', Buffer.from('not a document')));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messages.DOCUMENT_UNSUPPORTED_TYPE);
  });
});

describe('register-response and the pages of a record', () => {
  it('keeps a run of the agent DA with its pages; another agent company gets 404, a buyer 403', async () => {
    const { status, body } = await register(agent, { appointmentId }, await twoPages());
    expect(status).toBe(200);
    expect(body).toMatchObject({ kind: 'PROFORMA', appointmentId, fileName: 'pda.pdf' });
    expect(body.pages.map((p) => [p.n, p.origin, p.lineCount])).toEqual([
      [1, 'ORIGINAL', 2],
      [2, 'ORIGINAL', 1],
    ]);
    expect((await register(otherAgent, { appointmentId }, await twoPages())).status).toBe(404);
    expect((await register(buyer, { appointmentId }, await twoPages())).status).toBe(403);
    expect((await register(agent, { appointmentId, proformaId: 999_999 }, await twoPages())).status).toBe(404);
    expect((await register(agent, {}, await twoPages())).status).toBe(400);
    expect((await register(agent, { appointmentId, extra: 1 }, await twoPages())).status).toBe(400);
  });

  it('deletes a page (its lines leave the totals), adds the pages of another file, and resets to the original', async () => {
    const { body: record } = await register(agent, { appointmentId }, await twoPages());
    const page = (n: number) => `${H}/history-record-id/${record.id}/page/${n}/delete`;

    const deleted = await ok<THistoryRecord>(t, agent, 'DELETE', page(1));
    expect(deleted.pages.map((p) => [p.n, p.filePage])).toEqual([[1, 2]]);
    expect(deleted.result.lines.map((l) => [l.description.value, l.amount.box.page])).toEqual([['Agency fee', 1]]);
    expect(deleted.result.totals).toMatchObject({ sumOfLines: '400', difference: '1260.75' });
    expect((await send(t, agent, 'DELETE', page(1))).statusCode).toBe(409);
    expect((await send(t, agent, 'DELETE', page(7))).statusCode).toBe(404);
    expect((await send(t, otherAgent, 'DELETE', page(1))).statusCode).toBe(404);

    const extra = await daPdf([[['Towage', '300.00']]]);
    const added = await sendMultipart(
      t,
      agent,
      `${H}/history-record-id/${record.id}/add-pages`,
      {},
      pdf('p3.pdf', extra),
    );
    expect(added.statusCode).toBe(200);
    const withAdded = added.json() as THistoryRecord;
    expect(withAdded.pages.map((p) => [p.n, p.origin, p.fileName])).toEqual([
      [1, 'ORIGINAL', 'pda.pdf'],
      [2, 'ADDED', 'p3.pdf'],
    ]);
    expect(withAdded.result.lines.map((l) => [l.description.value, l.amount.box.page])).toEqual([
      ['Agency fee', 1],
      ['Towage', 2],
    ]);

    const reset = await ok<THistoryRecord>(
      t,
      agent,
      'PATCH',
      `${H}/history-record-id/${record.id}/reset-original-pages`,
    );
    expect(reset.pages.map((p) => [p.n, p.origin])).toEqual([
      [1, 'ORIGINAL'],
      [2, 'ORIGINAL'],
    ]);
    expect(reset.result.lines).toHaveLength(3);
    expect(reset.result.totals.sumOfLines).toBe('1650.75');
    const otherReset = await send(t, otherAgent, 'PATCH', `${H}/history-record-id/${record.id}/reset-original-pages`);
    expect(otherReset.statusCode).toBe(404);
  });
});

describe('feedback', () => {
  it('teaches the agent company its wording: the next reading matches it LEARNT, other companies not', async () => {
    const file = await daPdf([[['Harbour master attendance', '120.00']]]);
    const read = async (actor: TestProfile) =>
      (await sendMultipart(t, actor, `${H}/recognise`, {}, pdf('pda.pdf', file))).json() as TRecognisedDa;
    const before = await read(agent);
    expect(before.lines[0]?.match?.via).not.toBe('LEARNT');

    await ok(t, agent, 'POST', `${H}/feedback`, {
      corrections: [
        {
          description: 'Harbour master attendance',
          catalogueItemId: items.AGENCY_FEE,
          readAmount: '120.00',
          correctedAmount: '125.00',
        },
      ],
    });
    const after = await read(agent);
    expect(after.lines[0]?.match).toMatchObject({ itemId: items.AGENCY_FEE, via: 'LEARNT' });
    expect((await read(otherAgent)).lines[0]?.match?.via).not.toBe('LEARNT');
  });

  it('refuses an unknown catalogue item, a buyer, and a record of another company', async () => {
    const unknown = await send(t, agent, 'POST', `${H}/feedback`, {
      corrections: [{ description: 'Port dues', catalogueItemId: 987_654 }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields['corrections.0.catalogueItemId']).toBe(messages.NOT_FOUND);
    const body = { corrections: [{ description: 'Port dues', catalogueItemId: items.PORT_DUES }] };
    expect((await send(t, buyer, 'POST', `${H}/feedback`, body)).statusCode).toBe(403);
    const { body: record } = await register(agent, { appointmentId }, await twoPages());
    const foreign = await send(t, otherAgent, 'POST', `${H}/feedback`, { ...body, historyRecordId: record.id });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('the buyer on an evaluation', () => {
  it('reads an expense line invoice, keeps it as the evaluation cache; another buyer gets 404', async () => {
    const other = await createCompanyWithProfile(t, { type: 'AGENT' });
    const at = await acceptedAppointment(t, buyer, other);
    const proforma = await submittedProforma(t, other, at);
    const evaluationId = proforma.evaluationId as number;
    const expenseId = proforma.sections.PORT_EXPENSES?.[0]?.id as number;
    const invoice = await daPdf([[['Port dues', '1,100.50']]], { total: '1,100.50' });
    const { status, body } = await register(buyer, { evaluationId, expenseId }, invoice);
    expect(status).toBe(200);
    expect(body).toMatchObject({ kind: 'EVALUATION', evaluationId, expenseId, proformaId: proforma.id });
    expect(body.result.totals.printed?.value).toBe('1100.50');

    const cache = await ok<{ records: THistoryRecord[] }>(t, buyer, 'GET', `${H}/evaluation/${evaluationId}/get-cache`);
    expect(cache.records.map((r) => [r.id, r.expenseId])).toEqual([[body.id, expenseId]]);

    const buyerB = await createCompanyWithProfile(t, { type: 'BUYER' });
    expect((await send(t, buyerB, 'GET', `${H}/evaluation/${evaluationId}/get-cache`)).statusCode).toBe(404);
    expect((await register(buyerB, { evaluationId }, invoice)).status).toBe(404);
    // An expense of another DA is not this evaluation's.
    expect((await register(buyer, { evaluationId, expenseId: 999_999 }, invoice)).status).toBe(404);
  });
});

describe('the AI service jobs', () => {
  const poll = (actor: TestProfile, path: string, jobId: number) =>
    ok<TAiJob>(t, actor, 'POST', `${A}/${path}`, { jobId });

  it('runs a job QUEUED -> DONE and keeps its result for the poller', async () => {
    const { body: record } = await register(agent, { appointmentId }, await twoPages());
    const file = { bucket: 'da-helper', fileKey: record.fileKey };
    const started = await ok<TAiJob>(t, agent, 'POST', `${A}/da-helper-port`, {
      ...file,
      daExpenses: [
        { id: 1, description: 'Port dues', catalogueItemId: items.PORT_DUES, amount: '1000.50' },
        { id: 2, description: 'Pilotage inward', amount: '260.00' },
      ],
    });
    expect(started).toMatchObject({ state: 'QUEUED', result: null, kind: 'da-helper-port' });
    expect((await poll(agent, 'results-poller', started.jobId)).state).toBe('QUEUED');
    // Another company's poll, and the wrong poller, do not find it.
    expect((await send(t, otherAgent, 'POST', `${A}/results-poller`, { jobId: started.jobId })).statusCode).toBe(404);
    const wrong = await send(t, agent, 'POST', `${A}/document-recogniser-results-poller`, { jobId: started.jobId });
    expect(wrong.statusCode).toBe(404);

    await t.services.jobs.drain();
    const done = await poll(agent, 'results-poller', started.jobId);
    expect(done.state).toBe('DONE');
    expect(done.finishedAt).not.toBeNull();
    const check = done.result as { comparisons: Array<Record<string, unknown>> };
    expect(check.comparisons).toEqual([
      expect.objectContaining({ expenseId: 1, documentAmount: '1000.5', isDisagreeing: false }),
      expect.objectContaining({ expenseId: 2, documentAmount: '250.25', difference: '-9.75', isDisagreeing: true }),
    ]);

    const recogniser = await ok<TAiJob>(t, agent, 'POST', `${A}/document-recogniser`, file);
    const text = await ok<TAiJob>(t, agent, 'POST', `${A}/pdf-text-extractor`, file);
    await t.services.jobs.drain();
    const recognised = await poll(agent, 'document-recogniser-results-poller', recogniser.jobId);
    expect((recognised.result as TRecognisedDa).lines).toHaveLength(3);
    const extracted = await poll(agent, 'results-poller', text.jobId);
    expect(extracted.result).toMatchObject({ pageCount: 2 });
    expect(JSON.stringify(extracted.result)).toContain('Agency fee');
  });

  it('extracts text synchronously, refuses an unknown bucket and another company file key', async () => {
    const { body: record } = await register(agent, { appointmentId }, await twoPages());
    const file = { bucket: 'da-helper', fileKey: record.fileKey };
    const text = await ok<{ pages: Array<{ text: string }> }>(t, agent, 'POST', `${A}/pdf-text-extractor-sync`, file);
    expect(text.pages[0]?.text).toContain('Port dues');
    const bucket = await send(t, agent, 'POST', `${A}/pdf-text-extractor-sync`, { ...file, bucket: 'elsewhere' });
    expect(bucket.statusCode).toBe(400);
    expect((await send(t, otherAgent, 'POST', `${A}/document-recogniser`, file)).statusCode).toBe(404);
    expect((await send(t, agent, 'POST', `${A}/results-poller`, { jobId: 'x' })).statusCode).toBe(400);
  });

  it('fails a job whose file cannot be read, with the reason, and the poller answers FAILED', async () => {
    const junk = await createFileStorage(path.join(t.dataDir, 'files')).save(Buffer.from('junk'), 'junk.pdf');
    await t.database.db.insert(daHelperRecords).values({
      companyId: agent.companyId,
      profileId: agent.profileId,
      kind: 'PROFORMA',
      appointmentId,
      fileName: junk.name,
      fileKey: junk.id,
      header: {
        currency: null,
        dates: [],
        vessel: null,
        port: null,
        voyage: null,
        totals: { printed: null, sumOfLines: '0', difference: null },
      },
      createdAt: new Date(),
    });
    const started = await ok<TAiJob>(t, agent, 'POST', `${A}/pdf-text-extractor`, {
      bucket: 'da-helper',
      fileKey: junk.id,
    });
    await t.services.jobs.drain();
    const failed = await poll(agent, 'results-poller', started.jobId);
    expect(failed).toMatchObject({ state: 'FAILED', result: null, error: messages.DOCUMENT_UNSUPPORTED_TYPE });
  });
});

describe("the agent's DA from a read document (issue 47 item 7)", () => {
  /** The agent's PDA as a workbook: a sure line, an unsure one (46 % in the field) and the total. */
  async function pdaWorkbook() {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Sheet1');
    sheet.addRow(['Vessel', 'MV Nordic Star']);
    sheet.addRow(['Currency', 'EUR']);
    sheet.addRow(['Description', 'Amount']);
    sheet.addRow(['Port dues', 1000.5]);
    sheet.addRow(['Communication and sundries', 85]);
    sheet.addRow(['Grand total', 1085.5]);
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }
  const xlsx = (content: Buffer) => [{ name: 'pda.xlsx', content }];

  it('cites the sheet cell of every XLSX line and flags a match below the sure threshold', async () => {
    const response = await sendMultipart(
      t,
      agent,
      `${H}/register-response`,
      { appointmentId },
      xlsx(await pdaWorkbook()),
    );
    expect(response.statusCode).toBe(200);
    const lines = (response.json() as THistoryRecord).result.lines;
    expect(lines.map((l) => [l.description.value, l.amount.value, l.cell])).toEqual([
      ['Port dues', '1000.5', 'Sheet1!B4'],
      ['Communication and sundries', '85', 'Sheet1!B5'],
    ]);
    const [dues, sundries] = lines;
    expect(dues?.match?.confidence).toBeGreaterThanOrEqual(DA_HELPER_SURE_MATCH);
    expect(dues?.needsChoice).toBe(false);
    expect(sundries?.match?.confidence).toBeLessThan(DA_HELPER_SURE_MATCH);
    expect(sundries?.needsChoice).toBe(true);
  });

  it('attaches the read document to every line read from it, one stored file, so the DA submits', async () => {
    const at = await acceptedAppointment(t, buyer, agent);
    const { body: record } = await register(agent, { appointmentId: at.appointmentId }, await twoPages());
    const bankAccountId = (await createBankAccount(t, agent)).id;
    const base = `/da-app/secured/agent/appointment/${at.appointmentId}/proforma`;
    const line = (section: string, catalogueItemId: number, amount: string) => ({
      section,
      catalogueItemId,
      amount,
      helperRecordId: record.id,
    });
    const form = {
      type: 'PDA',
      currency: 'EUR',
      rate: '1',
      terminalId: at.terminalId,
      berth: 'Berth 4',
      bankAccountId,
      expenses: [
        line('PORT_EXPENSES', items.PORT_DUES, '1000.50'),
        line('PORT_EXPENSES', items.PILOTAGE_IN, '250.25'),
        line('AGENCY_EXPENSES', items.AGENCY_FEE, '400.00'),
      ],
    };
    const saved = await sendMultipart(t, agent, `${base}/save-and-submit`, form);
    expect(saved.statusCode).toBe(200);
    const proforma = saved.json() as TProforma;
    expect(proforma.status).toBe('SUBMITTED');
    const attachments = [...proforma.sections.PORT_EXPENSES, ...proforma.sections.AGENCY_EXPENSES].map(
      (e) => e.attachments,
    );
    expect(attachments).toEqual(Array(3).fill([expect.objectContaining({ filename: 'pda.pdf', kind: 'SUPPORTING' })]));
    // The helper's stored file itself, shared: no copy per line.
    const rows = await t.database.db
      .select({ fileId: proformaAttachments.fileId })
      .from(proformaAttachments)
      .where(eq(proformaAttachments.proformaId, proforma.id));
    expect(rows.map((r) => r.fileId)).toEqual([record.fileKey, record.fileKey, record.fileKey]);

    // The buyer downloads the line's attachment: the document the agent read.
    const attachmentId = proforma.sections.PORT_EXPENSES[0]?.attachments[0]?.id;
    const download = await send(
      t,
      buyer,
      'GET',
      `/da-app/secured/disbursements/${proforma.id}/attachment/${attachmentId}`,
    );
    expect(download.statusCode).toBe(200);
    const stored = await createFileStorage(path.join(t.dataDir, 'files')).read(record.fileKey);
    expect(download.rawPayload.equals(stored)).toBe(true);
  });

  it('refuses a run of another company or another appointment on the line that names it', async () => {
    const { body: foreign } = await register(
      otherAgent,
      { appointmentId: (await acceptedAppointment(t, buyer, otherAgent)).appointmentId },
      await twoPages(),
    );
    const at = await acceptedAppointment(t, buyer, agent);
    const { body: elsewhere } = await register(agent, { appointmentId }, await twoPages());
    for (const recordId of [foreign.id, elsewhere.id]) {
      const response = await sendMultipart(
        t,
        agent,
        `/da-app/secured/agent/appointment/${at.appointmentId}/proforma/save`,
        {
          type: 'PDA',
          currency: 'EUR',
          expenses: [
            { section: 'PORT_EXPENSES', catalogueItemId: items.PORT_DUES, amount: '10.00' },
            { section: 'PORT_EXPENSES', catalogueItemId: items.PILOTAGE_IN, amount: '20.00', helperRecordId: recordId },
          ],
        },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ 'expenses.1.helperRecordId': messages.DA_HELPER_UNKNOWN_RECORD });
    }
  });
});
