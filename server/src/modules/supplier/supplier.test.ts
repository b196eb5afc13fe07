import fs from 'node:fs';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../platform/mail/db';
import { ok, send } from '../../test/buyer-scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { bearer, createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import { multipart } from '../proformas/scenario';
import { portId } from './scenario';

const S = '/da-app/secured/supplier';
let t: TestApp;
let agent: TestProfile;
let otherAgent: TestProfile;
let piraeus: number;
let greece: number;

beforeAll(async () => {
  t = await createTestApp();
  agent = await createCompanyWithProfile(t, { type: 'AGENT', companyName: 'Aegean Agency' });
  otherAgent = await createCompanyWithProfile(t, { type: 'AGENT', companyName: 'Other Agency' });
  piraeus = await portId(t);
  const countries = (await t.app.inject({ method: 'GET', url: '/da-app/public/ref/countries' })).json();
  greece = Number(countries.find((c: { label: string }) => c.label === 'Greece').value);
}, 60_000);
afterAll(() => t?.close());

async function putLogo(actor: TestProfile, name: string, content: Buffer, form: object = {}) {
  const body = await multipart(form, [{ field: 'logo', name, content }]);
  return t.app.inject({
    method: 'PUT',
    url: `${S}/settings/profile/logo`,
    payload: body.payload,
    headers: { ...bearer(actor), ...body.headers },
  });
}
/** CRC-32 of PNG chunks. */
function crc32(bytes: Buffer): number {
  let c = ~0;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}
/** The PNG with its IHDR width and height replaced (and the chunk's CRC fixed). */
function pngClaiming(png: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(png);
  out.writeUInt32BE(width, 16);
  out.writeUInt32BE(height, 20);
  out.writeUInt32BE(crc32(out.subarray(12, 29)), 29);
  return out;
}
const storedFiles = () => {
  const dir = path.join(t.dataDir, 'files');
  return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
};

describe('supplier profile (platform-core §5 "Settings")', () => {
  const profile = {
    name: 'Aegean Agency',
    countryId: 0,
    phone: { countryId: 0, number: '210 555 0100' },
    portIds: [] as number[],
    categoryIds: [] as number[],
  };

  it('needs the company country, a phone prefix, a port and a category, each with its message', async () => {
    const response = await send(t, agent, 'POST', `${S}/settings/profile/save`, {
      name: 'Aegean Agency',
      phone: { number: '210 555 0100' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({
      countryId: 'Please choose the company country',
      'phone.countryId': 'Please choose a phone prefix',
    });
    const noPorts = await send(t, agent, 'POST', `${S}/settings/profile/save`, {
      ...profile,
      countryId: greece,
      phone: { countryId: greece, number: '210 555 0100' },
    });
    expect(noPorts.statusCode).toBe(400);
    expect(noPorts.json().fields).toMatchObject({
      portIds: 'Please choose at least one port',
      categoryIds: 'Please choose at least one category',
    });
  });

  it('saves ports, expertise and the worldwide flag, and lists the ports served', async () => {
    const categories = (await t.app.inject({ method: 'GET', url: '/da-app/public/ref/agent-types' })).json();
    const saved = await ok(t, agent, 'POST', `${S}/settings/profile/save`, {
      ...profile,
      countryId: greece,
      phone: { countryId: greece, number: '210 555 0100' },
      portIds: [piraeus],
      categoryIds: [Number(categories[0].value)],
      isWorldwide: true,
    });
    expect(saved).toMatchObject({ portIds: [piraeus], isWorldwide: true });
    const ports = await ok<Array<{ id: number }>>(t, agent, 'GET', `${S}/settings/ports/load?countryId=${greece}`);
    expect(ports.map((p) => p.id)).toEqual([piraeus]);
    expect(await send(t, otherAgent, 'GET', `${S}/${agent.companyId}/ports`).then((r) => r.statusCode)).toBe(404);
  });

  it('refuses another company name already registered', async () => {
    const response = await send(t, agent, 'POST', `${S}/settings/profile/save`, {
      ...profile,
      name: 'other agency',
      countryId: greece,
      phone: { countryId: greece, number: '210 555 0100' },
      portIds: [piraeus],
      categoryIds: [1],
    });
    expect([409, 400]).toContain(response.statusCode);
  });
});

describe('logo (checked by content, stored re-encoded)', () => {
  it('stores a real PNG re-encoded and serves it back', async () => {
    const png = await sharp({ create: { width: 100, height: 100, channels: 3, background: '#0a4' } })
      .png()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-marker' } } })
      .toBuffer();
    const response = await putLogo(agent, 'logo.png', png, { exactSize: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ width: 100, height: 100, contentType: 'image/png' });
    const served = await t.app.inject({ method: 'GET', url: `${S}/settings/profile/logo`, headers: bearer(agent) });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.includes(Buffer.from('secret-marker'))).toBe(false);
  });

  it('refuses an SVG or HTML renamed .png, and stores nothing', async () => {
    const before = storedFiles();
    const svg = await putLogo(
      agent,
      'logo.png',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    );
    expect(svg.statusCode).toBe(400);
    expect(svg.json().fields.logo).toBe('The logo must be a PNG, JPEG or WebP image');
    const html = await putLogo(agent, 'logo.png', Buffer.from('<html><body onload="alert(1)"></body></html>'));
    expect(html.statusCode).toBe(400);
    expect(html.json().code).toBe('LOGO_TYPE');
    expect(storedFiles()).toBe(before);
  });

  it('refuses a 10,000 x 10,000 image from its header, and an image of the wrong exact size', async () => {
    const before = storedFiles();
    // A real 16 x 16 PNG whose header is rewritten to claim 10,000 x 10,000: the claim is refused
    // from the header, before any pixel is decoded.
    const huge = pngClaiming(
      await sharp({ create: { width: 16, height: 16, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
      10_000,
      10_000,
    );
    const response = await putLogo(agent, 'big.png', huge);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.logo).toBe('The image is 10000 x 10000 pixels: at most 4096 x 4096 are allowed');
    const small = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    const wrong = await putLogo(agent, 'small.jpg', small, { exactSize: true });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.logo).toBe('The image must be exactly 100 x 100 pixels');
    expect(storedFiles()).toBe(before);
  });

  it('refuses a 25 MB upload while it streams in, storing nothing', async () => {
    const before = storedFiles();
    const big = Buffer.alloc(25 * 1024 * 1024, 0);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const response = await putLogo(agent, 'big.png', big);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The file is larger than 20 MB');
    expect(storedFiles()).toBe(before);
  });
});

describe('port addresses, consignees and AOH contacts', () => {
  it('answers 404 for another company’s address, consignee and contact', async () => {
    const address = await ok<{ id: number }>(t, agent, 'POST', `${S}/${agent.companyId}/port-addresses`, {
      portId: piraeus,
      address: 'Akti Miaouli 1',
    });
    const consignee = await ok<{ id: number }>(t, agent, 'POST', `${S}/settings/consignees`, {
      name: 'Spares',
      address: 'Warehouse 1',
    });
    const contact = await ok<{ id: number }>(t, agent, 'POST', `${S}/settings/aoh-contacts`, {
      fullName: 'Night Duty',
      phone: '+30 210 000 0001',
      portId: piraeus,
    });
    const status = async (method: string, url: string, body?: object) =>
      (await send(t, otherAgent, method, url, body)).statusCode;
    expect(await status('GET', `${S}/${agent.companyId}/port-addresses/${address.id}`)).toBe(404);
    expect(await status('GET', `${S}/${otherAgent.companyId}/port-addresses/${address.id}`)).toBe(404);
    expect(await status('DELETE', `${S}/${otherAgent.companyId}/port-addresses/${address.id}`)).toBe(404);
    expect(await status('PUT', `${S}/settings/consignees/${consignee.id}`, { name: 'x', address: 'y' })).toBe(404);
    expect(await status('DELETE', `${S}/settings/aoh-contacts/${contact.id}`)).toBe(404);
    expect(await status('GET', `${S}/settings/aoh-contacts/${contact.id}`)).toBe(404);
    const page = await ok<{ total: number }>(t, otherAgent, 'POST', `${S}/settings/get-consignees`, {});
    expect(page.total).toBe(0);
    const own = await ok<{ total: number; items: Array<{ portName: string }> }>(
      t,
      agent,
      'POST',
      `${S}/settings/get-aoh-contacts`,
      {},
    );
    expect(own).toMatchObject({ total: 1, items: [{ portName: expect.any(String) }] });
  });
});

describe('e-mail groups (platform-core §5 "Email configuration")', () => {
  it('sends a confirmation link to each address and submits only once all are confirmed', async () => {
    const group = await ok<{ id: number; addresses: Array<{ email: string; isConfirmed: boolean }> }>(
      t,
      agent,
      'POST',
      `${S}/settings/email-groups`,
      { name: 'RFQ desk', purposes: ['RFQ'], portIds: [piraeus], emails: ['rfq@aegean.example', 'ops@aegean.example'] },
    );
    expect(group.addresses.map((a) => a.isConfirmed)).toEqual([false, false]);
    const refused = await send(t, agent, 'POST', `${S}/settings/email-groups/submit`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('All e-mails must be approved before you submit the configuration');

    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, 'EMAIL_GROUP_CONFIRMATION'))
      .orderBy(desc(emailOutbox.id));
    for (const email of ['rfq@aegean.example', 'ops@aegean.example']) {
      const mail = mails.find((m) => m.toAddress === email);
      const token = /token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
      const confirmed = await send(t, null, 'POST', '/da-app/public/email-confirmation', { token });
      expect(confirmed.json()).toEqual({ email, companyName: 'Aegean Agency' });
    }
    const submitted = await ok<{ submittedAt: string | null; allConfirmed: boolean }>(
      t,
      agent,
      'POST',
      `${S}/settings/email-groups/submit`,
    );
    expect(submitted.allConfirmed).toBe(true);
    expect(submitted.submittedAt).not.toBeNull();
  });

  it('needs at least one port, and an address used once in the company', async () => {
    const noPort = await send(t, agent, 'POST', `${S}/settings/email-groups`, {
      name: 'DA desk',
      purposes: ['DA'],
      portIds: [],
      emails: ['bad-address'],
    });
    expect(noPort.statusCode).toBe(400);
    expect(noPort.json().fields).toMatchObject({
      portIds: 'Please choose at least one port',
      'emails.0': 'Please insert a valid email!',
    });
    const taken = await send(t, agent, 'POST', `${S}/settings/email-groups`, {
      name: 'DA desk',
      purposes: ['DA'],
      portIds: [piraeus],
      emails: ['RFQ@aegean.example'],
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields['emails.0']).toBe('This e-mail is already used in your e-mail groups');
  });
});
