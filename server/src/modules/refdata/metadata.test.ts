import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, send } from '../../test/buyer-scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import { acceptedAppointment, catalogue, submittedProforma } from '../proformas/scenario';
import { expenseCatalogueItems, terminals } from './db';
import { referenceDir, type SeedLog, seedReferenceData } from './seed';

const M = '/da-app/secured/admin/metadata';
type Row = {
  id: number;
  code: string | null;
  name: string;
  isActive: boolean;
  isInUse: boolean;
  parentId: number | null;
};
type Page = { items: Row[]; total: number; page: number; size: number };
type History = Array<{ action: string; profileName: string | null; before: unknown; after: unknown }>;

let t: TestApp;
let admin: TestProfile;
let items: Awaited<ReturnType<typeof catalogue>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createCompanyWithProfile(t, { type: 'ADMIN', companyName: 'Metadata Desk' });
  const buyer = await createCompanyWithProfile(t, { type: 'BUYER' });
  const agent = await createCompanyWithProfile(t, { type: 'AGENT' });
  // A submitted DA whose lines name port dues and inbound pilotage: both items are in use.
  await submittedProforma(t, agent, await acceptedAppointment(t, buyer, agent));
  items = await catalogue(t);
});
afterAll(() => t?.close());

const page = (list: string, body: object = {}) => ok<Page>(t, admin, 'POST', `${M}/${list}`, body);
const history = (list: string, id: number) => ok<History>(t, admin, 'GET', `${M}/${list}/${id}/history`);

describe('expense catalogue items', () => {
  it('finds an item in use, refuses to delete it, and deactivates it with its history', async () => {
    const found = await page('expense-items', { filter: { text: 'PORT_DUES' } });
    const dues = found.items.find((i) => i.id === items.PORT_DUES);
    expect(dues).toMatchObject({ code: 'PORT_DUES', isInUse: true, isActive: true });
    if (!dues) throw new Error('port dues not listed');

    const refused = await send(t, admin, 'DELETE', `${M}/expense-items/${dues.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'METADATA_IN_USE' });

    const saved = await ok<Row>(t, admin, 'POST', `${M}/expense-items/save`, {
      id: dues.id,
      name: dues.name,
      isActive: false,
    });
    expect(saved).toMatchObject({ isActive: false, isInUse: true });
    // Buyers and agents no longer get it offered, the DA still names it.
    const offered = await ok<Array<{ value: string | number }>>(
      t,
      admin,
      'GET',
      '/da-app/secured/ref/active-expenses-catalogue-items',
    );
    expect(offered.map((o) => Number(o.value))).not.toContain(dues.id);
    const [row] = await history('expense-items', dues.id);
    expect(row).toMatchObject({
      action: 'DEACTIVATE',
      profileName: expect.any(String),
      before: expect.objectContaining({ isActive: true }),
      after: expect.objectContaining({ isActive: false }),
    });
  });

  it('creates an item under a category, renames it, and deletes it while nobody uses it', async () => {
    const [dues] = await t.database.db
      .select({ categoryId: expenseCatalogueItems.categoryId })
      .from(expenseCatalogueItems)
      .where(eq(expenseCatalogueItems.id, items.PORT_DUES));
    const created = await ok<Row>(t, admin, 'POST', `${M}/expense-items/save`, {
      code: 'LIGHT_DUES_EXTRA',
      name: 'Extra light dues',
      unit: 'per GT',
      parentId: dues?.categoryId,
    });
    expect(created).toMatchObject({ code: 'LIGHT_DUES_EXTRA', isInUse: false, isActive: true });
    const taken = await send(t, admin, 'POST', `${M}/expense-items/save`, {
      code: 'LIGHT_DUES_EXTRA',
      name: 'Another',
      unit: 'per GT',
      parentId: dues?.categoryId,
    });
    expect(taken.json()).toMatchObject({ code: 'METADATA_CODE_EXISTS', fields: { code: expect.any(String) } });

    await ok(t, admin, 'POST', `${M}/expense-items/save`, { id: created.id, name: 'Additional light dues' });
    expect((await history('expense-items', created.id)).map((h) => h.action)).toEqual(['RENAME', 'CREATE']);

    const deleted = await send(t, admin, 'DELETE', `${M}/expense-items/${created.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await page('expense-items', { filter: { text: 'LIGHT_DUES_EXTRA' } })).total).toBe(0);
  });
});

describe('a fresh server', () => {
  // The first metadata call of a process may be a save: what it looks up runs inside its
  // transaction (PGlite has one connection; a lookup on another would wait for ever).
  it('creates a row before any list was read', async () => {
    const fresh = await createTestApp();
    try {
      const freshAdmin = await createCompanyWithProfile(fresh, { type: 'ADMIN' });
      const created = await ok<Row>(fresh, freshAdmin, 'POST', `${M}/voyage-types/save`, {
        code: 'QA_FRESH',
        name: 'Fresh voyage type',
      });
      expect(created).toMatchObject({ code: 'QA_FRESH', isInUse: false });
    } finally {
      await fresh.close();
    }
  });
});

describe('terminals, code lists and paging', () => {
  it('lists a port’s terminals, a terminal with berths being in use', async () => {
    const [terminal] = await t.database.db.select().from(terminals).limit(1);
    if (!terminal) throw new Error('no terminal seeded');
    const listed = await page('terminals', { filter: { parentId: terminal.portId }, size: 100 });
    expect(listed.items.every((r) => r.parentId === terminal.portId)).toBe(true);
    expect(listed.items.map((r) => r.id)).toContain(terminal.id);
  });

  it('pages a code list sorted by name, and refuses a name another row has', async () => {
    const first = await page('discrepancy-reasons', {
      page: 0,
      size: 2,
      order: { property: 'name', direction: 'ASC' },
    });
    expect(first.items).toHaveLength(2);
    expect(first.total).toBeGreaterThan(2);
    const names = first.items.map((r) => r.name);
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
    const [a, b] = first.items as [Row, Row];
    const clash = await send(t, admin, 'POST', `${M}/discrepancy-reasons/save`, { id: a.id, name: b.name });
    expect(clash.statusCode).toBe(400);
    expect(clash.json()).toMatchObject({ code: 'METADATA_NAME_EXISTS' });
  });

  it('answers 404 for a row that does not exist and 400 for an unknown list', async () => {
    expect((await send(t, admin, 'GET', `${M}/terminals/999999999/history`)).statusCode).toBe(404);
    expect((await send(t, admin, 'POST', `${M}/no-such-list`, {})).statusCode).toBe(400);
  });
});

describe('the reference seed after an administrator’s edit', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'metadata-seed-'));
    fs.cpSync(referenceDir, dir, { recursive: true });
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const quiet: SeedLog = { info: () => {}, warn: () => {} };

  it('keeps a renamed item and a renamed terminal when the files change, adding no copy', async () => {
    const item = await ok<Row>(t, admin, 'POST', `${M}/expense-items/save`, {
      id: items.PILOTAGE_IN,
      name: 'Pilotage inbound (admin)',
    });
    const [terminal] = await t.database.db.select().from(terminals).limit(1);
    if (!terminal) throw new Error('no terminal seeded');
    await ok(t, admin, 'POST', `${M}/terminals/save`, { id: terminal.id, name: `${terminal.name} (renamed)` });

    // New versions of the catalogue and terminal files make the seed load both again.
    for (const file of ['expense_catalogue.csv', 'terminals.csv']) {
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      fs.writeFileSync(path.join(dir, file), `${text.trimEnd()}\n\n`);
    }
    await seedReferenceData(t.database.db, { log: quiet, dir });

    const [after] = await t.database.db
      .select({ name: expenseCatalogueItems.name })
      .from(expenseCatalogueItems)
      .where(eq(expenseCatalogueItems.id, item.id));
    expect(after?.name).toBe('Pilotage inbound (admin)');
    const portTerminals = await t.database.db.select().from(terminals).where(eq(terminals.portId, terminal.portId));
    expect(portTerminals.map((r) => r.name)).toContain(`${terminal.name} (renamed)`);
    expect(portTerminals.map((r) => r.name)).not.toContain(terminal.name);
  });
});
