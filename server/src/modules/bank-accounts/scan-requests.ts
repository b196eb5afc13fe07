import { messages } from '@portcall/contracts/messages';
import { writeAudit } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { AppError, forbidden } from '../../platform/errors';
import { discarding } from '../../platform/files/cleanup';
import type { UploadedPart } from '../../platform/files/multipart';
import type { FileStorage } from '../../platform/files/storage';
import type { Caller } from '../../platform/http/access';
import type { BankLetterReader } from './bank-letter';
import { bankAccountScanRequests } from './db';

/**
 * POST bank-account-document-scanner/register-request (operations §7): the supplier hands a bank
 * letter to the scanner; it is stored, read and recognised at once (a letter is a page or two), and
 * the request is kept RECOGNISED or FAILED with what was read, for the form to pre-fill.
 */
export function createScanRequests(deps: {
  db: Db;
  files: Pick<FileStorage, 'save' | 'remove'>;
  bankLetters: BankLetterReader;
}) {
  return {
    async register(caller: Caller, files: UploadedPart[]) {
      if (caller.type !== 'AGENT' && caller.type !== 'VENDOR') throw forbidden();
      const parts = files.filter((f) => f.field === 'attachments');
      const [part] = parts;
      if (!part || parts.length !== 1)
        throw new AppError(400, 'VALIDATION_FAILED', { attachments: messages.REQUIRED_FIELD });
      const details = await deps.bankLetters.readOrFail({ buffer: part.buffer, filename: part.filename });
      const stored = await deps.files.save(part.buffer, part.filename);
      return deps.db
        .transaction(async (tx) => {
          const [row] = await tx
            .insert(bankAccountScanRequests)
            .values({
              companyId: caller.companyId,
              fileId: stored.id,
              filename: stored.name,
              size: stored.size,
              status: details.status,
              details,
              createdById: caller.profileId,
            })
            .returning();
          if (!row) throw new Error('scan request not stored');
          await writeAudit(tx, {
            profileId: caller.profileId,
            companyId: caller.companyId,
            entity: 'bank_account_scan_request',
            entityId: row.id,
            action: 'REGISTER',
            after: { filename: row.filename, size: row.size, status: row.status },
          });
          return { id: row.id, status: details.status, filename: row.filename, details };
        })
        .catch(discarding(deps.files, [stored]));
    },
  };
}
export type ScanRequests = ReturnType<typeof createScanRequests>;
