import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proformaAttachments } from '../../modules/proformas/db';
import { acceptedAppointment, submittedProforma } from '../../modules/proformas/scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { startS3Server, type TestS3Server } from '../../test/s3-server';
import { createCompanyWithProfile } from '../../test/scenario';
import { readConfig } from '../config';
import { openFileStorage } from './open';
import { ORPHAN_GRACE_MS } from './orphans';
import type { FileStorage } from './storage';

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3?.close());

const MINUTE = 60_000;

/**
 * The orphan sweep on each back-end: a stored file no row names is removed once it is older than the
 * grace period, by the jobs runner; a file a DA line names, one only a job's payload mentions, and a
 * young orphan (its row may be committing) stay.
 */
describe.each(['local folder', 'S3 bucket'])('orphans in the %s', { timeout: 120_000 }, (backEnd) => {
  let t: TestApp;
  let storage: FileStorage & { close?(): void };
  let ahead = 0;
  beforeAll(async () => {
    const env = backEnd === 'S3 bucket' ? s3.env : {};
    t = await createTestApp({ env, clock: () => new Date(Date.now() + ahead) });
    storage = openFileStorage(readConfig({ DATA_DIR: t.dataDir, ...env }));
  }, 60_000);
  afterAll(async () => {
    storage?.close?.();
    await t?.close();
  });

  async function stored() {
    const all = new Map<string, Date>();
    for await (const object of storage.list()) all.set(object.id, object.storedAt);
    return all;
  }

  it('removes only old files nothing names, through the jobs runner', async () => {
    const buyer = await createCompanyWithProfile(t, { type: 'BUYER' });
    const agent = await createCompanyWithProfile(t, { type: 'AGENT' });
    const da = await submittedProforma(t, agent, await acceptedAppointment(t, buyer, agent));
    const lines = await t.database.db
      .select({ fileId: proformaAttachments.fileId })
      .from(proformaAttachments)
      .where(eq(proformaAttachments.proformaId, da.id));
    const orphan = await storage.save(Buffer.from('%PDF-1.4 left by a node that died'), 'lost.pdf');
    const inPayload = await storage.save(Buffer.from('%PDF-1.4 waiting for its job'), 'queued.pdf');
    await t.services.jobs.enqueue('test.holds-a-file', { fileId: inPayload.id }, { runAt: new Date(2100, 0, 1) });
    const before = await stored();
    const newest = Math.max(...[...before.values()].map((d) => d.getTime()));

    expect(await t.services.files.sweepOrphans(new Date(newest + ORPHAN_GRACE_MS - MINUTE))).toEqual([]);
    expect((await stored()).size).toBe(before.size);

    // A day and more later, as the recurring job sees it.
    ahead = newest + ORPHAN_GRACE_MS + MINUTE - Date.now();
    await t.services.files.scheduleOrphanSweep();
    await t.services.jobs.drain();
    const after = await stored();
    expect(before.has(orphan.id)).toBe(true);
    expect(after.has(orphan.id)).toBe(false);
    // What is left is exactly what rows name (the DA's unreferenced third upload went with the orphan).
    expect([...after.keys()].sort()).toEqual([inPayload.id, ...lines.map((l) => l.fileId)].sort());
    expect(lines.length).toBe(2);
  });
});
