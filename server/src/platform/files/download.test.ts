import { messages } from '@portcall/contracts/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proformaAttachments } from '../../modules/proformas/db';
import { acceptedAppointment, submittedProforma } from '../../modules/proformas/scenario';
import { ok, send } from '../../test/buyer-scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { startS3Server, type TestS3Server } from '../../test/s3-server';
import { createCompanyWithProfile } from '../../test/scenario';
import { readConfig } from '../config';
import { openFileStorage } from './open';

const S = '/da-app/secured';
let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3?.close());

type Proforma = { sections: Record<string, Array<{ attachments: Array<{ id: number; filename: string }> }>> };

/**
 * A download through the real route on each back-end: the bytes the agent attached come back to the
 * buyer, and once the stored file is gone (a lost volume, a bucket emptied by hand) the buyer is told
 * so with a 404 and the catalogue's words, not a 500.
 */
describe.each(['local folder', 'S3 bucket'])(
  'a DA attachment downloaded from the %s',
  { timeout: 120_000 },
  (backEnd) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ env: backEnd === 'S3 bucket' ? s3.env : {} });
    }, 60_000);
    afterAll(() => t?.close());

    it('comes back byte for byte, and answers FILE_MISSING (404) once the stored file is gone', async () => {
      const buyer = await createCompanyWithProfile(t, { type: 'BUYER' });
      const agent = await createCompanyWithProfile(t, { type: 'AGENT' });
      const at = await acceptedAppointment(t, buyer, agent);
      const dues = Buffer.concat([Buffer.from('%PDF-1.4 dues '), Buffer.alloc(300_000, 0x41)]);
      const da = await submittedProforma(t, agent, at, {
        files: [
          { name: 'dues.pdf', content: dues },
          { name: 'pilot.pdf', content: '%PDF-1.4 pilot' },
        ],
      });
      const proforma = await ok<Proforma>(t, buyer, 'GET', `${S}/disbursements/${da.id}`);
      const file = Object.values(proforma.sections)
        .flatMap((lines) => lines.flatMap((e) => e.attachments))
        .find((a) => a.filename === 'dues.pdf');
      const url = `${S}/disbursements/${da.id}/attachment/${file?.id}`;
      const answer = await send(t, buyer, 'GET', url);
      expect(answer.statusCode).toBe(200);
      expect(answer.rawPayload.equals(dues)).toBe(true);
      expect(answer.headers['content-length']).toBe(String(dues.length));

      const [row] = await t.database.db
        .select({ fileId: proformaAttachments.fileId })
        .from(proformaAttachments)
        .where(eq(proformaAttachments.id, file?.id ?? 0));
      const storage = openFileStorage(readConfig({ DATA_DIR: t.dataDir, ...(backEnd === 'S3 bucket' ? s3.env : {}) }));
      await storage.remove(row?.fileId ?? '');
      const gone = await send(t, buyer, 'GET', url);
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toMatchObject({ status: 404, code: 'FILE_MISSING', message: messages.FILE_MISSING });
      storage.close?.();
    });

    it.runIf(backEnd === 'S3 bucket')('makes the node unready while its bucket does not answer', async () => {
      const ready = await t.app.inject({ method: 'GET', url: '/ready' });
      expect(ready.json()).toMatchObject({ status: 'ready', checks: { files: 'ok' } });
      await s3.close();
      const unready = await t.app.inject({ method: 'GET', url: '/ready' });
      expect(unready.statusCode).toBe(503);
      expect(unready.json()).toMatchObject({ status: 'unavailable', checks: { files: 'failed' } });
    });
  },
);
