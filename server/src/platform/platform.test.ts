import { Writable } from 'node:stream';
import { messages } from '@portcall/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { createCompanyWithProfile, TEST_PASSWORD } from '../test/scenario';
import { PUBLIC } from './http/access';

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    logStream,
    logLevel: 'debug',
    extraRoutes(app) {
      app.get('/da-app/public/test/boom', { config: { access: PUBLIC }, schema: { response: {} } }, async () => {
        throw new Error('database password=hunter2 exploded at /srv/app.js:12');
      });
      app.get('/da-app/public/test/undeclared', { schema: { response: {} } }, async () => ({ ok: true }));
    },
  });
});
afterAll(() => t?.close());

describe('error contract', () => {
  it('an unexpected failure is a 500 with the generic text and a request id, never the stack', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/da-app/public/test/boom' });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body).toEqual({
      status: 500,
      code: 'INTERNAL_ERROR',
      message: messages.INTERNAL_ERROR,
      requestId: expect.any(String),
    });
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toContain('app.js');
    expect(response.headers['x-request-id']).toBe(body.requestId);
    // The request id leads from the answer to the log line with the real cause.
    expect(logLines.some((l) => l.includes(body.requestId) && l.includes('exploded'))).toBe(true);
  });

  it('a route without an access declaration is refused', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/da-app/public/test/undeclared' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('ok');
  });

  it('malformed JSON and unknown paths answer the error body', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/da-app/public/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    const missing = await t.app.inject({ method: 'GET', url: '/da-app/secured/no-such-thing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('a JSON body over 1 MB is refused without a 5xx', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/da-app/public/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(1_100_000), password: 'y' }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('logs', () => {
  it('never hold a password or a token', async () => {
    const buyer = await createCompanyWithProfile(t, { type: 'BUYER' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/da-app/public/auth/login',
      payload: { username: buyer.username, password: TEST_PASSWORD },
    });
    const token = login.json().token as string;
    await t.app.inject({
      method: 'GET',
      url: '/da-app/secured/auth/claims?code=secret-access-code',
      headers: { authorization: `Bearer ${token}` },
    });
    const all = logLines.join('\n');
    expect(all).toContain('/da-app/secured/auth/claims');
    expect(all).not.toContain(TEST_PASSWORD);
    expect(all).not.toContain(token);
    expect(all).not.toContain('secret-access-code');
  });
});

describe('security headers and CORS', () => {
  it('sends CSP with frame-ancestors, nosniff and no-store on the API', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/da-app/feature-flags' });
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toContain('max-age=0');
  });

  it('allows the listed origin and no other', async () => {
    const allowed = await t.app.inject({
      method: 'GET',
      url: '/da-app/feature-flags',
      headers: { origin: 'http://localhost:8080' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:8080');
    const other = await t.app.inject({
      method: 'GET',
      url: '/da-app/feature-flags',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('OpenAPI', () => {
  it('documents every API route at /da-app/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/da-app/docs/json' });
    expect(response.statusCode).toBe(200);
    const documented = Object.keys(response.json().paths as object);
    const registered = t.routes
      .filter((r) => r.url.startsWith('/da-app/') && !r.url.startsWith('/da-app/docs') && !r.url.includes('/test/'))
      .map((r) => r.url.replace(/:(\w+)/g, '{$1}'));
    expect(registered.filter((url) => !documented.includes(url))).toEqual([]);
  });
});
