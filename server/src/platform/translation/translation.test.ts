import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { createApertiumTranslator, isApertiumInstalled } from './apertium';
import { createHttpTranslator } from './http-translator';
import { detectLanguage } from './languages';
import { requireSupported } from './translator';

describe('language detection', () => {
  it('names the language of port documents', () => {
    expect(
      detectLanguage('La autoridad portuaria cobra una tasa de amarre por cada día de estancia del buque.'),
    ).toEqual({ code: 'spa', name: 'Spanish' });
    expect(
      detectLanguage("L'autoritat portuària cobra una taxa d'amarratge per cada dia d'estada del vaixell.").name,
    ).toBe('Catalan');
    expect(detectLanguage('Η λιμενική αρχή χρεώνει τέλος πρόσδεσης για κάθε ημέρα παραμονής του πλοίου.').name).toBe(
      'Greek',
    );
    expect(detectLanguage('The port authority charges a mooring fee for every day of the stay.').name).toBe('English');
  });

  it('answers Unknown for too little text', () => {
    expect(detectLanguage('12,50')).toEqual({ code: 'und', name: 'Unknown' });
  });
});

describe.skipIf(!isApertiumInstalled())('the offline translator (Apertium)', () => {
  const translator = createApertiumTranslator();

  it('translates Spanish into English page by page', async () => {
    const pages = await translator.translate(['El puerto cobra una tasa.\nSegunda línea.', 'Tercera página.'], 'spa');
    expect(pages).toHaveLength(2);
    expect(pages[0]).toBe('The port charges a tax.\nSecond line.');
    expect(pages[1]).toMatch(/Third page/i);
  });

  it('says plainly which languages it supports', () => {
    expect(translator.supportedLanguages()).toEqual(expect.arrayContaining(['spa', 'cat', 'glg']));
    const refused = (() => {
      try {
        requireSupported(translator, 'ell');
      } catch (error) {
        return error as AppError;
      }
    })();
    expect(refused).toBeInstanceOf(AppError);
    expect(refused?.status).toBe(422);
    expect(refused?.message).toMatch(
      /^Greek is not supported by the offline translator; supported: Catalan, .*Galician, .*Spanish/,
    );
  });
});

describe('the HTTP translation service provider', () => {
  const received: Array<{ authorization?: string; body: unknown }> = [];
  let failNext = false;
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const parsed = JSON.parse(body) as { pages: string[] };
      received.push({ authorization: request.headers.authorization, body: parsed });
      if (failNext) {
        failNext = false;
        response.writeHead(503).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ pages: parsed.pages.map((p) => `EN:${p}`) }));
    });
  });
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/translate`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends the pages with the key and answers one translated page for each', async () => {
    const translator = createHttpTranslator({ url, apiKey: 'secret-key', languages: ['ell', 'spa'] });
    expect(await translator.translate(['Σελίδα ένα', 'Σελίδα δύο'], 'ell')).toEqual(['EN:Σελίδα ένα', 'EN:Σελίδα δύο']);
    expect(received.at(-1)).toEqual({
      authorization: 'Bearer secret-key',
      body: { sourceLanguage: 'ell', targetLanguage: 'eng', pages: ['Σελίδα ένα', 'Σελίδα δύο'] },
    });
    expect(() => requireSupported(translator, 'tur')).toThrow(
      'Turkish is not supported by the translation service; supported: Greek, Spanish',
    );
  });

  it('answers 502 TRANSLATION_FAILED when the service fails', async () => {
    failNext = true;
    const translator = createHttpTranslator({ url });
    await expect(translator.translate(['x'], 'spa')).rejects.toMatchObject({ status: 502, code: 'TRANSLATION_FAILED' });
  });
});
