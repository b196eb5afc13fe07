import { sql } from 'drizzle-orm';
import { sofComments, sofEvents, sofRemarks, sofs } from '../../server/src/modules/statement-of-facts/db';
import { EVENT_TEMPLATES } from '../../server/src/modules/statement-of-facts/templates';
import type { Db } from '../../server/src/platform/db/client';
import { insertBatched, insertReturningIds } from './batch';
import { rowsOf } from './dataset';
import type { Random } from './prng';

const MINUTE = 60_000;
const REMARK_CODES = ['GENERAL', 'DELAY', 'WEATHER', 'DISCREPANCY'] as const;

/**
 * A statement of facts in progress on a port call of the buyer whose one working appointment is the
 * agent's: `events` events of the templates in call order (every third with a remark, every fourth
 * with a comment), ten general remarks and ten comments on the SOF. Written through the SOF tables
 * so the read being measured finds it as the agent would have left it.
 */
export async function generateSof(
  db: Db,
  rnd: Random,
  input: { buyerId: number; agentCompanyId: number; agentProfileId: number; agentName: string; events: number },
) {
  // The SOF's agent is that of the port call's accepted (or closed) appointment: one only, the agent's.
  const found = rowsOf(
    await db.execute(sql`
      select a.id as appointment_id, a.port_call_id, pc.eta
      from appointments a join port_calls pc on pc.id = a.port_call_id
      where a.company_id = ${input.buyerId} and a.agent_company_id = ${input.agentCompanyId} and a.state = 'ACCEPTED'
        and not exists (select 1 from appointments o where o.port_call_id = a.port_call_id and o.id <> a.id
                        and o.state in ('ACCEPTED', 'CLOSED'))
        and not exists (select 1 from sofs s where s.port_call_id = a.port_call_id)
      order by a.id limit 1`),
  )[0] as { appointment_id: string; port_call_id: string; eta: string | Date } | undefined;
  if (!found) throw new Error('no port call with the agent as its only working agent');
  const portCallId = Number(found.port_call_id);
  const start = new Date(found.eta).getTime();
  const now = new Date();
  const actorId = `profile:${input.agentProfileId}`;
  const [sof] = await db
    .insert(sofs)
    .values({
      portCallId,
      appointmentId: Number(found.appointment_id),
      buyerCompanyId: input.buyerId,
      agentCompanyId: input.agentCompanyId,
      status: 'IN_PROGRESS',
      cargoQuantityNominal: '52000.000',
      cargoQuantityActual: '51874.250',
      inboundTugsOrdered: 2,
      inboundTugsUsed: 2,
      pilotsIn: 1,
      createdAt: now,
      updatedAt: now,
      version: input.events,
    })
    .returning({ id: sofs.id });
  if (!sof) throw new Error('sof insert returned nothing');
  const templates = EVENT_TEMPLATES.filter((t) => t.type === 'EVENT');
  const events = Array.from({ length: input.events }, (_, i) => {
    const template = templates[i % templates.length] as (typeof templates)[number];
    const at = new Date(start + i * 20 * MINUTE);
    return {
      sofId: sof.id,
      templateCode: template.code,
      description: template.placeholder
        ? template.description.replace(`{${template.placeholder}}`, `Berth ${rnd.int(1, 12)}`)
        : template.description,
      placeholder: template.placeholder ? `Berth ${rnd.int(1, 12)}` : null,
      timestamp: at,
      involvement: 'AGENT' as const,
      actorId,
      creator: input.agentName,
      createdAt: at,
      updatedAt: at,
    };
  });
  const eventIds = await insertReturningIds(db, sofEvents, events);
  const who = { involvement: 'AGENT' as const, actorId, actorName: input.agentName, createdAt: now };
  const remarks = [
    ...eventIds
      .filter((_, i) => i % 3 === 0)
      .map((eventId) => ({
        sofId: sof.id,
        eventId,
        code: rnd.pick(REMARK_CODES),
        text: 'Rain stopped cargo work',
        ...who,
      })),
    ...Array.from({ length: 10 }, (_, i) => ({
      sofId: sof.id,
      eventId: null,
      code: rnd.pick(REMARK_CODES),
      text: `General remark ${i + 1}: waiting for berth`,
      ...who,
    })),
  ];
  await insertBatched(db, sofRemarks, remarks);
  const { involvement: _i, ...commenter } = who;
  const comments = [
    ...eventIds
      .filter((_, i) => i % 4 === 0)
      .map((eventId) => ({ sofId: sof.id, eventId, text: 'Master confirms the time', ...commenter })),
    ...Array.from({ length: 10 }, (_, i) => ({ sofId: sof.id, eventId: null, text: `Comment ${i + 1}`, ...commenter })),
  ];
  await insertBatched(db, sofComments, comments);
  return { portCallId, sofId: sof.id, events: eventIds.length, remarks: remarks.length, comments: comments.length };
}
