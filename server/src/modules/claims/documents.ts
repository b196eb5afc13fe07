import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { AppError, notFound } from '../../platform/errors';
import { withStoredFiles } from '../../platform/files/cleanup';
import type { UploadedPart } from '../../platform/files/multipart';
import type { FileStorage } from '../../platform/files/storage';
import type { Caller } from '../../platform/http/access';
import { claimDocuments } from './db';
import type { ClaimsService } from './service';

/** Documents of a claim: the SOF PDF, the NOR, letters of protest, others. */
export function createClaimDocuments(deps: {
  db: Db;
  clock: () => Date;
  files: Pick<FileStorage, 'save' | 'remove'>;
  claims: Pick<ClaimsService, 'reachClaim'>;
}) {
  return {
    async add(
      caller: Caller,
      claimId: number,
      kind: (typeof claimDocuments.$inferInsert)['kind'],
      files: UploadedPart[],
    ) {
      await deps.claims.reachClaim(caller, claimId);
      if (files.length === 0) throw new AppError(400, 'VALIDATION_FAILED', { attachments: 'This field is required!' });
      await withStoredFiles(deps.files, async (save) => {
        const stored: Array<{ id: string; name: string; size: number }> = [];
        for (const f of files) stored.push(await save(f.buffer, f.filename));
        await deps.db.transaction(async (tx) => {
          await deps.claims.reachClaim(caller, claimId, tx, true);
          await tx.insert(claimDocuments).values(
            stored.map((f) => ({
              claimId,
              kind,
              fileName: f.name,
              storageKey: f.id,
              size: f.size,
              uploadedAt: deps.clock(),
            })),
          );
        });
      });
    },
    async find(caller: Caller, claimId: number, documentId: number) {
      await deps.claims.reachClaim(caller, claimId);
      const [doc] = await deps.db
        .select()
        .from(claimDocuments)
        .where(and(eq(claimDocuments.id, documentId), eq(claimDocuments.claimId, claimId)));
      if (!doc) throw notFound();
      return doc;
    },
  };
}
export type ClaimDocuments = ReturnType<typeof createClaimDocuments>;
