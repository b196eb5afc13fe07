import { randomUUID } from 'node:crypto';
import { formatMessage } from '@portcall/contracts/messages';
import {
  collaboratorTypeOf,
  type TCollaborator,
  type TCollaboratorType,
  type TInviteCreate,
  type TInviteeToken,
} from '@portcall/contracts/statement-of-facts';
import { decodeJwt, jwtVerify, SignJWT } from 'jose';
import { noteChange } from '../../platform/announce';
import type { Db } from '../../platform/db/client';
import { AppError, conflict } from '../../platform/errors';
import type { Email } from '../../platform/mail/mailer';
import type { Invitee, SofPrincipal } from './parties';
import type { SofInviteRow, SofRepo } from './repo';
import { escapeHtml, type Reached, type SofCore } from './service';
import { isContentOpen } from './state-machine';
import { requiredSigners } from './views';

const TOKEN_TYPE = 'sof-invitee';
const DAY_MS = 24 * 60 * 60 * 1000;
const isUuid = (s: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s);

export const toCollaborator = (i: SofInviteRow): TCollaborator => ({
  inviteId: i.id,
  fullName: i.fullName,
  email: i.email,
  involvement: i.involvement,
  hasBeenOpened: i.firstOpenedAt !== null,
  isRevoked: i.revokedAt !== null,
  expiresAt: i.expiresAt.toISOString(),
  resends: i.resends,
});

/**
 * Collaborators by link (platform-core §1, §3, §6): the agent invites the master, the terminal, a
 * surveyor or a charterer's or receiver's representative by e-mail; the link opens that one SOF
 * without an account, as a temporary profile of the invited involvement with no authorities. The
 * invite's uuid is the link's secret; it expires (14 days, a resend extends it) and can be revoked,
 * and every request of the link checks the invite again, so a revocation holds at once.
 */
export function createSofInvites(deps: {
  db: Db;
  repo: SofRepo;
  core: SofCore;
  clock: () => Date;
  mail: { queue(emails: readonly Email[], tx?: Db): Promise<void> };
  signingKey: Uint8Array;
  ttlDays: number;
}) {
  const { db, repo, core, clock } = deps;
  const expiry = () => new Date(clock().getTime() + deps.ttlDays * DAY_MS);

  function invitationEmail(r: Reached, invite: SofInviteRow): Email {
    const title = core.titleOf(r.portCall);
    const link = core.inviteLink(r.sof.portCallId, invite.id, invite.involvement);
    const text = `${r.actorName} invites you as ${invite.involvement.toLowerCase()} to the statement of facts of ${title}. Open it here (no account needed): ${link}\nThe link works until ${invite.expiresAt.toISOString().slice(0, 10)}.`;
    return {
      kind: 'SOF_INVITATION',
      to: invite.email,
      subject: formatMessage('SOF_INVITE_EMAIL_SUBJECT', { title }),
      text,
      html: `<p>${escapeHtml(text.split(link)[0] as string)}<a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    };
  }

  /** POST invites/port-calls/{portCallId}: one live invite per e-mail and involvement. */
  async function invite(principal: SofPrincipal, portCallId: number, input: TInviteCreate) {
    return db.transaction(async (tx) => {
      const r = await core.reach(principal, 'invite', portCallId, tx, true);
      if (!isContentOpen(r.sof.status) || r.sof.status === 'SIGNED') throw conflict('SOF_READ_ONLY');
      const live = ((await repo.invitesOf([r.sof.id], tx)).get(r.sof.id) ?? []).filter((i) => i.revokedAt === null);
      const email = input.email.toLowerCase();
      if (live.some((i) => i.email.toLowerCase() === email && i.involvement === input.involvement))
        throw conflict('SOF_INVITE_EXISTS');
      const row = await repo.insertInvite(
        {
          id: randomUUID(),
          sofId: r.sof.id,
          email: input.email,
          fullName: input.fullName,
          involvement: input.involvement,
          invitedByProfileId: r.actor.profileId as number,
          createdAt: clock(),
          expiresAt: expiry(),
        },
        tx,
      );
      await deps.mail.queue([invitationEmail(r, row)], tx);
      await core.record(tx, r, 'ADD', `Invited ${row.fullName} (${row.involvement})`);
      return toCollaborator(row);
    });
  }

  async function liveInviteOf(r: Reached, inviteId: string, tx: Db) {
    const row = isUuid(inviteId) ? await repo.findInvite(inviteId, tx) : undefined;
    if (!row || row.sofId !== r.sof.id) throw new AppError(404, 'SOF_INVITE_NOT_FOUND');
    if (row.revokedAt) throw new AppError(409, 'SOF_INVITE_REVOKED');
    return row;
  }

  /** POST invites/port-calls/{portCallId}/resend: the e-mail again, the link valid anew. */
  async function resend(principal: SofPrincipal, portCallId: number, inviteId: string) {
    return db.transaction(async (tx) => {
      const r = await core.reach(principal, 'invite', portCallId, tx, true);
      const row = await liveInviteOf(r, inviteId, tx);
      const updated = await repo.updateInvite(row.id, { resends: row.resends + 1, expiresAt: expiry() }, tx);
      if (row.involvement === 'MASTER')
        await repo.update(r.sof.id, { numberOfResendsToMaster: r.sof.numberOfResendsToMaster + 1 }, tx);
      await deps.mail.queue([invitationEmail(r, updated)], tx);
      await core.record(tx, r, 'RESEND', `Invitation sent again to ${row.fullName} (${row.involvement})`);
      return toCollaborator(updated);
    });
  }

  /**
   * Revokes a link at once. A party that no longer signs may leave all remaining signatures given:
   * then the SOF is SIGNED.
   */
  async function revoke(principal: SofPrincipal, portCallId: number, inviteId: string) {
    return db.transaction(async (tx) => {
      const r = await core.reach(principal, 'invite', portCallId, tx, true);
      const row = await liveInviteOf(r, inviteId, tx);
      const updated = await repo.updateInvite(row.id, { revokedAt: clock() }, tx);
      await core.record(tx, r, 'DELETE', `Invitation of ${row.fullName} (${row.involvement}) withdrawn`);
      if (r.sof.status === 'PARTIALLY_SIGNED') {
        const c = await core.children(r.sof.id, tx);
        const signed = new Set(
          c.signatures.filter((s) => s.invalidatedAt === null && !s.isDeclined).map((s) => s.involvement),
        );
        if (requiredSigners(c.invites).every((p) => signed.has(p)))
          await repo.update(
            r.sof.id,
            { status: 'SIGNED', signatureTimestamp: clock(), version: r.sof.version + 1 },
            tx,
          );
      }
      return toCollaborator(updated);
    });
  }

  async function collaborators(principal: SofPrincipal, portCallId: number) {
    const r = await core.reach(principal, 'invite', portCallId);
    return ((await repo.invitesOf([r.sof.id])).get(r.sof.id) ?? []).map(toCollaborator);
  }

  /** A live invite (not revoked, not expired) or the catalogued refusal. */
  function checkLive(row: SofInviteRow | undefined): SofInviteRow {
    if (!row) throw new AppError(404, 'SOF_INVITE_NOT_FOUND');
    if (row.revokedAt) throw new AppError(410, 'SOF_INVITE_REVOKED');
    if (row.expiresAt.getTime() <= clock().getTime()) throw new AppError(410, 'SOF_INVITE_EXPIRED');
    return row;
  }

  /**
   * GET public/invited/statement-of-facts/{portCallId}?inviteId&collaboratorType: the link opened.
   * Answers the invitee token (collaboratorType and fullName, platform-core §3) and records that the
   * collaborator has opened it (hasBeenOpened).
   */
  async function open(
    portCallId: number,
    inviteId: string,
    collaboratorType: TCollaboratorType,
  ): Promise<TInviteeToken> {
    return db.transaction(async (tx) => {
      const row = isUuid(inviteId) ? await repo.findInvite(inviteId, tx) : undefined;
      // A first opening writes the invite, whose trigger then updates the SOF row (its revision): the
      // SOF is locked first, in the order every change takes, so it cannot deadlock with a resend.
      const sof = row ? await repo.findByPortCall(portCallId, tx, !row.firstOpenedAt) : undefined;
      if (!row || !sof || sof.id !== row.sofId || collaboratorTypeOf(row.involvement) !== collaboratorType)
        throw new AppError(404, 'SOF_INVITE_NOT_FOUND');
      checkLive(row);
      if (!row.firstOpenedAt) {
        await repo.updateInvite(row.id, { firstOpenedAt: clock() }, tx);
        // The parties' collaborator list stops saying NOT OPENED (platform/announce.ts).
        noteChange('statement_of_facts', sof.id);
      }
      const token = await new SignJWT({
        typ: TOKEN_TYPE,
        pc: portCallId,
        collaboratorType,
        fullName: row.fullName,
      })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(row.id)
        .setIssuedAt(clock())
        .setExpirationTime(Math.floor(row.expiresAt.getTime() / 1000))
        .sign(deps.signingKey);
      return {
        token,
        collaboratorType,
        fullName: row.fullName,
        involvement: row.involvement,
        portCallId,
        expiresAt: row.expiresAt.toISOString(),
      };
    });
  }

  /**
   * The invitee behind a bearer token, or null (not an invitee token, or its invite revoked or
   * expired): checked against the invite on every request.
   */
  async function authenticateInvitee(authorization: string | undefined): Promise<Invitee | null> {
    const token = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
    if (!token) return null;
    try {
      // Sessions use the same kind of token: a token that does not even claim to be a link's is left
      // to the session check, so a signed-in read verifies its signature once, not twice (bench sof).
      if (decodeJwt(token).typ !== TOKEN_TYPE) return null;
      const { payload } = await jwtVerify(token, deps.signingKey, { algorithms: ['HS256'], currentDate: clock() });
      if (payload.typ !== TOKEN_TYPE || typeof payload.sub !== 'string' || !isUuid(payload.sub)) return null;
      if (typeof payload.pc !== 'number') return null;
      const row = checkLive(await repo.findInvite(payload.sub));
      return {
        inviteId: row.id,
        portCallId: payload.pc,
        involvement: row.involvement,
        collaboratorType: collaboratorTypeOf(row.involvement),
        fullName: row.fullName,
      };
    } catch {
      return null;
    }
  }

  return { invite, resend, revoke, collaborators, open, authenticateInvitee };
}
export type SofInvites = ReturnType<typeof createSofInvites>;
