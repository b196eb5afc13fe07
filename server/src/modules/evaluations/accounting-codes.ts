import { formatMessage } from '@portcall/contracts/messages';
import { AppError, notFound } from '../../platform/errors';
import type { UploadedPart } from '../../platform/files/multipart';
import type { Caller } from '../../platform/http/access';
import type { BuyerScope } from '../../platform/scope/buyer-scope';
import { ACCOUNTING_CODES_CSV_LIMIT, ACCOUNTING_CODES_CSV_MAX_ROWS, readCodes, toCsv } from './accounting-codes-csv';
import type { EvaluationCore, EvaluationDeps } from './core';

/** Who may change codes: as `accounting-code/save` (SETTINGS_EDIT_COMPANY, or a support admin). */
const EDIT = { authority: 'SETTINGS_EDIT_COMPANY', admin: true } as const;
const keyOf = (r: { groupCode: string; code: string; subAccount: string | null }) =>
  `${r.groupCode}|${r.code}|${r.subAccount ?? ''}`;

/**
 * Accounting codes in bulk (operations §7 "Accounting codes"): CSV upload (all or nothing, matched
 * by group + code + sub account: existing codes are updated, new ones created), CSV download in the
 * same columns, and activating or deactivating many at once.
 */
export function createAccountingCodeBulk(
  deps: EvaluationDeps & { core: EvaluationCore; buyers: Pick<BuyerScope, 'buyerCompany'> },
) {
  const { db, repo, core } = deps;

  return {
    async upload(caller: Caller, buyerId: number, files: UploadedPart[]) {
      const companyId = await deps.buyers.buyerCompany(caller, EDIT, buyerId);
      const file = files[0];
      if (!file || files.length > 1)
        throw new AppError(400, 'VALIDATION_FAILED', { attachments: formatMessage('ACCOUNTING_CODES_CSV_EMPTY') });
      if (file.buffer.length > ACCOUNTING_CODES_CSV_LIMIT)
        throw new AppError(413, 'ACCOUNTING_CODES_CSV_TOO_LARGE', undefined, { limit: '1 MB' });
      const { codes, errors } = readCodes(file.buffer.toString('utf8'));
      if (errors.length > 0) {
        const fields = Object.fromEntries(
          errors
            .slice(0, 100)
            .map((e) => [
              `line.${e.line}.${e.column}`,
              formatMessage('ACCOUNTING_CODES_CSV_INVALID', { line: e.line, reason: `${e.column} ${e.reason}` }),
            ]),
        );
        const first = errors[0] as (typeof errors)[number];
        throw new AppError(400, 'ACCOUNTING_CODES_CSV_INVALID', fields, {
          line: first.line,
          reason: `${first.column} ${first.reason}`,
        });
      }
      if (codes.length === 0) throw new AppError(400, 'ACCOUNTING_CODES_CSV_EMPTY');
      if (codes.length > ACCOUNTING_CODES_CSV_MAX_ROWS)
        throw new AppError(413, 'ACCOUNTING_CODES_CSV_TOO_LARGE', undefined, {
          limit: `${ACCOUNTING_CODES_CSV_MAX_ROWS} rows`,
        });
      return db.transaction(async (tx) => {
        const existing = new Map((await repo.accountingCodes(companyId, tx)).map((r) => [keyOf(r), r]));
        let created = 0;
        let updated = 0;
        for (const c of codes) {
          const values = {
            code: c.code,
            subAccount: c.subAccount,
            description: c.description,
            groupCode: c.group,
            isActive: c.isActive,
          };
          const row = existing.get(keyOf(values));
          if (!row) {
            await repo.insertAccountingCode({ companyId, ...values }, tx);
            created++;
          } else if (row.description !== values.description || row.isActive !== values.isActive) {
            await repo.updateAccountingCode(row.id, row.version, values, tx);
            updated++;
          }
        }
        await core.audit(tx, caller, 'accounting_code', companyId, 'UPLOAD_CSV', null, {
          filename: file.filename,
          created,
          updated,
        });
        return { created, updated };
      });
    },

    async download(caller: Caller, buyerId: number) {
      const companyId = await deps.buyers.buyerCompany(caller, EDIT, buyerId);
      const rows = await repo.accountingCodes(companyId);
      return toCsv(
        rows.map((r) => ({
          code: r.code,
          subAccount: r.subAccount,
          description: r.description,
          group: r.groupCode as 'PRINCIPAL_AMOUNT',
          isActive: r.isActive,
        })),
      );
    },

    /** Every id must be a code of this buyer (else 404, nothing changed). */
    async updateState(caller: Caller, buyerId: number, input: { ids: number[]; isActive: boolean }) {
      const companyId = await deps.buyers.buyerCompany(caller, EDIT, buyerId);
      return db.transaction(async (tx) => {
        const own = new Map((await repo.accountingCodes(companyId, tx)).map((r) => [r.id, r]));
        const ids = [...new Set(input.ids)];
        if (ids.some((id) => !own.has(id))) throw notFound();
        let changed = 0;
        for (const id of ids) {
          const row = own.get(id);
          if (!row || row.isActive === input.isActive) continue;
          await repo.updateAccountingCode(row.id, row.version, { isActive: input.isActive }, tx);
          changed++;
        }
        await core.audit(tx, caller, 'accounting_code', companyId, 'UPDATE_STATE', null, {
          ids,
          isActive: input.isActive,
        });
        return { updated: changed, created: 0 };
      });
    },
  };
}
export type AccountingCodeBulk = ReturnType<typeof createAccountingCodeBulk>;
