import { formatMessage, messages } from '@portcall/contracts/messages';
import type { TSignInput, TSofSigningStatus } from '@portcall/contracts/statement-of-facts';
import type { Db } from '../../platform/db/client';
import { AppError, conflict } from '../../platform/errors';
import { checkVersion } from '../../platform/mappers';
import { createOutbox, type Notifier } from '../../platform/notify';
import { contentHash } from './canonical';
import type { SofPrincipal } from './parties';
import { futureEvent } from './plausibility';
import type { SofRepo } from './repo';
import type { Reached, SofCore } from './service';
import { missingMandatory } from './templates';
import { requiredSigners, signedContentOf } from './views';

export type SigningStatus = TSofSigningStatus;

/**
 * Signing (docs/decisions.md "Statement of facts: signing"): the agent asks for signatures once the
 * mandatory events are in; each required party signs the SHA-256 of the canonical content; the last
 * signature makes the SOF SIGNED; a party may decline, or sign under protest with a remark (the
 * remark is part of the content, so the signatures given before it are invalidated); lock and submit
 * close it for good.
 */
export function createSofSigning(deps: {
  db: Db;
  repo: SofRepo;
  core: SofCore;
  clock: () => Date;
  notifier?: Notifier;
}) {
  const { db, repo, core, clock } = deps;

  async function statusOf(r: Reached, tx: Db): Promise<SigningStatus> {
    const c = await core.children(r.sof.id, tx);
    const valid = c.signatures.filter((s) => s.invalidatedAt === null && !s.isDeclined);
    const required = requiredSigners(c.invites);
    const signedBy = [...new Set(valid.map((s) => s.involvement))];
    const isSigner = required.includes(r.actor.involvement);
    return {
      signingStage: r.sof.status,
      actorId: r.actor.actorId,
      involvement: r.actor.involvement,
      shouldSign:
        isSigner &&
        ['READY_TO_SIGN', 'PARTIALLY_SIGNED'].includes(r.sof.status) &&
        !signedBy.includes(r.actor.involvement),
      version: r.sof.version,
      // Polled every 10 s without it: hashed only when a caller asks (the sign dialog).
      get contentHash() {
        return contentHash(signedContentOf(r.sof, c));
      },
      signedBy,
      requiredSigners: required,
    };
  }

  /** signingStatus: polled by the SOF view; a change of stage makes the web read the SOF again. */
  async function signingStatus(principal: SofPrincipal, portCallId: number) {
    return db.transaction(async (tx) => statusOf(await core.reach(principal, 'view', portCallId, tx), tx));
  }

  /** Runs a status transition on the locked SOF with its version checked. */
  async function step(
    principal: SofPrincipal,
    capability: 'requestSignatures' | 'sign' | 'lock',
    portCallId: number,
    version: number,
    work: (
      r: Reached,
      tx: Db,
      outbox: ReturnType<typeof createOutbox>,
    ) => Promise<Partial<Parameters<SofRepo['update']>[1]>>,
  ) {
    const outbox = createOutbox(deps.notifier);
    const reached = await db.transaction(async (tx) => {
      const r = await core.reach(principal, capability, portCallId, tx, true);
      checkVersion(r.sof.version, version, true);
      const values = await work(r, tx, outbox);
      r.sof = await repo.update(r.sof.id, { ...values, version: r.sof.version + 1, updatedAt: clock() }, tx);
      return r;
    });
    await outbox.deliver();
    return core.view(principal, reached);
  }

  /** READY_TO_SIGN: refused while a mandatory event is missing (the signature is given by signing). */
  const requestSignatures = (principal: SofPrincipal, portCallId: number, version: number) =>
    step(principal, 'requestSignatures', portCallId, version, async (r, tx) => {
      const status = core.transition(r.sof.status, { kind: 'request' });
      const c = await core.children(r.sof.id, tx);
      const missing = missingMandatory(c.events.map((e) => e.templateCode));
      if (missing.length > 0)
        throw new AppError(409, 'SOF_MANDATORY_EVENTS_MISSING', undefined, {
          events: missing.map((m) => m.description).join(', '),
        });
      const ahead = futureEvent(c.events, clock(), r.portCall.port.timezoneId);
      if (ahead) throw new AppError(409, ahead.code, undefined, ahead.params);
      await core.record(tx, r, 'EDIT', 'Signatures requested');
      return { status };
    });

  /** A required party signs (or declines) the content as it reads now. */
  const sign = (principal: SofPrincipal, input: TSignInput, isDeclined = false) =>
    step(principal, 'sign', input.portCallId, input.version, async (r, tx, outbox) => {
      if (input.isUnderProtest && !input.protestRemark?.trim())
        throw new AppError(400, 'SOF_PROTEST_REMARK_REQUIRED', { protestRemark: messages.SOF_PROTEST_REMARK_REQUIRED });
      let c = await core.children(r.sof.id, tx);
      const required = requiredSigners(c.invites);
      if (!required.includes(r.actor.involvement)) throw new AppError(403, 'SOF_NOT_A_SIGNER');
      const valid = () => c.signatures.filter((s) => s.invalidatedAt === null && !s.isDeclined);
      if (valid().some((s) => s.involvement === r.actor.involvement)) throw conflict('SOF_ALREADY_SIGNED');
      if (isDeclined) {
        const status = core.transition(r.sof.status, { kind: 'decline' });
        await repo.insertSignature(signature(r, '', false, true), tx);
        await core.record(tx, r, 'EDIT', `Signature declined by ${r.actorName}`);
        return { status };
      }
      core.transition(r.sof.status, { kind: 'sign', isLastSignature: false });
      const ahead = futureEvent(c.events, clock(), r.portCall.port.timezoneId);
      if (ahead) throw new AppError(409, ahead.code, undefined, ahead.params);
      if (input.isUnderProtest) {
        // The protest is part of what everyone signs: earlier signatures no longer cover the content.
        await repo.insertRemark(
          {
            sofId: r.sof.id,
            eventId: null,
            code: 'SIGNED_UNDER_PROTEST',
            text: (input.protestRemark as string).trim(),
            involvement: r.actor.involvement,
            actorId: r.actor.actorId,
            actorName: r.actorName,
            createdAt: clock(),
          },
          tx,
        );
        await core.record(tx, r, 'ADD', `Signed under protest: ${(input.protestRemark as string).trim()}`);
        const invalidated = await repo.invalidateSignatures(r.sof.id, clock(), tx);
        if (invalidated.length > 0) await outbox.record(await invalidatedNotice(r, tx), tx);
        c = await core.children(r.sof.id, tx);
      }
      const hash = contentHash(signedContentOf(r.sof, c));
      await repo.insertSignature(signature(r, hash, Boolean(input.isUnderProtest), false), tx);
      const signedBy = new Set([...valid().map((s) => s.involvement), r.actor.involvement]);
      const isLastSignature = required.every((party) => signedBy.has(party));
      const status = core.transition(r.sof.status, { kind: 'sign', isLastSignature });
      await core.record(tx, r, 'EDIT', `Signed by ${r.actorName} (${r.actor.involvement})`);
      if (isLastSignature) await outbox.record(await signedNotice(r, tx), tx);
      return { status, ...(isLastSignature ? { signatureTimestamp: clock() } : {}) };
    });

  const signature = (r: Reached, hash: string, isUnderProtest: boolean, isDeclined: boolean) => ({
    sofId: r.sof.id,
    involvement: r.actor.involvement,
    actorId: r.actor.actorId,
    actorName: r.actorName,
    signedAt: clock(),
    contentHash: hash,
    isUnderProtest,
    isDeclined,
  });

  const invalidatedNotice = async (r: Reached, tx: Db) => [
    {
      profileIds: await core.sofPeople(r.sof, tx),
      eventType: 'SOF' as const,
      eventId: r.sof.id,
      eventMessage: formatMessage('NOTIFY_SOF_SIGNATURES_INVALIDATED', { title: core.titleOf(r.portCall) }),
    },
  ];
  const signedNotice = async (r: Reached, tx: Db) => [
    {
      profileIds: await core.sofPeople(r.sof, tx),
      eventType: 'SOF' as const,
      eventId: r.sof.id,
      eventMessage: formatMessage('NOTIFY_SOF_SIGNED', { title: core.titleOf(r.portCall) }),
    },
  ];

  /**
   * LOCKED: signatures stay valid for good; SUBMITTED: handed in; HIDDEN: set aside before signing
   * (and back). By the agent's editors or the buyer's (SOF_EDIT).
   */
  const lock = (
    principal: SofPrincipal,
    portCallId: number,
    version: number,
    kind: 'lock' | 'submit' | 'hide' | 'unhide',
  ) =>
    step(principal, 'lock', portCallId, version, async (r, tx) => {
      const status = core.transition(r.sof.status, { kind });
      const summaries = { lock: 'Locked', submit: 'Submitted', hide: 'Hidden', unhide: 'Shown again' };
      await core.record(tx, r, 'EDIT', summaries[kind]);
      return { status };
    });

  return { signingStatus, requestSignatures, sign, lock };
}
export type SofSigning = ReturnType<typeof createSofSigning>;
