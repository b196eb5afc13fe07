import type { TRemarkCode, TSofStatus } from '@portcall/contracts/statement-of-facts';
import { TEMPLATE_GROUPS } from '@portcall/contracts/statement-of-facts';
import Decimal from 'decimal.js';
import type { Db } from '../../platform/db/client';
import { AppError, forbidden } from '../../platform/errors';
import { viewerKey } from './page-cache';
import { actorOf, authorise, type SofPrincipal } from './parties';
import type { SofPortCall, SofPortCallReadModel } from './port-call-read-model';
import type { SofRepo, SofRow } from './repo';
import type { SofCore } from './service';
import { type EventTemplate, eventTemplates, suggestTemplates } from './templates';
import { type ActionView, parametersOf, type SofView, toAction, toPortCallView } from './views';

export interface TemplateGroupView {
  group: string;
  templates: EventTemplate[];
}

/** Remarks the parties commonly write, offered per code (suggestedRemarks); the SOF's facts add more. */
const STANDARD_REMARKS: Array<{ code: TRemarkCode; text: string }> = [
  { code: 'WEATHER', text: 'Cargo operations stopped due to rain' },
  { code: 'WEATHER', text: 'Berthing delayed by wind above the port limit' },
  { code: 'DELAY', text: 'Waiting for berth' },
  { code: 'DELAY', text: 'Waiting for cargo documents' },
  { code: 'SIGNED_UNDER_PROTEST', text: 'Signed under protest: times disputed' },
  { code: 'LETTER_OF_PROTEST_ISSUED', text: 'Letter of protest issued' },
];

/**
 * The SOF reads of operations §7 (GraphQL queries). Lists read their rows with a fixed number of
 * statements (one per level), never one per SOF.
 */
export function createSofReads(deps: {
  db: Db;
  repo: SofRepo;
  core: SofCore;
  portCalls: SofPortCallReadModel;
  regionScopeFor(caller: NonNullable<SofPrincipal['caller']>, tx?: Db): Promise<{ countryIds: number[] } | null>;
  publicUrl: string;
}) {
  const { db, repo, core } = deps;

  /** The port calls of `ids` the principal is a party of (others are left out, as a 404 would). */
  async function partyPortCalls(principal: SofPrincipal, ids: readonly number[], tx: Db) {
    authorise(principal, 'view');
    return ofParty(principal, await deps.portCalls.portCallsByIds([...new Set(ids)], tx), tx);
  }

  async function ofParty<P extends SofPortCall>(principal: SofPrincipal, all: P[], tx: Db): Promise<P[]> {
    if (principal.invitee) return all.filter((p) => p.id === principal.invitee.portCallId);
    const { caller } = principal;
    if (caller.type === 'ADMIN') return all;
    if (caller.type === 'BUYER') {
      const scope = await deps.regionScopeFor(caller, tx);
      return all.filter(
        (p) => p.buyerCompanyId === caller.companyId && (!scope || scope.countryIds.includes(p.countryId)),
      );
    }
    return all.filter((p) => p.appointment?.agentCompanyId === caller.companyId);
  }

  /** SOFs of port calls, created on first read where an agent has accepted (docs/decisions.md). */
  async function sofsOf(portCalls: SofPortCall[], tx: Db, create: boolean) {
    let rows = await repo.findByPortCalls(
      portCalls.map((p) => p.id),
      tx,
    );
    const missing = portCalls.filter((p) => p.appointment && !rows.some((r) => r.portCallId === p.id));
    if (create && missing.length > 0) {
      for (const p of missing) await core.ensure(p, tx);
      rows = await repo.findByPortCalls(
        portCalls.map((p) => p.id),
        tx,
      );
    }
    return rows;
  }

  /**
   * The SOF page's read. A transaction only when a SOF must be created first (a call accepted before
   * SOFs existed): the usual read is plain, so its child reads run side by side on the pool instead
   * of one after another on a transaction's connection. A version travels with every change, so a
   * read torn by a concurrent change can never be signed or saved over.
   */
  async function sofsByPortCallIds(
    principal: SofPrincipal,
    ids: readonly number[],
    onFingerprint?: (fingerprint: string) => void,
  ): Promise<SofView[]> {
    const portCalls = await partyPortCalls(principal, ids, db);
    let rows = await sofsOf(portCalls, db, false);
    if (portCalls.some((p) => p.appointment && !rows.some((r) => r.portCallId === p.id)))
      rows = await db.transaction((tx) => sofsOf(portCalls, tx, true));
    else onFingerprint?.(fingerprintOf(principal, portCalls, rows));
    return core.views(principal, rows, portCalls, db);
  }

  /**
   * What the page's answer depends on, read again before a kept answer is served (page-cache.ts):
   * the viewer, the port calls it may see with their facts, each SOF's revision. Read before the
   * children, so an answer is never older than its fingerprint. Null when a SOF is yet to be
   * created (the read creates it: nothing to compare).
   */
  async function sofsFingerprint(principal: SofPrincipal, ids: readonly number[]): Promise<string | null> {
    authorise(principal, 'view');
    const all = await deps.portCalls.withSofRevisions([...new Set(ids)], db);
    const visible = await ofParty(principal, all, db);
    if (visible.some((p) => p.appointment && !p.sofRevision)) return null;
    const revisions = visible.flatMap(({ id, sofRevision }) =>
      sofRevision ? [[sofRevision[0], id, sofRevision[1]]] : [],
    );
    return fingerprintOf(
      principal,
      visible.map(({ sofRevision: _, ...portCall }) => portCall),
      revisions,
    );
  }

  /** The same text from either read: port calls by id, SOFs by port call, each as [id, port call, revision]. */
  function fingerprintOf(principal: SofPrincipal, portCalls: SofPortCall[], sofs: number[][] | SofRow[]) {
    const revisions = sofs
      .map((s) => (Array.isArray(s) ? s : [s.id, s.portCallId, s.revision]))
      .sort((a, b) => (a[1] as number) - (b[1] as number));
    return JSON.stringify([viewerKey(principal), [...portCalls].sort((a, b) => a.id - b.id), revisions]);
  }

  async function sofStatuses(principal: SofPrincipal, ids: readonly number[]) {
    const portCalls = await partyPortCalls(principal, ids, db);
    const rows = await sofsOf(portCalls, db, false);
    return portCalls.map((p) => ({
      portCallId: p.id,
      status: (rows.find((r) => r.portCallId === p.id)?.status ??
        (p.appointment ? 'AVAILABLE' : 'NOT_AVAILABLE')) as TSofStatus,
    }));
  }

  /** Templates grouped, each group in the order of a call; the Depart group carries the signature. */
  function templates(): TemplateGroupView[] {
    const all = eventTemplates();
    return TEMPLATE_GROUPS.map((group) => ({ group, templates: all.filter((t) => t.group === group) })).filter(
      (g) => g.templates.length > 0,
    );
  }

  async function suggestedTemplates(principal: SofPrincipal, portCallId: number) {
    const r = await core.reach(principal, 'view', portCallId);
    const c = await core.children(r.sof.id);
    return suggestTemplates(c.events.map((e) => e.templateCode));
  }

  async function eventComments(principal: SofPrincipal, portCallId: number, eventId: number) {
    const r = await core.reach(principal, 'view', portCallId);
    const c = await core.children(r.sof.id);
    if (!c.events.some((e) => e.id === eventId)) throw new AppError(404, 'SOF_EVENT_NOT_FOUND');
    const view = await core.view(principal, r);
    return view.events.find((e) => e.id === eventId)?.comments ?? [];
  }

  async function activityTimeline(principal: SofPrincipal, portCallId: number): Promise<ActionView[]> {
    const r = await core.reach(principal, 'view', portCallId);
    return (await repo.actionsOf(r.sof.id)).map(toAction);
  }

  async function suggestedRemarks(principal: SofPrincipal, portCallId: number) {
    const r = await core.reach(principal, 'view', portCallId);
    const p = parametersOf(r.sof);
    const fromFacts: Array<{ code: TRemarkCode; text: string }> = [];
    if (p.inboundTugsUsed != null && p.inboundTugsOrdered != null && p.inboundTugsUsed > p.inboundTugsOrdered)
      fromFacts.push({ code: 'DISCREPANCY', text: 'More tugs used inbound than ordered' });
    if (p.cargoQuantityActual && p.cargoQuantityNominal) {
      const diff = new Decimal(p.cargoQuantityActual).minus(p.cargoQuantityNominal);
      if (!diff.isZero())
        fromFacts.push({ code: 'DISCREPANCY', text: `Cargo quantity differs from nominal by ${diff.toFixed(3)} t` });
    }
    return [...fromFacts, ...STANDARD_REMARKS];
  }

  /** parameterSummary: the parameters with the totals the buyer reads (decimals, never floats). */
  async function parameterSummary(principal: SofPrincipal, portCallId: number) {
    const r = await core.reach(principal, 'view', portCallId);
    const p = parametersOf(r.sof);
    const sum = (a: number | null, b: number | null) => (a === null && b === null ? null : (a ?? 0) + (b ?? 0));
    const difference =
      p.cargoQuantityActual && p.cargoQuantityNominal
        ? new Decimal(p.cargoQuantityActual).minus(p.cargoQuantityNominal).toFixed(3)
        : null;
    return {
      ...p,
      tugsOrderedTotal: sum(p.inboundTugsOrdered, p.outboundTugsOrdered),
      tugsUsedTotal: sum(p.inboundTugsUsed, p.outboundTugsUsed),
      pilotsTotal: sum(p.pilotsIn, p.pilotsOut),
      cargoQuantityDifference: difference,
    };
  }

  /** Where the caller signs: the link page of a collaborator, the SOF page of the agent. Never cached. */
  async function signingUrl(principal: SofPrincipal, portCallId: number) {
    const r = await core.reach(principal, 'view', portCallId);
    const actor = actorOf(principal);
    if (principal.invitee) {
      return `${deps.publicUrl}/statement-of-facts/invited/${portCallId}?inviteId=${principal.invitee.inviteId}&collaboratorType=${principal.invitee.collaboratorType}`;
    }
    const side = actor.side === 'AGENT' ? (principal.caller.type === 'VENDOR' ? 'vendor' : 'agent') : 'buyer';
    if (actor.side === 'ADMIN') return `${deps.publicUrl}/secured/admin/sof?portCallId=${r.sof.portCallId}`;
    return `${deps.publicUrl}/secured/${side}/sof/${r.sof.portCallId}`;
  }

  async function portCallDetails(principal: SofPrincipal, portCallId: number) {
    const r = await core.reach(principal, 'view', portCallId);
    return toPortCallView(r.portCall);
  }

  /** Administrators (ADMIN_SOF): every SOF, newest port calls first, paged. */
  async function adminPortCalls(principal: SofPrincipal, page: number, size: number) {
    if (principal.caller?.type !== 'ADMIN') throw forbidden();
    authorise(principal, 'view');
    const rows: SofRow[] = await repo.listAll(size, page * size);
    const portCalls = await deps.portCalls.portCallsByIds(rows.map((r) => r.portCallId));
    return rows.map((r) => {
      const p = portCalls.find((x) => x.id === r.portCallId) as SofPortCall;
      return {
        portCallId: r.portCallId,
        status: r.status,
        portCall: toPortCallView(p),
        updatedAt: r.updatedAt.toISOString(),
      };
    });
  }

  async function adminSof(principal: SofPrincipal, portCallId: number) {
    if (principal.caller?.type !== 'ADMIN') throw forbidden();
    const r = await core.reach(principal, 'view', portCallId);
    return core.view(principal, r);
  }

  return {
    sofsByPortCallIds,
    sofsFingerprint,
    sofStatuses,
    templates,
    suggestedTemplates,
    eventComments,
    activityTimeline,
    suggestedRemarks,
    parameterSummary,
    signingUrl,
    portCallDetails,
    adminPortCalls,
    adminSof,
  };
}
export type SofReads = ReturnType<typeof createSofReads>;
