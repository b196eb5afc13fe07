import { createHash, randomBytes } from 'node:crypto';

/** A new key: 32 random bytes, base64url, with a readable prefix so a leaked key is recognisable. */
export function newApiKey(): { key: string; prefix: string; hash: string } {
  const key = `pce_${randomBytes(32).toString('base64url')}`;
  return { key, prefix: key.slice(0, 10), hash: hashApiKey(key) };
}

/**
 * What is stored of a key: its SHA-256. The key carries 256 random bits, so a fast hash is enough
 * (no salt or slow hash is needed against guessing, unlike a password).
 */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}
