import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { bearer, createCompanyWithProfile } from '../test/scenario';

let t: TestApp;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portcall-dist-'));
// A hashed bundle as Vite names them, big and repetitive enough to be worth compressing.
const bundle = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{id:${i},name:"port call ${i}"}`)}];`;
const BUNDLE_URL = '/assets/index-3f9a1c2b.js';
beforeAll(async () => {
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Portcall</title><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("install", () => {});');
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, BUNDLE_URL), bundle);
  // The web build's own last step, on this folder.
  execFileSync(process.execPath, [path.resolve(import.meta.dirname, '../../../web/scripts/precompress.mjs'), dist]);
  t = await createTestApp({ webDistDir: dist });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('answers index.html for / and for client-side routes with their query', async () => {
    for (const url of ['/', '/secured/buyer/dashboard/port-calls?vessel=3', '/authorization']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('serves the service worker uncached so a new version is noticed', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('keeps unknown API paths and missing files as JSON 404s', async () => {
    for (const url of ['/da-app/secured/nothing-here', '/assets/missing.js']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});

describe('what a browser downloads', () => {
  it('gets a hashed bundle as the brotli or gzip copy the build made, cached for a year', async () => {
    const br = await t.app.inject({ url: BUNDLE_URL, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(bundle.length / 5);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(bundle);

    const gzip = await t.app.inject({ url: BUNDLE_URL, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(bundle);

    const plain = await t.app.inject({ url: BUNDLE_URL });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bundle);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('gets the page revalidated on every visit', async () => {
    const page = await t.app.inject({ url: '/secured/buyer/da-tool', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('gets a JSON answer of 1 kB or more compressed, and a small one as it is', async () => {
    const buyer = await createCompanyWithProfile(t, { type: 'BUYER' });
    const url = '/da-app/public/ref/countries';
    const plain = await t.app.inject({ url });
    expect(plain.body.length).toBeGreaterThan(1024);
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 3);

    const claims = await t.app.inject({
      url: '/da-app/secured/auth/claims',
      headers: { ...bearer(buyer), 'accept-encoding': 'gzip' },
    });
    expect(claims.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(claims.rawPayload).toString())).toMatchObject({
      profile: { id: buyer.profileId },
    });

    const small = await t.app.inject({ url: '/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'up' });
  });
});
