import { eq, inArray, lt } from 'drizzle-orm';
import { ok } from '../../test/buyer-scenario';
import type { TestApp } from '../../test/harness';
import type { TestProfile } from '../../test/scenario';
import { createProformaRepo } from '../proformas/repo';
import { createBankAccount, type ProformaAnswer, sendMultipart } from '../proformas/scenario';
import { exchangeRates, expenseCatalogueItems } from '../refdata/db';
import { lineBenchmarkFacts } from './db';

/** Scenario builders of the line benchmark tests (test code only). */
const S = '/da-app/secured';

export type DaLine = { code?: string; name?: string; section?: string; amount: string; currency?: string };

/** A DA of the supplier with the given lines, saved and submitted as its editor does; catalogue lines by code. */
export async function submitDa(
  t: TestApp,
  supplier: TestProfile,
  at: { appointmentId: number; terminalId: number },
  input: { type: 'PDA' | 'FDA'; currency: string; lines: DaLine[]; sailingDate?: string },
) {
  const codes = input.lines.flatMap((l) => (l.code ? [l.code] : []));
  const ids = await t.database.db
    .select({ id: expenseCatalogueItems.id })
    .from(expenseCatalogueItems)
    .where(inArray(expenseCatalogueItems.code, codes.length ? codes : ['-']));
  const items = await createProformaRepo(t.database.db).catalogueItems(ids.map((r) => r.id));
  const bank = await createBankAccount(t, supplier, input.currency);
  const base = `${S}/${supplier.type.toLowerCase()}/appointment/${at.appointmentId}/proforma`;
  const expenses = input.lines.map((l, part) => {
    const item = items.find((i) => i.code === l.code);
    return {
      section: item?.section ?? l.section,
      ...(item ? { catalogueItemId: item.id } : { name: l.name }),
      amount: l.amount,
      ...(l.currency ? { currency: l.currency } : {}),
      files: [{ part, kind: 'SUPPORTING' }],
    };
  });
  const saved = await sendMultipart(
    t,
    supplier,
    `${base}/save`,
    {
      type: input.type,
      currency: input.currency,
      rate: '1',
      terminalId: at.terminalId,
      berth: 'Berth 4',
      bankAccountId: bank.id,
      ...(input.type === 'FDA' ? { sailingDate: input.sailingDate ?? '2026-03-12' } : {}),
      expenses,
      documents: input.type === 'FDA' ? [{ part: expenses.length, kind: 'STATEMENT_OF_FACTS' }] : [],
    },
    [
      ...input.lines.map((_, i) => ({ name: `line-${i}.pdf`, content: '%PDF-1.4 invoice' })),
      { name: 'sof.pdf', content: '%PDF-1.4 sof' },
    ],
  );
  if (saved.statusCode !== 200) throw new Error(`save: ${saved.statusCode} ${saved.body}`);
  const draft = saved.json() as ProformaAnswer;
  return ok<ProformaAnswer>(t, supplier, 'POST', `${base}/submit`, { id: draft.id, version: draft.version });
}

let nextFake = 0;
/** Past calls written straight into the read model (negative ids: no DA behind them). */
export async function pastCalls(
  t: TestApp,
  base: { portId: number; code: string; vesselTypeId: number | null; vesselSizeId: number | null },
  calls: Array<{ companyId: number; amount: string; currency?: string; daDate?: string; vesselSizeId?: number | null }>,
) {
  await t.database.db.insert(lineBenchmarkFacts).values(
    calls.map((c) => {
      nextFake -= 1;
      return {
        proformaExpenseId: nextFake,
        proformaId: nextFake,
        companyId: c.companyId,
        code: base.code,
        portId: base.portId,
        vesselTypeId: base.vesselTypeId,
        vesselSizeId: c.vesselSizeId === undefined ? base.vesselSizeId : c.vesselSizeId,
        currency: c.currency ?? 'EUR',
        amount: c.amount,
        daDate: c.daDate ?? '2026-01-15',
      };
    }),
  );
}

/** One past call of several lines of the expense (one fake DA), written straight into the read model. */
export async function pastCallOfLines(
  t: TestApp,
  base: { portId: number; code: string; vesselTypeId: number | null; vesselSizeId: number | null; companyId: number },
  lines: Array<{ amount: string; currency: string }>,
) {
  const proformaId = nextFake - 1;
  await t.database.db.insert(lineBenchmarkFacts).values(
    lines.map((l) => {
      nextFake -= 1;
      return { ...base, proformaExpenseId: nextFake, proformaId, ...l, daDate: '2026-01-15' };
    }),
  );
}

/** Forgets the written past calls and the exchange rates. */
export async function clearHistory(t: TestApp) {
  await t.database.db.delete(lineBenchmarkFacts).where(lt(lineBenchmarkFacts.proformaId, 0));
  await t.database.db.delete(exchangeRates);
}

export async function factsOf(t: TestApp, proformaId: number) {
  return t.database.db.select().from(lineBenchmarkFacts).where(eq(lineBenchmarkFacts.proformaId, proformaId));
}
