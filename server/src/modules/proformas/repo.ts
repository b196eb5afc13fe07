import { and, asc, desc, eq, inArray, isNull, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { expenseCatalogueItems, expenseCategories, expenseSections, terminals } from '../refdata/db';
import { proformaAttachments, proformaExpenses, proformas } from './db';

export type ProformaRow = typeof proformas.$inferSelect;
export type ProformaExpenseRow = typeof proformaExpenses.$inferSelect;
export type ProformaAttachmentRow = typeof proformaAttachments.$inferSelect;

/** Queries over proformas, their expenses and attachments; the catalogue and terminals are read only. */
export function createProformaRepo(db: Db) {
  return {
    async find(id: number, tx: Db = db, lock = false): Promise<ProformaRow | undefined> {
      const query = tx.select().from(proformas).where(eq(proformas.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async findDraft(appointmentId: number, tx: Db = db): Promise<ProformaRow | undefined> {
      const [row] = await tx
        .select()
        .from(proformas)
        .where(and(eq(proformas.appointmentId, appointmentId), eq(proformas.status, 'DRAFT')));
      return row;
    },

    /** The appointment's DAs, deleted drafts left out. */
    async listOfAppointment(appointmentId: number, tx: Db = db): Promise<ProformaRow[]> {
      return tx
        .select()
        .from(proformas)
        .where(and(eq(proformas.appointmentId, appointmentId), ne(proformas.status, 'DELETED')))
        .orderBy(asc(proformas.id));
    },

    /** The DAs of several appointments, deleted drafts left out, in id order. */
    async listOfAppointments(appointmentIds: number[], tx: Db = db): Promise<ProformaRow[]> {
      if (appointmentIds.length === 0) return [];
      return tx
        .select()
        .from(proformas)
        .where(and(inArray(proformas.appointmentId, appointmentIds), ne(proformas.status, 'DELETED')))
        .orderBy(asc(proformas.id));
    },

    /** Submitted DAs of one type on an appointment (the PDAs an FDA may relate). */
    async submittedOfAppointment(appointmentId: number, type: string, tx: Db = db): Promise<ProformaRow[]> {
      return tx
        .select()
        .from(proformas)
        .where(
          and(eq(proformas.appointmentId, appointmentId), eq(proformas.status, 'SUBMITTED'), eq(proformas.type, type)),
        )
        .orderBy(asc(proformas.id));
    },

    async hasSubmittedFinal(appointmentId: number, tx: Db = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: proformas.id })
        .from(proformas)
        .where(
          and(
            eq(proformas.appointmentId, appointmentId),
            eq(proformas.status, 'SUBMITTED'),
            inArray(proformas.type, ['FDA', 'INVOICE']),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async lastUsedBankAccount(
      supplierId: number,
      buyerId: number,
      currency: string,
      tx: Db = db,
    ): Promise<number | null> {
      const [row] = await tx
        .select({ bankAccountId: proformas.bankAccountId })
        .from(proformas)
        .where(
          and(
            eq(proformas.supplierId, supplierId),
            eq(proformas.companyId, buyerId),
            eq(proformas.currency, currency),
            eq(proformas.status, 'SUBMITTED'),
          ),
        )
        .orderBy(desc(proformas.submittedAt))
        .limit(1);
      return row?.bankAccountId ?? null;
    },

    async insert(values: typeof proformas.$inferInsert, tx: Db = db): Promise<ProformaRow> {
      const [row] = await tx.insert(proformas).values(values).returning();
      if (!row) throw new Error('proforma insert returned nothing');
      return row;
    },

    /** Updates when the version still matches; undefined when someone else changed it first. */
    async update(id: number, version: number, values: Partial<typeof proformas.$inferInsert>, tx: Db = db) {
      const [row] = await tx
        .update(proformas)
        .set({ ...values, version: version + 1 })
        .where(and(eq(proformas.id, id), eq(proformas.version, version)))
        .returning();
      return row;
    },

    async expenses(proformaIds: number[], tx: Db = db): Promise<ProformaExpenseRow[]> {
      if (proformaIds.length === 0) return [];
      return tx
        .select()
        .from(proformaExpenses)
        .where(inArray(proformaExpenses.proformaId, proformaIds))
        .orderBy(asc(proformaExpenses.groupOrder), asc(proformaExpenses.expenseOrder), asc(proformaExpenses.id));
    },

    async insertExpense(values: typeof proformaExpenses.$inferInsert, tx: Db = db): Promise<ProformaExpenseRow> {
      const [row] = await tx.insert(proformaExpenses).values(values).returning();
      if (!row) throw new Error('expense insert returned nothing');
      return row;
    },

    async updateExpense(id: number, values: Partial<typeof proformaExpenses.$inferInsert>, tx: Db = db) {
      await tx.update(proformaExpenses).set(values).where(eq(proformaExpenses.id, id));
    },

    /** Deletes the draft's expenses other than `keep` (their attachments go with them). */
    async pruneExpenses(proformaId: number, keep: number[], tx: Db = db) {
      await tx
        .delete(proformaExpenses)
        .where(
          and(
            eq(proformaExpenses.proformaId, proformaId),
            keep.length > 0 ? notInArray(proformaExpenses.id, keep) : undefined,
          ),
        );
    },

    async attachments(proformaIds: number[], tx: Db = db): Promise<ProformaAttachmentRow[]> {
      if (proformaIds.length === 0) return [];
      return tx
        .select()
        .from(proformaAttachments)
        .where(inArray(proformaAttachments.proformaId, proformaIds))
        .orderBy(asc(proformaAttachments.id));
    },

    async addAttachments(rows: Array<typeof proformaAttachments.$inferInsert>, tx: Db = db) {
      if (rows.length > 0) await tx.insert(proformaAttachments).values(rows);
    },

    /** Removes an expense's (or, expenseId null, the DA's own) attachments other than `keep`. */
    async pruneAttachments(proformaId: number, expenseId: number | null, keep: number[], tx: Db = db) {
      await tx
        .delete(proformaAttachments)
        .where(
          and(
            eq(proformaAttachments.proformaId, proformaId),
            expenseId === null ? isNull(proformaAttachments.expenseId) : eq(proformaAttachments.expenseId, expenseId),
            keep.length > 0 ? notInArray(proformaAttachments.id, keep) : undefined,
          ),
        );
    },

    /** Catalogue items with their group and section, for naming and ordering expense lines. */
    async catalogueItems(ids: number[], tx: Db = db) {
      if (ids.length === 0) return [];
      return tx
        .select({
          id: expenseCatalogueItems.id,
          code: expenseCatalogueItems.code,
          name: expenseCatalogueItems.name,
          position: expenseCatalogueItems.position,
          groupName: expenseCategories.name,
          groupOrder: expenseCategories.position,
          section: expenseSections.code,
        })
        .from(expenseCatalogueItems)
        .innerJoin(expenseCategories, eq(expenseCategories.id, expenseCatalogueItems.categoryId))
        .innerJoin(expenseSections, eq(expenseSections.id, expenseCategories.sectionId))
        .where(and(inArray(expenseCatalogueItems.id, ids), eq(expenseCatalogueItems.isActive, true)));
    },

    async terminalPort(id: number, tx: Db = db): Promise<number | undefined> {
      const [row] = await tx.select({ portId: terminals.portId }).from(terminals).where(eq(terminals.id, id));
      return row?.portId;
    },

    /**
     * The port's terminal of that name (case and spacing aside), added when the port has none such:
     * a terminal an agent names once is offered on the next DA at that port. Added ones list after
     * the reference terminals.
     */
    async findOrAddTerminal(portId: number, name: string, tx: Db = db): Promise<number> {
      const clean = name.trim().replace(/\s+/g, ' ');
      const same = and(eq(terminals.portId, portId), sql`lower(${terminals.name}) = lower(${clean})`);
      const [found] = await tx.select({ id: terminals.id, isActive: terminals.isActive }).from(terminals).where(same);
      if (found) {
        if (!found.isActive) await tx.update(terminals).set({ isActive: true }).where(eq(terminals.id, found.id));
        return found.id;
      }
      await tx.insert(terminals).values({ portId, name: clean, position: 1000 }).onConflictDoNothing();
      const [added] = await tx.select({ id: terminals.id }).from(terminals).where(same);
      return (added as { id: number }).id;
    },
  };
}
export type ProformaRepo = ReturnType<typeof createProformaRepo>;
