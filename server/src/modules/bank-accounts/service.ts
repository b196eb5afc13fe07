import type {
  TBankAccount,
  TBankAccountForm,
  TBankAccountRecognition,
  TBankCodes,
  TBankDetails,
} from '@portcall/contracts/bank-accounts';
import { formatMessage, messages } from '@portcall/contracts/messages';
import { decide } from '@portcall/contracts/policy';
import { writeAudit } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { AppError, conflict, forbidden, notFound } from '../../platform/errors';
import { discarding } from '../../platform/files/cleanup';
import type { UploadedPart } from '../../platform/files/multipart';
import type { FileStorage } from '../../platform/files/storage';
import type { Caller } from '../../platform/http/access';
import { requireAllowed } from '../../platform/http/policy';
import { createOutbox, type FindPeople, type Notifier } from '../../platform/notify';
import type { BankLetterReader } from './bank-letter';
import { compareBankDetails } from './recognise';
import type { BankAccountRepo, BankAccountRow } from './repo';

/** The bank account an agent last put on a DA to a buyer (the proformas module answers it). */
export interface BankAccountUsage {
  lastUsedBankAccount(supplierId: number, buyerId: number, currency: string, tx?: Db): Promise<number | null>;
}

const isSupplier = (caller: Caller) => caller.type === 'AGENT' || caller.type === 'VENDOR';
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * Bank accounts of agents and vendors (operations §4, §7). The owner saves and edits; a buyer the
 * supplier works for (DA tool, DA_EVALUATION_VERIFY) or an administrator with ADMIN_BANK_ACCOUNTS
 * reads, approves and records a verbal verification. Any other account answers 404.
 */
export function createBankAccountService(deps: {
  db: Db;
  repo: BankAccountRepo;
  files: Pick<FileStorage, 'save' | 'remove' | 'read'>;
  /** Reads the bank letters attached to an account (the reviewer's comparison). */
  bankLetters: BankLetterReader;
  usage: BankAccountUsage;
  currencies: { exists(code: string, tx?: Db): Promise<boolean> };
  clock: () => Date;
  /** Tells the buyers' reviewers of an account to approve; absent in set-ups without notifications. */
  notifier?: Pick<Notifier, 'record' | 'deliver'>;
  findPeople?: FindPeople;
  /** The suppliers' KYP verification (the kyp module): a buyer approves an unverified one's account only with a reason. */
  supplierVerification?: { isVerified(supplierId: number, tx: Db): Promise<boolean> };
}) {
  const { db, repo } = deps;

  /** Whether the caller may review (read, approve, verify) accounts of suppliers it does not own. */
  function isReviewer(caller: Caller): boolean {
    // The policy table's reviewer: a buyer's DA evaluator, or support with ADMIN_BANK_ACCOUNTS.
    return decide('BANK_ACCOUNT_VERBAL_VERIFY', caller).allowed;
  }

  /** The one scope check: the owner, a buyer working with the owner, or a bank-accounts admin. */
  async function canReach(caller: Caller, supplierId: number, tx: Db): Promise<boolean> {
    if (isSupplier(caller)) return caller.companyId === supplierId;
    if (!isReviewer(caller)) throw forbidden();
    if (caller.type === 'ADMIN') return true;
    return repo.buyerWorksWith(caller.companyId, supplierId, tx);
  }

  async function reach(caller: Caller, id: number, tx: Db, options: { lock?: boolean; review?: boolean } = {}) {
    if (options.review && !isReviewer(caller)) throw forbidden();
    const row = await repo.find(id, tx, options.lock);
    if (!row || !(await canReach(caller, row.companyId, tx))) throw notFound();
    return row;
  }

  async function toAnswers(rows: BankAccountRow[], tx: Db = db): Promise<TBankAccount[]> {
    const attachments = await repo.attachments(
      rows.map((r) => r.id),
      tx,
    );
    const peopleIds = [
      ...new Set(rows.flatMap((r) => [r.approvedById, r.verbalVerifiedById]).filter((v): v is number => v !== null)),
    ];
    const people = await repo.people(peopleIds, tx);
    const person = (id: number | null) => {
      const p = people.find((x) => x.id === id);
      return p ? { id: p.id, fullName: `${p.name} ${p.surname}`.trim() } : null;
    };
    return rows.map((r) => ({
      id: r.id,
      supplierId: r.companyId,
      currency: r.currency,
      bankName: r.bankName,
      beneficiaryName: r.beneficiaryName,
      iban: r.iban,
      swift: r.swift,
      bankAddress: r.bankAddress,
      isActive: r.isActive,
      status: r.status as TBankAccount['status'],
      approvedBy: person(r.approvedById),
      approvedAt: iso(r.approvedAt),
      approvalOverrideReason: r.approvalOverrideReason,
      verbalVerification:
        r.verbalVerifiedAt && r.verbalVerifiedWith
          ? {
              verifiedBy: person(r.verbalVerifiedById),
              verifiedAt: r.verbalVerifiedAt.toISOString(),
              verifiedWith: r.verbalVerifiedWith,
            }
          : null,
      attachments: attachments
        .filter((a) => a.bankAccountId === r.id)
        .map((a) => ({ id: a.id, filename: a.filename, size: a.size })),
      version: r.version,
      updatedAt: r.updatedAt.toISOString(),
    }));
  }
  const toAnswer = async (row: BankAccountRow, tx: Db = db) => (await toAnswers([row], tx))[0] as TBankAccount;

  async function audit(tx: Db, caller: Caller, row: BankAccountRow, action: string, before: unknown) {
    await writeAudit(tx, {
      profileId: caller.profileId,
      companyId: row.companyId,
      entity: 'bank_account',
      entityId: row.id,
      action,
      before,
      after: { status: row.status, iban: row.iban, swift: row.swift, currency: row.currency, version: row.version },
    });
  }

  const detailsOf = (form: TBankAccountForm) => ({
    currency: form.currency,
    bankName: form.bankName,
    beneficiaryName: form.beneficiaryName,
    iban: form.iban.replaceAll(' ', ''),
    swift: form.swift,
    bankAddress: form.bankAddress || null,
    isActive: form.isActive,
  });

  async function storeFiles(files: UploadedPart[]) {
    const stored = [];
    for (const file of files.filter((f) => f.field === 'attachments'))
      stored.push(await deps.files.save(file.buffer, file.filename));
    return stored;
  }

  /** Saves the details and the attachments of an account in one transaction. */
  async function write(caller: Caller, form: TBankAccountForm, files: UploadedPart[], mode: 'save' | 'edit-approved') {
    if (!isSupplier(caller)) throw forbidden();
    if (!(await deps.currencies.exists(form.currency))) {
      throw new AppError(400, 'UNKNOWN_CURRENCY', { currency: messages.UNKNOWN_CURRENCY });
    }
    if (mode === 'edit-approved' && form.id === undefined) throw notFound();
    // Files are stored before the transaction so no disk write holds a row lock.
    const stored = await storeFiles(files);
    const outbox = createOutbox(deps.notifier);
    const saved = db.transaction(async (tx) => {
      let row: BankAccountRow;
      let before: unknown = null;
      if (form.id === undefined) {
        row = await repo.insert({ companyId: caller.companyId, createdById: caller.profileId, ...detailsOf(form) }, tx);
      } else {
        const current = await reach(caller, form.id, tx, { lock: true });
        if (mode === 'save' && current.status === 'APPROVED') throw conflict('BANK_ACCOUNT_USE_EDIT_APPROVED');
        if (mode === 'edit-approved' && current.status !== 'APPROVED') throw conflict('BANK_ACCOUNT_NOT_APPROVED');
        if (form.version !== undefined && form.version !== current.version) throw conflict('STALE_VERSION');
        before = { status: current.status, iban: current.iban, swift: current.swift, currency: current.currency };
        const reset =
          mode === 'edit-approved'
            ? {
                status: 'PENDING',
                approvedById: null,
                approvedAt: null,
                approvalOverrideReason: null,
                verbalVerifiedById: null,
                verbalVerifiedAt: null,
                verbalVerifiedWith: null,
              }
            : {};
        const updated = await repo.update(
          current.id,
          current.version,
          { ...detailsOf(form), ...reset, updatedAt: deps.clock() },
          tx,
        );
        if (!updated) throw conflict('STALE_VERSION');
        row = updated;
        const owned = (await repo.attachments([row.id], tx)).map((a) => a.id);
        await repo.pruneAttachments(
          row.id,
          form.keepAttachmentIds.filter((id) => owned.includes(id)),
          tx,
        );
      }
      await repo.addAttachments(
        stored.map((f) => ({ bankAccountId: row.id, fileId: f.id, filename: f.name, size: f.size })),
        tx,
      );
      await audit(
        tx,
        caller,
        row,
        form.id === undefined ? 'CREATE' : mode === 'save' ? 'SAVE' : 'EDIT_APPROVED',
        before,
      );
      await outbox.record(await toApprove(row, tx), tx);
      return toAnswer(row, tx);
    });
    const answer = await saved.catch(discarding(deps.files, stored));
    await outbox.deliver();
    return answer;
  }

  /**
   * A PENDING account waits for a reviewer of every buyer the supplier works for (the DA tool with
   * DA_EVALUATION_VERIFY, as `isReviewer`): each of them is told, company by company.
   */
  async function toApprove(row: BankAccountRow, tx: Db) {
    if (!deps.findPeople || row.status !== 'PENDING') return [];
    const profileIds: number[] = [];
    for (const companyId of await repo.buyersWorkingWith(row.companyId, tx))
      profileIds.push(
        ...(await deps.findPeople({ companyId, product: 'DA_TOOL', authorities: ['DA_EVALUATION_VERIFY'] }, tx)),
      );
    if (profileIds.length === 0) return [];
    return [
      {
        profileIds,
        eventType: 'BANK_ACCOUNT' as const,
        eventId: row.id,
        eventMessage: formatMessage('NOTIFY_BANK_ACCOUNT_TO_APPROVE', {
          supplier: await repo.companyName(row.companyId, tx),
          currency: row.currency,
          bank: row.bankName,
        }),
      },
    ];
  }

  return {
    /** POST bank-account/save: a new account, or a change to a PENDING one. */
    save: (caller: Caller, form: TBankAccountForm, files: UploadedPart[]) => write(caller, form, files, 'save'),
    /** POST bank-account/edit-approved: changes an APPROVED account, which goes back to PENDING. */
    editApproved: (caller: Caller, form: TBankAccountForm, files: UploadedPart[]) =>
      write(caller, form, files, 'edit-approved'),

    async load(caller: Caller, id: number): Promise<TBankAccount> {
      return toAnswer(await reach(caller, id, db));
    },

    /**
     * GET bank-account/{id}/recognised-details: each document attached to the account read by the
     * recogniser, next to the typed details with the differences marked, for the owner and the
     * reviewers before approval.
     */
    async recognition(caller: Caller, id: number): Promise<TBankAccountRecognition> {
      const row = await reach(caller, id, db);
      const documents = [];
      for (const attachment of await repo.attachments([row.id])) {
        const buffer = await deps.files.read(attachment.fileId);
        let details: TBankDetails | null = null;
        let error: string | null = null;
        try {
          details = await deps.bankLetters.read({ buffer, filename: attachment.filename });
        } catch (failure) {
          if (!(failure instanceof AppError)) throw failure;
          error = failure.message;
        }
        documents.push({
          attachmentId: attachment.id,
          filename: attachment.filename,
          details,
          error,
          differences: details ? compareBankDetails(row, details) : [],
        });
      }
      return { documents };
    },

    /** GET supplier-bank-accounts: the caller's own, or (buyers, admins) the named supplier's. */
    async list(
      caller: Caller,
      query: { currency?: string; buyerId?: number; supplierId?: number },
    ): Promise<TBankAccount[]> {
      const supplierId = isSupplier(caller) ? caller.companyId : query.supplierId;
      if (supplierId === undefined) {
        if (!isReviewer(caller)) throw forbidden();
        throw new AppError(400, 'VALIDATION_FAILED', { supplierId: messages.REQUIRED_FIELD });
      }
      if (isSupplier(caller) && query.supplierId !== undefined && query.supplierId !== caller.companyId)
        throw notFound();
      if (!(await canReach(caller, supplierId, db))) throw notFound();
      return toAnswers(await repo.list(supplierId, { currency: query.currency }));
    },

    /** GET buyer/bank-accounts: the accounts a reviewer may approve and verify, a page at a time. */
    async listForReview(caller: Caller, query: { status?: string; page: number; size: number }) {
      if (!isReviewer(caller)) throw forbidden();
      const { total, rows } = await repo.forReview(
        caller.type === 'ADMIN' ? null : caller.companyId,
        { status: query.status },
        query,
      );
      const answers = await toAnswers(rows.map((r) => r.account));
      // Said beside each account (the rule of `approve`), so the page asks a buyer for its override
      // reason before approving rather than after a refusal.
      const unverified = new Set<number>();
      if (caller.type === 'BUYER' && deps.supplierVerification)
        for (const supplierId of new Set(rows.map((r) => r.account.companyId)))
          if (!(await deps.supplierVerification.isVerified(supplierId, db))) unverified.add(supplierId);
      return {
        items: answers.map((a, i) => ({
          ...a,
          supplierName: rows[i]?.supplierName ?? '',
          approvalNeedsReason: unverified.has(rows[i]?.account.companyId ?? 0),
        })),
        page: query.page,
        size: query.size,
        total,
      };
    },

    /** POST bank-account/approve. */
    async approve(
      caller: Caller,
      input: { id: number; version: number; overrideReason?: string },
    ): Promise<TBankAccount> {
      return db.transaction(async (tx) => {
        const row = await reach(caller, input.id, tx, { lock: true, review: true });
        requireAllowed('BANK_ACCOUNT_APPROVE', caller, { state: row.status });
        // A buyer trusts who is behind the account through the supplier's KYP verification; without
        // one it approves only with a reason, kept on the account and in the audit log.
        const unverified =
          caller.type === 'BUYER' &&
          deps.supplierVerification !== undefined &&
          !(await deps.supplierVerification.isVerified(row.companyId, tx));
        const override = unverified ? input.overrideReason : undefined;
        if (unverified && !override)
          throw new AppError(409, 'BANK_ACCOUNT_SUPPLIER_UNVERIFIED', {
            overrideReason: messages.BANK_ACCOUNT_SUPPLIER_UNVERIFIED,
          });
        const now = deps.clock();
        const updated = await repo.update(
          row.id,
          input.version,
          {
            status: 'APPROVED',
            approvedById: caller.profileId,
            approvedAt: now,
            approvalOverrideReason: override ?? null,
            updatedAt: now,
          },
          tx,
        );
        if (!updated) throw conflict('STALE_VERSION');
        await audit(tx, caller, updated, override ? 'APPROVE_UNVERIFIED_SUPPLIER' : 'APPROVE', {
          status: row.status,
          ...(override ? { overrideReason: override } : {}),
        });
        return toAnswer(updated, tx);
      });
    },

    /** PATCH bank-account/verbal-verify: who confirmed the details by phone, with whom and when. */
    async verbalVerify(
      caller: Caller,
      input: { id: number; version: number; verifiedWith: string; verifiedAt?: string },
    ): Promise<TBankAccount> {
      return db.transaction(async (tx) => {
        const row = await reach(caller, input.id, tx, { lock: true, review: true });
        const now = deps.clock();
        const updated = await repo.update(
          row.id,
          input.version,
          {
            verbalVerifiedById: caller.profileId,
            verbalVerifiedAt: input.verifiedAt ? new Date(input.verifiedAt) : now,
            verbalVerifiedWith: input.verifiedWith,
            updatedAt: now,
          },
          tx,
        );
        if (!updated) throw conflict('STALE_VERSION');
        await audit(tx, caller, updated, 'VERBAL_VERIFY', { verbalVerifiedAt: iso(row.verbalVerifiedAt) });
        return toAnswer(updated, tx);
      });
    },

    /**
     * GET bank-codes/active-with-preselection: the supplier's active accounts in the DA currency as
     * options, preselecting the one last used on a DA to that buyer, else an approved one; never a
     * pending one, which a DA cannot carry.
     */
    async activeWithPreselection(caller: Caller, query: { buyerId: number; currency: string }): Promise<TBankCodes> {
      if (!isSupplier(caller)) throw forbidden();
      const rows = await repo.list(caller.companyId, { currency: query.currency, isActive: true });
      const lastUsed = await deps.usage.lastUsedBankAccount(caller.companyId, query.buyerId, query.currency);
      const approved = rows.filter((r) => r.status === 'APPROVED');
      const preselected = approved.find((r) => r.id === lastUsed) ?? approved[0] ?? null;
      return {
        items: rows.map((r) => ({
          label: `${r.bankName} ${r.iban}`,
          value: String(r.id),
          status: r.status as 'PENDING' | 'APPROVED',
        })),
        preselectedId: preselected ? String(preselected.id) : null,
      };
    },

    /** For the proformas module: an active account of the supplier in the currency, or undefined. */
    async findUsable(
      supplierId: number,
      id: number,
      currency: string,
      tx: Db = db,
    ): Promise<BankAccountRow | undefined> {
      const row = await repo.find(id, tx);
      return row && row.companyId === supplierId && row.isActive && row.currency === currency ? row : undefined;
    },
  };
}
export type BankAccountService = ReturnType<typeof createBankAccountService>;
