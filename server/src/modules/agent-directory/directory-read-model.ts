import type { TAgentDirectorySearch } from '@portcall/contracts/agent-directory';
import { and, asc, count, eq, exists, gt, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { containsPattern, textOrder } from '../../platform/db/query-helpers';
// A declared read model (docs/decisions.md "Agent directory"): it reads other modules' tables and
// writes none; only this file may reach them.
import { companies, companyCategories, companyPorts, profiles } from '../account/db';
import { appointments } from '../appointments/db';
import { bankAccounts } from '../bank-accounts/db';
import { evaluations, expenseEvaluations } from '../evaluations/db';
import { kypVerifications } from '../kyp/db';
import { portCalls } from '../port-calls/db';
import { proformaExpenses, proformas } from '../proformas/db';
import { agentRatings, meanOfRating } from '../ratings/db';
import { agentTypes, countries, ports } from '../refdata/db';
import { agentDirectoryFigures } from './db';
import type { CallFacts } from './figures';

export type SearchFilters = TAgentDirectorySearch;
/** A call's facts and whose call it is. */
export type AgentCall = CallFacts & { agentId: number };

const isAgent = and(
  eq(companies.type, 'AGENT'),
  eq(companies.isLocked, false),
  eq(companies.isPendingRegistration, false),
);

/** The agent's KYP case as buyers read it: EXPIRED once a verification is past its expiry. */
const kypColumns = () => ({
  kypStatus: sql<
    string | null
  >`(select case when ${kypVerifications.status} = 'VERIFIED' and ${kypVerifications.expiresAt} <= now() then 'EXPIRED' else ${kypVerifications.status} end from ${kypVerifications} where ${kypVerifications.companyId} = ${companies.id})`,
  kypVerifiedAt: sql<
    string | null
  >`(select ${kypVerifications.verifiedAt} from ${kypVerifications} where ${kypVerifications.companyId} = ${companies.id})`,
  kypExpiresAt: sql<
    string | null
  >`(select ${kypVerifications.expiresAt} from ${kypVerifications} where ${kypVerifications.companyId} = ${companies.id})`,
});

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

/** The agent row's precomputed figures for the reading buyer (agent_directory_figures, a key lookup). */
const yours = (buyerId: number) =>
  and(eq(agentDirectoryFigures.agentCompanyId, companies.id), eq(agentDirectoryFigures.buyerCompanyId, buyerId));

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
    if (f.minRating !== undefined) where.push(sql`${agentDirectoryFigures.ratingAverage} >= ${f.minRating}`);
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
          ...kypColumns(),
          ratingAverage: sql<number | null>`${agentDirectoryFigures.ratingAverage}::float8`,
          ratingCount: sql<number>`coalesce(${agentDirectoryFigures.ratingCount}, 0)::int`,
          callsWithYou: sql<number>`coalesce(${agentDirectoryFigures.callsHandled}, 0)::int`,
        })
        .from(companies)
        .leftJoin(countries, eq(countries.id, companies.countryId))
        .leftJoin(agentDirectoryFigures, yours(buyerId))
        .where(filter)
        .orderBy(textOrder(companies.name), asc(companies.id))
        .limit(f.size)
        .offset(f.page * f.size),
      db.select({ n: count() }).from(companies).leftJoin(agentDirectoryFigures, yours(buyerId)).where(filter),
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
      .select({
        company: companies,
        countryName: countries.name,
        isVerified: sql<boolean>`${verified(db)}`,
        ...kypColumns(),
      })
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

  /**
   * The facts of the given calls (appointments past DRAFT with an agent), across every buyer: one
   * statement (each call's last PDA and FDA, first FDA, DAs and sent-back DAs, rating, found through
   * the per-appointment indexes), money as text. The refresh stores them in agent_directory_calls.
   */
  async function callFacts(appointmentIds: number[], tx: Db = db): Promise<AgentCall[]> {
    if (appointmentIds.length === 0) return [];
    const lastDa = (type: 'PDA' | 'FDA') => sql`(
      select json_build_object('currency', p.currency,
        'total', (select coalesce(sum(${proformaExpenses.amount}), 0) from ${proformaExpenses}
                  where ${proformaExpenses.proformaId} = p.id)::text)
      from ${proformas} p
      where p.appointment_id = a.id and p.supplier_id = a.agent_company_id and p.status = 'SUBMITTED'
        and p.type = ${type} and p.submitted_at is not null
      order by p.submitted_at desc, p.id desc limit 1)`;
    const result = await tx.execute(sql`
      select a.id, a.company_id as "buyerId", a.agent_company_id as "agentId", a.state,
        a.appointed_at as "appointedAt", coalesce(a.accepted_at, a.rejected_at) as "answeredAt",
        pc.port_id as "portId", pc.ets,
        ${lastDa('PDA')} as pda, ${lastDa('FDA')} as fda,
        (select min(p.submitted_at) from ${proformas} p where p.appointment_id = a.id
           and p.supplier_id = a.agent_company_id and p.status = 'SUBMITTED' and p.type = 'FDA') as "firstFdaAt",
        da.n as "daCount", da.sent_back as "sentBackCount",
        (select ${meanOfRating}::float8 from ${agentRatings}
           where ${agentRatings.appointmentId} = a.id and ${agentRatings.criteriaCount} > 0) as rating
      from ${appointments} a
      join ${portCalls} pc on pc.id = a.port_call_id
      cross join lateral (
        select count(*)::int as n,
          count(*) filter (where exists (select 1 from ${expenseEvaluations} x where x.evaluation_id = e.id
            and (x.status = 'BACK_FOR_REVIEW' or x.previous_status = 'BACK_FOR_REVIEW')))::int as sent_back
        from ${evaluations} e join ${proformas} p on p.id = e.proforma_id
        where e.appointment_id = a.id and p.supplier_id = a.agent_company_id) da
      where a.id = any(${`{${appointmentIds.join(',')}}`}::bigint[])
        and a.agent_company_id is not null and a.state <> 'DRAFT'`);
    type Da = { currency: string | null; total: string } | null;
    const rows = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
    const parse = (value: unknown): Da => (typeof value === 'string' ? JSON.parse(value) : value) as Da;
    const date = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string));
    return rows.map((r) => {
      const pda = parse(r.pda);
      const fda = parse(r.fda);
      const sameCurrency = pda !== null && fda !== null && pda.currency === fda.currency;
      return {
        appointmentId: Number(r.id),
        buyerId: Number(r.buyerId),
        agentId: Number(r.agentId),
        portId: Number(r.portId),
        state: r.state as string,
        appointedAt: date(r.appointedAt),
        answeredAt: date(r.answeredAt),
        ets: date(r.ets),
        pdaTotal: sameCurrency ? pda.total : null,
        fdaTotal: sameCurrency ? fda.total : null,
        firstFdaAt: date(r.firstFdaAt),
        daCount: Number(r.daCount),
        sentBackCount: Number(r.sentBackCount),
        rating: r.rating === null || r.rating === undefined ? null : Number(r.rating),
      };
    });
  }

  /** Each buyer's mean rating of the agent (the ratings module's rule: each rating counts once). */
  async function ratingsOfAgent(agentId: number, tx: Db = db) {
    return tx
      .select({
        buyerId: agentRatings.buyerCompanyId,
        average: sql<string>`avg(${meanOfRating})::text`,
        count: sql<number>`count(*)::int`,
      })
      .from(agentRatings)
      .where(and(eq(agentRatings.agentCompanyId, agentId), gt(agentRatings.criteriaCount, 0)))
      .groupBy(agentRatings.buyerCompanyId);
  }

  return { search, expertiseOf, findAgent, portsOf, contactsOf, callFacts, ratingsOfAgent };
}
export type AgentDirectoryRepo = ReturnType<typeof createAgentDirectoryRepo>;
