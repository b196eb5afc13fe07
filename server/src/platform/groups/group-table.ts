import { and, eq, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { replaceMembers } from '../db/query-helpers';

/** What every named group row holds (a buyer's team, a buyer's fleet). */
export interface GroupRow {
  id: number;
  companyId: number;
  name: string;
  description: string | null;
  isActive: boolean;
}

/** A group table: one company's named groups, the name unique per company whatever its case. */
export type GroupTable = PgTable & {
  id: AnyPgColumn;
  companyId: AnyPgColumn;
  name: AnyPgColumn;
};

/**
 * The queries every named group table answers alike: find one, is a name taken, insert, update,
 * and replace the members in its link table (`owner` the link's group column, `row` one link).
 */
export function createGroupTable<G extends GroupTable, L extends PgTable>(
  db: Db,
  spec: { groups: G; links: L; owner: AnyPgColumn; row: (groupId: number, memberId: number) => L['$inferInsert'] },
) {
  const { groups, links } = spec;
  type Row = G['$inferSelect'] & GroupRow;
  return {
    async find(id: number, tx: Db = db): Promise<Row | undefined> {
      const [row] = await tx
        .select()
        .from(groups as PgTable)
        .where(eq(groups.id, id));
      return row as Row | undefined;
    },

    async nameTaken(companyId: number, name: string, exceptId: number | null, tx: Db = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: groups.id })
        .from(groups as PgTable)
        .where(
          and(
            eq(groups.companyId, companyId),
            sql`lower(${groups.name}) = lower(${name})`,
            exceptId === null ? undefined : ne(groups.id, exceptId),
          ),
        );
      return row !== undefined;
    },

    async insert(values: G['$inferInsert'], tx: Db = db): Promise<Row> {
      const [row] = await tx.insert(groups).values(values).returning();
      return row as Row;
    },

    async update(id: number, values: Partial<G['$inferInsert']>, tx: Db = db): Promise<Row> {
      const rows = await tx.update(groups).set(values).where(eq(groups.id, id)).returning();
      return (rows as Row[])[0] as Row;
    },

    async replaceMembers(groupId: number, memberIds: number[], tx: Db = db) {
      await replaceMembers(
        tx,
        links,
        { column: spec.owner, id: groupId },
        memberIds.map((memberId) => spec.row(groupId, memberId)),
      );
    },
  };
}
export type GroupTableQueries<Row extends GroupRow> = {
  find(id: number, tx?: Db): Promise<Row | undefined>;
  nameTaken(companyId: number, name: string, exceptId: number | null, tx?: Db): Promise<boolean>;
  insert(values: Omit<GroupRow, 'id'>, tx?: Db): Promise<Row>;
  update(id: number, values: Partial<Omit<GroupRow, 'id' | 'companyId'>>, tx?: Db): Promise<Row>;
  replaceMembers(groupId: number, memberIds: number[], tx?: Db): Promise<void>;
};
