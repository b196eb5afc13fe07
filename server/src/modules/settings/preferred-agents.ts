import { formatMessage } from '@portcall/contracts/messages';
import {
  PREFERRED_AGENTS_PER_PORT,
  preferredAgentsCsvColumns,
  type TAssignPreferredAgents,
  type TPreferredAgentsOfPort,
} from '@portcall/contracts/preferred-agents';
import { and, eq, inArray } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit/audit';
import { columnsOf, parseCsv, type RowError, unguardCell } from '../../platform/csv';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import type { UploadedPart } from '../../platform/files/multipart';
import type { Caller } from '../../platform/http/access';
import type { BuyerScope } from '../../platform/scope/buyer-scope';
import { buyerPreferredAgents } from './db';

type Named = { id: number; name: string };
type Port = Named & { unlocode: string };

/** What preferred agents need of reference data and of the companies. */
export interface PreferredAgentLookups {
  portsByIds(ids: number[]): Promise<Port[]>;
  portsByUnlocodes(codes: string[]): Promise<Port[]>;
  /** Agent companies (not locked) among these ids, or with these names (any letter case). */
  agentsByIds(ids: number[]): Promise<Named[]>;
  agentsByNames(names: string[]): Promise<Named[]>;
}

const CSV_LIMIT = 1024 * 1024;
const EDIT = { authority: 'SETTINGS_EDIT_COMPANY', admin: true } as const;
const VIEW = { admin: true } as const;

/**
 * A buyer's preferred agents per port (operations §7 "Buyer teams and support"): set for one port by
 * body, or for every port a CSV names (all or nothing, each problem reported with its line).
 */
export function createPreferredAgents(deps: {
  db: Db;
  buyers: Pick<BuyerScope, 'buyerCompany'>;
  lookups: PreferredAgentLookups;
}) {
  const { db, lookups } = deps;

  async function list(companyId: number, portIds?: number[]): Promise<TPreferredAgentsOfPort[]> {
    const rows = await db
      .select()
      .from(buyerPreferredAgents)
      .where(
        and(
          eq(buyerPreferredAgents.companyId, companyId),
          portIds ? inArray(buyerPreferredAgents.portId, portIds) : undefined,
        ),
      );
    const ports = await lookups.portsByIds([...new Set(rows.map((r) => r.portId))]);
    const agents = new Map(
      (await lookups.agentsByIds([...new Set(rows.map((r) => r.agentCompanyId))])).map((a) => [a.id, a.name]),
    );
    return ports
      .map((port) => ({
        portId: port.id,
        portName: port.name,
        unlocode: port.unlocode,
        agents: rows
          .filter((r) => r.portId === port.id && agents.has(r.agentCompanyId))
          .map((r) => ({ id: r.agentCompanyId, name: agents.get(r.agentCompanyId) as string }))
          .sort((a, b) => a.name.localeCompare(b.name)),
      }))
      .sort((a, b) => a.portName.localeCompare(b.portName));
  }

  async function replace(caller: Caller, companyId: number, byPort: Map<number, number[]>) {
    await db.transaction(async (tx) => {
      const portIds = [...byPort.keys()];
      const before = await tx
        .select()
        .from(buyerPreferredAgents)
        .where(and(eq(buyerPreferredAgents.companyId, companyId), inArray(buyerPreferredAgents.portId, portIds)));
      await tx
        .delete(buyerPreferredAgents)
        .where(and(eq(buyerPreferredAgents.companyId, companyId), inArray(buyerPreferredAgents.portId, portIds)));
      const rows = [...byPort].flatMap(([portId, agentIds]) =>
        [...new Set(agentIds)].map((agentCompanyId) => ({ companyId, portId, agentCompanyId })),
      );
      if (rows.length) await tx.insert(buyerPreferredAgents).values(rows);
      await writeAudit(tx, {
        profileId: caller.profileId,
        companyId,
        entity: 'buyer_preferred_agents',
        entityId: companyId,
        action: 'REPLACE',
        before,
        after: rows,
      });
    });
  }

  /** The preferred agents of the buyer, per port. */
  async function load(caller: Caller, buyerId: number) {
    return list(await deps.buyers.buyerCompany(caller, VIEW, buyerId));
  }

  /** Replaces the preferred agents of one port. */
  async function assign(caller: Caller, buyerId: number, input: TAssignPreferredAgents) {
    const companyId = await deps.buyers.buyerCompany(caller, EDIT, buyerId);
    const [port] = await lookups.portsByIds([input.portId]);
    if (!port) throw new AppError(400, 'VALIDATION_FAILED', { portId: formatMessage('UNKNOWN_PORT') });
    const agents = await lookups.agentsByIds(input.agentIds);
    if (agents.length !== new Set(input.agentIds).size)
      throw new AppError(400, 'VALIDATION_FAILED', { agentIds: formatMessage('PREFERRED_AGENT_NOT_AN_AGENT') });
    await replace(caller, companyId, new Map([[port.id, input.agentIds]]));
    return list(companyId, [port.id]);
  }

  /** Replaces the preferred agents of every port the file names (columns port, agent). */
  async function upload(caller: Caller, buyerId: number | undefined, files: UploadedPart[]) {
    const companyId = await deps.buyers.buyerCompany(caller, EDIT, buyerId);
    const file = files[0];
    if (!file || files.length > 1)
      throw new AppError(400, 'VALIDATION_FAILED', { attachments: formatMessage('PREFERRED_AGENTS_CSV_EMPTY') });
    if (file.buffer.length > CSV_LIMIT) throw new AppError(413, 'PAYLOAD_TOO_LARGE');
    const records = parseCsv(file.buffer.toString('utf8'));
    const { index, errors } = columnsOf(records[0], preferredAgentsCsvColumns);
    const lines: Array<{ line: number; port: string; agent: string }> = [];
    if (errors.length === 0)
      records.slice(1).forEach((record, n) => {
        if (record.every((f) => f.trim() === '')) return;
        const get = (c: (typeof preferredAgentsCsvColumns)[number]) => unguardCell((record[index[c]] ?? '').trim());
        lines.push({ line: n + 2, port: get('port').toUpperCase(), agent: get('agent') });
      });
    const ports = new Map(
      (await lookups.portsByUnlocodes([...new Set(lines.map((l) => l.port))])).map((p) => [p.unlocode, p]),
    );
    const agents = new Map(
      (await lookups.agentsByNames([...new Set(lines.map((l) => l.agent))])).map((a) => [a.name.toLowerCase(), a]),
    );
    const byPort = new Map<number, number[]>();
    for (const l of lines) {
      const port = ports.get(l.port);
      const agent = agents.get(l.agent.toLowerCase());
      if (!l.port) errors.push({ line: l.line, column: 'port', reason: 'required' });
      else if (!port) errors.push({ line: l.line, column: 'port', reason: `no port with UN/LOCODE ${l.port}` });
      if (!l.agent) errors.push({ line: l.line, column: 'agent', reason: 'required' });
      else if (!agent) errors.push({ line: l.line, column: 'agent', reason: `no agent named ${l.agent}` });
      if (!port || !agent) continue;
      const list = byPort.get(port.id) ?? [];
      if (!list.includes(agent.id)) list.push(agent.id);
      if (list.length > PREFERRED_AGENTS_PER_PORT)
        errors.push({
          line: l.line,
          column: 'agent',
          reason: `more than ${PREFERRED_AGENTS_PER_PORT} agents at ${l.port}`,
        });
      byPort.set(port.id, list);
    }
    if (errors.length > 0) throw csvError(errors);
    if (byPort.size === 0)
      throw new AppError(400, 'VALIDATION_FAILED', { attachments: formatMessage('PREFERRED_AGENTS_CSV_EMPTY') });
    await replace(caller, companyId, byPort);
    return list(companyId);
  }

  /** The buyer's preferred agents at a port (supplier search puts them first). */
  async function preferredAt(buyerCompanyId: number, portId: number) {
    const rows = await db
      .select({ id: buyerPreferredAgents.agentCompanyId })
      .from(buyerPreferredAgents)
      .where(and(eq(buyerPreferredAgents.companyId, buyerCompanyId), eq(buyerPreferredAgents.portId, portId)));
    return rows.map((r) => r.id);
  }

  return { load, assign, upload, preferredAt };
}
export type PreferredAgents = ReturnType<typeof createPreferredAgents>;

function csvError(errors: RowError[]) {
  const fields = Object.fromEntries(
    errors
      .slice(0, 100)
      .map((e) => [
        `line.${e.line}.${e.column}`,
        formatMessage('PREFERRED_AGENTS_CSV_INVALID', { line: e.line, reason: `${e.column}: ${e.reason}` }),
      ]),
  );
  const first = errors[0] as RowError;
  return new AppError(400, 'PREFERRED_AGENTS_CSV_INVALID', fields, {
    line: first.line,
    reason: `${first.column}: ${first.reason}`,
  });
}
