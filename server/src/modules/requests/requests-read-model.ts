import type { TExpenseSection } from '@portcall/contracts/requests';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { companies, companyPorts, profiles } from '../account/db';
import { appointments } from '../appointments/db';
import { vessels } from '../fleet/db';
import { portCallAgents, portCalls } from '../port-calls/db';
import { proformaExpenses, proformas } from '../proformas/db';
import { expenseCatalogueItems, expenseCategories, expenseSections, ports } from '../refdata/db';

/**
 * What the requests module reads of other modules' tables (docs/decisions.md "Read models"): the
 * port call a case is made for, the expense catalogue, agents, names, and the expense lines of
 * earlier DAs for the historical figures. It only reads; every write goes through the owner.
 */
export function createRequestsReadModel(db: Db) {
  return {
    /** The port call's facts a case shows (vessel, port, ETA) and owns (company, status). */
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

    async portCalls(ids: number[], tx: Db = db) {
      if (ids.length === 0) return [];
      return tx
        .select({
          id: portCalls.id,
          vesselName: vessels.name,
          portId: portCalls.portId,
          portName: ports.name,
          eta: portCalls.eta,
        })
        .from(portCalls)
        .innerJoin(vessels, eq(vessels.id, portCalls.vesselId))
        .innerJoin(ports, eq(ports.id, portCalls.portId))
        .where(inArray(portCalls.id, ids));
    },

    /** Active catalogue items, in catalogue order; of one section, or the given ids. */
    async catalogue(by: { section?: TExpenseSection; ids?: number[] }, tx: Db = db) {
      const filters = [eq(expenseCatalogueItems.isActive, true)];
      if (by.section) filters.push(eq(expenseSections.code, by.section));
      if (by.ids) {
        if (by.ids.length === 0) return [];
        filters.push(inArray(expenseCatalogueItems.id, by.ids));
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
    async agentOptions(portCallId: number, portId: number, tx: Db = db) {
      const onPortCall = await tx
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
            onIds.size > 0
              ? sql`(${companyPorts.portId} = ${portId} or ${inArray(companies.id, [...onIds])})`
              : eq(companyPorts.portId, portId),
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
     * Quoted lines of the buyer company's submitted DAs at the port for these catalogue items, each
     * in its own currency (the line's, else the DA's): the raw stuff of load-historical-expenses.
     */
    async historicalLines(companyId: number, portId: number, catalogueItemIds: number[], tx: Db = db) {
      if (catalogueItemIds.length === 0) return [];
      return tx
        .select({
          catalogueItemId: proformaExpenses.catalogueItemId,
          amount: proformaExpenses.amount,
          currency: sql<string | null>`coalesce(${proformaExpenses.currency}, ${proformas.currency})`,
        })
        .from(proformaExpenses)
        .innerJoin(proformas, eq(proformas.id, proformaExpenses.proformaId))
        .innerJoin(appointments, eq(appointments.id, proformas.appointmentId))
        .innerJoin(portCalls, eq(portCalls.id, appointments.portCallId))
        .where(
          and(
            eq(proformas.companyId, companyId),
            eq(proformas.status, 'SUBMITTED'),
            eq(portCalls.portId, portId),
            inArray(proformaExpenses.catalogueItemId, catalogueItemIds),
            isNotNull(proformaExpenses.amount),
          ),
        );
    },

    async portNames(ids: number[], tx: Db = db): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await tx.select({ id: ports.id, name: ports.name }).from(ports).where(inArray(ports.id, ids));
      return new Map(rows.map((r) => [r.id, r.name]));
    },
  };
}
export type RequestsReadModel = ReturnType<typeof createRequestsReadModel>;
