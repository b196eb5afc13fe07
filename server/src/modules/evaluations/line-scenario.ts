import { Decimal } from '@portcall/contracts/money';
import { eq } from 'drizzle-orm';
import { ok, send } from '../../test/buyer-scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import {
  acceptedAppointment,
  catalogue,
  createBankAccount,
  type ProformaAnswer,
  sendMultipart,
  submittedProforma,
} from '../proformas/scenario';
import { verificationDiscrepancyTypes } from '../refdata/db';

/** Scenario builders of the evaluation line-action tests (test code only). */
export const S = '/da-app/secured';
export const E = `${S}/evaluation`;

export type Line = {
  id: number;
  status: string;
  amount: string;
  version: number;
  section: string;
  splitType: string | null;
  verifiedAmount: string | null;
  discrepancyAmount: string | null;
  accountingCodeId: number | null;
  splitExpenses: Line[];
};
export type Section = { total: string; expenseEvaluations: Line[] };
export type Evaluation = { id: number; proformaId: number; port: Section; husbandry: Section };

/**
 * A submitted DA of the supplier with port dues and crew transport (a husbandry line), EUR; its
 * evaluation answered as the buyer loads it.
 */
export async function submittedWithHusbandry(
  t: TestApp,
  buyer: TestProfile,
  supplier: TestProfile,
  at: { appointmentId: number; terminalId: number },
  amounts: { dues: string; crew: string } = { dues: '1000.50', crew: '300.00' },
) {
  const items = await catalogue(t);
  const bank = await createBankAccount(t, supplier);
  const base = `${S}/${supplier.type.toLowerCase()}/appointment/${at.appointmentId}/proforma`;
  const line = (section: string, catalogueItemId: number, amount: string, part: number) => ({
    section,
    catalogueItemId,
    amount,
    files: [{ part, kind: 'SUPPORTING' }],
  });
  const saved = await sendMultipart(
    t,
    supplier,
    `${base}/save`,
    {
      type: 'PDA',
      currency: 'EUR',
      rate: '1',
      terminalId: at.terminalId,
      berth: 'Berth 4',
      bankAccountId: bank.id,
      expenses: [
        line('PORT_EXPENSES', items.PORT_DUES, amounts.dues, 0),
        line('HUSBANDRY_EXPENSES', items.CREW_TRANSPORT, amounts.crew, 1),
      ],
      documents: [],
    },
    [
      { name: 'dues.pdf', content: '%PDF-1.4 dues' },
      { name: 'crew.pdf', content: '%PDF-1.4 crew' },
    ],
  );
  if (saved.statusCode !== 200) throw new Error(`save: ${saved.statusCode} ${saved.body}`);
  const draft = saved.json() as ProformaAnswer;
  const submitted = await ok<ProformaAnswer>(t, supplier, 'POST', `${base}/submit`, {
    id: draft.id,
    version: draft.version,
  });
  return ok<Evaluation>(t, buyer, 'GET', `${E}/${submitted.evaluationId}/load`);
}

export async function overchargeTypeId(t: TestApp) {
  const [type] = await t.database.db
    .select({ id: verificationDiscrepancyTypes.id })
    .from(verificationDiscrepancyTypes)
    .where(eq(verificationDiscrepancyTypes.code, 'OVERCHARGE'));
  return type?.id as number;
}

/** The sum of the lines' amounts to the cent. */
export const sumOf = (items: Line[]) => items.reduce((a, c) => a.plus(c.amount), new Decimal(0)).toFixed(2);

/**
 * The app and callers of a line-action test file: a buyer, another buyer and an agent, each of its
 * own company, and the overcharge discrepancy type; the calls act as the buyer.
 */
export async function createLineWorld() {
  const t = await createTestApp();
  const buyer = await createCompanyWithProfile(t, { type: 'BUYER' });
  const otherBuyer = await createCompanyWithProfile(t, { type: 'BUYER' });
  const agent = await createCompanyWithProfile(t, { type: 'AGENT' });
  const overchargeId = await overchargeTypeId(t);
  return {
    t,
    buyer,
    otherBuyer,
    agent,
    overchargeId,
    /**
     * A submitted DA of the agent appointed by `owner` (the buyer unless named), loaded as the owner:
     * port dues and pilotage as submittedProforma makes them unless `options` say otherwise.
     */
    async evaluation(options: { owner?: TestProfile; type?: 'PDA' | 'FDA'; amounts?: [string, string] } = {}) {
      const { owner = buyer, ...proforma } = options;
      const at = await acceptedAppointment(t, owner, agent);
      const p = await submittedProforma(t, agent, at, proforma);
      return ok<Evaluation>(t, owner, 'GET', `${E}/${p.evaluationId}/load`);
    },
    load: (id: number) => ok<Evaluation>(t, buyer, 'GET', `${E}/${id}/load`),
    post: (url: string, body: unknown) => send(t, buyer, 'POST', url, body),
    /** Verifies a line at its amount, or at another with the overcharge discrepancy. */
    verify: (line: Line, verifiedAmount = line.amount) =>
      ok<Evaluation>(t, buyer, 'POST', `${E}/${line.id}/verify-expense-evaluation`, {
        version: line.version,
        verifiedAmount,
        ...(new Decimal(verifiedAmount).eq(line.amount) ? {} : { discrepancyTypeId: overchargeId }),
      }),
  };
}
export type LineWorld = Awaited<ReturnType<typeof createLineWorld>>;
