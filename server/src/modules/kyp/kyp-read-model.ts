import { type AnyColumn, and, asc, count, desc, eq, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { containsPattern, readPage } from '../../platform/db/query-helpers';
import { companies, profileAuthorities, profiles } from '../account/db';
import { kypVerifications } from './db';

/** What the KYP verification reads of the account's tables (no writes): suppliers, people, verifiers. */
export function createKypReadModel(db: Db) {
  return {
    async supplier(companyId: number, tx: Db = db) {
      const [row] = await tx
        .select({ id: companies.id, type: companies.type, name: companies.name })
        .from(companies)
        .where(and(eq(companies.id, companyId), inArray(companies.type, ['AGENT', 'VENDOR'])));
      return row;
    },
    async names(ids: number[], tx: Db = db): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await tx
        .select({ id: profiles.id, name: profiles.name, surname: profiles.surname })
        .from(profiles)
        .where(inArray(profiles.id, ids));
      return new Map(rows.map((r) => [r.id, `${r.name} ${r.surname}`.trim()]));
    },
    /** Administrators holding an enabled primary or secondary KYC verifier authority. */
    async verifiers(tx: Db = db) {
      return tx
        .select({
          id: profiles.id,
          name: profiles.name,
          surname: profiles.surname,
          authority: profileAuthorities.authority,
        })
        .from(profiles)
        .innerJoin(profileAuthorities, eq(profileAuthorities.profileId, profiles.id))
        .where(
          and(
            eq(profiles.type, 'ADMIN'),
            eq(profiles.isEnabled, true),
            eq(profileAuthorities.isEnabled, true),
            inArray(profileAuthorities.authority, ['KYC_PRIMARY_VERIFIER', 'KYC_SECONDARY_VERIFIER']),
          ),
        );
    },
    /** The admin queue: cases with their supplier, filtered and paged. EXPIRED is a VERIFIED case past its expiry. */
    async page(
      query: {
        status?: string;
        supplierType?: string;
        text?: string;
        property?: string;
        direction?: 'ASC' | 'DESC';
        page: number;
        size: number;
      },
      now: Date,
      tx: Db = db,
    ) {
      const where: SQL[] = [];
      if (query.status === 'EXPIRED')
        where.push(and(eq(kypVerifications.status, 'VERIFIED'), lte(kypVerifications.expiresAt, now)) as SQL);
      else if (query.status === 'VERIFIED')
        where.push(
          and(
            eq(kypVerifications.status, 'VERIFIED'),
            or(sql`${kypVerifications.expiresAt} IS NULL`, sql`${kypVerifications.expiresAt} > ${now}`),
          ) as SQL,
        );
      else if (query.status) where.push(eq(kypVerifications.status, query.status));
      if (query.supplierType) where.push(eq(companies.type, query.supplierType));
      if (query.text) where.push(ilike(companies.name, containsPattern(query.text)));
      const condition = where.length ? and(...where) : undefined;
      const by = query.direction === 'ASC' ? asc : desc;
      const sortable: Record<string, SQL | AnyColumn> = {
        supplierName: sql`lower(${companies.name})`,
        status: kypVerifications.status,
        requestedAt: kypVerifications.requestedAt,
        updatedAt: kypVerifications.updatedAt,
      };
      const order = sortable[query.property ?? 'updatedAt'] ?? kypVerifications.updatedAt;
      return readPage(
        query,
        tx
          .select({ row: kypVerifications, supplierName: companies.name, supplierType: companies.type })
          .from(kypVerifications)
          .innerJoin(companies, eq(companies.id, kypVerifications.companyId))
          .where(condition)
          .orderBy(by(order), by(kypVerifications.id)),
        tx
          .select({ n: count() })
          .from(kypVerifications)
          .innerJoin(companies, eq(companies.id, kypVerifications.companyId))
          .where(condition),
      );
    },
  };
}
export type KypReadModel = ReturnType<typeof createKypReadModel>;
