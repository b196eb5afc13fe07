import type { TAuthority, TProduct } from '@portcall/contracts/access';
import { formatMessage } from '@portcall/contracts/messages';
import {
  collaboratorTypeOf,
  type TInvolvement,
  type TSofEventAction,
  type TSofStatus,
} from '@portcall/contracts/statement-of-facts';
import { writeAudit } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { AppError, conflict, notFound } from '../../platform/errors';
import type { Caller } from '../../platform/http/access';
import type { Email } from '../../platform/mail/mailer';
import { checkVersion } from '../../platform/mappers';
import { createOutbox, type FindPeople, type Notifier } from '../../platform/notify';
import { contentHash } from './canonical';
import { actorOf, authorise, may, type SofActor, type SofCapability, type SofPrincipal } from './parties';
import type { SofPortCall, SofPortCallReadModel } from './port-call-read-model';
import type { SofRepo, SofRow } from './repo';
import { isContentOpen, nextStatus, type SofTransition } from './state-machine';
import { type SofChildren, type SofView, signedContentOf, toSofView } from './views';

export interface SofDeps {
  db: Db;
  repo: SofRepo;
  portCalls: SofPortCallReadModel;
  clock: () => Date;
  /** The countries a buyer's region rules limit it to (null: no limit); settings answers. */
  regionScopeFor(caller: Caller, tx?: Db): Promise<{ countryIds: number[] } | null>;
  notifier?: Notifier;
  findPeople: FindPeople;
  /** The e-mail outbox (platform/mail): invitations and notices to link collaborators. */
  mail: { queue(emails: readonly Email[], tx?: Db): Promise<void> };
  /** Where links in e-mails point (the web app). */
  publicUrl: string;
  /** Signs and checks invitee tokens (the app's token key). */
  signingKey: Uint8Array;
  /** How long an invitation link works; 14 days unless told. */
  inviteTtlDays?: number;
}

/** A SOF reached by a principal, locked for a change when asked. */
export interface Reached {
  sof: SofRow;
  portCall: SofPortCall;
  actor: SofActor;
  actorName: string;
}

/**
 * What every SOF service shares: the one scope check, lazy creation, the bulk read of views, and
 * applying a change (status machine, signature invalidation, timeline action, audit) in one place.
 */
export function createSofCore(deps: SofDeps) {
  const { db, repo, clock } = deps;

  async function nameOf(principal: SofPrincipal, tx: Db): Promise<string> {
    if (principal.invitee) return principal.invitee.fullName;
    const names = await deps.portCalls.profileNames([principal.caller.profileId], tx);
    return names.get(principal.caller.profileId)?.fullName ?? '';
  }

  /** Whether the principal's company (or link) is a party of the port call; 404 if not. */
  async function checkParty(principal: SofPrincipal, portCall: SofPortCall, tx: Db) {
    if (principal.invitee) {
      if (principal.invitee.portCallId !== portCall.id) throw notFound();
      return;
    }
    const { caller } = principal;
    if (caller.type === 'ADMIN') return;
    if (caller.type === 'BUYER') {
      if (caller.companyId !== portCall.buyerCompanyId) throw notFound();
      const scope = await deps.regionScopeFor(caller, tx);
      if (scope && !scope.countryIds.includes(portCall.countryId)) throw notFound();
      return;
    }
    if (portCall.appointment?.agentCompanyId !== caller.companyId) throw notFound();
  }

  /**
   * The one scope check (STYLE rule 6): the capability by kind and authorities first (403), then the
   * port call by party (404: a buyer's own company within its regions, the agent of the accepted
   * appointment, the link's own SOF). The SOF is created on first reach once an agent has accepted
   * (docs/decisions.md); before that a read answers NOT_AVAILABLE and a change 409.
   */
  async function reach(
    principal: SofPrincipal,
    capability: SofCapability,
    portCallId: number,
    tx: Db = db,
    lock = false,
  ): Promise<Reached> {
    authorise(principal, capability);
    const [portCall] = await deps.portCalls.portCallsByIds([portCallId], tx);
    if (!portCall) throw notFound();
    await checkParty(principal, portCall, tx);
    let sof = await repo.findByPortCall(portCallId, tx, lock);
    if (!sof) {
      if (!portCall.appointment) throw conflict('SOF_NOT_AVAILABLE');
      await ensure(portCall, tx);
      sof = (await repo.findByPortCall(portCallId, tx, lock)) as SofRow;
    }
    return { sof, portCall, actor: actorOf(principal), actorName: await nameOf(principal, tx) };
  }

  /** Creates the SOF of a port call whose appointment an agent accepted (idempotent). */
  async function ensure(portCall: SofPortCall, tx: Db = db): Promise<SofRow | null> {
    if (!portCall.appointment) return null;
    const now = clock();
    const status = nextStatus('NOT_AVAILABLE', { kind: 'open' }) as TSofStatus;
    return repo.insertOnce(
      {
        portCallId: portCall.id,
        appointmentId: portCall.appointment.id,
        buyerCompanyId: portCall.buyerCompanyId,
        agentCompanyId: portCall.appointment.agentCompanyId,
        status,
        createdAt: now,
        updatedAt: now,
      },
      tx,
    );
  }

  /** The children of many SOFs in one statement (repo.childrenOf), handed out per SOF. */
  async function childrenOf(sofIds: number[], tx: Db) {
    const all = await repo.childrenOf(sofIds, tx);
    const group = <T extends { sofId: number }>(rows: T[]) => {
      const map = new Map<number, T[]>();
      for (const r of rows) {
        const list = map.get(r.sofId);
        if (list) list.push(r);
        else map.set(r.sofId, [r]);
      }
      return map;
    };
    const events = group(all.events);
    const remarks = group(all.remarks);
    const comments = group(all.comments);
    const attachments = group(all.attachments);
    const invites = group(all.invites);
    const signatures = group(all.signatures);
    return (id: number): SofChildren => ({
      events: events.get(id) ?? [],
      remarks: remarks.get(id) ?? [],
      comments: comments.get(id) ?? [],
      attachments: attachments.get(id) ?? [],
      invites: invites.get(id) ?? [],
      signatures: signatures.get(id) ?? [],
    });
  }

  /**
   * The views of many SOFs with a fixed number of statements (one, whatever their count): the
   * GraphQL lists use it, so a list never costs a query per SOF.
   */
  async function views(principal: SofPrincipal, rows: SofRow[], portCalls: SofPortCall[], tx: Db = db) {
    const children = await childrenOf(
      rows.map((r) => r.id),
      tx,
    );
    const actor = actorOf(principal);
    const viewer = {
      actor,
      canEditAny: may(principal, 'editAnyEvent'),
      canEditOwn: may(principal, 'addEvent'),
      seesEmails: actor.side === 'AGENT' || actor.side === 'BUYER' || actor.side === 'ADMIN',
    };
    return rows.map((row) => {
      const c = children(row.id);
      const portCall = portCalls.find((p) => p.id === row.portCallId) as SofPortCall;
      return toSofView(row, portCall, c, viewer, () => contentHash(signedContentOf(row, c)));
    });
  }

  async function view(principal: SofPrincipal, reached: Pick<Reached, 'sof' | 'portCall'>, tx: Db = db) {
    const [answer] = await views(principal, [reached.sof], [reached.portCall], tx);
    return answer as SofView;
  }

  async function children(sofId: number, tx: Db = db) {
    return (await childrenOf([sofId], tx))(sofId);
  }

  async function record(
    tx: Db,
    reached: Reached,
    action: TSofEventAction,
    summary: string,
    eventId: number | null = null,
  ) {
    await repo.insertAction(
      {
        sofId: reached.sof.id,
        eventId,
        action,
        summary,
        involvement: reached.actor.involvement,
        actorId: reached.actor.actorId,
        actorName: reached.actorName,
        createdAt: clock(),
      },
      tx,
    );
    await writeAudit(tx, {
      profileId: reached.actor.profileId,
      companyId: reached.sof.buyerCompanyId,
      entity: 'statement_of_facts',
      entityId: reached.sof.id,
      action,
      after: { summary, eventId, actor: reached.actor.actorId },
      // A link collaborator has no profile: the announcement names them as the SOF's timeline does.
      actorName: reached.actor.profileId === null ? reached.actorName : null,
    });
  }

  /** A transition of the status machine, or 409 with the catalogued refusal. */
  function transition(from: TSofStatus, t: SofTransition): TSofStatus {
    const to = nextStatus(from, t);
    if (to === null) {
      if (t.kind === 'change') throw conflict('SOF_READ_ONLY');
      throw new AppError(409, 'SOF_STATUS_CHANGE_REFUSED', undefined, { from, to: t.kind });
    }
    return to;
  }

  /**
   * Runs a change of what is signed inside one transaction: the SOF locked and its version checked
   * (stale: 409), the status machine's `change` (LOCKED, SUBMITTED, HIDDEN refuse), signatures given
   * so far invalidated (their parties told), the version bumped. `work` writes the change itself.
   */
  async function change<T>(
    principal: SofPrincipal,
    capability: SofCapability,
    portCallId: number,
    version: number | undefined,
    work: (reached: Reached, tx: Db) => Promise<T>,
  ): Promise<{ result: T; reached: Reached }> {
    const outbox = createOutbox(deps.notifier);
    const done = await db.transaction(async (tx) => {
      const reached = await reach(principal, capability, portCallId, tx, true);
      checkVersion(reached.sof.version, version, true);
      if (!isContentOpen(reached.sof.status)) throw conflict('SOF_READ_ONLY');
      const status = transition(reached.sof.status, { kind: 'change' });
      const result = await work(reached, tx);
      const invalidated = await repo.invalidateSignatures(reached.sof.id, clock(), tx);
      reached.sof = await repo.update(
        reached.sof.id,
        {
          status,
          version: reached.sof.version + 1,
          updatedAt: clock(),
          ...(invalidated.length > 0 ? { signatureTimestamp: null } : {}),
        },
        tx,
      );
      if (invalidated.length > 0)
        await tellSignaturesInvalidated(
          reached,
          invalidated.map((s) => s.involvement),
          tx,
          outbox,
        );
      return { result, reached };
    });
    await outbox.deliver();
    return done;
  }

  const titleOf = (p: SofPortCall) =>
    `${p.vessel.name}${p.voyageNumber ? ` V. ${p.voyageNumber}` : ''} at ${p.port.name}`;

  /** The agent's and the buyer's SOF people hear in the app; link collaborators by e-mail. */
  async function tellSignaturesInvalidated(
    reached: Reached,
    involvements: TInvolvement[],
    tx: Db,
    outbox: ReturnType<typeof createOutbox>,
  ) {
    const title = titleOf(reached.portCall);
    const eventMessage = formatMessage('NOTIFY_SOF_SIGNATURES_INVALIDATED', { title });
    await outbox.record(
      [{ profileIds: await sofPeople(reached.sof, tx), eventType: 'SOF', eventId: reached.sof.id, eventMessage }],
      tx,
    );
    const invites = (await repo.invitesOf([reached.sof.id], tx)).get(reached.sof.id) ?? [];
    const emails = invites
      .filter((i) => i.revokedAt === null && involvements.includes(i.involvement))
      .map((i) => ({
        kind: 'SOF_SIGNATURES_INVALIDATED',
        to: i.email,
        subject: formatMessage('SOF_INVITE_EMAIL_SUBJECT', { title }),
        text: `${eventMessage}\n\n${inviteLink(reached.sof.portCallId, i.id, i.involvement)}`,
        html: `<p>${escapeHtml(eventMessage)}</p>`,
      }));
    await deps.mail.queue(emails, tx);
  }

  async function sofPeople(sof: SofRow, tx: Db): Promise<number[]> {
    const find = (companyId: number, product: TProduct, authorities: TAuthority[]) =>
      deps.findPeople({ companyId, product, authorities }, tx);
    const agents = await find(sof.agentCompanyId, 'DA_TOOL', ['SOF_VIEW']);
    const buyers = await find(sof.buyerCompanyId, 'SOF_EXCHANGE', ['SOF_VIEW']);
    return [...agents, ...buyers];
  }

  function inviteLink(portCallId: number, inviteId: string, involvement: TInvolvement) {
    const type = collaboratorTypeOf(involvement);
    return `${deps.publicUrl}/statement-of-facts/invited/${portCallId}?inviteId=${inviteId}&collaboratorType=${type}`;
  }

  return { reach, ensure, views, view, children, record, transition, change, sofPeople, titleOf, inviteLink, nameOf };
}
export type SofCore = ReturnType<typeof createSofCore>;

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
