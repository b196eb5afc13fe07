import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApertiumInstalled } from '../../platform/translation/apertium';
import { ok, send } from '../../test/buyer-scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import { translationRequests } from './db';
import { evaluationWithAttachments, germanInvoice, pdfOf, spanishInvoice } from './scenario';

let t: TestApp;
let buyer: TestProfile;
let stranger: TestProfile;
let agent: TestProfile;
let world: Awaited<ReturnType<typeof evaluationWithAttachments>>;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await createCompanyWithProfile(t, { type: 'BUYER' });
  stranger = await createCompanyWithProfile(t, { type: 'BUYER' });
  agent = await createCompanyWithProfile(t, { type: 'AGENT' });
  world = await evaluationWithAttachments(t, buyer, agent, {
    dues: await pdfOf(spanishInvoice),
    pilot: await pdfOf(germanInvoice),
  });
}, 120_000);
afterAll(() => t?.close());

describe('attachment translation with the offline translator', () => {
  it.skipIf(!isApertiumInstalled())(
    'translates a Spanish invoice into English page by page, with its request id and language',
    async () => {
      const response = await send(t, buyer, 'GET', world.duesUrl);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.headers['x-detected-language']).toBe('spa');
      expect(response.headers['x-detected-language-name']).toBe('Spanish');
      expect(response.headers['x-page-count']).toBe('2');
      const text = response.body;
      expect(text).toMatch(/^tasas\.pdf: translated from Spanish into English by the offline translator/);
      const [, page1, page2] = text.split(/=== Page \d of 2 ===\n/);
      expect(page1).toMatch(/port authority/i);
      expect(page2).toMatch(/transfer/i);
      expect(text).not.toMatch(/autoridad portuaria/);

      // The request id of the header is what the reader sends back with its opinion.
      const requestId = response.headers['x-request-id'] as string;
      const feedback = await ok<{ isUseful: boolean; comment: string | null }>(
        t,
        buyer,
        'POST',
        '/da-app/secured/formula/document/translator/feedback',
        { requestId, isUseful: false, comment: 'Amounts unclear' },
      );
      expect(feedback).toMatchObject({ requestId, isUseful: false, comment: 'Amounts unclear' });
      const [stored] = await t.database.db
        .select()
        .from(translationRequests)
        .where(eq(translationRequests.id, requestId));
      expect(stored).toMatchObject({ sourceLanguage: 'spa', pageCount: 2, isUseful: false });

      // Another company cannot comment on it.
      const foreign = await send(t, stranger, 'POST', '/da-app/secured/formula/document/translator/feedback', {
        requestId,
        isUseful: true,
      });
      expect(foreign.statusCode).toBe(404);
    },
  );

  it('says plainly that German is not supported and which languages are', async () => {
    const response = await send(t, buyer, 'GET', world.pilotUrl);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'TRANSLATION_LANGUAGE_UNSUPPORTED' });
    expect(response.json().message).toMatch(/^German is not supported by the offline translator; supported: /);
    if (isApertiumInstalled()) expect(response.json().message).toMatch(/Catalan, Galician, Spanish$/);
  });

  it("answers 404 for another company's evaluation and for a file of another line", async () => {
    expect((await send(t, stranger, 'GET', world.duesUrl)).statusCode).toBe(404);
    expect((await send(t, buyer, 'GET', world.mismatchedUrl)).statusCode).toBe(404);
  });
});

describe('attachment translation through a translation service (TRANSLATION_PROVIDER=http)', () => {
  const received: Array<{ sourceLanguage: string; pages: string[]; authorization?: string }> = [];
  const service = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const parsed = JSON.parse(body) as { sourceLanguage: string; pages: string[] };
      received.push({ ...parsed, authorization: request.headers.authorization });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ pages: parsed.pages.map((_, i) => `Translated page ${i + 1}`) }));
    });
  });
  let app: TestApp;
  let own: { buyer: TestProfile; pilotUrl: string };

  beforeAll(async () => {
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(service.address() as AddressInfo).port}/v1/translate`;
    app = await createTestApp({
      env: { TRANSLATION_PROVIDER: 'http', TRANSLATION_URL: url, TRANSLATION_API_KEY: 'k-123' },
    });
    const buyerB = await createCompanyWithProfile(app, { type: 'BUYER' });
    const agentB = await createCompanyWithProfile(app, { type: 'AGENT' });
    const made = await evaluationWithAttachments(app, buyerB, agentB, {
      dues: await pdfOf(spanishInvoice),
      pilot: await pdfOf(germanInvoice),
    });
    own = { buyer: buyerB, pilotUrl: made.pilotUrl };
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await new Promise<void>((resolve) => service.close(() => resolve()));
  });

  it('sends the German pages to the service and answers its translation', async () => {
    const response = await send(app, own.buyer, 'GET', own.pilotUrl);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-detected-language-name']).toBe('German');
    expect(response.body).toContain('translated from German into English by the translation service');
    expect(response.body).toContain('=== Page 1 of 1 ===\nTranslated page 1');
    expect(received).toHaveLength(1);
    expect(received[0]?.sourceLanguage).toBe('deu');
    expect(received[0]?.authorization).toBe('Bearer k-123');
    expect(received[0]?.pages[0]).toContain('Hafenbehörde');
  });
});
