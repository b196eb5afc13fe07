import {
  type TMetadataList,
  type TMetadataListRequest,
  type TMetadataRow,
  type TMetadataSave,
  ZMetadataListRequest,
} from '@portcall/contracts/metadata';
import type { TPaged } from '@portcall/contracts/paging';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { writeAudit } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { containsPattern, pageOf, readPage } from '../../platform/db/query-helpers';
import { conflict, fieldError, notFound } from '../../platform/errors';
import type { Caller } from '../../platform/http/access';
import * as t from './db';

/** How one editable list maps onto its table: the columns every list has, and those only some have. */
interface ListDef {
  table: PgTable;
  tableName: string;
  id: PgColumn;
  name: PgColumn;
  position: PgColumn;
  isActive: PgColumn;
  editedAt: PgColumn;
  code?: PgColumn;
  seedKey?: PgColumn;
  unit?: PgColumn;
  notes?: PgColumn;
  isEstimationActive?: PgColumn;
  parent?: { key: string; column: PgColumn; table: PgTable; id: PgColumn; name: PgColumn };
  /** Columns that hold this list's ids without a foreign key (company categories name agent or vendor types). */
  looseReferences?: Array<{ table: string; column: string }>;
}

const codeListDef = (table: t.CodeListTable, tableName: string, extra: Partial<ListDef> = {}): ListDef => ({
  table,
  tableName,
  id: table.id,
  name: table.name,
  position: table.position,
  isActive: table.isActive,
  editedAt: table.editedAt,
  code: table.code,
  ...extra,
});
const companyCategories = [{ table: 'company_categories', column: 'category_id' }];

const lists: Record<TMetadataList, ListDef> = {
  'expense-categories': {
    table: t.expenseCategories,
    tableName: 'expense_categories',
    id: t.expenseCategories.id,
    name: t.expenseCategories.name,
    position: t.expenseCategories.position,
    isActive: t.expenseCategories.isActive,
    editedAt: t.expenseCategories.editedAt,
    seedKey: t.expenseCategories.seedKey,
    parent: {
      key: 'sectionId',
      column: t.expenseCategories.sectionId,
      table: t.expenseSections,
      id: t.expenseSections.id,
      name: t.expenseSections.name,
    },
  },
  'expense-items': {
    table: t.expenseCatalogueItems,
    tableName: 'expense_catalogue_items',
    id: t.expenseCatalogueItems.id,
    name: t.expenseCatalogueItems.name,
    position: t.expenseCatalogueItems.position,
    isActive: t.expenseCatalogueItems.isActive,
    editedAt: t.expenseCatalogueItems.editedAt,
    code: t.expenseCatalogueItems.code,
    unit: t.expenseCatalogueItems.unit,
    notes: t.expenseCatalogueItems.notes,
    parent: {
      key: 'categoryId',
      column: t.expenseCatalogueItems.categoryId,
      table: t.expenseCategories,
      id: t.expenseCategories.id,
      name: t.expenseCategories.name,
    },
  },
  'activity-types': {
    table: t.activityTypes,
    tableName: 'activity_types',
    id: t.activityTypes.id,
    name: t.activityTypes.name,
    position: t.activityTypes.position,
    isActive: t.activityTypes.isActive,
    editedAt: t.activityTypes.editedAt,
    code: t.activityTypes.code,
    isEstimationActive: t.activityTypes.isEstimationActive,
  },
  terminals: {
    table: t.terminals,
    tableName: 'terminals',
    id: t.terminals.id,
    name: t.terminals.name,
    position: t.terminals.position,
    isActive: t.terminals.isActive,
    editedAt: t.terminals.editedAt,
    seedKey: t.terminals.seedKey,
    parent: { key: 'portId', column: t.terminals.portId, table: t.ports, id: t.ports.id, name: t.ports.name },
  },
  berths: {
    table: t.berths,
    tableName: 'berths',
    id: t.berths.id,
    name: t.berths.name,
    position: t.berths.position,
    isActive: t.berths.isActive,
    editedAt: t.berths.editedAt,
    seedKey: t.berths.seedKey,
    parent: {
      key: 'terminalId',
      column: t.berths.terminalId,
      table: t.terminals,
      id: t.terminals.id,
      name: t.terminals.name,
    },
  },
  'discrepancy-reasons': codeListDef(t.discrepancyReasons, 'discrepancy_reasons'),
  'agent-types': codeListDef(t.agentTypes, 'agent_types', { looseReferences: companyCategories }),
  'vendor-types': codeListDef(t.vendorTypes, 'vendor_types', { looseReferences: companyCategories }),
  'voyage-types': codeListDef(t.voyageTypes, 'voyage_types'),
  segments: codeListDef(t.segments, 'segments'),
  'accounting-code-application-types': codeListDef(
    t.accountingCodeApplicationTypes,
    'accounting_code_application_types',
  ),
  'verification-discount-types': codeListDef(t.verificationDiscountTypes, 'verification_discount_types'),
  'verification-discrepancy-types': codeListDef(t.verificationDiscrepancyTypes, 'verification_discrepancy_types'),
  'port-mapping-types': codeListDef(t.portMappingTypes, 'port_mapping_types'),
  'logo-types': codeListDef(t.logoTypes, 'logo_types'),
};

/** The audit log's entity for a list's rows: the history of a row is read back by it. */
export const metadataEntity = (list: TMetadataList) => `metadata.${list}`;

/**
 * Metadata (admin console, ADMIN_METADATA): an administrator creates, renames and deactivates the
 * rows of the reference lists. A row another row points at is in use: it is deactivated, never
 * deleted. Every change is audited with before and after, and marks the row edited so the
 * reference seed leaves it alone (docs/decisions.md "Metadata").
 */
export function createMetadataService(deps: { db: Db; clock: () => Date }) {
  const { db } = deps;
  /** Who points at each table, read once from the catalogue: the schema does not change at run time. */
  const referencesOf = new Map<string, Promise<Array<{ table: string; column: string }>>>();

  // Asked on the caller's connection: inside a transaction PGlite has no other one to wait for.
  function foreignKeysTo(tableName: string, tx: Db) {
    let found = referencesOf.get(tableName);
    if (!found) {
      found = tx
        .execute(sql`
          select src.relname as "table", a.attname as "column"
          from pg_constraint c
          join pg_class src on src.oid = c.conrelid
          join pg_class dst on dst.oid = c.confrelid
          join pg_namespace n on n.oid = dst.relnamespace and n.nspname = current_schema()
          join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
          where c.contype = 'f' and dst.relname = ${tableName}
          order by 1, 2`)
        .then((result) => (result as unknown as { rows: Array<{ table: string; column: string }> }).rows);
      referencesOf.set(tableName, found);
    }
    return found;
  }

  /** The ids among `ids` that some row of another table points at. */
  async function idsInUse(def: ListDef, ids: number[], tx: Db = db): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const references = [...(await foreignKeysTo(def.tableName, tx)), ...(def.looseReferences ?? [])];
    const used = new Set<number>();
    const idList = sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
    for (const ref of references) {
      const result = await tx.execute(sql`
        select distinct ${sql.identifier(ref.column)} as id from ${sql.identifier(ref.table)}
        where ${sql.identifier(ref.column)} in (${idList})`);
      for (const row of (result as unknown as { rows: Array<{ id: unknown }> }).rows) used.add(Number(row.id));
    }
    return used;
  }

  const selection = (def: ListDef) => ({
    id: def.id,
    code: def.code ?? sql<string | null>`null`,
    name: def.name,
    position: def.position,
    isActive: def.isActive,
    parentId: def.parent?.column ?? sql<number | null>`null`,
    parentName: def.parent?.name ?? sql<string | null>`null`,
    unit: def.unit ?? sql<string | null>`null`,
    notes: def.notes ?? sql<string | null>`null`,
    isEstimationActive: def.isEstimationActive ?? sql<boolean | null>`null`,
    editedAt: def.editedAt,
  });

  async function findRows(def: ListDef, where: SQL | undefined, tx: Db) {
    const base = tx.select(selection(def)).from(def.table);
    const joined = def.parent ? base.leftJoin(def.parent.table, eq(def.parent.id, def.parent.column)) : base;
    return joined.where(where);
  }

  function toRow(raw: Awaited<ReturnType<typeof findRows>>[number], used: Set<number>): TMetadataRow {
    const id = Number(raw.id);
    return {
      id,
      code: (raw.code as string | null) ?? null,
      name: raw.name as string,
      position: Number(raw.position),
      isActive: Boolean(raw.isActive),
      parentId: raw.parentId === null ? null : Number(raw.parentId),
      parentName: (raw.parentName as string | null) ?? null,
      unit: (raw.unit as string | null) ?? null,
      notes: (raw.notes as string | null) ?? null,
      isEstimationActive: raw.isEstimationActive === null ? null : Boolean(raw.isEstimationActive),
      isInUse: used.has(id),
      editedAt: raw.editedAt ? new Date(raw.editedAt as Date).toISOString() : null,
    };
  }

  async function loadRow(list: TMetadataList, id: number, tx: Db = db): Promise<TMetadataRow> {
    const def = lists[list];
    const [raw] = await findRows(def, eq(def.id, id), tx);
    if (!raw) throw notFound();
    return toRow(raw, await idsInUse(def, [id], tx));
  }

  /** One page of a list: text (name or code), active or not, under a parent; ordered by a column. */
  async function listRows(list: TMetadataList, request: TMetadataListRequest): Promise<TPaged<TMetadataRow>> {
    const def = lists[list];
    const query = ZMetadataListRequest.parse(request);
    const f = query.filter ?? {};
    const conditions: SQL[] = [];
    if (f.text) {
      const p = containsPattern(f.text);
      conditions.push((def.code ? or(ilike(def.name, p), ilike(def.code, p)) : ilike(def.name, p)) as SQL);
    }
    if (f.isActive !== undefined) conditions.push(eq(def.isActive, f.isActive));
    if (f.parentId !== undefined && def.parent) conditions.push(eq(def.parent.column, f.parentId));
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    const sortColumn = { name: def.name, code: def.code ?? def.name, position: def.position, isActive: def.isActive }[
      query.order?.property ?? 'position'
    ];
    const direction = query.order?.direction === 'DESC' ? desc : asc;
    const base = db.select(selection(def)).from(def.table);
    const joined = def.parent ? base.leftJoin(def.parent.table, eq(def.parent.id, def.parent.column)) : base;
    const { rows, total } = await readPage(
      query,
      joined.where(where).orderBy(direction(sortColumn), asc(def.id)),
      db.select({ n: count() }).from(def.table).where(where),
    );
    const used = await idsInUse(
      def,
      rows.map((r) => Number(r.id)),
    );
    return pageOf(
      rows.map((r) => toRow(r, used)),
      total,
      query,
    );
  }

  async function requireUnique(def: ListDef, tx: Db, id: number | undefined, name: string, parentId: number | null) {
    const sameName = [eq(def.name, name)];
    if (def.parent && parentId !== null) sameName.push(eq(def.parent.column, parentId));
    // Code lists hold one row per name across the list; a parent's children one per name under it.
    const clash = await tx
      .select({ id: def.id })
      .from(def.table)
      .where(and(...sameName));
    if (clash.some((c) => Number(c.id) !== id)) throw fieldError('name', 'METADATA_NAME_EXISTS');
  }

  /** Creates a row (no id) or edits one; the code is given once, and a row never moves to another parent. */
  async function saveRow(caller: Caller, list: TMetadataList, body: TMetadataSave): Promise<TMetadataRow> {
    const def = lists[list];
    const now = deps.clock();
    return db.transaction(async (tx) => {
      const before = body.id === undefined ? null : await loadRow(list, body.id, tx);
      const values: Record<string, unknown> = { name: body.name, editedAt: now };
      if (body.isActive !== undefined) values.isActive = body.isActive;
      if (body.position !== undefined) values.position = body.position;
      if (def.notes && body.notes !== undefined) values.notes = body.notes || null;
      if (def.unit && body.unit) values.unit = body.unit;
      if (def.isEstimationActive && body.isEstimationActive !== undefined) {
        values.isEstimationActive = body.isEstimationActive;
      }
      let id: number;
      if (before) {
        await requireUnique(def, tx, before.id, body.name, before.parentId);
        // The reference files still know a renamed terminal, berth or category by its first name.
        if (def.seedKey && before.name !== body.name) {
          const [row] = await tx.select({ seedKey: def.seedKey }).from(def.table).where(eq(def.id, before.id));
          if (row?.seedKey === null) values.seedKey = before.name;
        }
        await tx
          .update(def.table)
          .set(values as never)
          .where(eq(def.id, before.id));
        id = before.id;
      } else {
        if (def.code) {
          if (!body.code) throw fieldError('code', 'METADATA_CODE_REQUIRED');
          const [taken] = await tx.select({ id: def.id }).from(def.table).where(eq(def.code, body.code));
          if (taken) throw fieldError('code', 'METADATA_CODE_EXISTS');
          values.code = body.code;
        }
        if (def.unit && !body.unit) throw fieldError('unit', 'METADATA_UNIT_REQUIRED');
        let parentId: number | null = null;
        if (def.parent) {
          if (body.parentId === undefined) throw fieldError('parentId', 'METADATA_PARENT_REQUIRED');
          const [parent] = await tx
            .select({ id: def.parent.id })
            .from(def.parent.table)
            .where(eq(def.parent.id, body.parentId));
          if (!parent) throw fieldError('parentId', 'INVALID_ID');
          parentId = body.parentId;
          values[def.parent.key] = parentId;
        }
        await requireUnique(def, tx, undefined, body.name, parentId);
        if (body.position === undefined) values.position = await nextPosition(def, parentId, tx);
        const [created] = await tx
          .insert(def.table)
          .values(values as never)
          .returning({ id: def.id });
        id = Number(created?.id);
      }
      const after = await loadRow(list, id, tx);
      await writeAudit(tx, {
        profileId: caller.profileId,
        companyId: caller.companyId,
        entity: metadataEntity(list),
        entityId: id,
        action: actionOf(before, after),
        before: before ? auditView(before) : null,
        after: auditView(after),
      });
      return after;
    });
  }

  async function nextPosition(def: ListDef, parentId: number | null, tx: Db) {
    const [row] = await tx
      .select({ max: sql<number | null>`max(${def.position})` })
      .from(def.table)
      .where(def.parent && parentId !== null ? eq(def.parent.column, parentId) : undefined);
    return Number(row?.max ?? 0) + 1;
  }

  /** Deletes a row nobody points at; one in use answers 409 (deactivate it instead). */
  async function deleteRow(caller: Caller, list: TMetadataList, id: number): Promise<void> {
    const def = lists[list];
    await db.transaction(async (tx) => {
      const before = await loadRow(list, id, tx);
      if (before.isInUse) throw conflict('METADATA_IN_USE');
      await tx.delete(def.table).where(eq(def.id, id));
      await writeAudit(tx, {
        profileId: caller.profileId,
        companyId: caller.companyId,
        entity: metadataEntity(list),
        entityId: id,
        action: 'DELETE',
        before: auditView(before),
      });
    });
  }

  /** Whether a list is known and a row exists in it: the history route checks before reading the log. */
  async function requireRow(list: TMetadataList, id: number) {
    const def = lists[list];
    const [row] = await db.select({ id: def.id }).from(def.table).where(eq(def.id, id));
    if (!row) throw notFound();
  }

  return {
    listRows,
    saveRow,
    deleteRow,
    requireRow,
    idsInUse: (list: TMetadataList, ids: number[]) => idsInUse(lists[list], ids),
  };
}
export type MetadataService = ReturnType<typeof createMetadataService>;

function actionOf(before: TMetadataRow | null, after: TMetadataRow) {
  if (!before) return 'CREATE';
  if (before.isActive && !after.isActive) return 'DEACTIVATE';
  if (!before.isActive && after.isActive) return 'ACTIVATE';
  if (before.name !== after.name) return 'RENAME';
  return 'UPDATE';
}

/** What the audit row keeps of a row: its own values, not derived ones (in use, parent's name). */
function auditView(row: TMetadataRow) {
  const { isInUse: _inUse, parentName: _parentName, editedAt: _editedAt, ...own } = row;
  return Object.fromEntries(Object.entries(own).filter(([, v]) => v !== null));
}
