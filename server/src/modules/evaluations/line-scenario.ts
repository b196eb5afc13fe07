import { eq } from 'drizzle-orm';
import type { TestApp } from '../../test/harness';
import type { TestProfile } from '../../test/scenario';
import { catalogue, createBankAccount, type ProformaAnswer, sendMultipart } from '../proformas/scenario';
import { verificationDiscrepancyTypes } from '../refdata/db';
import { ok } from '../settings/scenario';

/** Scenario builders of the evaluation line-action tests (test code only). */
const S = '/da-app/secured';
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
      { name: 'dues.pdf', content: '%PDF dues' },
      { name: 'crew.pdf', content: '%PDF crew' },
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
