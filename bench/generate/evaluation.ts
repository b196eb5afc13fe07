import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { appointments } from '../../server/src/modules/appointments/db';
import { createEvaluationCore } from '../../server/src/modules/evaluations/core';
import { expenseEvaluations } from '../../server/src/modules/evaluations/db';
import { createEvaluationRepo } from '../../server/src/modules/evaluations/repo';
import { proformaExpenses, proformas } from '../../server/src/modules/proformas/db';
import { createProformaRepo } from '../../server/src/modules/proformas/repo';
import { expenseCatalogueItems } from '../../server/src/modules/refdata/db';
import type { Db } from '../../server/src/platform/db/client';
import { insertBatched } from './batch';
import type { Random } from './prng';

const SECTIONS = ['PORT_EXPENSES', 'AGENCY_EXPENSES', 'HUSBANDRY_EXPENSES'] as const;

export interface BenchEvaluation {
  evaluationId: number;
  items: Array<{ id: number; version: number }>;
}

/**
 * A submitted PDA of `lines` quoted expenses on an accepted appointment of the buyer, and its
 * evaluation made by the evaluations module's own `createForProforma` (what submitting a DA runs).
 * Then every line is verified at its quoted amount, as a buyer's verifier would leave it before a
 * bulk approval.
 */
export async function generateEvaluation(
  db: Db,
  rnd: Random,
  input: { buyerId: number; verifierId: number; lines: number },
): Promise<BenchEvaluation> {
  const used = await db.select({ id: proformas.appointmentId }).from(proformas);
  const [appointment] = await db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.companyId, input.buyerId),
        eq(appointments.state, 'ACCEPTED'),
        used.length
          ? notInArray(
              appointments.id,
              used.map((u) => u.id),
            )
          : undefined,
      ),
    )
    .orderBy(asc(appointments.id))
    .limit(1);
  if (!appointment) throw new Error('no accepted appointment left for an evaluation');
  const catalogue = await db
    .select({ id: expenseCatalogueItems.id, code: expenseCatalogueItems.code, name: expenseCatalogueItems.name })
    .from(expenseCatalogueItems)
    .limit(200);
  const now = new Date();
  const [proforma] = await db
    .insert(proformas)
    .values({
      appointmentId: appointment.id,
      companyId: input.buyerId,
      supplierId: appointment.agentCompanyId,
      type: 'PDA',
      status: 'SUBMITTED',
      currency: 'EUR',
      rate: '1',
      berth: 'Berth 4',
      submittedAt: now,
    })
    .returning();
  if (!proforma) throw new Error('proforma insert returned nothing');
  await insertBatched(
    db,
    proformaExpenses,
    Array.from({ length: input.lines }, (_, i) => {
      const item = rnd.pick(catalogue);
      const cents = rnd.int(1_000, 5_000_000);
      return {
        proformaId: proforma.id,
        section: SECTIONS[i % SECTIONS.length] as string,
        catalogueItemId: item?.id ?? null,
        code: item?.code ?? null,
        name: item ? `${item.name} ${i + 1}` : `Additional item ${i + 1}`,
        groupOrder: i % SECTIONS.length,
        expenseOrder: i,
        currency: 'EUR',
        amount: `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`,
      };
    }),
  );
  const repo = createEvaluationRepo(db);
  const core = createEvaluationCore({
    db,
    repo,
    proformas: createProformaRepo(db),
    appointments: {
      reach: () => {
        throw new Error('not used when creating an evaluation');
      },
    },
    clock: () => now,
  });
  await db.transaction((tx) => core.createForProforma(proforma, tx));
  const evaluation = await repo.findByProforma(proforma.id);
  if (!evaluation) throw new Error('createForProforma made no evaluation');
  await db
    .update(expenseEvaluations)
    .set({
      status: 'VERIFIED',
      verifiedAmount: sql`${expenseEvaluations.amount}`,
      verifiedById: input.verifierId,
      verifiedAt: now,
    })
    .where(eq(expenseEvaluations.evaluationId, evaluation.id));
  const items = await db
    .select({ id: expenseEvaluations.id, version: expenseEvaluations.version })
    .from(expenseEvaluations)
    .where(inArray(expenseEvaluations.evaluationId, [evaluation.id]))
    .orderBy(asc(expenseEvaluations.id));
  return { evaluationId: evaluation.id, items };
}
