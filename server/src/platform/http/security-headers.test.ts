import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

// What the plugin sent when it ran on every request (its directive order).
const CSP =
  "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';" +
  "img-src 'self' data: blob:;object-src 'none';script-src 'self';script-src-attr 'none';" +
  "style-src 'self' 'unsafe-inline';upgrade-insecure-requests;connect-src 'self' ws: wss:;" +
  "worker-src 'self' blob:;frame-src 'self' blob:";

describe('security headers, set once at start', () => {
  it.each([
    ['a public answer', '/da-app/feature-flags', 200],
    ['a refused secured call', '/da-app/secured/auth/claims', 401],
    ['an unknown API path', '/da-app/secured/nothing-here', 404],
    ['a page of the web app', '/secured/buyer/dashboard', 404],
  ])('%s carries the whole set', async (_what, url, status) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(response.headers).toMatchObject({
      'content-security-policy': CSP,
      'x-frame-options': 'SAMEORIGIN',
      'x-content-type-options': 'nosniff',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'x-xss-protection': '0',
    });
    expect(response.headers['cross-origin-embedder-policy']).toBeUndefined();
  });
});
