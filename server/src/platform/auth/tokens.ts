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

/** The signing key is generated once into DATA_DIR and never committed (DESIGN §2). */
export function loadOrCreateSigningKey(dataDir: string): Uint8Array {
  const file = path.join(dataDir, 'secrets', 'token-signing.key');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    fs.writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
  }
  return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
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
