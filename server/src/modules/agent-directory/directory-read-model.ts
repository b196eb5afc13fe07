import type {
  TAgentDirectorySearch,
  TAgentDirectorySort,
  TAgentFigures,
  TPlatformFigures,
} from '@portcall/contracts/agent-directory';
import { and, asc, count, eq, exists, gt, ilike, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
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
import {
  agentDirectoryAgents,
  agentDirectoryCalls,
  agentDirectoryFigures,
  agentDirectoryStaleCalls,
  PLATFORM_BUYER,
} from './db';
import { type CallFacts, HANDLED_STATES } from './figures';

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
const yours = (buyerId: SQLWrapper) =>
  and(eq(agentDirectoryFigures.agentCompanyId, companies.id), eq(agentDirectoryFigures.buyerCompanyId, buyerId));

/** A json column of a raw subselect: parsed by pg, text on some drivers. */
const parsed = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** The company's expertise, ordered as the reference list, as a JSON array (one subselect a row). */
const expertiseJson = sql<unknown>`(select coalesce(json_agg(json_build_object('id', ${agentTypes.id}, 'name', ${agentTypes.name})
    order by ${agentTypes.position}, ${agentTypes.id}), '[]')
  from ${companyCategories} join ${agentTypes} on ${agentTypes.id} = ${companyCategories.categoryId}
  where ${companyCategories.companyId} = ${companies.id})`;

/**
 * Whether any call waits to be recomputed (agent_directory_stale_calls): asked inside each answer's
 * own statement, so a clean read costs no statement of its own and writes nothing.
 */
const isStale = sql<boolean>`exists (select 1 from ${agentDirectoryStaleCalls})`;

/** Values are bound as placeholders: each statement is prepared once per connection and its plan kept. */
const p = sql.placeholder;

/** A search filter's shape (which filters it sets): one prepared statement a shape. */
const shapeOf = (f: SearchFilters) =>
  [
    f.name ? 'n' : '',
    f.countryId ? 'c' : '',
    f.portId ? 'p' : '',
    `e${f.expertise?.length ?? 0}`,
    f.verification?.[0] ?? '',
    f.minRating !== undefined ? 'r' : '',
    f.property ? `s${f.property}${f.direction ?? 'ASC'}` : '',
    f.minCalls !== undefined ? 'm' : '',
    f.maxPdaToFdaChangePct !== undefined ? 'x' : '',
  ].join('');

/** The values a search statement binds. */
const searchValues = (buyerId: number, f: SearchFilters) => ({
  buyerId,
  name: f.name ? containsPattern(f.name) : null,
  countryId: f.countryId ?? null,
  portId: f.portId ?? null,
  minRating: f.minRating ?? null,
  minCalls: f.minCalls ?? null,
  maxChange: f.maxPdaToFdaChangePct ?? null,
  limit: f.size,
  offset: f.page * f.size,
  ...Object.fromEntries((f.expertise ?? []).map((id, i) => [`expertise${i}`, id])),
});

/**
 * One of the caller's stored figures (agent_directory_figures.figures, the agent page's `yours`): its
 * value as numeric and the calls it rests on. The key comes from the query's enum, never from free text.
 */
const figureValue = (key: TAgentDirectorySort) =>
  sql`(${agentDirectoryFigures.figures} -> ${sql.raw(`'${key}'`)} ->> 'value')::numeric`;
const figureCalls = (key: TAgentDirectorySort) =>
  sql`coalesce((${agentDirectoryFigures.figures} -> ${sql.raw(`'${key}'`)} ->> 'calls')::int, 0)`;

/** The search's order: by the chosen figure (agents without it last), then by name as without one. */
const searchOrder = (f: SearchFilters): SQL[] => {
  const byName = [textOrder(companies.name), asc(companies.id)];
  if (!f.property) return byName;
  const direction = f.direction === 'DESC' ? sql`desc` : sql`asc`;
  return [sql`${figureValue(f.property)} ${direction} nulls last`, ...byName];
};

export function createAgentDirectoryRepo(db: Db) {
  /** The search's conditions for a filter shape, values as placeholders (searchValues). */
  function searchFilter(f: SearchFilters) {
    const where: SQL[] = [isAgent as SQL];
    if (f.name) where.push(ilike(companies.name, p('name')));
    if (f.countryId) where.push(eq(companies.countryId, p('countryId')));
    if (f.portId)
      where.push(
        or(
          eq(companies.isWorldwide, true),
          exists(
            db
              .select({ one: sql`1` })
              .from(companyPorts)
              .where(and(eq(companyPorts.companyId, companies.id), eq(companyPorts.portId, p('portId')))),
          ),
        ) as SQL,
      );
    for (const [i] of (f.expertise ?? []).entries())
      where.push(
        exists(
          db
            .select({ one: sql`1` })
            .from(companyCategories)
            .where(
              and(eq(companyCategories.companyId, companies.id), eq(companyCategories.categoryId, p(`expertise${i}`))),
            ),
        ),
      );
    if (f.verification) where.push(f.verification === 'VERIFIED' ? verified(db) : sql`not ${verified(db)}`);
    if (f.minRating !== undefined) where.push(sql`${agentDirectoryFigures.ratingAverage} >= ${p('minRating')}`);
    if (f.minCalls !== undefined) where.push(sql`${figureCalls(f.property ?? 'callsHandled')} >= ${p('minCalls')}`);
    if (f.maxPdaToFdaChangePct !== undefined) where.push(sql`${figureValue('pdaToFdaChangePct')} <= ${p('maxChange')}`);
    return and(...where);
  }

  const searchPage = (f: SearchFilters, name: string) =>
    db
      .select({
        id: companies.id,
        name: companies.name,
        city: companies.city,
        countryId: countries.id,
        countryName: countries.name,
        portCount: sql<number>`coalesce(${agentDirectoryAgents.portCount}, 0)`,
        expertise: expertiseJson,
        isVerified: sql<boolean>`${verified(db)}`,
        ...kypColumns(),
        ratingAverage: sql<number | null>`${agentDirectoryFigures.ratingAverage}::float8`,
        ratingCount: sql<number>`coalesce(${agentDirectoryFigures.ratingCount}, 0)::int`,
        callsWithYou: sql<number>`coalesce(${agentDirectoryFigures.callsHandled}, 0)::int`,
        figures: agentDirectoryFigures.figures,
        total: sql<number>`(count(*) over ())::int`,
        isStale,
      })
      .from(companies)
      .leftJoin(countries, eq(countries.id, companies.countryId))
      .leftJoin(agentDirectoryFigures, yours(p('buyerId')))
      .leftJoin(agentDirectoryAgents, eq(agentDirectoryAgents.agentCompanyId, companies.id))
      .where(searchFilter(f))
      .orderBy(...searchOrder(f))
      .limit(p('limit'))
      .offset(p('offset'))
      .prepare(name);
  const searchCount = (f: SearchFilters, name: string) =>
    db
      .select({ n: count(), isStale })
      .from(companies)
      .leftJoin(agentDirectoryFigures, yours(p('buyerId')))
      .where(searchFilter(f))
      .prepare(name);
  const pages = new Map<string, ReturnType<typeof searchPage>>();
  const counts = new Map<string, ReturnType<typeof searchCount>>();
  /** The statement of a shape, prepared at its first use. */
  function preparedOf<T>(cache: Map<string, T>, shape: string, prepare: () => T): T {
    const found = cache.get(shape);
    if (found) return found;
    const made = prepare();
    cache.set(shape, made);
    return made;
  }

  /**
   * One page of the search, its total and whether the figures it read were stale, in one statement
   * (the total as a window count over the filtered agents); only an empty page asks again, as it
   * carries neither.
   */
  async function search(buyerId: number, f: SearchFilters) {
    const shape = shapeOf(f);
    const values = searchValues(buyerId, f);
    const page = preparedOf(pages, shape, () => searchPage(f, `agent_directory_search_${shape}`));
    const rows = await page.execute(values);
    const [first] = rows;
    if (first)
      return {
        rows: rows.map((r) => ({ ...r, expertise: parsed<Array<{ id: number; name: string }>>(r.expertise) })),
        total: first.total,
        isStale: first.isStale,
      };
    // Nothing on this page: the total (a page past the end still answers it) and the queue alone.
    const counter = preparedOf(counts, shape, () => searchCount(f, `agent_directory_search_count_${shape}`));
    const [counted] = await counter.execute(values);
    return { rows: [], total: counted?.n ?? 0, isStale: counted?.isStale ?? false };
  }

  /** The agent page's statement, prepared once (with or without a port). */
  const agentStatement = (atPort: boolean) => {
    const handledAtPort = !atPort
      ? sql`null`
      : sql`(select json_agg(json_build_object('buyerId', h.buyer_company_id, 'n', h.n))
            from (select ${agentDirectoryCalls.buyerCompanyId} as buyer_company_id, count(*)::int as n
              from ${agentDirectoryCalls}
              where ${agentDirectoryCalls.agentCompanyId} = ${companies.id} and ${agentDirectoryCalls.portId} = ${p('portId')}
                and ${agentDirectoryCalls.state} in (${sql.join(
                  HANDLED_STATES.map((state) => sql.raw(`'${state}'`)),
                  sql`, `,
                )})
              group by 1) h)`;
    return db
      .select({
        id: companies.id,
        name: companies.name,
        countryId: companies.countryId,
        countryName: countries.name,
        city: companies.city,
        address: companies.address,
        phone: companies.phoneNumber,
        siteUrl: companies.siteUrl,
        rfqEmail: companies.rfqEmail,
        isWorldwide: companies.isWorldwide,
        isVerified: sql<boolean>`${verified(db)}`,
        ...kypColumns(),
        expertise: expertiseJson,
        // The served ids handed to ports as an array, read by primary key: a join hashed all 17,500 ports.
        ports: sql<unknown>`(select coalesce(json_agg(json_build_object('id', ${ports.id}, 'name', ${ports.name}, 'unlocode', ${ports.unlocode})
            order by ${textOrder(ports.name)}, ${ports.id}), '[]')
          from ${ports}
          where ${ports.id} = any(array(select ${companyPorts.portId} from ${companyPorts} where ${companyPorts.companyId} = ${companies.id})))`,
        // The agent's people a buyer may write to: active, enabled profiles.
        contacts: sql<unknown>`(select coalesce(json_agg(json_build_object('name', ${profiles.name}, 'surname', ${profiles.surname},
              'email', ${profiles.email}, 'phone', ${profiles.phone}) order by ${textOrder(profiles.surname)}, ${profiles.id}), '[]')
          from ${profiles}
          where ${profiles.companyId} = ${companies.id} and ${profiles.status} = 'ACTIVE' and ${profiles.isEnabled}
            and not ${profiles.isLocked})`,
        figures: sql<unknown>`(select json_agg(json_build_object('buyerId', ${agentDirectoryFigures.buyerCompanyId}, 'figures', ${agentDirectoryFigures.figures}))
          from ${agentDirectoryFigures}
          where ${agentDirectoryFigures.agentCompanyId} = ${companies.id}
            and ${agentDirectoryFigures.buyerCompanyId} in (${p('buyerId')}, ${PLATFORM_BUYER}))`,
        handledAtPort,
        isStale,
      })
      .from(companies)
      .leftJoin(countries, eq(countries.id, companies.countryId))
      .where(and(eq(companies.id, p('agentId')), isAgent))
      .prepare(atPort ? 'agent_directory_page_at_port' : 'agent_directory_page');
  };
  const agentPages = { all: agentStatement(false), atPort: agentStatement(true) };

  /**
   * An agent's page in one statement: the company, its served ports, contacts and expertise as JSON
   * lists, the stored figures of the buyer and of the platform, at a port the handled calls there per
   * buyer (an index-only read), and whether the figures were stale. No row: not an agent a buyer sees.
   */
  async function agentPage(agentId: number, buyerId: number, portId: number | null) {
    const [row] = await (portId === null ? agentPages.all : agentPages.atPort).execute({ agentId, buyerId, portId });
    if (!row) return undefined;
    return {
      ...row,
      expertise: parsed<Array<{ id: number; name: string }>>(row.expertise),
      ports: parsed<Array<{ id: number; name: string; unlocode: string }>>(row.ports),
      contacts: parsed<Array<{ name: string; surname: string; email: string; phone: string | null }>>(row.contacts),
      figures: parsed<Array<{ buyerId: number; figures: TAgentFigures | TPlatformFigures }> | null>(row.figures) ?? [],
      handledAtPort: parsed<Array<{ buyerId: number; n: number }> | null>(row.handledAtPort) ?? [],
    };
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

  return { search, agentPage, callFacts, ratingsOfAgent };
}
export type AgentDirectoryRepo = ReturnType<typeof createAgentDirectoryRepo>;
export type AgentPage = Awaited<ReturnType<AgentDirectoryRepo['agentPage']>>;
