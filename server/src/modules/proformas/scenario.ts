import { and, eq, inArray } from 'drizzle-orm';
import { ok } from '../../test/buyer-scenario';
import type { TestApp } from '../../test/harness';
import { bearer, createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import { buyerWithPortCall, createAppointment, operationsReference } from '../port-calls/scenario';
import { expenseCatalogueItems, terminals } from '../refdata/db';

/**
 * Scenario builders for the disbursement-account tests and role matrices (test code only): an
 * accepted appointment, a bank account, a DA with attachments, submitted through the real calls.
 */
const S = '/da-app/secured';

/** A multipart body of DESIGN §5: a JSON part `form` plus file parts. */
export async function multipart(
  form: unknown,
  files: Array<{ field?: string; name: string; content: string | Buffer }> = [],
) {
  const data = new FormData();
  data.append('form', JSON.stringify(form));
  for (const f of files)
    data.append(
      f.field ?? 'attachments',
      new Blob([typeof f.content === 'string' ? f.content : new Uint8Array(f.content)]),
      f.name,
    );
  const response = new Response(data);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type') as string },
  };
}

export async function sendMultipart(
  t: TestApp,
  actor: TestProfile,
  url: string,
  form: unknown,
  files: Array<{ field?: string; name: string; content: string | Buffer }> = [],
) {
  const body = await multipart(form, files);
  return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...bearer(actor), ...body.headers } });
}

/** A port call of the buyer at Piraeus with an appointment the supplier has accepted. */
export async function acceptedAppointment(t: TestApp, buyer: TestProfile, supplier: TestProfile) {
  const ref = await operationsReference(t);
  const { portCall } = await buyerWithPortCall(t, buyer, ref, { agentIds: [supplier.companyId] });
  const appointment = await createAppointment(t, buyer, portCall.id, supplier.companyId, { appoint: true });
  await ok(t, supplier, 'POST', `${S}/${supplier.type.toLowerCase()}/appointment/${appointment.id}/accept`);
  const [terminal] = await t.database.db
    .select({ id: terminals.id })
    .from(terminals)
    .where(eq(terminals.portId, ref.piraeus.id))
    .limit(1);
  if (!terminal) throw new Error('no Piraeus terminal seeded');
  return { appointmentId: appointment.id, portCallId: portCall.id, terminalId: terminal.id };
}

type BankAccountAnswer = { id: number; version: number; status: string };

/** The supplier's account in `currency`, approved by a bank-accounts administrator unless `pending`. */
export async function createBankAccount(
  t: TestApp,
  supplier: TestProfile,
  currency = 'EUR',
  options: { pending?: boolean } = {},
): Promise<BankAccountAnswer> {
  const saved = await ok<BankAccountAnswer>(t, supplier, 'POST', `${S}/bank-account/save`, {
    currency,
    bankName: 'Piraeus Bank',
    beneficiaryName: 'Agent Co',
    iban: 'GR16 0110 1250 0000 0001 2300 695',
    swift: 'PIRBGRAA',
  });
  if (options.pending) return saved;
  // A fresh approver each time: its token is issued at the app clock's now, which tests move.
  const admin = await createCompanyWithProfile(t, { type: 'ADMIN' });
  return ok<BankAccountAnswer>(t, admin, 'POST', `${S}/bank-account/approve`, { id: saved.id, version: saved.version });
}

export async function catalogue(t: TestApp) {
  const rows = await t.database.db
    .select({ id: expenseCatalogueItems.id, code: expenseCatalogueItems.code })
    .from(expenseCatalogueItems)
    .where(
      and(
        inArray(expenseCatalogueItems.code, [
          'PORT_DUES',
          'PILOTAGE_IN',
          'AGENCY_FEE',
          'BANK_CHARGES',
          'CREW_TRANSPORT',
        ]),
      ),
    );
  return Object.fromEntries(rows.map((r) => [r.code, r.id])) as Record<
    'PORT_DUES' | 'PILOTAGE_IN' | 'AGENCY_FEE' | 'BANK_CHARGES' | 'CREW_TRANSPORT',
    number
  >;
}

export type ProformaAnswer = {
  id: number;
  status: string;
  version: number;
  evaluationId: number | null;
  total: string;
  sections: Record<
    string,
    Array<{ id: number; amount: string | null; pricePerUnit: string | null; attachments: unknown[] }>
  >;
};

/** A submitted DA of the supplier: port dues 1000.50 and pilotage 250.25 (EUR), each with an invoice. */
export async function submittedProforma(
  t: TestApp,
  supplier: TestProfile,
  at: { appointmentId: number; terminalId: number },
  options: {
    type?: 'PDA' | 'FDA';
    amounts?: [string, string];
    bankAccountId?: number;
    /** The berth the agent types (default 'Berth 4', which no terminal lists). */
    berth?: string;
    /** The files of port dues, pilotage and (FDA) the statement of facts, in that order. */
    files?: Array<{ name: string; content: string | Buffer }>;
  } = {},
) {
  const items = await catalogue(t);
  const bankAccountId = options.bankAccountId ?? (await createBankAccount(t, supplier)).id;
  const type = options.type ?? 'PDA';
  const [dues, pilotage] = options.amounts ?? ['1000.50', '250.25'];
  const base = `${S}/${supplier.type.toLowerCase()}/appointment/${at.appointmentId}/proforma`;
  const saved = await sendMultipart(
    t,
    supplier,
    `${base}/save`,
    {
      type,
      currency: 'EUR',
      rate: '1',
      terminalId: at.terminalId,
      berth: options.berth ?? 'Berth 4',
      bankAccountId,
      ...(type === 'PDA' ? {} : { sailingDate: '2026-03-12' }),
      expenses: [
        {
          section: 'PORT_EXPENSES',
          catalogueItemId: items.PORT_DUES,
          amount: dues,
          files: [{ part: 0, kind: 'SUPPORTING' }],
        },
        {
          section: 'PORT_EXPENSES',
          catalogueItemId: items.PILOTAGE_IN,
          amount: pilotage,
          files: [{ part: 1, kind: 'SUPPORTING' }],
        },
      ],
      documents: type === 'FDA' ? [{ part: 2, kind: 'STATEMENT_OF_FACTS' }] : [],
    },
    options.files ?? [
      { name: 'dues.pdf', content: '%PDF-1.4 dues' },
      { name: 'pilot.pdf', content: '%PDF-1.4 pilot' },
      { name: 'sof.pdf', content: '%PDF-1.4 sof' },
    ],
  );
  if (saved.statusCode !== 200) throw new Error(`save: ${saved.statusCode} ${saved.body}`);
  const draft = saved.json() as ProformaAnswer;
  return ok<ProformaAnswer>(t, supplier, 'POST', `${base}/submit`, { id: draft.id, version: draft.version });
}
