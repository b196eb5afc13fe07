/**
 * Lockout after failed log-ins (docs/decisions.md "Lockout"). A lock slows a password guesser down
 * without letting a stranger keep a real user out: it lifts by itself, and only a run of locks with
 * no successful log-in in between grows it.
 */
export const LOCK_BASE_MINUTES = 15;
export const LOCK_MAX_MINUTES = 24 * 60;

/** When a lock taken now lifts: 15 minutes, doubled for each earlier lock, at most a day. */
export function lockEnd(now: Date, earlierLocks: number): Date {
  const minutes = Math.min(LOCK_BASE_MINUTES * 2 ** Math.min(earlierLocks, 16), LOCK_MAX_MINUTES);
  return new Date(now.getTime() + minutes * 60_000);
}

/** Locked at `now`: a lock without an end stays until someone lifts it. */
export function isLockedAt(profile: { isLocked: boolean; lockedUntil: Date | null }, now: Date): boolean {
  return profile.isLocked && (profile.lockedUntil === null || profile.lockedUntil > now);
}
