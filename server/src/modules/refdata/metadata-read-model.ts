import type { TMetadataHistoryItem, TMetadataList } from '@portcall/contracts/metadata';
import { and, desc, eq, sql } from 'drizzle-orm';
import { auditLog } from '../../platform/audit/db';
import type { Db } from '../../platform/db/client';
import { profiles } from '../account/db';
import { metadataEntity } from './metadata';

/** A metadata row's history from the audit log, newest first, naming who made each change. */
export async function findMetadataHistory(db: Db, list: TMetadataList, id: number): Promise<TMetadataHistoryItem[]> {
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      profileId: auditLog.profileId,
      profileName: sql<string | null>`${profiles.name} || ' ' || ${profiles.surname}`,
      action: auditLog.action,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .leftJoin(profiles, eq(profiles.id, auditLog.profileId))
    .where(and(eq(auditLog.entity, metadataEntity(list)), eq(auditLog.entityId, String(id))))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(200);
  return rows.map((r) => ({ ...r, id: Number(r.id), at: new Date(r.at).toISOString() }));
}
