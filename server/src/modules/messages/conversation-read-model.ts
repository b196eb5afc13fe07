import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { inIds } from '../../platform/db/query-helpers';
import { companies } from '../account/db';
import { appointments } from '../appointments/db';
import { vessels } from '../fleet/db';
import { portCalls } from '../port-calls/db';
import { ports } from '../refdata/db';

/** What names a conversation for its readers: the vessel and port of its appointment, both companies. */
export interface ConversationSubject {
  vesselName: string;
  portName: string;
  buyerName: string;
  supplierName: string;
}

/** The subjects of conversations (by appointment id), in one statement. */
export function createConversationReadModel(db: Db) {
  return async function subjectsOf(appointmentIds: number[]): Promise<Map<number, ConversationSubject>> {
    const ids = [...new Set(appointmentIds)];
    if (ids.length === 0) return new Map();
    const result = await db.execute(sql`
      select a.id, v.name as vessel, p.name as port, b.name as buyer, s.name as supplier
      from ${appointments} a
      join ${portCalls} pc on pc.id = a.port_call_id
      join ${vessels} v on v.id = pc.vessel_id
      join ${ports} p on p.id = pc.port_id
      join ${companies} b on b.id = a.company_id
      join ${companies} s on s.id = a.agent_company_id
      where ${inIds(sql`a.id`, ids)}`);
    const rows = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
    return new Map(
      rows.map((r) => [
        Number(r.id),
        {
          vesselName: String(r.vessel ?? ''),
          portName: String(r.port ?? ''),
          buyerName: String(r.buyer ?? ''),
          supplierName: String(r.supplier ?? ''),
        },
      ]),
    );
  };
}
