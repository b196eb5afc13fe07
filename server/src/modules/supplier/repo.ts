import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { readPage } from '../../platform/db/query-helpers';
import { ports } from '../refdata/db';
import {
  supplierAohContacts,
  supplierConsignees,
  supplierEmailAddresses,
  supplierEmailGroups,
  supplierPortAddresses,
  supplierProfiles,
} from './db';

export type SupplierProfileRow = typeof supplierProfiles.$inferSelect;
export type EmailGroupRow = typeof supplierEmailGroups.$inferSelect;
export type EmailAddressRow = typeof supplierEmailAddresses.$inferSelect;

/** The three owned lists (port addresses, consignees, AOH contacts) share one shape of queries. */
const lists = {
  'port-addresses': supplierPortAddresses,
  consignees: supplierConsignees,
  'aoh-contacts': supplierAohContacts,
} as const;
export type ListKind = keyof typeof lists;

export function createSupplierRepo(db: Db) {
  return {
    async profile(companyId: number, tx: Db = db): Promise<SupplierProfileRow | undefined> {
      const [row] = await tx.select().from(supplierProfiles).where(eq(supplierProfiles.companyId, companyId));
      return row;
    },
    /** The company's profile row, created empty on first use; locked for the caller's transaction. */
    async profileForUpdate(companyId: number, tx: Db): Promise<SupplierProfileRow> {
      await tx.insert(supplierProfiles).values({ companyId }).onConflictDoNothing();
      const [row] = await tx
        .select()
        .from(supplierProfiles)
        .where(eq(supplierProfiles.companyId, companyId))
        .for('update');
      return row as SupplierProfileRow;
    },
    async updateProfile(companyId: number, values: Partial<typeof supplierProfiles.$inferInsert>, tx: Db) {
      const [row] = await tx
        .update(supplierProfiles)
        .set(values)
        .where(eq(supplierProfiles.companyId, companyId))
        .returning();
      return row as SupplierProfileRow;
    },

    // ---------- port addresses, consignees, AOH contacts ----------
    async findItem(kind: ListKind, companyId: number, id: number, tx: Db = db) {
      const table = lists[kind];
      const [row] = await tx
        .select()
        .from(table)
        .where(and(eq(table.id, id), eq(table.companyId, companyId)));
      return row as Record<string, unknown> | undefined;
    },
    async insertItem(kind: ListKind, values: Record<string, unknown>, tx: Db) {
      const table = lists[kind];
      const [row] = await tx
        .insert(table)
        .values(values as never)
        .returning();
      return row as Record<string, unknown>;
    },
    /** Updates when the version still matches; undefined when someone changed it first. */
    async updateItem(
      kind: ListKind,
      companyId: number,
      id: number,
      version: number,
      values: Record<string, unknown>,
      tx: Db,
    ) {
      const table = lists[kind];
      const [row] = await tx
        .update(table)
        .set({ ...values, version: sql`${table.version} + 1` } as never)
        .where(and(eq(table.id, id), eq(table.companyId, companyId), eq(table.version, version)))
        .returning();
      return row as Record<string, unknown> | undefined;
    },
    async deleteItem(kind: ListKind, companyId: number, id: number, tx: Db) {
      const table = lists[kind];
      const rows = await tx
        .delete(table)
        .where(and(eq(table.id, id), eq(table.companyId, companyId)))
        .returning({ id: table.id });
      return rows.length > 0;
    },
    async pageItems(kind: ListKind, companyId: number, page: { page: number; size: number }, tx: Db = db) {
      const table = lists[kind];
      const { rows, total } = await readPage(
        page,
        tx.select().from(table).where(eq(table.companyId, companyId)).orderBy(asc(table.id)),
        tx.select({ n: count() }).from(table).where(eq(table.companyId, companyId)),
      );
      return { rows: rows as Record<string, unknown>[], total };
    },
    async portNames(ids: number[], tx: Db = db): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await tx.select({ id: ports.id, name: ports.name }).from(ports).where(inArray(ports.id, ids));
      return new Map(rows.map((r) => [r.id, r.name]));
    },

    // ---------- e-mail groups ----------
    async groups(companyId: number, tx: Db = db) {
      const groups = await tx
        .select()
        .from(supplierEmailGroups)
        .where(eq(supplierEmailGroups.companyId, companyId))
        .orderBy(asc(supplierEmailGroups.id));
      const addresses = groups.length
        ? await tx
            .select()
            .from(supplierEmailAddresses)
            .where(
              inArray(
                supplierEmailAddresses.groupId,
                groups.map((g) => g.id),
              ),
            )
            .orderBy(asc(supplierEmailAddresses.id))
        : [];
      return { groups, addresses };
    },
    async findGroup(companyId: number, id: number, tx: Db = db, lock = false) {
      const q = tx
        .select()
        .from(supplierEmailGroups)
        .where(and(eq(supplierEmailGroups.id, id), eq(supplierEmailGroups.companyId, companyId)));
      const [row] = lock ? await q.for('update') : await q;
      return row;
    },
    async insertGroup(values: typeof supplierEmailGroups.$inferInsert, tx: Db) {
      const [row] = await tx.insert(supplierEmailGroups).values(values).returning();
      return row as EmailGroupRow;
    },
    async updateGroup(id: number, values: Partial<typeof supplierEmailGroups.$inferInsert>, tx: Db) {
      const [row] = await tx
        .update(supplierEmailGroups)
        .set({ ...values, version: sql`${supplierEmailGroups.version} + 1` })
        .where(eq(supplierEmailGroups.id, id))
        .returning();
      return row as EmailGroupRow;
    },
    async deleteGroup(id: number, tx: Db) {
      await tx.delete(supplierEmailGroups).where(eq(supplierEmailGroups.id, id));
    },
    async groupAddresses(groupId: number, tx: Db) {
      return tx.select().from(supplierEmailAddresses).where(eq(supplierEmailAddresses.groupId, groupId));
    },
    async companyAddresses(companyId: number, tx: Db) {
      return tx.select().from(supplierEmailAddresses).where(eq(supplierEmailAddresses.companyId, companyId));
    },
    async insertAddress(values: typeof supplierEmailAddresses.$inferInsert, tx: Db) {
      const [row] = await tx.insert(supplierEmailAddresses).values(values).returning();
      return row as EmailAddressRow;
    },
    async deleteAddresses(ids: number[], tx: Db) {
      if (ids.length) await tx.delete(supplierEmailAddresses).where(inArray(supplierEmailAddresses.id, ids));
    },
    async findAddress(companyId: number, groupId: number, id: number, tx: Db) {
      const [row] = await tx
        .select()
        .from(supplierEmailAddresses)
        .where(
          and(
            eq(supplierEmailAddresses.id, id),
            eq(supplierEmailAddresses.groupId, groupId),
            eq(supplierEmailAddresses.companyId, companyId),
          ),
        );
      return row;
    },
    async addressByToken(tokenHash: string, tx: Db) {
      const [row] = await tx
        .select()
        .from(supplierEmailAddresses)
        .where(eq(supplierEmailAddresses.tokenHash, tokenHash))
        .for('update');
      return row;
    },
    async updateAddress(id: number, values: Partial<typeof supplierEmailAddresses.$inferInsert>, tx: Db) {
      const [row] = await tx
        .update(supplierEmailAddresses)
        .set(values)
        .where(eq(supplierEmailAddresses.id, id))
        .returning();
      return row as EmailAddressRow;
    },
  };
}
export type SupplierRepo = ReturnType<typeof createSupplierRepo>;
