import { randomInt } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type PortcallApp } from '../../app';
import { createTestApp, type TestApp } from '../../test/harness';
import { redisAnswers } from '../../test/services';
import { readConfig } from '../config';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const hasRedis = await redisAnswers(redisUrl);
const LIMIT = 3;

/** A login try from `address` (behind the proxy: the app trusts x-forwarded-for), with a wrong user. */
function tryLogin(node: PortcallApp, address: string) {
  return node.app.inject({
    method: 'POST',
    url: '/da-app/public/auth/login',
    headers: { 'x-forwarded-for': address },
    payload: { username: 'nobody@test.example', password: 'not-it' },
  });
}
/** An address of its own per run: the Redis server is shared with other runs on this machine. */
const someAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe.runIf(hasRedis)('login rate limit across two nodes sharing Redis (REDIS_URL)', () => {
  let nodeA: TestApp;
  let nodeB: PortcallApp;
  beforeAll(async () => {
    nodeA = await createTestApp({ authRateLimit: LIMIT, env: { REDIS_URL: redisUrl } });
    const config = {
      ...readConfig({ DATA_DIR: nodeA.dataDir, LOG_LEVEL: 'silent', REDIS_URL: redisUrl }),
      webDistDir: path.join(nodeA.dataDir, 'no-web'),
    };
    nodeB = await buildApp({ config, database: nodeA.database, logger: false, authRateLimit: LIMIT });
    await nodeB.app.ready();
  });
  afterAll(async () => {
    await nodeB?.app.close();
    await nodeA?.close();
  });

  it('counts the tries of one address on both nodes together and refuses the one over the limit', async () => {
    const address = someAddress();
    const first = await tryLogin(nodeA, address);
    expect(first.statusCode).toBe(401);
    expect(first.headers['x-ratelimit-limit']).toBe(String(LIMIT));
    expect(first.headers['x-ratelimit-remaining']).toBe('2');
    const second = await tryLogin(nodeB, address);
    expect(second.headers['x-ratelimit-remaining']).toBe('1');
    expect((await tryLogin(nodeA, address)).statusCode).toBe(401);
    const refused = await tryLogin(nodeB, address);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back by the first one's tries.
    expect((await tryLogin(nodeB, someAddress())).statusCode).toBe(401);
  });
});

describe('login rate limit without Redis', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ authRateLimit: LIMIT });
  });
  afterAll(async () => t.close());

  it("counts in the node's memory and refuses the try over the limit", async () => {
    const address = someAddress();
    for (let i = 0; i < LIMIT; i++) expect((await tryLogin(t, address)).statusCode).toBe(401);
    const refused = await tryLogin(t, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['x-ratelimit-remaining']).toBe('0');
  });
});

if (!hasRedis) it.skip(`needs a Redis server at ${redisUrl} for the two-node case`, () => {});
