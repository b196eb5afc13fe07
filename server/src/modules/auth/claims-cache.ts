import type { TClaims } from '@portcall/contracts/auth';
import { createAnswerCache } from '../../platform/http/answer-cache';

/**
 * The claims answer per profile, kept as the bytes sent (docs/decisions.md "Claims kept per
 * profile"). Every page load asks for it; it changes when the profile, its company, its grants,
 * rules, vessels or department, or the company's ports and categories do, and each of those writes
 * bumps the access or the claims epoch in its transaction (migrations access_epoch_triggers and
 * claims_epoch_triggers). An entry is tagged with the epochs the node had confirmed before its read
 * began (the read is at least that new), and served only while they are still the node's confirmed
 * epochs: the session cache's rules, so a change through this node is seen by its next request and
 * one through another node within the session cache's lag.
 */
export function createClaimsCache(deps: {
  confirmedEpochs(): { access: number; claims: number } | null;
  read(profileId: number): Promise<TClaims>;
  maxEntries?: number;
}) {
  const kept = createAnswerCache<{ body: Buffer; access: number; claims: number }>({
    maxEntries: deps.maxEntries ?? 10_000,
    maxBytes: 200_000,
  });
  return {
    /** The claims of a profile as bytes, `serialize` writing them on a miss. */
    async answer(profileId: number, serialize: (claims: TClaims) => Buffer): Promise<Buffer> {
      const epochs = deps.confirmedEpochs();
      const key = String(profileId);
      const entry = kept.get(key);
      if (entry && epochs && entry.access === epochs.access && entry.claims === epochs.claims) return entry.body;
      const claims = await deps.read(profileId);
      const body = serialize(claims);
      // A lock from failed log-ins lifts with time alone, no write to tell: such claims are not kept.
      if (epochs && !claims.profile.isLocked) kept.set(key, { body, ...epochs });
      else kept.delete(key);
      return body;
    },
    get size() {
      return kept.size;
    },
  };
}
