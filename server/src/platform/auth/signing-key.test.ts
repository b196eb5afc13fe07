import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecondNode, createTestApp, type TestApp } from '../../test/harness';
import { bearer, createCompanyWithProfile, TEST_PASSWORD } from '../../test/scenario';
import { readConfig } from '../config';

const sharedKey = randomBytes(32).toString('base64');

// Nodes that do not share DATA_DIR share the key through TOKEN_SIGNING_KEY: a session opened on one
// node is good on every other, and a node with another key refuses it.
describe('one token signing key for every node (TOKEN_SIGNING_KEY)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TOKEN_SIGNING_KEY: sharedKey } });
  });
  afterAll(async () => t.close());

  it('accepts on node B a session logged in on node A, refuses it on a node with another key, and writes no key file', async () => {
    const buyer = await createCompanyWithProfile(t, { type: 'BUYER' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/da-app/public/auth/login',
      payload: { username: buyer.username, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const session = { token: login.json().token as string };

    const nodeB = await createSecondNode(t, { TOKEN_SIGNING_KEY: sharedKey });
    const stranger = await createSecondNode(t, { TOKEN_SIGNING_KEY: randomBytes(32).toString('base64url') });
    try {
      const onB = await nodeB.app.inject({ url: '/da-app/secured/auth/claims', headers: bearer(session) });
      expect(onB.statusCode).toBe(200);
      const onStranger = await stranger.app.inject({ url: '/da-app/secured/auth/claims', headers: bearer(session) });
      expect(onStranger.statusCode).toBe(401);
    } finally {
      await nodeB.close();
      await stranger.close();
    }
    expect(fs.existsSync(path.join(t.dataDir, 'secrets', 'token-signing.key'))).toBe(false);
  });
});

describe('a TOKEN_SIGNING_KEY that is not safe stops the start', () => {
  it('refuses a key shorter than 32 bytes, saying how to make one', () => {
    expect(() => readConfig({ TOKEN_SIGNING_KEY: randomBytes(16).toString('base64') })).toThrow(
      /TOKEN_SIGNING_KEY is 16 bytes; at least 32 .*openssl rand -base64 32/,
    );
  });

  it('refuses a key that is not base64', () => {
    expect(() => readConfig({ TOKEN_SIGNING_KEY: 'correct horse battery staple, all forty-four' })).toThrow(
      /TOKEN_SIGNING_KEY must be base64/,
    );
  });

  it('takes base64 and base64url of 32 bytes alike', () => {
    const key = randomBytes(32);
    expect(readConfig({ TOKEN_SIGNING_KEY: key.toString('base64') }).tokenSigningKey).toEqual(new Uint8Array(key));
    expect(readConfig({ TOKEN_SIGNING_KEY: key.toString('base64url') }).tokenSigningKey).toEqual(new Uint8Array(key));
  });
});
