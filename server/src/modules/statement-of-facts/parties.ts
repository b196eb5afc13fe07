import { decide, type TPolicyAction } from '@portcall/contracts/policy';
import type { TCollaboratorType, TInvolvement } from '@portcall/contracts/statement-of-facts';
import { forbidden } from '../../platform/errors';
import type { Caller } from '../../platform/http/access';

/** A link collaborator, as its invitee token names it (platform-core §3 "Invitee token (SOF)"). */
export interface Invitee {
  inviteId: string;
  portCallId: number;
  involvement: TInvolvement;
  collaboratorType: TCollaboratorType;
  fullName: string;
}

/** Who calls: a signed-in profile or a link collaborator (a temporary profile with no authorities). */
export type SofPrincipal = { caller: Caller; invitee?: undefined } | { invitee: Invitee; caller?: undefined };

/** What a call does to a SOF; each party may do some (docs/decisions.md "Statement of facts: parties"). */
export type SofCapability =
  | 'view'
  | 'addEvent'
  | 'editAnyEvent'
  | 'parameters'
  | 'remark'
  | 'comment'
  | 'attach'
  | 'invite'
  | 'sign'
  | 'requestSignatures'
  | 'lock'
  | 'setRemarksNeeded';

const EVERYONE: readonly SofCapability[] = ['view', 'comment'];
const MASTER: readonly SofCapability[] = [...EVERYONE, 'addEvent', 'parameters', 'remark', 'attach', 'sign'];
const OTHER_COLLABORATOR: readonly SofCapability[] = [...EVERYONE, 'remark', 'attach', 'sign'];

/**
 * The policy table's row of each capability for a signed-in profile (packages/contracts/src/policy.ts,
 * which the web's SOF page asks too): the agent's side with no product, the buyer's with SOF_EXCHANGE.
 */
const POLICY: Record<SofCapability, TPolicyAction> = {
  view: 'SOF_VIEW',
  comment: 'SOF_COMMENT',
  addEvent: 'SOF_WRITE_EVENTS',
  editAnyEvent: 'SOF_WRITE_EVENTS',
  parameters: 'SOF_WRITE_EVENTS',
  remark: 'SOF_EDIT',
  attach: 'SOF_EDIT',
  invite: 'SOF_INVITE',
  sign: 'SOF_SIGN',
  requestSignatures: 'SOF_WRITE_EVENTS',
  lock: 'SOF_EDIT',
  setRemarksNeeded: 'SOF_WRITE_EVENTS',
};

export const isSupplier = (caller: Caller) => caller.type === 'AGENT' || caller.type === 'VENDOR';

/** The party a principal acts as: its involvement on the SOF and its actor id in the timeline. */
export interface SofActor {
  actorId: string;
  involvement: TInvolvement;
  side: 'AGENT' | 'BUYER' | 'ADMIN' | 'INVITEE';
  profileId: number | null;
  inviteId: string | null;
}

export function actorOf(principal: SofPrincipal): SofActor {
  if (principal.invitee) {
    const { invitee } = principal;
    return {
      actorId: `invite:${invitee.inviteId}`,
      involvement: invitee.involvement,
      side: 'INVITEE',
      profileId: null,
      inviteId: invitee.inviteId,
    };
  }
  const { caller } = principal;
  const side = isSupplier(caller) ? 'AGENT' : caller.type === 'BUYER' ? 'BUYER' : 'ADMIN';
  // The buyer's people stand for the owner side of the call; administrators only read.
  const involvement: TInvolvement = side === 'AGENT' ? 'AGENT' : side === 'BUYER' ? 'OWNER' : 'AUTOMATIC';
  return { actorId: `profile:${caller.profileId}`, involvement, side, profileId: caller.profileId, inviteId: null };
}

/**
 * Whether the principal's kind, product and authorities allow the capability at all (403 if not);
 * which SOF it reaches is the scope check's job (404). A link invitee by its involvement's list, a
 * profile by the policy table.
 */
export function authorise(principal: SofPrincipal, capability: SofCapability): void {
  if (principal.invitee) {
    const allowed = principal.invitee.involvement === 'MASTER' ? MASTER : OTHER_COLLABORATOR;
    if (!allowed.includes(capability)) throw forbidden();
    return;
  }
  // 403 with the code it always had; the table's reason is the web's.
  if (!decide(POLICY[capability], principal.caller).allowed) throw forbidden();
}

/** Whether the principal may (a capability check that answers instead of throwing). */
export function may(principal: SofPrincipal, capability: SofCapability): boolean {
  try {
    authorise(principal, capability);
    return true;
  } catch {
    return false;
  }
}
