import type { TEstimationForm } from '@portcall/contracts/estimations';
import { Decimal } from '@portcall/contracts/money';
import { and, eq, inArray } from 'drizzle-orm';
import { companies, profiles } from '../src/modules/account/db';
import { buildDemoCompany } from '../src/modules/account/module';
import { buildDemoAppointment } from '../src/modules/appointments/module';
import { expenseEstimations } from '../src/modules/estimations/db';
import { createEstimationsModule } from '../src/modules/estimations/module';
import { createEvaluationCore } from '../src/modules/evaluations/core';
import { createEvaluationRepo } from '../src/modules/evaluations/repo';
import { buildDemoFleet } from '../src/modules/fleet/module';
import { buildDemoPortCall } from '../src/modules/port-calls/module';
import { createProformaRepo } from '../src/modules/proformas/repo';
import { activityTypes, expenseCatalogueItems, ports } from '../src/modules/refdata/db';
import { createRefdataModule } from '../src/modules/refdata/module';
import { agentPricelistItems } from '../src/modules/requests/db';
import { writeAudit } from '../src/platform/audit/audit';
import { hashPassword } from '../src/platform/auth/passwords';
import type { Db } from '../src/platform/db/client';
import type { Caller } from '../src/platform/http/access';

const DAY = 86_400_000;
const DEMO_PORTS = ['GRPIR', 'ITGOA', 'NLRTM', 'NOOSL'] as const;
type DemoPort = (typeof DEMO_PORTS)[number];
/** Oslo's agents invoice in kroner; the other demo ports in euros. */
const currencyAt = (port: DemoPort) => (port === 'NOOSL' ? 'NOK' : 'EUR');
/** Who attended the past calls: the third Piraeus agent there, the North Sea agency elsewhere. */
const agentAt = (port: DemoPort) => (port === 'GRPIR' ? 'Hellas Ship Agents' : 'North Sea Port Agency');
const HISTORY_BUYER = 'manager@baltic-tramp.example';
export const DEMO_FORMULA_NOTE = 'Demo formula (seed): the port tariff as the demo data knows it.';

/** Husbandry lines of the past final DAs in euros (kroner at Oslo: × 11), varied per call. */
const husbandryLines: Array<[code: string, eur: number]> = [
  ['CREW_CHANGE_FEE', 180],
  ['CREW_TRANSPORT', 95],
  ['CREW_HOTEL', 120],
  ['CASH_TO_MASTER', 250],
  ['SPARES_CLEARANCE', 210],
  ['STORES_PROVISIONS', 140],
  ['MAIL_PARCELS', 45],
  ['HUSBANDRY_FEE', 300],
];
const portLines: Array<[code: string, eur: number]> = [
  ['PORT_DUES', 3050],
  ['AGENCY_FEE', 1200],
];

/**
 * The estimators' demo data (issue 40): the husbandry and port cost estimators answer at the demo
 * ports on a fresh install. Two parts, each run once:
 * - history: a second demo buyer (Baltic Tramp Shipping) whose two past calls at each demo port were
 *   attended by the demo agents and closed with submitted final DAs (husbandry and port lines), each
 *   with its evaluation, through the same builders and repositories the QA tasks use;
 * - formulas: published expense-estimation formulas (port dues, crew change, husbandry fee) at the
 *   demo ports, created and published through the estimations service (test cases must pass; the
 *   ports are switched on in the port cost estimator by the publication).
 */
export async function seedDemoEstimates(db: Db, now = new Date()): Promise<void> {
  await seedHistory(db, now);
  await seedFormulas(db, now);
  await seedPriceListPort(db, now);
}

/** The port whose estimate rests on a price list alone: no formula, no past call (issue 40). */
export const PRICE_LIST_PORT = 'GRSKA';
const PRICE_LIST_AGENT = 'Aegean Port Agency';
const priceListLines: Array<[code: string, eur: string]> = [
  ['PORT_DUES', '2850.00'],
  ['PILOTAGE_IN', '640.00'],
  ['MOORING', '310.00'],
  ['AGENCY_FEE', '1100.00'],
];

/**
 * Skaramangas: the demo agent serving it (Aegean Port Agency) has a current price list of its port
 * and agency expenses there, and the port is switched on in the port cost estimator, so a newcomer sees
 * an estimate whose every line says "Price list".
 */
async function seedPriceListPort(db: Db, now: Date) {
  const [port] = await db.select({ id: ports.id }).from(ports).where(eq(ports.unlocode, PRICE_LIST_PORT));
  const [agent] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.type, 'AGENT'), eq(companies.name, PRICE_LIST_AGENT)));
  if (!port || !agent) return;
  const [existing] = await db
    .select({ id: agentPricelistItems.id })
    .from(agentPricelistItems)
    .where(and(eq(agentPricelistItems.companyId, agent.id), eq(agentPricelistItems.portId, port.id)))
    .limit(1);
  if (existing) return;
  const items = await db
    .select({ id: expenseCatalogueItems.id, code: expenseCatalogueItems.code })
    .from(expenseCatalogueItems)
    .where(
      inArray(
        expenseCatalogueItems.code,
        priceListLines.map(([code]) => code),
      ),
    );
  const day = (offset: number) => new Date(now.getTime() + offset * DAY).toISOString().slice(0, 10);
  await db.transaction(async (tx) => {
    for (const [code, amount] of priceListLines) {
      const item = items.find((i) => i.code === code);
      if (!item) continue;
      await tx.insert(agentPricelistItems).values({
        companyId: agent.id,
        portId: port.id,
        catalogueItemId: item.id,
        currency: 'EUR',
        amount,
        validFrom: day(-30),
        validTo: day(365),
      });
    }
    await createRefdataModule({ db: tx }).ports.setAvailableInPce(port.id, true);
  });
}

async function portIds(db: Db) {
  const rows = await db
    .select({ id: ports.id, unlocode: ports.unlocode })
    .from(ports)
    .where(inArray(ports.unlocode, [...DEMO_PORTS]));
  return new Map(rows.map((r) => [r.unlocode, r.id]));
}

async function seedHistory(db: Db, now: Date) {
  const [existing] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.username, HISTORY_BUYER));
  if (existing) return;
  const agents = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(and(eq(companies.type, 'AGENT'), inArray(companies.name, DEMO_PORTS.map(agentAt))));
  const agentProfiles = await db
    .select({ id: profiles.id, companyId: profiles.companyId })
    .from(profiles)
    .where(
      inArray(
        profiles.companyId,
        agents.map((a) => a.id),
      ),
    );
  const portsByCode = await portIds(db);
  if (agents.length < 2 || portsByCode.size < DEMO_PORTS.length) return;
  const [discharging] = await db
    .select({ id: activityTypes.id })
    .from(activityTypes)
    .where(eq(activityTypes.code, 'DISCHARGING'));
  const catalogue = await createProformaRepo(db).catalogueItems(
    (
      await db
        .select({ id: expenseCatalogueItems.id })
        .from(expenseCatalogueItems)
        .where(
          inArray(
            expenseCatalogueItems.code,
            [...husbandryLines, ...portLines].map(([code]) => code),
          ),
        )
    ).map((r) => r.id),
  );
  const passwordHash = await hashPassword('Portcall2026');
  const today = new Date(Math.floor(now.getTime() / DAY) * DAY);

  await db.transaction(async (tx) => {
    const { companyId, profileIds } = await buildDemoCompany(
      tx,
      {
        type: 'BUYER',
        name: 'Baltic Tramp Shipping',
        country: 'DK',
        city: 'Copenhagen',
        departments: [{ name: 'Operations', abbreviation: 'OPS' }],
        profiles: [
          {
            username: HISTORY_BUYER,
            name: 'Mette',
            surname: 'Lund',
            departmentRole: 'MANAGER',
            department: 'Operations',
            products: ['DA_TOOL'],
            // The expenses' view too: the line benchmarks of its evaluations (demo-benchmarks.ts).
            authorities: ['DA_VIEW', 'DA_EVALUATION_VIEW', 'DA_EXPENSE_EVALUATION_VIEW'],
          },
        ],
      },
      passwordHash,
      now,
    );
    const buyerProfileId = profileIds.get(HISTORY_BUYER) as number;
    const [vesselId] = [...(await buildDemoFleet(tx, companyId, 'Baltic')).values()];
    if (vesselId === undefined) return;
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

    let voyage = 1;
    for (const port of DEMO_PORTS) {
      const agent = agents.find((a) => a.name === agentAt(port));
      if (!agent) continue;
      const agentProfileId = agentProfiles.find((p) => p.companyId === agent.id)?.id ?? null;
      const rate = port === 'NOOSL' ? 11 : 1;
      for (const [call, daysAgo] of [70, 35].entries()) {
        const eta = new Date(today.getTime() - daysAgo * DAY + 6 * 3_600_000);
        const ets = new Date(eta.getTime() + 2 * DAY);
        const { portCallId } = await buildDemoPortCall(tx, {
          companyId,
          vesselId,
          voyageNumber: `BT25${String(voyage++).padStart(2, '0')}`,
          portId: portsByCode.get(port) as number,
          status: 'IN_PROCESS',
          eta,
          ets,
          createdById: buyerProfileId,
          activities: discharging ? [{ activityTypeId: discharging.id, cargo: 'Grain' }] : [],
          agentIds: [agent.id],
        });
        const { appointmentId } = await buildDemoAppointment(tx, {
          companyId,
          portCallId,
          agentCompanyId: agent.id,
          state: 'ACCEPTED',
          instructions: 'Please attend the vessel for discharging of grain.',
          buyerProfileId,
          agentProfileId,
          appointedAt: new Date(eta.getTime() - 10 * DAY),
          acceptedAt: new Date(eta.getTime() - 9 * DAY),
        });
        const submittedAt = new Date(ets.getTime() + 5 * DAY);
        const draft = await proformaRepo.insert(
          {
            appointmentId,
            companyId,
            supplierId: agent.id,
            createdById: agentProfileId,
            type: 'FDA',
            currency: currencyAt(port),
            sailingDate: ets.toISOString().slice(0, 10),
            remarks: 'Final DA of a past call (demo history)',
          },
          tx,
        );
        // Each call's lines differ a little (a tenth up on the second call), as real invoices do.
        const lines = [...husbandryLines.filter((_, i) => (i + call) % 4 !== 3), ...portLines];
        for (const [i, [code, eur]] of lines.entries()) {
          const item = catalogue.find((c) => c.code === code);
          if (!item) continue;
          const amount = new Decimal(eur)
            .times(rate)
            .times(call === 0 ? 1 : '1.1')
            .toDecimalPlaces(2)
            .toFixed(2);
          await proformaRepo.insertExpense(
            {
              proformaId: draft.id,
              section: item.section,
              catalogueItemId: item.id,
              code: item.code,
              name: item.name,
              groupName: item.groupName,
              groupOrder: item.groupOrder,
              expenseOrder: item.position ?? i,
              amount,
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
    }
  });
}

/** A formula with its one test case (publishing needs a passing one), per currency of the demo ports. */
const demoFormulas: Array<{
  code: string;
  eur: Pick<TEstimationForm, 'formula' | 'testCases'>;
  nok: Pick<TEstimationForm, 'formula' | 'testCases'>;
}> = [
  {
    code: 'PORT_DUES',
    eur: {
      formula: 'round(gt * 0.12 + 150, 2)',
      testCases: [{ name: 'Supramax, 25,000 GT', inputs: { gt: '25000' }, expected: '3150' }],
    },
    nok: {
      formula: 'round(gt * 1.3 + 1600, 2)',
      testCases: [{ name: 'Supramax, 25,000 GT', inputs: { gt: '25000' }, expected: '34100' }],
    },
  },
  {
    code: 'CREW_CHANGE_FEE',
    eur: {
      formula: '45 + 180 * quantity',
      testCases: [{ name: 'Two crew changes', inputs: { quantity: '2' }, expected: '405' }],
    },
    nok: {
      formula: '500 + 2000 * quantity',
      testCases: [{ name: 'Two crew changes', inputs: { quantity: '2' }, expected: '4500' }],
    },
  },
  {
    code: 'HUSBANDRY_FEE',
    eur: {
      formula: '300 * quantity',
      testCases: [{ name: 'One service', inputs: { quantity: '1' }, expected: '300' }],
    },
    nok: {
      formula: '3300 * quantity',
      testCases: [{ name: 'One service', inputs: { quantity: '1' }, expected: '3300' }],
    },
  },
];

async function seedFormulas(db: Db, now: Date) {
  const [seeded] = await db
    .select({ id: expenseEstimations.id })
    .from(expenseEstimations)
    .where(eq(expenseEstimations.notes, DEMO_FORMULA_NOTE))
    .limit(1);
  if (seeded) return;
  const [admin] = await db
    .select({ id: profiles.id, companyId: profiles.companyId, name: profiles.name, surname: profiles.surname })
    .from(profiles)
    .where(eq(profiles.username, 'admin@portcall.example'));
  const portsByCode = await portIds(db);
  const items = await db
    .select({ id: expenseCatalogueItems.id, code: expenseCatalogueItems.code })
    .from(expenseCatalogueItems)
    .where(
      inArray(
        expenseCatalogueItems.code,
        demoFormulas.map((f) => f.code),
      ),
    );
  if (!admin || portsByCode.size < DEMO_PORTS.length) return;
  // The estimations service as the app builds it, minus what a seed never does: no tariff document
  // is attached and no publication is scheduled.
  const { service } = createEstimationsModule({
    db,
    files: {
      save: () => Promise.reject(new Error('the demo formulas attach no document')),
    },
    jobs: { register: () => undefined, enqueue: () => Promise.reject(new Error('the demo seed schedules nothing')) },
    clock: () => now,
    fullNameOf: async () => `${admin.name} ${admin.surname}`.trim(),
    pce: createRefdataModule({ db }).ports,
  });
  const caller = {
    profileId: admin.id,
    companyId: admin.companyId,
    sessionId: 'demo-seed',
    type: 'ADMIN',
    status: 'ACTIVE',
    role: 'MANAGER',
    departmentId: null,
    products: [],
    authorities: [{ authority: 'ADMIN_PORT_ANALYSIS', isEnabled: true }],
  } satisfies Caller;
  const euroPorts = DEMO_PORTS.filter((p) => currencyAt(p) === 'EUR').map((p) => portsByCode.get(p) as number);
  for (const f of demoFormulas) {
    const expenseId = items.find((i) => i.code === f.code)?.id;
    if (expenseId === undefined) continue;
    for (const [currency, portList, body] of [
      ['EUR', euroPorts, f.eur],
      ['NOK', [portsByCode.get('NOOSL') as number], f.nok],
    ] as const) {
      const draft = await service.create(
        caller,
        { expenseId, portIds: [...portList], currency, tariffs: {}, notes: DEMO_FORMULA_NOTE, ...body },
        [],
      );
      await service.publish(caller, draft.id);
    }
  }
}
