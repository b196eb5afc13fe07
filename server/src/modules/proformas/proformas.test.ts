import { messages } from '@portcall/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, send } from '../../test/buyer-scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import { buyerWithPortCall, createAppointment, operationsReference } from '../port-calls/scenario';
import { pricePerUnit } from './rules';
import {
  acceptedAppointment,
  catalogue,
  createBankAccount,
  type ProformaAnswer,
  sendMultipart,
  submittedProforma,
} from './scenario';

const S = '/da-app/secured';
let t: TestApp;
let buyer: TestProfile;
let otherBuyer: TestProfile;
let agent: TestProfile;
let items: Awaited<ReturnType<typeof catalogue>>;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await createCompanyWithProfile(t, { type: 'BUYER' });
  otherBuyer = await createCompanyWithProfile(t, { type: 'BUYER' });
  agent = await createCompanyWithProfile(t, { type: 'AGENT' });
  items = await catalogue(t);
}, 60_000);
afterAll(() => t?.close());

async function draft(
  at: { appointmentId: number; terminalId: number },
  overrides: Record<string, unknown> = {},
  files: Array<{ name: string; content: string }> = [],
) {
  const bank = await createBankAccount(t, agent);
  return sendMultipart(
    t,
    agent,
    `${S}/agent/appointment/${at.appointmentId}/proforma/save`,
    {
      type: 'PDA',
      currency: 'EUR',
      rate: '1',
      terminalId: at.terminalId,
      berth: 'B1',
      bankAccountId: bank.id,
      ...overrides,
    },
    files,
  );
}
const submit = (at: { appointmentId: number }, p: { id: number; version: number }) =>
  send(t, agent, 'POST', `${S}/agent/appointment/${at.appointmentId}/proforma/submit`, {
    id: p.id,
    version: p.version,
  });

describe('proformas', () => {
  it('computes price per unit as amount / unit with unit 1 by default', () => {
    expect(pricePerUnit('100.00', undefined)).toBe('100.0000');
    expect(pricePerUnit('100.00', '3')).toBe('33.3333');
    expect(pricePerUnit(null, '1')).toBeNull();
    expect(pricePerUnit('5', '0')).toBeNull();
  });

  it('takes DAs only on an accepted appointment', async () => {
    const ref = await operationsReference(t);
    const { portCall } = await buyerWithPortCall(t, buyer, ref, { agentIds: [agent.companyId] });
    const appointment = await createAppointment(t, buyer, portCall.id, agent.companyId, { appoint: true });
    const response = await send(t, agent, 'POST', `${S}/agent/appointment/${appointment.id}/proforma/save`, {
      type: 'PDA',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('PROFORMA_APPOINTMENT_NOT_ACCEPTED');
  });

  it('keeps one draft at a time and enforces the submit rules in order', async () => {
    const at = await acceptedAppointment(t, buyer, agent);
    const first = await draft(at, { expenses: [{ section: 'PORT_EXPENSES', catalogueItemId: items.PORT_DUES }] });
    expect(first.statusCode).toBe(200);
    const p = first.json() as ProformaAnswer;
    expect((await draft(at)).json().code).toBe('PROFORMA_DRAFT_EXISTS');
    expect((await submit(at, p)).json().code).toBe('NOTHING_QUOTED');

    const quoted = await sendMultipart(
      t,
      agent,
      `${S}/agent/appointment/${at.appointmentId}/proforma/save`,
      {
        id: p.id,
        version: p.version,
        type: 'PDA',
        currency: 'EUR',
        rate: '1',
        terminalId: at.terminalId,
        berth: 'B1',
        bankAccountId: (await createBankAccount(t, agent)).id,
        expenses: [
          {
            id: p.sections.PORT_EXPENSES?.[0]?.id,
            section: 'PORT_EXPENSES',
            catalogueItemId: items.PORT_DUES,
            amount: '300.00',
            unit: '3',
          },
          {
            section: 'AGENCY_EXPENSES',
            catalogueItemId: items.BANK_CHARGES,
            amount: '25.00',
            files: [{ part: 0, kind: 'SUPPORTING' }],
          },
          {
            section: 'HUSBANDRY_EXPENSES',
            name: 'Flowers for the master',
            amount: '40.00',
            files: [{ part: 1, kind: 'SUPPORTING' }],
          },
        ],
      },
      [
        { name: 'bank.pdf', content: '%PDF-1.4 x' },
        { name: 'flowers.pdf', content: '%PDF-1.4 y' },
      ],
    );
    expect(quoted.statusCode).toBe(200);
    const q = quoted.json() as ProformaAnswer & { total: string };
    expect(q.total).toBe('365.00');
    expect(q.sections.PORT_EXPENSES?.[0]).toMatchObject({ amount: '300.0000', pricePerUnit: '100.0000' });
    const missing = await submit(at, q);
    expect(missing.json()).toMatchObject({ status: 400, code: 'MISSING_ATTACHMENT' });
    expect(Object.keys(missing.json().fields)).toEqual([`expenses.${q.sections.PORT_EXPENSES?.[0]?.id}.attachments`]);
  });

  it('needs bank payment documents on the bank charges and a sailing date on a final DA', async () => {
    const at = await acceptedAppointment(t, buyer, agent);
    const saved = await draft(
      at,
      {
        type: 'FDA',
        expenses: [
          {
            section: 'AGENCY_EXPENSES',
            catalogueItemId: items.BANK_CHARGES,
            amount: '25.00',
            files: [{ part: 0, kind: 'SUPPORTING' }],
          },
        ],
      },
      [{ name: 'bank.pdf', content: '%PDF-1.4 x' }],
    );
    const p = saved.json() as ProformaAnswer;
    expect((await submit(at, p)).json().code).toBe('MISSING_SAILING_DATE');
    const other = await acceptedAppointment(t, buyer, agent);
    const h = (await draft(other, { rate: undefined, berth: undefined })).json() as ProformaAnswer;
    const refused = await submit(other, h);
    expect(refused.json()).toMatchObject({
      code: 'CHECK_REQUIRED_FIELDS',
      fields: { rate: 'This field is required!', berth: 'This field is required!' },
    });
    const bankChargesLine = (p.sections.AGENCY_EXPENSES ?? [])[0] as { attachments: Array<{ id: number }> };
    const bankChargesFileIds = bankChargesLine.attachments.map((a) => a.id);
    const withDate = await sendMultipart(t, agent, `${S}/agent/appointment/${at.appointmentId}/proforma/save`, {
      id: p.id,
      version: p.version,
      type: 'FDA',
      currency: 'EUR',
      rate: '1',
      terminalId: at.terminalId,
      berth: 'B1',
      bankAccountId: (await createBankAccount(t, agent)).id,
      sailingDate: '2026-03-12',
      expenses: [
        {
          id: p.sections.AGENCY_EXPENSES?.[0]?.id,
          section: 'AGENCY_EXPENSES',
          catalogueItemId: items.BANK_CHARGES,
          amount: '25.00',
          keepAttachmentIds: bankChargesFileIds,
        },
      ],
    });
    expect((await submit(at, withDate.json())).json().code).toBe('MISSING_BANK_PAYMENT_DOCUMENTS');
  });

  it('submits, creates the evaluation, is read-only, readable by the buyer only, and withdraws', async () => {
    const at = await acceptedAppointment(t, buyer, agent);
    const p = await submittedProforma(t, agent, at);
    expect(p).toMatchObject({ status: 'SUBMITTED', total: '1250.75' });
    expect(p.evaluationId).toEqual(expect.any(Number));
    const edit = await send(t, agent, 'POST', `${S}/agent/appointment/${at.appointmentId}/proforma/save`, {
      id: p.id,
      version: p.version,
      type: 'PDA',
    });
    expect(edit.json()).toMatchObject({ status: 409, code: 'PROFORMA_ACTION_NOT_ALLOWED' });
    expect((await send(t, buyer, 'GET', `${S}/disbursements/${p.id}`)).statusCode).toBe(200);
    expect((await send(t, otherBuyer, 'GET', `${S}/disbursements/${p.id}`)).statusCode).toBe(404);
    const withdrawn = await ok<ProformaAnswer>(
      t,
      agent,
      'POST',
      `${S}/agent/appointment/${at.appointmentId}/proforma/withdraw`,
      { id: p.id, version: p.version },
    );
    expect(withdrawn.status).toBe('WITHDRAWN');
    const evaluation = await send(t, buyer, 'GET', `${S}/evaluation/${p.evaluationId}/load`);
    expect(evaluation.json().status).toBe('WITHDRAWN');
  });

  it('deletes a draft and blocks cancelling an appointment holding a submitted FDA', async () => {
    const at = await acceptedAppointment(t, buyer, agent);
    const d = (await draft(at)).json() as ProformaAnswer;
    const deleted = await ok<ProformaAnswer>(
      t,
      agent,
      'DELETE',
      `${S}/agent/appointment/${at.appointmentId}/proforma/${d.id}`,
    );
    expect(deleted.status).toBe('DELETED');
    expect(
      (await ok<ProformaAnswer[]>(t, agent, 'GET', `${S}/agent/appointment/${at.appointmentId}/proformas`)).length,
    ).toBe(0);
    await submittedProforma(t, agent, at, { type: 'FDA' });
    const cancel = await send(t, buyer, 'POST', `${S}/appointment/${at.appointmentId}/reject`);
    expect(cancel.json().code).toBe('APPOINTMENT_WITH_FDAS_CANNOT_BE_CANCELLED');
  });

  it('carries only an approved bank account; one gone back to pending refuses the submit and changes nothing', async () => {
    const at = await acceptedAppointment(t, buyer, agent);
    const pending = await createBankAccount(t, agent, 'EUR', { pending: true });
    const refused = await draft(at, { bankAccountId: pending.id });
    expect(refused.json()).toMatchObject({
      status: 400,
      code: 'BANK_ACCOUNT_PENDING_APPROVAL',
      fields: { bankAccountId: messages.BANK_ACCOUNT_PENDING_APPROVAL },
    });
    const account = await createBankAccount(t, agent);
    const saved = (
      await draft(
        at,
        {
          bankAccountId: account.id,
          expenses: [
            {
              section: 'PORT_EXPENSES',
              catalogueItemId: items.PORT_DUES,
              amount: '10.00',
              files: [{ part: 0, kind: 'SUPPORTING' }],
            },
          ],
        },
        [{ name: 'dues.pdf', content: '%PDF-1.4 x' }],
      )
    ).json() as ProformaAnswer;
    await sendMultipart(t, agent, `${S}/bank-account/edit-approved`, {
      id: account.id,
      version: account.version,
      currency: 'EUR',
      bankName: 'Piraeus Bank',
      beneficiaryName: 'Agent Co',
      iban: 'GR9601101250000000012300111',
      swift: 'PIRBGRAA',
    });
    const submitted = await submit(at, saved);
    expect(submitted.json().code).toBe('BANK_ACCOUNT_PENDING_APPROVAL');
    const after = await ok<ProformaAnswer[]>(t, agent, 'GET', `${S}/agent/appointment/${at.appointmentId}/proformas`);
    expect(after.map((p) => [p.status, p.version])).toEqual([['DRAFT', saved.version]]);
  });

  it('keeps a terminal the agent names for the port and offers it on the next DA', async () => {
    const at = await acceptedAppointment(t, buyer, agent);
    const saved = (await draft(at, { terminalId: undefined, terminalName: ' Ro-Ro  Terminal Keratsini ' })).json();
    expect(saved.terminalId).toEqual(expect.any(Number));
    const { piraeus } = await operationsReference(t);
    const offered = await ok<Array<{ value: string; label: string }>>(
      t,
      agent,
      'GET',
      `${S}/ports/${piraeus.id}/terminals`,
    );
    expect(offered.at(-1)).toEqual({ value: String(saved.terminalId), label: 'Ro-Ro Terminal Keratsini' });
    const next = await acceptedAppointment(t, buyer, agent);
    const again = (await draft(next, { terminalId: undefined, terminalName: 'ro-ro terminal keratsini' })).json();
    expect(again.terminalId).toBe(saved.terminalId);
  });

  it('refuses an amount past 13 whole digits or the currency minor units, never cutting it', async () => {
    const at = await acceptedAppointment(t, buyer, agent);
    const line = (amount: string, currency?: string) => ({
      expenses: [{ section: 'PORT_EXPENSES', catalogueItemId: items.PORT_DUES, amount, currency }],
    });
    const huge = await draft(at, line('99999999999999.00'));
    expect(huge.json()).toMatchObject({
      status: 400,
      fields: { 'expenses.0.amount': 'Please enter an amount up to 9,999,999,999,999.99!' },
    });
    const cut = await draft(at, line('1500.555'));
    expect(cut.json().fields).toEqual({ 'expenses.0.amount': 'EUR amounts have at most 2 decimals' });
    const yen = await draft(at, line('1500.5', 'JPY'));
    expect(yen.json().fields).toEqual({ 'expenses.0.amount': 'JPY amounts have no decimals' });
    const dinar = await draft(at, line('1500.555', 'KWD'));
    expect(dinar.statusCode).toBe(200);
    expect(dinar.json().sections.PORT_EXPENSES[0].amount).toBe('1500.5550');
  });

  it("shows each DA's type, state and total on the agent's appointment list", async () => {
    const at = await acceptedAppointment(t, buyer, agent);
    const p = await submittedProforma(t, agent, at);
    const list = await ok<{ items: Array<{ id: number; disbursements: unknown[] }> }>(
      t,
      agent,
      'GET',
      `${S}/agent/appointments?size=100`,
    );
    expect(list.items.find((a) => a.id === at.appointmentId)?.disbursements).toEqual([
      { id: p.id, type: 'PDA', status: 'SUBMITTED', currency: 'EUR', total: '1250.75', paymentStatus: null },
    ]);
  });

  it('saves and submits at once, or refuses naming the line by its place and changes nothing', async () => {
    const at = await acceptedAppointment(t, buyer, agent);
    const bank = await createBankAccount(t, agent);
    const base = `${S}/agent/appointment/${at.appointmentId}/proforma`;
    const form = {
      type: 'PDA',
      currency: 'EUR',
      rate: '1',
      terminalId: at.terminalId,
      berth: 'B1',
      bankAccountId: bank.id,
      expenses: [
        {
          section: 'PORT_EXPENSES',
          catalogueItemId: items.PORT_DUES,
          amount: '10.00',
          files: [{ part: 0, kind: 'SUPPORTING' }],
        },
        { section: 'PORT_EXPENSES', catalogueItemId: items.PILOTAGE_IN, amount: '20.00' },
      ],
    };
    const refused = await sendMultipart(t, agent, `${base}/save-and-submit`, form, [
      { name: 'dues.pdf', content: '%PDF-1.4 x' },
    ]);
    expect(refused.json()).toMatchObject({
      code: 'MISSING_ATTACHMENT',
      fields: { 'expenses.1.attachments': messages.MISSING_ATTACHMENT },
    });
    expect(await ok<unknown[]>(t, agent, 'GET', `${S}/agent/appointment/${at.appointmentId}/proformas`)).toEqual([]);
    form.expenses[1] = { ...form.expenses[1], files: [{ part: 1, kind: 'SUPPORTING' }] } as (typeof form.expenses)[0];
    const submitted = await sendMultipart(t, agent, `${base}/save-and-submit`, form, [
      { name: 'dues.pdf', content: '%PDF-1.4 x' },
      { name: 'pilot.pdf', content: '%PDF-1.4 y' },
    ]);
    expect(submitted.json()).toMatchObject({ status: 'SUBMITTED', total: '30.00' });
  });
});
