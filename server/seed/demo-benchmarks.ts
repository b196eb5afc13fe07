import { Decimal } from '@portcall/contracts/money';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { companies, profiles } from '../src/modules/account/db';
import { buildDemoAppointment } from '../src/modules/appointments/module';
import { createEvaluationCore } from '../src/modules/evaluations/core';
import { createEvaluationRepo } from '../src/modules/evaluations/repo';
import { vessels } from '../src/modules/fleet/db';
import { voyages } from '../src/modules/port-calls/db';
import { buildDemoPortCall } from '../src/modules/port-calls/module';
import { createProformaRepo } from '../src/modules/proformas/repo';
import { activityTypes, exchangeRates, expenseCatalogueItems, ports } from '../src/modules/refdata/db';
import { writeAudit } from '../src/platform/audit/audit';
import type { Db } from '../src/platform/db/client';

const DAY = 86_400_000;
const HISTORY_BUYER = 'manager@baltic-tramp.example';
/** The first voyage this step makes: found, the step ran before. */
export const BENCHMARK_MARKER = 'BT2601';
/** Piraeus port lines of Baltic Tramp's earlier final DAs (EUR), a little apart call by call. */
const pastCalls: Array<{ daysAgo: number; pilotage: string; mooring: string; towage: string }> = [
  { daysAgo: 600, pilotage: '780.00', mooring: '290.00', towage: '1480.00' },
  { daysAgo: 480, pilotage: '800.00', mooring: '300.00', towage: '1500.00' },
  { daysAgo: 400, pilotage: '820.00', mooring: '310.00', towage: '1520.00' },
  { daysAgo: 300, pilotage: '790.00', mooring: '295.00', towage: '1490.00' },
  { daysAgo: 220, pilotage: '810.00', mooring: '305.00', towage: '1510.00' },
  { daysAgo: 160, pilotage: '805.00', mooring: '300.00', towage: '1505.00' },
];
/** The call in evaluation: its pilotage is charged at more than twice what it used to be. */
const currentCall = { daysAgo: 20, pilotage: '1850.00', mooring: '305.00', towage: '1515.00' };
/** What one unit of each demo currency is worth in US dollars (the demo's rates, from 2020 on). */
const demoRates: Array<[currency: string, usd: string]> = [
  ['USD', '1'],
  ['EUR', '1.08'],
  ['GBP', '1.27'],
  ['NOK', '0.092'],
];

/**
 * Line benchmarks' demo data (issue 44 item 1): the demo exchange rates, and Baltic Tramp Shipping's
 * six earlier final DAs at Piraeus (pilotage, mooring, towage) plus a final DA now in evaluation
 * whose pilotage is 2.3x their median, so its manager sees an outlier flagged on a fresh start.
 * Only port lines no formula, husbandry estimate or other journey reads. Runs once.
 */
export async function seedDemoBenchmarks(db: Db, now = new Date()): Promise<void> {
  await db
    .insert(exchangeRates)
    .values(
      demoRates.map(([currency, usdPerUnit]) => ({
        currency,
        validFrom: '2020-01-01',
        usdPerUnit,
      })),
    )
    .onConflictDoNothing();
  const [buyerProfile] = await db
    .select({ id: profiles.id, companyId: profiles.companyId })
    .from(profiles)
    .where(eq(profiles.username, HISTORY_BUYER));
  if (!buyerProfile) return;
  const [marker] = await db
    .select({ id: voyages.id })
    .from(voyages)
    .where(and(eq(voyages.companyId, buyerProfile.companyId), eq(voyages.voyageNumber, BENCHMARK_MARKER)));
  if (marker) return;
  const [vessel] = await db
    .select({ id: vessels.id })
    .from(vessels)
    .where(eq(vessels.companyId, buyerProfile.companyId))
    .orderBy(asc(vessels.id))
    .limit(1);
  const [agent] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.type, 'AGENT'), eq(companies.name, 'Hellas Ship Agents')));
  const [piraeus] = await db.select({ id: ports.id }).from(ports).where(eq(ports.unlocode, 'GRPIR'));
  if (!vessel || !agent || !piraeus) return;
  const [agentProfile] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.companyId, agent.id))
    .limit(1);
  const [discharging] = await db
    .select({ id: activityTypes.id })
    .from(activityTypes)
    .where(eq(activityTypes.code, 'DISCHARGING'));
  const items = await db
    .select({ id: expenseCatalogueItems.id })
    .from(expenseCatalogueItems)
    .where(inArray(expenseCatalogueItems.code, ['PILOTAGE_IN', 'MOORING', 'TOWAGE_IN']));
  const catalogue = await createProformaRepo(db).catalogueItems(items.map((i) => i.id));
  const agentProfileId = agentProfile?.id ?? null;
  const today = new Date(Math.floor(now.getTime() / DAY) * DAY);

  await db.transaction(async (tx) => {
    const proformaRepo = createProformaRepo(tx);
    const evaluations = createEvaluationCore({
      db: tx,
      repo: createEvaluationRepo(tx),
      proformas: proformaRepo,
      appointments: {
        reach: () => {
          throw new Error('the demo seed reaches no appointment as a caller');
        },
      },
      clock: () => now,
    });
    for (const [i, call] of [...pastCalls, currentCall].entries()) {
      const eta = new Date(today.getTime() - call.daysAgo * DAY + 6 * 3_600_000);
      const ets = new Date(eta.getTime() + 2 * DAY);
      const { portCallId } = await buildDemoPortCall(tx, {
        companyId: buyerProfile.companyId,
        vesselId: vessel.id,
        voyageNumber: `BT26${String(i + 1).padStart(2, '0')}`,
        portId: piraeus.id,
        status: 'IN_PROCESS',
        eta,
        ets,
        createdById: buyerProfile.id,
        activities: discharging ? [{ activityTypeId: discharging.id, cargo: 'Grain' }] : [],
        agentIds: [agent.id],
      });
      const { appointmentId } = await buildDemoAppointment(tx, {
        companyId: buyerProfile.companyId,
        portCallId,
        agentCompanyId: agent.id,
        state: 'ACCEPTED',
        instructions: 'Please attend the vessel for discharging of grain.',
        buyerProfileId: buyerProfile.id,
        agentProfileId,
        appointedAt: new Date(eta.getTime() - 10 * DAY),
        acceptedAt: new Date(eta.getTime() - 9 * DAY),
      });
      const submittedAt = new Date(Math.min(ets.getTime() + 5 * DAY, now.getTime()));
      const draft = await proformaRepo.insert(
        {
          appointmentId,
          companyId: buyerProfile.companyId,
          supplierId: agent.id,
          createdById: agentProfileId,
          type: 'FDA',
          currency: 'EUR',
          sailingDate: ets.toISOString().slice(0, 10),
          remarks: call === currentCall ? 'Final DA (demo)' : 'Final DA of a past call (demo history)',
        },
        tx,
      );
      const amounts: Record<string, string> = {
        PILOTAGE_IN: call.pilotage,
        MOORING: call.mooring,
        TOWAGE_IN: call.towage,
      };
      for (const item of catalogue) {
        await proformaRepo.insertExpense(
          {
            proformaId: draft.id,
            section: item.section,
            catalogueItemId: item.id,
            code: item.code,
            name: item.name,
            groupName: item.groupName,
            groupOrder: item.groupOrder,
            expenseOrder: item.position ?? 0,
            amount: new Decimal(amounts[item.code] ?? '0').toFixed(2),
          },
          tx,
        );
      }
      const submitted = await proformaRepo.update(
        draft.id,
        draft.version,
        { status: 'SUBMITTED', submittedAt, submittedById: agentProfileId, updatedAt: submittedAt },
        tx,
      );
      if (!submitted) continue;
      await evaluations.createForProforma(submitted, tx);
      await writeAudit(tx, {
        profileId: agentProfileId,
        companyId: agent.id,
        entity: 'proforma',
        entityId: submitted.id,
        action: 'SUBMIT',
        after: { status: 'SUBMITTED', type: 'FDA' },
      });
    }
  });
}
