import type { Db } from '../db/client';
import { auditLog } from './db';

export interface AuditEntry {
  profileId?: number | null;
  companyId?: number | null;
  entity: string;
  entityId: string | number;
  action: string;
  before?: unknown;
  after?: unknown;
  requestId?: string;
}

/** Writes an audit row inside the caller's transaction, so the change and its record land together. */
export async function writeAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    profileId: entry.profileId ?? null,
    companyId: entry.companyId ?? null,
    entity: entry.entity,
    entityId: String(entry.entityId),
    action: entry.action,
    before: entry.before ?? null,
    after: entry.after ?? null,
    requestId: entry.requestId ?? null,
  });
}

/** Many audit rows in one INSERT (bulk actions), inside the caller's transaction like writeAudit. */
export async function writeAudits(db: Db, entries: AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(auditLog).values(
    entries.map((entry) => ({
      profileId: entry.profileId ?? null,
      companyId: entry.companyId ?? null,
      entity: entry.entity,
      entityId: String(entry.entityId),
      action: entry.action,
      before: entry.before ?? null,
      after: entry.after ?? null,
      requestId: entry.requestId ?? null,
    })),
  );
}
