import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { messages } from '@portcall/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { type Actors, createActors } from '../../test/scenario';
import { MAX_REQUEST_BYTES } from './multipart';

/**
 * Every multipart route of the route table, over real sockets: a body cut short, a header without a
 * boundary, files past 25 MB, a file whose bytes are not what its name says. Each answer is a 4xx with
 * a catalogue code, never a 500; after the refusal the same keep-alive connection answers the next
 * request; nothing lands on disk.
 */
let t: TestApp;
let actors: Actors;
let agent: http.Agent;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  actors = await createActors(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
}, 60_000);
afterAll(async () => {
  agent?.destroy();
  await t?.close();
});

interface Answer {
  status: number;
  body: { code?: string; message?: string; fields?: Record<string, string> };
  port: number;
}

/**
 * One request on the test's one keep-alive socket; answered once the response has ended and the
 * body has been written (a refusal may come before the client has sent it all), so the socket is
 * back in the agent's pool for the next call. `port` is the client's side of the connection.
 */
function send(method: string, url: string, headers: Record<string, string>, body?: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method, path: url, headers, agent });
    const written = new Promise((done) => request.on('finish', done));
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (c: Buffer) => chunks.push(c));
      response.on('end', async () => {
        await written;
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({
          status: response.statusCode ?? 0,
          body: text ? JSON.parse(text) : {},
          port: request.socket?.localPort ?? 0,
        });
      });
    });
    request.on('error', reject);
    request.end(body);
  });
}

const multipartRoutes = () =>
  t.routes
    .filter((r) => [r.schema?.consumes ?? []].flat().includes('multipart/form-data'))
    .flatMap((r) => [r.method].flat().map((method) => ({ method: String(method), url: r.url })))
    .filter((r) => r.method !== 'HEAD');

/** A concrete path: every parameter is 1 (the reader runs before any row is looked up). */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '1') + (QUERIES[url] ?? '');
/** Query parameters a route validates before its handler runs. */
const QUERIES: Record<string, string> = { '/da-app/secured/conversation/:id/message/send': '?buyerId=1' };

const BOUNDARY = 'x';
const multipartType = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };
const part = (name: string, value: string | Buffer, filename?: string) =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}\r\n` +
        `${filename ? 'Content-Type: application/octet-stream\r\n' : ''}\r\n`,
    ),
    Buffer.from(value),
    Buffer.from('\r\n'),
  ]);
const body = (...parts: Buffer[]) => Buffer.concat([...parts, Buffer.from(`--${BOUNDARY}--\r\n`)]);

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const bigPdf = () => {
  const file = Buffer.alloc(Math.ceil((MAX_REQUEST_BYTES * 1.06) / 2), 0x20);
  file.write('%PDF-1.4\n');
  return file;
};
const filesOnDisk = () => {
  const dir = path.join(t.dataDir, 'files');
  return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).sort() : [];
};

/** The first of the test callers the route lets in (the reader answers before anything else). */
async function callerOf(route: { method: string; url: string }) {
  for (const name of ['agent', 'buyerA', 'vendor', 'admin'] as const) {
    const headers = { ...multipartType, authorization: `Bearer ${actors[name].token}` };
    const answer = await send(route.method, concrete(route.url), headers, Buffer.from(`--${BOUNDARY}\r\n`));
    if (answer.status !== 401 && answer.status !== 403) return headers;
  }
  throw new Error(`no test caller may call ${route.method} ${route.url}`);
}

describe('every multipart route', { timeout: 120_000 }, () => {
  it('is found in the route table', () => {
    expect(multipartRoutes().length).toBeGreaterThan(20);
  });

  it('answers a cut-short body, a missing boundary and too large a body with a 4xx, and the connection serves the next request', async () => {
    const big = bigPdf();
    const over = body(part('form', '{}'), part('attachments', big, 'a.pdf'), part('attachments', big, 'b.pdf'));
    const failures: string[] = [];
    for (const route of multipartRoutes()) {
      const name = `${route.method} ${route.url}`;
      const headers = await callerOf(route);
      const url = concrete(route.url);
      const cut = await send(
        route.method,
        url,
        headers,
        Buffer.from(`--x\r\nContent-Disposition: form-data; name="form"\r\n\r\n{"a":1}\r\n`),
      );
      if (cut.status !== 400 || cut.body.code !== 'UPLOAD_INCOMPLETE')
        failures.push(`${name} cut short: ${cut.status} ${cut.body.code}`);
      const noBoundary = await send(
        route.method,
        url,
        { ...headers, 'content-type': 'multipart/form-data' },
        part('form', '{}'),
      );
      if (noBoundary.status !== 400 || noBoundary.body.code !== 'UPLOAD_MALFORMED')
        failures.push(`${name} without boundary: ${noBoundary.status} ${noBoundary.body.code}`);
      const tooLarge = await send(route.method, url, headers, over);
      const refused =
        (tooLarge.status === 413 && tooLarge.body.code === 'FILES_TOO_LARGE') ||
        // A route that takes no files refuses the first file part before reading it.
        (tooLarge.status === 400 && tooLarge.body.fields?.attachments === messages.UNKNOWN_FIELD);
      if (!refused) failures.push(`${name} too large: ${tooLarge.status} ${tooLarge.body.code}`);
      const next = await send('GET', '/da-app/public/ref/countries', {});
      if (next.status !== 200 || next.port !== tooLarge.port)
        failures.push(`${name} next request: ${next.status} on port ${next.port}, not ${tooLarge.port}`);
    }
    expect(failures).toEqual([]);
  });

  it('refuses PNG bytes named scan.pdf and PDF bytes named run.exe on every route that takes files, storing nothing', async () => {
    const before = filesOnDisk();
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    const failures: string[] = [];
    const takingNoFiles: string[] = [];
    for (const route of multipartRoutes()) {
      const name = `${route.method} ${route.url}`;
      const headers = await callerOf(route);
      let byBytes = 0;
      for (const [bytes, filename] of [
        [PNG, 'scan.pdf'],
        [pdf, 'run.exe'],
      ] as const) {
        // `logo` is the logo route's field, `statement` the bank statement's; elsewhere a file part
        // there is refused as unknown.
        for (const field of ['attachments', 'logo', 'statement']) {
          const answer = await send(
            route.method,
            concrete(route.url),
            headers,
            body(part('form', '{}'), part(field, bytes, filename)),
          );
          const text = answer.body.fields?.[field];
          if (answer.status !== 400 || text === undefined)
            failures.push(`${name} ${field} ${filename}: ${answer.status} ${JSON.stringify(answer.body)}`);
          else if (text !== messages.UNKNOWN_FIELD) byBytes++;
        }
      }
      if (byBytes === 0) takingNoFiles.push(name);
    }
    expect(failures).toEqual([]);
    expect(takingNoFiles).toEqual(['POST /da-app/secured/financial/payment/adjust']);
    expect(filesOnDisk()).toEqual(before);
  });
});
