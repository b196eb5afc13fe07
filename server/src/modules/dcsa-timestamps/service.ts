import type { TTimestampImport, TTimestampProposal } from '@portcall/contracts/dcsa-timestamps';
import { messages } from '@portcall/contracts/messages';
import { writeAudit } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { AppError, conflict, notFound } from '../../platform/errors';
import type { Caller } from '../../platform/http/access';
import { requireAllowed } from '../../platform/http/policy';
import { describeEvent, findTemplate, type StatementOfFactsModule } from '../statement-of-facts/module';
import type { ProposalRow } from './db';
import { type JitPortCall, type ReadTimestamp, readTimestamps, toTimestamps } from './jit';
import type { ProposalsRepo } from './repo';

type SofExchange = StatementOfFactsModule['exchange'];
type Headers = { signature?: string; timestamp?: string };

export function proposalView(row: ProposalRow): TTimestampProposal {
  const template = findTemplate(row.templateCode);
  return {
    id: row.id,
    templateCode: row.templateCode,
    description: template ? describeEvent(template, row.placeholder) : row.templateCode,
    timestamp: row.eventAt.toISOString(),
    placeholder: row.placeholder,
    source: row.source,
    sentBy: row.sentBy,
    status: row.status,
    receivedAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/**
 * A SOF's events out as DCSA JIT timestamps, and timestamps in (an upload by the agent, a signed
 * webhook from the buyer's systems) as proposals. A proposal reaches the SOF only when the agent
 * accepts it, through the SOF's own add-event command: its scope, version, status and plausibility
 * rules decide, as for an event typed by hand.
 */
export function createTimestampExchange(deps: {
  db: Db;
  repo: ProposalsRepo;
  clock: () => Date;
  sof: SofExchange;
  authenticateWebhook(slug: string, headers: Headers, raw: string): Promise<{ buyerId: number; name: string }>;
}) {
  const { db, repo, clock, sof } = deps;

  /**
   * The SOF as the caller may read it (another company's call: 404), then the policy table's answer
   * for the action (the agent who keeps the SOF: 403 for everyone else, with the table's reason).
   */
  async function reachThen(action: 'SOF_DCSA_IMPORT' | 'SOF_DCSA_DECIDE', caller: Caller, portCallId: number) {
    const reached = await sof.reach({ caller }, 'view', portCallId);
    requireAllowed(action, caller);
    return reached;
  }

  async function exportTimestamps(caller: Caller, portCallId: number) {
    requireAllowed('SOF_DCSA_EXPORT', caller);
    const reached = await sof.reach({ caller }, 'view', portCallId);
    const facts = await sof.facts(portCallId);
    return toTimestamps(reached.portCall, facts?.events ?? []);
  }

  /**
   * Stores what is new as proposals: a timestamp the SOF already has (same event, same instant), or
   * one proposed before (whatever became of it), is counted, not proposed again.
   */
  async function propose(
    target: { portCallId: number; sofId: number; buyerCompanyId: number },
    read: ReadTimestamp[],
    events: ReadonlyArray<{ templateCode: string; timestamp: Date }>,
    from: { source: 'UPLOAD' | 'WEBHOOK'; profileId: number | null; name: string | null },
  ): Promise<TTimestampImport> {
    const key = (code: string, at: Date) => `${code}|${at.getTime()}`;
    const known = new Set(events.map((e) => key(e.templateCode, e.timestamp)));
    const fresh = new Map<string, ReadTimestamp>();
    for (const t of read) {
      const k = key(t.templateCode, t.eventAt);
      if (!known.has(k) && !fresh.has(k)) fresh.set(k, t);
    }
    const now = clock();
    const inserted = await db.transaction(async (tx) => {
      const rows = await repo.insertNew(
        [...fresh.values()].map((t) => ({
          portCallId: target.portCallId,
          templateCode: t.templateCode,
          eventAt: t.eventAt,
          placeholder: t.placeholder,
          source: from.source,
          sentBy: t.sentBy ?? from.name,
          received: t.received,
          status: 'PROPOSED' as const,
          receivedBy: from.profileId,
          createdAt: now,
        })),
        tx,
      );
      // Audited on the SOF, so the agent's open SOF screen hears of the proposals (platform/announce.ts).
      if (rows.length > 0)
        await writeAudit(tx, {
          profileId: from.profileId,
          companyId: target.buyerCompanyId,
          entity: 'statement_of_facts',
          entityId: target.sofId,
          action: 'DCSA_TIMESTAMPS_RECEIVED',
          after: { source: from.source, proposals: rows.map((r) => r.id) },
          actorName: from.profileId === null ? from.name : null,
        });
      return rows;
    });
    return { proposed: inserted.map(proposalView), alreadyKnown: read.length - inserted.length };
  }

  /** The agent's upload on the SOF screen: the file's timestamps as proposals for this call. */
  async function importUpload(caller: Caller, portCallId: number, body: unknown) {
    const reached = await reachThen('SOF_DCSA_IMPORT', caller, portCallId);
    const read = readTimestamps(body, reached.portCall as JitPortCall);
    const facts = await sof.facts(portCallId);
    return propose(
      { portCallId, sofId: reached.sof.id, buyerCompanyId: reached.sof.buyerCompanyId },
      read,
      facts?.events ?? [],
      { source: 'UPLOAD', profileId: caller.profileId, name: null },
    );
  }

  /**
   * The signed webhook: the buyer's WEBHOOK connector vouches for the sender; the port call must be
   * that buyer's (another company's answers 404, as everywhere). The body is read only after the
   * signature, so an unsigned caller learns nothing about the call from the errors.
   */
  async function receiveWebhook(slug: string, headers: Headers, raw: string, portCallId: number) {
    const connector = await deps.authenticateWebhook(slug, headers, raw);
    const facts = await sof.facts(portCallId);
    if (!facts || facts.portCall.buyerCompanyId !== connector.buyerId) throw notFound();
    if (!facts.sof) throw conflict('SOF_NOT_AVAILABLE');
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      throw new AppError(400, 'DCSA_FILE_INVALID');
    }
    return propose(
      { portCallId, sofId: facts.sof.id, buyerCompanyId: facts.sof.buyerCompanyId },
      readTimestamps(body, facts.portCall),
      facts.events,
      { source: 'WEBHOOK', profileId: null, name: connector.name },
    );
  }

  async function listProposals(caller: Caller, portCallId: number) {
    await reachThen('SOF_DCSA_IMPORT', caller, portCallId);
    return (await repo.ofPortCall(portCallId)).map(proposalView);
  }

  async function openProposal(portCallId: number, proposalId: number, tx?: Db) {
    const proposal = await repo.find(portCallId, proposalId, tx, tx !== undefined);
    if (!proposal) throw new AppError(404, 'DCSA_PROPOSAL_NOT_FOUND');
    if (proposal.status !== 'PROPOSED') throw new AppError(409, 'DCSA_PROPOSAL_DECIDED');
    return proposal;
  }

  /**
   * Accepting adds the event through the SOF's add-event command (the version the agent saw; a
   * locked SOF refuses as it refuses any change). A SOF every party has signed is refused here:
   * a timestamp from outside must not silently void the parties' signatures (docs/decisions.md).
   */
  async function acceptProposal(caller: Caller, portCallId: number, proposalId: number, version: number) {
    const principal = { caller };
    const reached = await reachThen('SOF_DCSA_DECIDE', caller, portCallId);
    const proposal = await openProposal(portCallId, proposalId);
    if (reached.sof.status === 'SIGNED') throw new AppError(409, 'DCSA_SOF_SIGNED');
    // The event may be there already (typed by hand since, or an accept cut short after the add).
    const facts = await sof.facts(portCallId);
    const same = facts?.events.find(
      (e) => e.templateCode === proposal.templateCode && e.timestamp.getTime() === proposal.eventAt.getTime(),
    );
    if (same) return decideAccepted(caller, proposal, same.id);
    const result = await sof.addEvent(principal, {
      portCallId,
      version,
      templateCode: proposal.templateCode,
      timestamp: proposal.eventAt.toISOString(),
      placeholder: proposal.placeholder,
    });
    if (!result.sof || result.eventId === null) {
      const reason =
        result.eventError ?? result.eventPlaceHolderError ?? result.remarkError ?? messages.SOF_PARAMETER_INVALID;
      throw new AppError(400, 'DCSA_PROPOSAL_REFUSED', undefined, { reason });
    }
    return decideAccepted(caller, proposal, result.eventId);
  }

  async function decideAccepted(caller: Caller, proposal: ProposalRow, sofEventId: number) {
    const decided = await repo.decide(proposal.id, {
      status: 'ACCEPTED',
      decidedBy: caller.profileId,
      decidedAt: clock(),
      sofEventId,
    });
    return proposalView(decided ?? proposal);
  }

  async function rejectProposal(caller: Caller, portCallId: number, proposalId: number) {
    const reached = await reachThen('SOF_DCSA_DECIDE', caller, portCallId);
    return db.transaction(async (tx) => {
      const proposal = await openProposal(portCallId, proposalId, tx);
      const decided = (await repo.decide(
        proposal.id,
        { status: 'REJECTED', decidedBy: caller.profileId, decidedAt: clock(), sofEventId: null },
        tx,
      )) as ProposalRow;
      await writeAudit(tx, {
        profileId: caller.profileId,
        companyId: reached.sof.buyerCompanyId,
        entity: 'statement_of_facts',
        entityId: reached.sof.id,
        action: 'DCSA_TIMESTAMP_REJECTED',
        after: { proposalId: proposal.id, templateCode: proposal.templateCode },
      });
      return proposalView(decided);
    });
  }

  return { exportTimestamps, importUpload, receiveWebhook, listProposals, acceptProposal, rejectProposal };
}
export type TimestampExchange = ReturnType<typeof createTimestampExchange>;
