import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/client';
import { openTestDatabase } from '../../test/harness';
import { countries, currencies, portSearchWords, ports, seedVersions, terminals } from './db';
import { referenceDir, type SeedLog, seedReferenceData } from './seed';

// The run's template database was built by this seed, so every test here starts from a seeded copy.
let database: Database;
let dir: string;
const lines: Array<{ msg: string; fields: object }> = [];
const log: SeedLog = {
  info: (fields, msg) => lines.push({ msg, fields }),
  warn: (fields, msg) => lines.push({ msg, fields }),
};

beforeAll(async () => {
  database = await openTestDatabase();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'refdata-seed-'));
  fs.cpSync(referenceDir, dir, { recursive: true });
});
afterAll(async () => {
  await database?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const rowsOf = async (table: typeof ports | typeof countries | typeof portSearchWords) =>
  (await database.db.select({ n: count() }).from(table))[0]?.n;
const idOf = async (unlocode: string) =>
  (await database.db.select({ id: ports.id }).from(ports).where(eq(ports.unlocode, unlocode)))[0]?.id;

describe('seedReferenceData', () => {
  it('loads every port of ports.csv with its rank and search name', async () => {
    expect(await rowsOf(ports)).toBe(17_513);
    expect(await rowsOf(countries)).toBe(253);
    const [rotterdam] = await database.db.select().from(ports).where(eq(ports.unlocode, 'NLRTM'));
    expect(rotterdam).toMatchObject({ searchName: 'rotterdam', rank: 4, harborSize: 'Large', isActive: true });
    const [saoSebastiao] = await database.db.select().from(ports).where(eq(ports.unlocode, 'BRSSO'));
    expect(saoSebastiao).toMatchObject({
      name: 'São Sebastião',
      searchName: 'sao sebastiao',
      rank: expect.any(Number),
    });
    const [kwd] = await database.db.select().from(currencies).where(eq(currencies.code, 'KWD'));
    expect(kwd?.minorUnits).toBe(3);
  });

  it('does nothing on a second run with unchanged files', async () => {
    const before = await database.db.select().from(seedVersions);
    lines.length = 0;
    await seedReferenceData(database.db, { log, dir });
    // Nothing logged and no version touched: no dataset was read into the database again.
    expect(lines).toEqual([]);
    expect(await database.db.select().from(seedVersions)).toEqual(before);
  });

  it('reloads only a changed file, keeping the ids other rows point at', async () => {
    const rotterdamId = await idOf('NLRTM');
    const wordsBefore = await rowsOf(portSearchWords);
    const file = path.join(dir, 'terminals.csv');
    const delta = 'NLRTM,ECT Delta Terminal\n';
    fs.writeFileSync(file, `${fs.readFileSync(file, 'utf8').replace(delta, '')}${delta}`);
    const portsCsv = path.join(dir, 'ports.csv');
    const renamed = fs
      .readFileSync(portsCsv, 'utf8')
      .replace(/^NLRTM,Rotterdam,(.*?),Rotterdam,/m, 'NLRTM,Rotterdam Europoort,$1,Rotterdam Europoort,');
    fs.writeFileSync(portsCsv, renamed);
    lines.length = 0;
    await seedReferenceData(database.db, { log, dir });
    expect(lines.map((l) => (l.fields as { dataset?: string }).dataset).filter(Boolean)).toEqual([
      'ports',
      'terminals',
    ]);
    expect(await idOf('NLRTM')).toBe(rotterdamId);
    const [rotterdam] = await database.db.select().from(ports).where(eq(ports.unlocode, 'NLRTM'));
    expect(rotterdam?.searchName).toBe('rotterdam europoort');
    expect(await rowsOf(portSearchWords)).toBe((wordsBefore ?? 0) + 1);
    const moved = await database.db
      .select({ position: terminals.position })
      .from(terminals)
      .where(eq(terminals.name, 'ECT Delta Terminal'));
    expect(moved[0]?.position).toBe(7);
  }, 180_000); // reloads 17,513 ports: minutes on a loaded machine, never a hang

  it('skips ports of a country it does not know, and says how many', async () => {
    const portsCsv = path.join(dir, 'ports.csv');
    fs.appendFileSync(portsCsv, 'QQABC,Nowhere,QQ,,,,Nowhere,,1-------,,,\n');
    lines.length = 0;
    await seedReferenceData(database.db, { log, dir });
    expect(lines).toContainEqual({
      msg: 'ports of a country missing from countries.csv skipped',
      fields: { skipped: 1 },
    });
    expect(await idOf('QQABC')).toBeUndefined();
    expect(await rowsOf(ports)).toBe(17_513);
  }, 180_000); // reloads 17,513 ports: minutes on a loaded machine, never a hang
});
