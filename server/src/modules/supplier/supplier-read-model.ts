import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { companies, companyPorts } from '../account/db';
import { ports } from '../refdata/db';

/**
 * What the supplier settings read of the account's tables (no writes here): the ports a supplier
 * serves and whether a company is a supplier.
 */
export function createSupplierReadModel(db: Db) {
  return {
    async servedPorts(companyId: number, countryId: number | undefined, tx: Db = db) {
      return tx
        .select({ id: ports.id, name: ports.name, unlocode: ports.unlocode, countryId: ports.countryId })
        .from(companyPorts)
        .innerJoin(ports, eq(ports.id, companyPorts.portId))
        .where(and(eq(companyPorts.companyId, companyId), countryId ? eq(ports.countryId, countryId) : undefined))
        .orderBy(asc(ports.name), asc(ports.id));
    },
    async supplier(companyId: number, tx: Db = db) {
      const [row] = await tx
        .select({ id: companies.id, type: companies.type, name: companies.name })
        .from(companies)
        .where(and(eq(companies.id, companyId), inArray(companies.type, ['AGENT', 'VENDOR'])));
      return row;
    },
  };
}
export type SupplierReadModel = ReturnType<typeof createSupplierReadModel>;
