import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiPath, isSecuredPath } from '../platform/http/access';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('route declarations', () => {
  it('every API route declares who may call it', () => {
    const apiRoutes = t.routes.filter((r) => isApiPath(r.url));
    expect(apiRoutes.length).toBeGreaterThan(10);
    const undeclared = apiRoutes
      .filter((r) => !r.config || !('access' in (r.config as object)))
      .map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it('every API route declares a response schema for success', () => {
    const withoutResponse = t.routes
      .filter((r) => isApiPath(r.url) && r.method !== 'HEAD')
      .filter((r) => !r.schema?.response)
      .map((r) => `${r.method} ${r.url}`);
    expect(withoutResponse).toEqual([]);
  });

  it('secured routes are never public and public routes live outside /secured', () => {
    const wrong = t.routes
      .filter((r) => isApiPath(r.url))
      .filter((r) => {
        const access = (r.config as { access?: { public?: boolean } } | undefined)?.access;
        return isSecuredPath(r.url) ? access?.public === true : access?.public !== true;
      })
      .map((r) => `${r.method} ${r.url}`);
    expect(wrong).toEqual([]);
  });
});
