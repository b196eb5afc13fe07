import { messages } from '@portcall/contracts/messages';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDocument } from '../../platform/documents/read';
import { ok, send } from '../../test/buyer-scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import { buyerWithPortCall, operationsReference } from '../port-calls/scenario';
import { sendMultipart } from '../proformas/scenario';
import { addEvent, readSof, sofAgent } from '../statement-of-facts/scenario';
import { portCallWithSof, S, savedCalculation } from './scenario';

let now = new Date('2026-03-13T10:00:00Z');
let t: TestApp;
let buyer: TestProfile;
let other: TestProfile;

beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date(now) });
  buyer = await createCompanyWithProfile(t, { type: 'BUYER' });
  other = await createCompanyWithProfile(t, { type: 'BUYER' });
}, 60_000);
afterAll(() => t?.close());

async function advanceTo(iso: string) {
  now = new Date(iso);
  for (const p of [buyer, other]) p.token = await t.services.auth.openSession(p.profileId);
}

type Prefill = {
  sofVersion: number;
  missing: string[];
  body: {
    norTenderedAt: string;
    commencedWorkAt: string | null;
    completedAt: string;
    timeZone: string;
    demurrageRatePerDay: string;
    exceptedPeriods: { weekly: unknown[] };
    deductions: Array<{ from: string; to: string; reason: string; countPercent: string }>;
  };
};
type Claim = {
  id: number;
  version: number;
  state: string;
  amount: string;
  deadline: string;
  daysLeft: number;
  warnings: number[];
};

describe('laytime from the statement of facts', () => {
  it('reads NOR, commencement, completion and the stoppages through their codes, in the port time zone', async () => {
    const { portCallId } = await portCallWithSof(t, buyer);
    const prefill = await ok<Prefill>(t, buyer, 'GET', `${S}/claims/port-calls/${portCallId}/laytime`);
    // Piraeus is UTC+2 in March: 18:00 local is 16:00Z.
    expect(prefill.missing).toEqual([]);
    expect(prefill.body).toMatchObject({
      norTenderedAt: '2026-03-06T16:00:00.000Z',
      commencedWorkAt: '2026-03-09T06:00:00.000Z',
      completedAt: '2026-03-12T06:00:00.000Z',
      timeZone: 'Europe/Athens',
    });
    expect(prefill.body.deductions).toEqual([
      expect.objectContaining({ from: '2026-03-09T18:00:00.000Z', to: '2026-03-10T00:00:00.000Z', countPercent: '0' }),
    ]);
    expect(prefill.body.deductions[0]?.reason).toContain('rain');
  });

  it('computes demurrage, stays linked to the SOF version it read and is flagged when the SOF changes', async () => {
    const { portCallId, agent } = await portCallWithSof(t, buyer);
    const calc = await savedCalculation(t, buyer, portCallId);
    // NOR Fri 18:00 + 6 h: laytime from Sat 00:00 local; 48 h run out Mon 00:00, before the rain
    // (once on demurrage, it counts). Mon 00:00 - Thu 08:00 = 80 h = 4,800 min x 20,000 / 1,440.
    expect(calc.result).toMatchObject({ demurrageMinutes: 4800, demurrageAmount: '66666.67' });
    const read = await ok<{ isOutOfDate: boolean }>(t, buyer, 'GET', `${S}/claims/laytime/${calc.id}`);
    expect(read.isOutOfDate).toBe(false);
    const sof = await readSof(t, agent, portCallId);
    await addEvent(t, agent, {
      portCallId,
      version: sof.version,
      templateCode: 'DRAFT_SURVEY_COMPLETED',
      timestamp: '2026-03-12T10:00',
    });
    expect((await ok<{ isOutOfDate: boolean }>(t, buyer, 'GET', `${S}/claims/laytime/${calc.id}`)).isOutOfDate).toBe(
      true,
    );
    // Another buyer never sees it.
    expect((await send(t, other, 'GET', `${S}/claims/laytime/${calc.id}`)).statusCode).toBe(404);
  });

  it('pre-fills from the voyage charter-party terms', async () => {
    const { portCallId } = await portCallWithSof(t, buyer);
    await ok(t, buyer, 'PUT', `${S}/claims/port-calls/${portCallId}/charter-terms`, {
      currency: 'USD',
      demurrageRatePerDay: '18500',
      allowance: { quantity: '50000', ratePerDay: '10000' },
      weekly: [{ from: 'SAT 12:00', to: 'MON 08:00' }],
      timeBarDays: 60,
    });
    const prefill = await ok<Prefill>(t, buyer, 'GET', `${S}/claims/port-calls/${portCallId}/laytime`);
    expect(prefill.body.demurrageRatePerDay).toBe('18500');
    expect(prefill.body.exceptedPeriods.weekly).toEqual([{ from: 'SAT 12:00', to: 'MON 08:00' }]);
  });

  it('answers 400 with catalogue messages for bad input', async () => {
    const bad = await send(t, buyer, 'POST', `${S}/claims/laytime/calculate`, {
      currency: 'USD',
      demurrageRatePerDay: '-1',
      allowance: { hours: '24' },
      norTenderedAt: '2026-03-02T08:00:00+01:00',
      completedAt: '2026-03-01T08:00:00+01:00',
      timeZone: 'Mars/Olympus',
      exceptedPeriods: { weekly: [{ from: 'SAT 25:00', to: 'MON 08:00' }] },
    });
    expect(bad.statusCode).toBe(400);
    const text = bad.body;
    for (const m of [messages.LAYTIME_RATE, messages.LAYTIME_UNKNOWN_TIME_ZONE, messages.LAYTIME_WEEKLY_TIME])
      expect(text).toContain(m);
  });

  it('prints its money and times on the claim PDF in the one format of every screen', async () => {
    await advanceTo('2026-03-13T10:00:00Z');
    // A company of its own: its claim's time-bar warnings stay out of the other tests' counts.
    const owner = await createCompanyWithProfile(t, { type: 'BUYER' });
    const { portCallId } = await portCallWithSof(t, owner);
    const calc = await savedCalculation(t, owner, portCallId);
    const claim = await ok<Claim>(t, owner, 'POST', `${S}/claims`, {
      portCallId,
      counterparty: 'Format Charterers',
      type: 'DEMURRAGE',
      currency: 'USD',
      calculationId: calc.id,
      timeBarDays: 45,
    });
    const pdf = await send(t, owner, 'GET', `${S}/claims/${claim.id}/pdf`);
    const read = await readDocument(
      { buffer: pdf.rawPayload, filename: 'claim.pdf' },
      { maxPages: 5, timeoutMs: 60_000 },
    );
    const text = read.pages.flatMap((p) => p.lines.map((l) => l.text)).join('\n');
    expect(text).toContain('DEMURRAGE USD 66,666.67');
    expect(text).toContain('26/04/2026 06:00:00 (UTC)');
    expect(text).not.toContain('66666.67');
    expect(text).not.toContain('2026-04-26');
  });
});

describe('claims and the time bar', () => {
  it('opens a claim from the calculation, warns 30, 14 and 3 days before the deadline once each, then bars it', async () => {
    await advanceTo('2026-03-13T10:00:00Z');
    const { portCallId } = await portCallWithSof(t, buyer);
    const calc = await savedCalculation(t, buyer, portCallId);
    const claim = await ok<Claim>(t, buyer, 'POST', `${S}/claims`, {
      portCallId,
      counterparty: 'Baltic Charterers',
      type: 'DEMURRAGE',
      currency: 'USD',
      calculationId: calc.id,
      timeBarDays: 45,
    });
    // Completion Thu 12 Mar 06:00Z + 45 days = 26 Apr 06:00Z.
    expect(claim).toMatchObject({
      state: 'DRAFT',
      amount: '66666.67',
      deadline: '2026-04-26T06:00:00.000Z',
      daysLeft: 43,
    });
    expect(claim.warnings).toEqual([]);
    const unread = async () => (await ok<{ count: number }>(t, buyer, 'GET', `${S}/notification/unread`)).count;
    const before = await unread();

    await advanceTo('2026-03-27T07:00:00Z'); // 29 days 23 h left
    await t.services.claims.checkTimeBars();
    await t.services.claims.checkTimeBars();
    const warned = await ok<Claim>(t, buyer, 'GET', `${S}/claims/${claim.id}`);
    expect(warned.warnings).toEqual([30]);
    expect(await unread()).toBe(before + 1);

    await advanceTo('2026-04-23T07:00:00Z'); // under 3 days: 14 and 3 at once, one notification
    const list = await ok<{ items: Claim[] }>(t, buyer, 'GET', `${S}/claims`);
    expect(list.items.find((c) => c.id === claim.id)?.warnings).toEqual([30, 14, 3]);
    expect(await unread()).toBe(before + 2);

    // Past the deadline the hourly job (queued at start, as main.ts does) bars it.
    await advanceTo('2026-04-26T07:00:00Z');
    await t.services.claims.scheduleTimeBarChecks();
    await t.services.jobs.runDue();
    expect((await ok<Claim>(t, buyer, 'GET', `${S}/claims/${claim.id}`)).state).toBe('TIME_BARRED');
    expect(await unread()).toBe(before + 3);
  });

  it('lists by days left, moves through its states and refuses a move the state does not allow', async () => {
    await advanceTo('2026-03-13T10:00:00Z');
    const { portCallId } = await portCallWithSof(t, buyer);
    const later = await ok<Claim>(t, buyer, 'POST', `${S}/claims`, {
      portCallId,
      counterparty: 'Late Charterers',
      type: 'OTHER',
      amount: '1250.50',
      currency: 'EUR',
      completedAt: '2026-03-12T06:00:00Z',
      timeBarDays: 300,
    });
    const sooner = await ok<Claim>(t, buyer, 'POST', `${S}/claims`, {
      portCallId,
      counterparty: 'Soon Charterers',
      type: 'OTHER',
      amount: '10',
      currency: 'EUR',
      completedAt: '2026-03-12T06:00:00Z',
      timeBarDays: 200,
    });
    const ids = (await ok<{ items: Claim[] }>(t, buyer, 'GET', `${S}/claims`)).items.map((c) => c.id);
    expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(later.id));
    const submitted = await ok<Claim>(t, buyer, 'POST', `${S}/claims/${later.id}/state`, {
      state: 'SUBMITTED',
      version: 0,
    });
    expect(submitted.state).toBe('SUBMITTED');
    const paid = await send(t, buyer, 'POST', `${S}/claims/${later.id}/state`, {
      state: 'PAID',
      version: submitted.version,
    });
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toBe('A claim that is SUBMITTED cannot become PAID');
    const pdf = await send(t, buyer, 'GET', `${S}/claims/${later.id}/pdf`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // Documents: a letter of protest is kept with the claim and read back; another buyer gets 404.
    const uploaded = await sendMultipart(t, buyer, `${S}/claims/${later.id}/documents`, { kind: 'LETTER_OF_PROTEST' }, [
      { name: 'protest.pdf', content: '%PDF-1.4 protest' },
    ]);
    expect(uploaded.statusCode).toBe(200);
    const [doc] = (uploaded.json() as { documents: Array<{ id: number; kind: string; fileName: string }> }).documents;
    expect(doc).toMatchObject({ kind: 'LETTER_OF_PROTEST', fileName: 'protest.pdf' });
    const file = await send(t, buyer, 'GET', `${S}/claims/${later.id}/documents/${doc?.id}`);
    expect(file.body).toBe('%PDF-1.4 protest');
    expect((await send(t, other, 'GET', `${S}/claims/${later.id}/documents/${doc?.id}`)).statusCode).toBe(404);
  });
});

describe('position list', () => {
  it('shows each vessel with its calls and exports them as XLSX', async () => {
    await advanceTo('2026-03-13T10:00:00Z');
    await portCallWithSof(t, buyer);
    const list = await ok<{
      items: Array<{ vesselName: string; current: unknown; next: unknown[]; openPort: string | null }>;
    }>(t, buyer, 'GET', `${S}/position-list`);
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.items.some((v) => v.current !== null || v.next.length > 0)).toBe(true);
    const xlsx = await send(t, buyer, 'GET', `${S}/position-list/export`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Position list');
    expect(sheet?.getRow(1).getCell(1).value).toBe('Vessel');
    expect(sheet?.rowCount).toBe(list.items.length + 1);
  });
});

describe('position list: where each vessel is', () => {
  type Where = { kind: string; portCallId: number; portName: string; at: string | null; fromSof: boolean };
  type Row = { vesselId: number; where: Where | null; cargo: string | null; laycanStart: string | null };
  const positions = async () => (await ok<{ items: Row[] }>(t, buyer, 'GET', `${S}/position-list`)).items;
  const vesselOf = async (portCallId: number) =>
    (await ok<{ vessel: { id: number } }>(t, buyer, 'GET', `${S}/port-call/${portCallId}/load`)).vessel.id;

  it("reads the SOF's last arrival, berthing or departure event, with the call's cargo and laycan", async () => {
    await advanceTo('2026-03-13T10:00:00Z');
    const { portCallId, agent, sof } = await portCallWithSof(t, buyer);
    const vesselId = await vesselOf(portCallId);
    const berthed = await addEvent(t, agent, {
      portCallId,
      version: sof.version,
      templateCode: 'ALL_FAST',
      timestamp: '2026-03-08T10:00',
    });
    expect(berthed.data.addEvent.eventError).toBeNull();
    const row = (await positions()).find((p) => p.vesselId === vesselId);
    // Piraeus is UTC+2 in March: the port's 10:00 is 08:00 UTC.
    expect(row?.where).toMatchObject({ kind: 'BERTHED', portCallId, portName: 'Piraeus', fromSof: true });
    expect(row?.where?.at).toBe('2026-03-08T08:00:00.000Z');
    expect(row?.cargo).toBe('Wheat');
    expect(row?.laycanStart).not.toBeNull();

    await addEvent(t, agent, {
      portCallId,
      version: berthed.data.addEvent.sof?.version ?? 0,
      templateCode: 'LAST_LINE_LET_GO',
      timestamp: '2026-03-12T20:00',
    });
    const left = (await positions()).find((p) => p.vesselId === vesselId);
    expect(left?.where).toMatchObject({ kind: 'LEFT', portCallId, fromSof: true, at: '2026-03-12T18:00:00.000Z' });
  });

  it('falls back to the schedule: left at the ETS of a past call, expected at the ETA of a coming one', async () => {
    await advanceTo('2026-03-13T10:00:00Z');
    const ref = await operationsReference(t);
    const agentIds = [(await sofAgent(t, 'Schedule Agency')).companyId];
    const past = await buyerWithPortCall(t, buyer, ref, { agentIds });
    const coming = await buyerWithPortCall(t, buyer, ref, {
      agentIds,
      overrides: { eta: '2026-04-02T06:00:00Z', ets: '2026-04-04T18:00:00Z' },
    });
    const rows = await positions();
    expect(rows.find((p) => p.vesselId === past.vesselId)?.where).toMatchObject({
      kind: 'LEFT',
      portCallId: past.portCall.id,
      at: '2026-03-12T18:00:00.000Z',
      fromSof: false,
    });
    expect(rows.find((p) => p.vesselId === coming.vesselId)?.where).toMatchObject({
      kind: 'EXPECTED',
      portCallId: coming.portCall.id,
      at: '2026-04-02T06:00:00.000Z',
      fromSof: false,
    });
  });
});
