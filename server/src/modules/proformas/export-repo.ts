import type { Db } from '../../platform/db/client';
import { proformaExports } from './db';

/** The DA export outbox (`proforma_exports`); every method takes an optional transaction. */
export function createProformaExportRepo(db: Db) {
  return {
    async insertExport(values: typeof proformaExports.$inferInsert, tx: Db = db) {
      const [row] = await tx.insert(proformaExports).values(values).returning();
      if (!row) throw new Error('the export event was not stored');
      return row;
    },
  };
}
export type ProformaExportRepo = ReturnType<typeof createProformaExportRepo>;
