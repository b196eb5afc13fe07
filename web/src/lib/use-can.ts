import { messages } from '@portcall/contracts/messages';
import { decide, type PolicyDecision, type PolicyEntity, type TPolicyAction } from '@portcall/contracts/policy';
import { useSessionStore } from './session-store';

const NO_SESSION: PolicyDecision = { allowed: false, code: 'UNAUTHORIZED', status: 403, reason: messages.UNAUTHORIZED };

/**
 * Whether the signed-in person may take `action` on `entity`, asked of the same policy table the
 * server checks (packages/contracts/src/policy.ts). A refusal carries the catalogue `reason`, for
 * the disabled control's tooltip (`WithReason`); a 403 refusal (not this person's action) is what
 * a screen hides when the action means nothing to this person.
 */
export function useCan(action: TPolicyAction, entity?: PolicyEntity): PolicyDecision {
  const profile = useSessionStore((s) => s.profile);
  return profile ? decide(action, { ...profile, profileId: profile.id }, entity) : NO_SESSION;
}

/** The same question for many rows (a table's rows, a menu's lines): one hook, a function per row. */
export function useDecide(): (action: TPolicyAction, entity?: PolicyEntity) => PolicyDecision {
  const profile = useSessionStore((s) => s.profile);
  return (action, entity) => (profile ? decide(action, { ...profile, profileId: profile.id }, entity) : NO_SESSION);
}

/** The refusal's text, or null when allowed: what `WithReason` takes. */
export const reasonOf = (decision: PolicyDecision): string | null => (decision.allowed ? null : decision.reason);
