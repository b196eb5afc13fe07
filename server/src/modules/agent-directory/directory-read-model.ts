import type { TAgentDirectorySearch } from '@portcall/contracts/agent-directory';
import { and, asc, count, eq, exists, ilike, inArray, isNotNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { containsPattern, textOrder } from '../../platform/db/query-helpers';
// A declared read model (docs/decisions.md "Agent directory"): it reads other modules' tables and
// writes none; only this file may reach them.
import { companies, companyCategories, companyPorts, profiles } from '../account/db';
import { appointments } from '../appointments/db';
import { bankAccounts } from '../bank-accounts/db';
import { evaluations, expenseEvaluations } from '../evaluations/db';
import { portCalls } from '../port-calls/db';
import { proformaExpenses, proformas } from '../proformas/db';
import { agentRatingCriteria, agentRatings } from '../ratings/db';
import { agentTypes, countries, ports } from '../refdata/db';
import type { CallFacts } from './figures';

export type SearchFilters = TAgentDirectorySearch;

const isAgent = and(
  eq(companies.type, 'AGENT'),
  eq(companies.isLocked, false),
  eq(companies.isPendingRegistration, false),
);

/** An approved, active bank account makes an agent VERIFIED. */
const verified = (db: Db) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(bankAccounts)
      .where(
        and(
          eq(bankAccounts.companyId, companies.id),
          eq(bankAccounts.status, 'APPROVED'),
          eq(bankAccounts.isActive, true),
        ),
      ),
  );

/** The buyer's ratings of the agent row, each the mean of its criteria. */
const ratingsOf = (buyerId: number) => sql`(
  select avg(${agentRatingCriteria.rating})::float8 as mean
  from ${agentRatings} join ${agentRatingCriteria} on ${agentRatingCriteria.ratingId} = ${agentRatings.id}
  where ${agentRatings.buyerCompanyId} = ${buyerId} and ${agentRatings.agentCompanyId} = ${companies.id}
  group by ${agentRatings.id})`;

export function createAgentDirectoryRepo(db: Db) {
  async function search(buyerId: number, f: SearchFilters) {
    const where: SQL[] = [isAgent as SQL];
    if (f.name) where.push(ilike(companies.name, containsPattern(f.name)));
    if (f.countryId) where.push(eq(companies.countryId, f.countryId));
    if (f.portId)
      where.push(
        or(
          eq(companies.isWorldwide, true),
          exists(
            db
              .select({ one: sql`1` })
              .from(companyPorts)
              .where(and(eq(companyPorts.companyId, companies.id), eq(companyPorts.portId, f.portId))),
          ),
        ) as SQL,
      );
    for (const categoryId of f.expertise ?? [])
      where.push(
        exists(
          db
            .select({ one: sql`1` })
            .from(companyCategories)
            .where(and(eq(companyCategories.companyId, companies.id), eq(companyCategories.categoryId, categoryId))),
        ),
      );
    if (f.verification) where.push(f.verification === 'VERIFIED' ? verified(db) : sql`not ${verified(db)}`);
    if (f.minRating !== undefined) where.push(sql`(select avg(r.mean) from ${ratingsOf(buyerId)} r) >= ${f.minRating}`);
    const filter = and(...where);
    const [rows, [total]] = await Promise.all([
      db
        .select({
          id: companies.id,
          name: companies.name,
          city: companies.city,
          countryId: countries.id,
          countryName: countries.name,
          portCount: sql<number>`(select count(*) from ${companyPorts} where ${companyPorts.companyId} = ${companies.id})::int`,
          isVerified: sql<boolean>`${verified(db)}`,
          ratingAverage: sql<number | null>`(select avg(r.mean) from ${ratingsOf(buyerId)} r)::float8`,
          ratingCount: sql<number>`(select count(*) from ${ratingsOf(buyerId)} r)::int`,
          callsWithYou: sql<number>`(select count(*) from ${appointments} where ${appointments.agentCompanyId} = ${companies.id}
            and ${appointments.companyId} = ${buyerId} and ${appointments.state} in ('ACCEPTED', 'CLOSED'))::int`,
        })
        .from(companies)
        .leftJoin(countries, eq(countries.id, companies.countryId))
        .where(filter)
        .orderBy(textOrder(companies.name), asc(companies.id))
        .limit(f.size)
        .offset(f.page * f.size),
      db.select({ n: count() }).from(companies).where(filter),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  async function expertiseOf(companyIds: number[]) {
    if (companyIds.length === 0) return new Map<number, Array<{ id: number; name: string }>>();
    const rows = await db
      .select({ companyId: companyCategories.companyId, id: agentTypes.id, name: agentTypes.name })
      .from(companyCategories)
      .innerJoin(agentTypes, eq(agentTypes.id, companyCategories.categoryId))
      .where(inArray(companyCategories.companyId, companyIds))
      .orderBy(asc(agentTypes.position), asc(agentTypes.id));
    const byCompany = new Map<number, Array<{ id: number; name: string }>>();
    for (const r of rows)
      byCompany.set(r.companyId, [...(byCompany.get(r.companyId) ?? []), { id: r.id, name: r.name }]);
    return byCompany;
  }

  async function findAgent(agentId: number) {
    const [row] = await db
      .select({ company: companies, countryName: countries.name, isVerified: sql<boolean>`${verified(db)}` })
      .from(companies)
      .leftJoin(countries, eq(countries.id, companies.countryId))
      .where(and(eq(companies.id, agentId), isAgent));
    return row;
  }

  async function portsOf(agentId: number) {
    return db
      .select({ id: ports.id, name: ports.name, unlocode: ports.unlocode })
      .from(companyPorts)
      .innerJoin(ports, eq(ports.id, companyPorts.portId))
      .where(eq(companyPorts.companyId, agentId))
      .orderBy(textOrder(ports.name), asc(ports.id));
  }

  /** The agent's people a buyer may write to: active, enabled profiles. */
  async function contactsOf(agentId: number) {
    return db
      .select({ name: profiles.name, surname: profiles.surname, email: profiles.email, phone: profiles.phone })
      .from(profiles)
      .where(
        and(
          eq(profiles.companyId, agentId),
          eq(profiles.status, 'ACTIVE'),
          eq(profiles.isEnabled, true),
          eq(profiles.isLocked, false),
        ),
      )
      .orderBy(textOrder(profiles.surname), asc(profiles.id));
  }

  /** Every call of the agent past DRAFT, with what the figures need, across every buyer. */
  async function callsOf(agentId: number): Promise<CallFacts[]> {
    const calls = await db
      .select({
        id: appointments.id,
        buyerId: appointments.companyId,
        state: appointments.state,
        appointedAt: appointments.appointedAt,
        acceptedAt: appointments.acceptedAt,
        rejectedAt: appointments.rejectedAt,
        portId: portCalls.portId,
        ets: portCalls.ets,
      })
      .from(appointments)
      .innerJoin(portCalls, eq(portCalls.id, appointments.portCallId))
      .where(and(eq(appointments.agentCompanyId, agentId), ne(appointments.state, 'DRAFT')));
    if (calls.length === 0) return [];
    const ids = calls.map((c) => c.id);
    const [das, evaluated, rated] = await Promise.all([
      db
        .select({
          id: proformas.id,
          appointmentId: proformas.appointmentId,
          type: proformas.type,
          currency: proformas.currency,
          submittedAt: proformas.submittedAt,
          total: sql<string>`coalesce(sum(${proformaExpenses.amount}), 0)`,
        })
        .from(proformas)
        .leftJoin(proformaExpenses, eq(proformaExpenses.proformaId, proformas.id))
        .where(
          and(
            inArray(proformas.appointmentId, ids),
            eq(proformas.supplierId, agentId),
            eq(proformas.status, 'SUBMITTED'),
            isNotNull(proformas.submittedAt),
          ),
        )
        .groupBy(proformas.id),
      db
        .select({
          appointmentId: evaluations.appointmentId,
          sentBack: sql<boolean>`exists (select 1 from ${expenseEvaluations} where ${expenseEvaluations.evaluationId} = ${evaluations.id}
            and (${expenseEvaluations.status} = 'BACK_FOR_REVIEW' or ${expenseEvaluations.previousStatus} = 'BACK_FOR_REVIEW'))`,
        })
        .from(evaluations)
        .innerJoin(proformas, eq(proformas.id, evaluations.proformaId))
        .where(and(inArray(evaluations.appointmentId, ids), eq(proformas.supplierId, agentId))),
      db
        .select({
          appointmentId: agentRatings.appointmentId,
          mean: sql<number>`avg(${agentRatingCriteria.rating})::float8`,
        })
        .from(agentRatings)
        .innerJoin(agentRatingCriteria, eq(agentRatingCriteria.ratingId, agentRatings.id))
        .where(inArray(agentRatings.appointmentId, ids))
        .groupBy(agentRatings.appointmentId),
    ]);
    // Grouped once by appointment: an agent with thousands of calls stays linear.
    const groupBy = <T extends { appointmentId: number }>(rows: T[]) => {
      const map = new Map<number, T[]>();
      for (const row of rows) {
        const list = map.get(row.appointmentId);
        if (list) list.push(row);
        else map.set(row.appointmentId, [row]);
      }
      return map;
    };
    const dasByCall = groupBy(das);
    const evaluationsByCall = groupBy(evaluated);
    const ratingByCall = new Map(rated.map((r) => [r.appointmentId, r]));
    return calls.map((c) => {
      const own = dasByCall.get(c.id) ?? [];
      const last = (type: string) =>
        own
          .filter((d) => d.type === type)
          .sort((a, b) => (b.submittedAt?.getTime() ?? 0) - (a.submittedAt?.getTime() ?? 0) || b.id - a.id)[0];
      const pda = last('PDA');
      const fda = last('FDA');
      const sameCurrency = pda && fda && pda.currency === fda.currency;
      const fdaTimes = own.filter((d) => d.type === 'FDA').map((d) => d.submittedAt?.getTime() ?? 0);
      const evals = evaluationsByCall.get(c.id) ?? [];
      const rating = ratingByCall.get(c.id);
      return {
        appointmentId: c.id,
        buyerId: c.buyerId,
        portId: c.portId,
        state: c.state,
        appointedAt: c.appointedAt,
        answeredAt: c.acceptedAt ?? c.rejectedAt,
        ets: c.ets,
        pdaTotal: sameCurrency ? String(pda.total) : null,
        fdaTotal: sameCurrency ? String(fda.total) : null,
        firstFdaAt: fdaTimes.length > 0 ? new Date(Math.min(...fdaTimes)) : null,
        daCount: evals.length,
        sentBackCount: evals.filter((e) => e.sentBack).length,
        rating: rating ? Number(rating.mean) : null,
      };
    });
  }

  return { search, expertiseOf, findAgent, portsOf, contactsOf, callsOf };
}
export type AgentDirectoryRepo = ReturnType<typeof createAgentDirectoryRepo>;
