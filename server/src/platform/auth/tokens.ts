import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { jwtVerify, SignJWT } from 'jose';

/**
 * Bearer tokens are short JWTs naming a session row; the row is what makes logout and expiry
 * real (a revoked session answers 401 even while its JWT is still within its lifetime).
 */
export interface TokenService {
  sign(claims: { profileId: number; sessionId: string }, expiresAt: Date): Promise<string>;
  verify(token: string): Promise<{ profileId: number; sessionId: string } | null>;
}

/** The shortest signing key accepted: HS256 wants at least as many key bits as its hash has. */
export const MIN_SIGNING_KEY_BYTES = 32;

/**
 * The key every node signs and checks tokens with. TOKEN_SIGNING_KEY (base64 or base64url of at least
 * 32 random bytes) is how several nodes share one, so a session opened on one is good on all; unset,
 * a key is generated once into DATA_DIR and never committed (DESIGN §2): right for one node.
 */
export function loadOrCreateSigningKey(dataDir: string, fromEnvironment?: Uint8Array): Uint8Array {
  if (fromEnvironment) return fromEnvironment;
  const file = path.join(dataDir, 'secrets', 'token-signing.key');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    fs.writeFileSync(file, randomBytes(MIN_SIGNING_KEY_BYTES).toString('base64'), { mode: 0o600, flag: 'wx' });
  }
  return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
}

/**
 * TOKEN_SIGNING_KEY read at start: a key that is not base64, or too short to be safe, stops the start
 * with a message saying how to make one, rather than signing with a guessable key.
 */
export function readSigningKey(text: string): Uint8Array {
  const trimmed = text.trim();
  const howTo = 'make one with `openssl rand -base64 32`';
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed))
    throw new Error(`TOKEN_SIGNING_KEY must be base64 (or base64url) text; ${howTo}`);
  const key = Buffer.from(trimmed.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  if (key.length < MIN_SIGNING_KEY_BYTES)
    throw new Error(
      `TOKEN_SIGNING_KEY is ${key.length} bytes; at least ${MIN_SIGNING_KEY_BYTES} random bytes are needed ` +
        `(44 base64 characters); ${howTo}`,
    );
  return new Uint8Array(key);
}

/**
 * `clock` is the app's one clock: a token is issued and checked against the same "now", so an app
 * built on a fixed clock (tests, replays) accepts its own tokens on any day and expires them when that
 * clock passes their lifetime.
 */
export function createTokenService(secret: Uint8Array, clock: () => Date): TokenService {
  // Imported once: given the raw bytes, jose imports them into WebCrypto again on every sign and verify.
  const imported = crypto.subtle.importKey('raw', new Uint8Array(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
  return {
    async sign({ profileId, sessionId }, expiresAt) {
      return new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(profileId))
        .setIssuedAt(clock())
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(await imported);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, await imported, { algorithms: ['HS256'], currentDate: clock() });
        const profileId = Number(payload.sub);
        if (!Number.isSafeInteger(profileId) || typeof payload.sid !== 'string') return null;
        return { profileId, sessionId: payload.sid };
      } catch {
        return null;
      }
    },
  };
}
