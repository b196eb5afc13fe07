import { HISTORICAL_DA_COUNT, type TExpenseSection } from '@portcall/contracts/requests';
import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { companies, companyPorts, profiles } from '../account/db';
import { vessels } from '../fleet/db';
import { portCallAgents, portCalls } from '../port-calls/db';
import { expenseCatalogueItems, expenseCategories, expenseSections, ports } from '../refdata/db';
import { requestCases } from './db';
import { historyCtes, medianSql } from './history-read-model';

/** Where a case's agents quote (requests-read-model `places`). */
export interface CasePlace {
  caseId: number;
  portCallId: number | null;
  portCallStatus: string | null;
  vesselId: number;
  vesselName: string;
  portId: number;
  portName: string;
  eta: Date | null;
}

/**
 * What the requests module reads of other modules' tables (docs/decisions.md "Read models"): the
 * port call a case is made for, the expense catalogue, agents, names, and the expense lines of
 * earlier DAs for the historical figures. It only reads; every write goes through the owner.
 */
export function createRequestsReadModel(db: Db) {
  const model = {
    /** The port call's facts a case is made for (vessel, port, ETA) and owns (company, status). */
    async portCall(id: number, tx: Db = db) {
      const [row] = await tx
        .select({
          id: portCalls.id,
          companyId: portCalls.companyId,
          status: portCalls.status,
          vesselId: portCalls.vesselId,
          vesselName: vessels.name,
          portId: portCalls.portId,
          portName: ports.name,
          eta: portCalls.eta,
        })
        .from(portCalls)
        .innerJoin(vessels, eq(vessels.id, portCalls.vesselId))
        .innerJoin(ports, eq(ports.id, portCalls.portId))
        .where(eq(portCalls.id, id));
      return row;
    },

    /**
     * Where each case's agents quote: its port call's vessel, port and ETA while it has one (a port
     * call's port or ETA may change after the request), else the vessel, port and ETA the case holds.
     */
    async places(caseIds: number[], tx: Db = db): Promise<CasePlace[]> {
      if (caseIds.length === 0) return [];
      const rows = await tx
        .select({
          caseId: requestCases.id,
          portCallId: requestCases.portCallId,
          portCallStatus: portCalls.status,
          vesselId: vessels.id,
          vesselName: vessels.name,
          portId: ports.id,
          portName: ports.name,
          portCallEta: portCalls.eta,
          caseEta: requestCases.eta,
        })
        .from(requestCases)
        .leftJoin(portCalls, eq(portCalls.id, requestCases.portCallId))
        .innerJoin(vessels, eq(vessels.id, sql`coalesce(${portCalls.vesselId}, ${requestCases.vesselId})`))
        .innerJoin(ports, eq(ports.id, sql`coalesce(${portCalls.portId}, ${requestCases.portId})`))
        .where(inArray(requestCases.id, caseIds));
      return rows.map(({ portCallEta, caseEta, ...r }) => ({
        ...r,
        eta: r.portCallId === null ? caseEta : portCallEta,
      }));
    },
    async place(caseId: number, tx: Db = db): Promise<CasePlace | undefined> {
      const [row] = await model.places([caseId], tx);
      return row;
    },

    /** The buyer company's active vessel, or nothing. */
    async vessel(companyId: number, id: number, tx: Db = db) {
      const [row] = await tx
        .select({ id: vessels.id })
        .from(vessels)
        .where(and(eq(vessels.id, id), eq(vessels.companyId, companyId), eq(vessels.isActive, true)));
      return row;
    },

    /** An active port, or nothing. */
    async port(id: number, tx: Db = db) {
      const [row] = await tx
        .select({ id: ports.id, countryId: ports.countryId })
        .from(ports)
        .where(and(eq(ports.id, id), eq(ports.isActive, true)));
      return row;
    },

    /**
     * Active catalogue items, in catalogue order; of one section, or the given ids, or what a
     * wizard's selections name (per section all or the chosen ids; one statement for the three).
     */
    async catalogue(
      by: {
        section?: TExpenseSection;
        ids?: number[];
        selections?: Partial<Record<TExpenseSection, { isAll: boolean; ids: number[] }>>;
      },
      tx: Db = db,
    ) {
      const filters = [eq(expenseCatalogueItems.isActive, true)];
      if (by.section) filters.push(eq(expenseSections.code, by.section));
      if (by.ids) {
        if (by.ids.length === 0) return [];
        filters.push(inArray(expenseCatalogueItems.id, by.ids));
      }
      if (by.selections) {
        const chosen = Object.entries(by.selections).flatMap(([section, s]) =>
          !s || (!s.isAll && s.ids.length === 0)
            ? []
            : [
                s.isAll
                  ? eq(expenseSections.code, section)
                  : and(eq(expenseSections.code, section), inArray(expenseCatalogueItems.id, s.ids)),
              ],
        );
        if (chosen.length === 0) return [];
        filters.push(or(...chosen) as SQL);
      }
      const rows = await tx
        .select({
          id: expenseCatalogueItems.id,
          code: expenseCatalogueItems.code,
          name: expenseCatalogueItems.name,
          groupName: expenseCategories.name,
          section: expenseSections.code,
        })
        .from(expenseCatalogueItems)
        .innerJoin(expenseCategories, eq(expenseCategories.id, expenseCatalogueItems.categoryId))
        .innerJoin(expenseSections, eq(expenseSections.id, expenseCategories.sectionId))
        .where(and(...filters))
        .orderBy(asc(expenseSections.position), asc(expenseCategories.position), asc(expenseCatalogueItems.position));
      return rows.map((r) => ({ ...r, section: r.section as TExpenseSection }));
    },

    /** Agent companies a buyer may invite: those serving the port, and the port call's own agents. */
    async agentOptions(portCallId: number | null, portId: number, tx: Db = db) {
      const onPortCall =
        portCallId === null
          ? []
          : await tx
              .select({ id: portCallAgents.agentCompanyId })
              .from(portCallAgents)
              .where(eq(portCallAgents.portCallId, portCallId));
      const onIds = new Set(onPortCall.map((r) => r.id));
      const rows = await tx
        .selectDistinct({ id: companies.id, name: companies.name })
        .from(companies)
        .leftJoin(companyPorts, eq(companyPorts.companyId, companies.id))
        .where(
          and(
            eq(companies.type, 'AGENT'),
            eq(companies.isLocked, false),
            // An agent waiting for registration review is not offered (as in the agent directory),
            // unless the buyer already put it on the port call.
            onIds.size > 0
              ? sql`((${companyPorts.portId} = ${portId} and ${companies.isPendingRegistration} = false) or ${inArray(companies.id, [...onIds])})`
              : and(eq(companyPorts.portId, portId), eq(companies.isPendingRegistration, false)),
          ),
        )
        .orderBy(asc(companies.name));
      return rows.map((r) => ({ ...r, isOnPortCall: onIds.has(r.id) }));
    },

    /** The agent companies among these ids (not locked). */
    async agents(ids: number[], tx: Db = db) {
      if (ids.length === 0) return [];
      return tx
        .select({ id: companies.id, name: companies.name, rfqEmail: companies.rfqEmail })
        .from(companies)
        .where(and(inArray(companies.id, ids), eq(companies.type, 'AGENT'), eq(companies.isLocked, false)));
    },

    async companyNames(ids: number[], tx: Db = db): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await tx
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(inArray(companies.id, ids));
      return new Map(rows.map((r) => [r.id, r.name]));
    },

    async profileNames(ids: number[], tx: Db = db): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await tx
        .select({ id: profiles.id, name: profiles.name, surname: profiles.surname })
        .from(profiles)
        .where(inArray(profiles.id, ids));
      return new Map(rows.map((r) => [r.id, `${r.name ?? ''} ${r.surname ?? ''}`.trim()]));
    },

    /**
     * Count, median, min and max of what the buyer company's latest submitted DAs at the port
     * (`latest` of them, HISTORICAL_DA_COUNT by default) quoted for each catalogue item, converted
     * into the request's currency, plus the currencies met: the figures of the case pages
     * (`page-read-model.ts`) for rates and items given here, as exact decimal text.
     */
    async historicalFigures(
      query: {
        companyId: number;
        portId: number;
        catalogueItemIds: number[];
        requestCurrency: string;
        rates: ReadonlyMap<string, string>;
        minorUnits: number;
        latest?: number;
      },
      tx: Db = db,
    ): Promise<HistoricalFigures> {
      if (query.catalogueItemIds.length === 0) return { byItem: new Map(), currencies: [] };
      const rates = JSON.stringify(Object.fromEntries(query.rates));
      const units = sql`${query.minorUnits}::int`;
      const result = await tx.execute(sql`
        with rates as (select key as currency, value::numeric as rate from jsonb_each_text(${rates}::jsonb)),
        ${historyCtes({
          companyId: sql`${query.companyId}`,
          portId: sql`${query.portId}`,
          itemIds: sql`${`{${query.catalogueItemIds.join(',')}}`}::bigint[]`,
          requestCurrency: sql`${query.requestCurrency}`,
          minorUnits: units,
          latest: query.latest ?? HISTORICAL_DA_COUNT,
        })}
        select
          coalesce((select json_agg(json_build_object('item', item, 'count', n, 'min', vs[1]::text,
              'max', vs[n]::text, 'median', (${medianSql(units)})::text))
            from figures), '[]'::json) as figures,
          coalesce((select json_agg(distinct currency) from lines), '[]'::json) as currencies`);
      const [row] = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
      const parse = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
      const figures = parse<Array<{ item: number; count: number; min: string; max: string; median: string }>>(
        row?.figures ?? [],
      );
      return {
        byItem: new Map(
          figures.map((f) => [Number(f.item), { count: f.count, min: f.min, max: f.max, median: f.median }]),
        ),
        currencies: parse<string[]>(row?.currencies ?? []),
      };
    },

    async portNames(ids: number[], tx: Db = db): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await tx.select({ id: ports.id, name: ports.name }).from(ports).where(inArray(ports.id, ids));
      return new Map(rows.map((r) => [r.id, r.name]));
    },
  };
  return model;
}
export type RequestsReadModel = ReturnType<typeof createRequestsReadModel>;

/** Per catalogue item, its figures as decimal text in the minor units; every line currency met. */
export interface HistoricalFigures {
  byItem: Map<number, { count: number; min: string; max: string; median: string }>;
  currencies: string[];
}
