import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { bearer, createCompanyWithProfile } from '../../test/scenario';

const METRICS_TOKEN = 'a-long-random-scrape-token-for-tests';
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});

// The operator's endpoints answer at the root even with the web app built, whose page fallback
// would otherwise answer any unknown GET with index.html.
describe('health, readiness and metrics', () => {
  let t: TestApp;
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'portcall-dist-'));
  beforeAll(async () => {
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Portcall</title>');
    t = await createTestApp({ logStream, logLevel: 'info', env: { METRICS_TOKEN }, webDistDir: webDist });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('GET /health answers that the process is up, not the web page', async () => {
    const response = await t.app.inject({ url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'up' });
    expect(response.headers['content-type']).toContain('application/json');
  });

  it('GET /ready answers 200 naming each part it checked', async () => {
    const response = await t.app.inject({ url: '/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', checks: { database: 'ok' } });
  });

  it('the page fallback still answers a client-side route with the web page', async () => {
    const response = await t.app.inject({ url: '/secured/buyer/da-tool' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Portcall</title>');
  });

  it('GET /metrics asks for the token, then counts requests under their route pattern', async () => {
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(401);

    const buyer = await createCompanyWithProfile(t, { type: 'BUYER' });
    const missing = await t.app.inject({ url: '/da-app/secured/port-call/987654/load', headers: bearer(buyer) });
    expect(missing.statusCode).toBe(404);

    const response = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(text).toMatch(
      /portcall_http_requests_total\{method="GET",route="\/da-app\/secured\/port-call\/:id\/load",status_code="404"\} 1/,
    );
    expect(text).not.toContain('987654');
    expect(text).toMatch(/portcall_http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/health"\} 1/);
    expect(text).toMatch(/portcall_jobs\{state="pending"\} \d+/);
    expect(text).toContain('portcall_socketio_connections 0');
    expect(text).toContain('process_resident_memory_bytes');
    // PGlite has one connection and no pool; on PostgreSQL the pool's connections are counted.
    if (t.database.kind === 'postgres') expect(text).toMatch(/portcall_db_pool_connections\{state="total"\} [1-9]/);
  });

  it('logs each request as one JSON line carrying the id the answer names', async () => {
    const response = await t.app.inject({ url: '/da-app/public/no-such-route' });
    const requestId = response.headers['x-request-id'];
    const parsed = logLines.map(
      (line) => JSON.parse(line) as { reqId?: string; msg?: string; res?: { statusCode?: number } },
    );
    const lines = parsed.filter((l) => l.reqId === requestId);
    expect(lines.map((l) => [l.msg, l.res?.statusCode])).toEqual([['request completed', 404]]);
  });
});

describe('readiness with the database gone', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    // Its database is closed by the test: only the app and its folder are left to close.
    await t?.app.close();
    fs.rmSync(t.dataDir, { recursive: true, force: true });
  });

  it('GET /ready answers 503 naming the database, while /health still answers 200', async () => {
    await t.database.close();
    const response = await t.app.inject({ url: '/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', checks: { database: 'failed' } });
    expect((await t.app.inject({ url: '/health' })).statusCode).toBe(200);
  });
});

describe('metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('are off: /metrics answers the not-found error body', async () => {
    const response = await t.app.inject({ url: '/metrics' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});
