import { noteChange } from '../announce';
import type { Db } from '../db/client';
import { auditLog } from './db';
import { actingAdminOfRequest } from './request-context';

export interface AuditEntry {
  profileId?: number | null;
  companyId?: number | null;
  entity: string;
  entityId: string | number;
  action: string;
  before?: unknown;
  after?: unknown;
  requestId?: string;
  /** Defaults to the administrator of the current mode-switch request, if any (request-context.ts). */
  actingAdminId?: number | null;
  /** Who acted when no profile did (a SOF's link collaborator): named in the live announcement only. */
  actorName?: string | null;
}

function rowOf(entry: AuditEntry) {
  return {
    profileId: entry.profileId ?? null,
    companyId: entry.companyId ?? null,
    entity: entry.entity,
    entityId: String(entry.entityId),
    action: entry.action,
    before: entry.before ?? null,
    after: entry.after ?? null,
    requestId: entry.requestId ?? null,
    actingAdminId: entry.actingAdminId ?? actingAdminOfRequest(),
  };
}

/** Writes an audit row inside the caller's transaction, so the change and its record land together. */
export async function writeAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(rowOf(entry));
  // Every audited change is a candidate announcement to the parties who read it (platform/announce.ts).
  noteChange(entry.entity, entry.entityId, entry.profileId ?? null, entry.actorName ?? null);
}

/** Many audit rows in one INSERT (bulk actions), inside the caller's transaction like writeAudit. */
export async function writeAudits(db: Db, entries: AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(auditLog).values(entries.map(rowOf));
  for (const entry of entries)
    noteChange(entry.entity, entry.entityId, entry.profileId ?? null, entry.actorName ?? null);
}
