import type { TProduct, TProfileStatus, TProfileType, TRole } from '@portcall/contracts/access';
import { MAX_LOGIN_TRIES, type TClaims, type TSession } from '@portcall/contracts/auth';
import { isLockedAt, lockEnd } from '../../platform/auth/lockout';
import { dummyPasswordHash, verifyPassword } from '../../platform/auth/passwords';
import type { TokenService } from '../../platform/auth/tokens';
import { AppError } from '../../platform/errors';
import type { Caller } from '../../platform/http/access';
import type { AccountCredentials, AccountService } from '../account/module';
import { createClaimsCache } from './claims-cache';
import type { SessionRepo } from './repo';
import { createSessionCache } from './session-cache';

const BEARER = /^Bearer\s+(\S+)$/i;

/** The `exp` of a token already verified, in ms (null when it has none). */
function decodeExpiry(token: string): number | null {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    return typeof payload.exp === 'number' ? payload.exp * 1000 : null;
  } catch {
    return null;
  }
}

export function createAuthService(deps: {
  sessions: SessionRepo;
  accounts: AccountCredentials;
  account: Pick<AccountService, 'loadProfile' | 'loadProfileAndCompany' | 'intercomHash'>;
  tokens: TokenService;
  tokenTtlSeconds: number;
  clock: () => Date;
  /** Live sockets of a session end with it. */
  realtime?: { disconnectSession(sessionId: string): void };
  /** How long a change made through another node may take to reach this one's cached sessions. */
  sessionCacheLagMs?: number;
}) {
  const { sessions, accounts, tokens, clock } = deps;

  /**
   * Checks the credentials and opens a session. Five wrong passwords in a row lock the profile for a
   * while (lockout.ts); a right one resets the tries and the lock count. An unknown username and a
   * locked profile answer exactly like a wrong password, after the same hashing work, so neither the
   * answer nor its time tells which usernames exist or are locked.
   */
  async function login(input: { username: string; password: string }, userAgent?: string): Promise<TSession> {
    const now = clock();
    let profile = await accounts.findProfileByUsername(input.username);
    if (profile?.isLocked && profile.lockedUntil !== null && profile.lockedUntil <= now)
      profile = (await accounts.liftLapsedLock(profile.id, now)) ?? (await accounts.findProfileById(profile.id));
    if (!profile || isLockedAt(profile, now)) {
      await verifyPassword(await dummyPasswordHash(), input.password);
      throw new AppError(401, 'LOGIN_FAILED');
    }
    if (!(await verifyPassword(profile.passwordHash, input.password))) {
      await accounts.recordFailedLogin(profile.id, MAX_LOGIN_TRIES, lockEnd(now, profile.lockCount));
      throw new AppError(401, 'LOGIN_FAILED');
    }
    if (!profile.isEnabled || profile.status === 'INACTIVE') throw new AppError(401, 'ACCOUNT_INACTIVE');
    await accounts.updateProfile(profile.id, { loginTries: 0, lockCount: 0, lastLoginAt: now });
    return { token: await openSession(profile.id, userAgent), profile: await deps.account.loadProfile(profile.id) };
  }

  /** Opens a session for a profile and answers its bearer token (login, admin mode switch). */
  async function openSession(profileId: number, userAgent?: string): Promise<string> {
    const expiresAt = new Date(clock().getTime() + deps.tokenTtlSeconds * 1000);
    const session = await sessions.insert({ profileId, expiresAt, userAgent: userAgent?.slice(0, 255) ?? null });
    return tokens.sign({ profileId, sessionId: session.id }, expiresAt);
  }

  /**
   * Opens a mode-switch session: the administrator `actingAdminId` acts as `profileId` until
   * `ttlSeconds` pass or they return. The session row names both people; the access hook refuses
   * money actions on it and audits every request made with it.
   */
  async function openSwitchedSession(
    profileId: number,
    actingAdminId: number,
    ttlSeconds: number,
    userAgent?: string,
  ): Promise<{ token: string; expiresAt: Date }> {
    const expiresAt = new Date(clock().getTime() + Math.min(ttlSeconds, deps.tokenTtlSeconds) * 1000);
    const session = await sessions.insert({
      profileId,
      expiresAt,
      userAgent: userAgent?.slice(0, 255) ?? null,
      actingAdminId,
    });
    return { token: await tokens.sign({ profileId, sessionId: session.id }, expiresAt), expiresAt };
  }

  /**
   * A live session's caller from the database (one statement with the access and claims epochs), or null when
   * it is revoked, expired, locked for good, disabled or inactive.
   */
  async function readLiveCaller(sessionId: string, profileId: number, now: Date) {
    const { epoch, claimsEpoch, caller: row } = await sessions.findLiveCaller(sessionId, profileId, now);
    // A lock from failed log-ins stops password guessing, not the owner's open sessions: otherwise
    // a stranger's five wrong tries would log a real user out. A lock without an end does stop them.
    const isLockedForGood = row?.isLocked && row.lockedUntil === null;
    if (!row?.expiresAt || row.profileId === null || isLockedForGood || !row.isEnabled || row.status === 'INACTIVE')
      return { epoch, claimsEpoch, live: null };
    const caller: Caller = {
      profileId: row.profileId,
      companyId: row.companyId as number,
      sessionId,
      type: row.type as TProfileType,
      status: row.status as TProfileStatus,
      role: row.role as TRole,
      departmentId: row.departmentId,
      products: row.products as TProduct[],
      authorities: row.authorities as Caller['authorities'],
      regionScope: row.regionCountryIds === null ? null : { countryIds: row.regionCountryIds },
      ...(row.actingAdminId == null ? {} : { actingAdminId: row.actingAdminId }),
    };
    return { epoch, claimsEpoch, live: { caller, expiresAt: row.expiresAt } };
  }

  const cache = createSessionCache({ read: readLiveCaller, maxLagMs: deps.sessionCacheLagMs });

  /*
   * Tokens this node has verified, until their own expiry: the HMAC check goes through WebCrypto
   * (a thread-pool hop per request), and the same bearer comes back with every call of a page. A hit
   * needs the very same token string, so nothing unsigned can get in; revocation is the session's
   * business (the session check that follows), not the token's.
   */
  const verified = new Map<string, { claims: { profileId: number; sessionId: string }; expiresAt: number }>();
  async function verifiedClaims(authorization: string | undefined) {
    const token = authorization?.match(BEARER)?.[1];
    if (!token) return null;
    const now = clock().getTime();
    const known = verified.get(token);
    if (known && known.expiresAt > now) return known.claims;
    const claims = await tokens.verify(token);
    const exp = claims ? decodeExpiry(token) : null;
    if (claims && exp !== null) {
      verified.set(token, { claims, expiresAt: exp });
      if (verified.size > 10_000) verified.delete(verified.keys().next().value as string);
    }
    return claims;
  }

  /**
   * Resolves a bearer header to the caller, or null when the token is bad, expired or revoked,
   * through the session cache: the access check of every secured request (session-cache.ts).
   */
  async function authenticate(authorization: string | undefined): Promise<Caller | null> {
    const claims = await verifiedClaims(authorization);
    return claims ? cache.get(claims.sessionId, claims.profileId, clock()) : null;
  }

  /**
   * The same, always read from the database: for checks that must see another node's logout at once
   * and are rare (a socket's handshake and each of its subscriptions).
   */
  async function authenticateNow(authorization: string | undefined): Promise<Caller | null> {
    const claims = await verifiedClaims(authorization);
    return claims ? ((await readLiveCaller(claims.sessionId, claims.profileId, clock())).live?.caller ?? null) : null;
  }

  async function logout(caller: Caller): Promise<void> {
    await sessions.revoke(caller.sessionId, clock());
    cache.forget(caller.sessionId);
    deps.realtime?.disconnectSession(caller.sessionId);
  }

  async function claims(caller: Caller): Promise<TClaims> {
    return readClaims(caller.profileId);
  }

  async function readClaims(profileId: number): Promise<TClaims> {
    const { profile, company } = await deps.account.loadProfileAndCompany(profileId);
    return { profile, company, intercomHash: deps.account.intercomHash(profileId) };
  }

  const claimsCache = createClaimsCache({ confirmedEpochs: cache.confirmedEpochs, read: readClaims });

  /** The caller's claims as the bytes the route sends, kept per profile (claims-cache.ts). */
  function claimsAnswer(caller: Caller, serialize: (claims: TClaims) => Buffer): Promise<Buffer> {
    return claimsCache.answer(caller.profileId, serialize);
  }

  return {
    login,
    openSession,
    openSwitchedSession,
    authenticate,
    authenticateNow,
    logout,
    claims,
    claimsAnswer,
    findSwitched: sessions.findSwitched,
    /** Called after every request that may have written (access.ts): see session-cache.ts. */
    noteWrite: cache.noteWrite,
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
