import type { TBankStatement, TBankStatementConfirm, TStatementEntry } from '@portcall/contracts/bank-files';
import { endToEndIdOf, paymentIdOfEndToEndId } from '@portcall/contracts/bank-files';
import { Decimal } from '@portcall/contracts/money';
import { writeAudit } from '../../../platform/audit/audit';
import type { Db } from '../../../platform/db/client';
import { AppError, conflict, notFound } from '../../../platform/errors';
import { withStoredFiles } from '../../../platform/files/cleanup';
import type { UploadedPart } from '../../../platform/files/multipart';
import type { Caller } from '../../../platform/http/access';
import { createOutbox } from '../../../platform/notify';
import { APPROVER, amountOf, type PaymentCore, type PaymentDeps } from '../core';
import type { Idempotency } from '../idempotency';
import { createPaymentNotices } from '../notifications';
import type { PaymentRow } from '../repo';
import { accountKey, bicOf, fileAccountOf } from './accounts';
import { parseCamt, type StatementBooking } from './camt';
import { type MatchCandidate, matchBooking } from './matching';
import { buildPain001, type PaymentFileBatch, type PaymentFileParty } from './pain001';
import type { BankFileRepo, EntryRow } from './repo';

/** The agent's account a DA names (proformas and bank-accounts, wired in module.ts). */
export interface CreditorAccounts {
  proforma(id: number, tx: Db): Promise<{ supplierId: number; bankAccountId: number | null } | undefined>;
  account(
    supplierId: number,
    id: number,
    currency: string,
    tx: Db,
  ): Promise<{ status: string; beneficiaryName: string; iban: string; swift: string } | undefined>;
}

export type BankFileDeps = PaymentDeps & {
  bankFiles: BankFileRepo;
  core: PaymentCore;
  idempotency: Idempotency;
  creditors: CreditorAccounts;
};

type Creditor = { party: PaymentFileParty } | { reason: string };

/**
 * The approver's bank files (docs/decisions.md "Bank files"): the pain.001 payment file of every
 * APPROVED payment the caller may pay, and camt.053 / camt.054 statements read back, each booked
 * debit matched to a payment and paid through the module's own pay (`core.payOne`: state guard,
 * version, movement, audit, notifications) once the approver confirms it.
 */
export function createBankFiles(deps: BankFileDeps) {
  const { db, repo, bankFiles, core } = deps;
  const noticesOf = deps.findPeople ? createPaymentNotices({ ...deps, findPeople: deps.findPeople }) : undefined;

  /** The APPROVED payments of the caller's company it may pay (region rules through each appointment). */
  async function payable(caller: Caller, tx: Db): Promise<PaymentRow[]> {
    const rows: PaymentRow[] = [];
    for (const row of await bankFiles.approvedPayments(caller.companyId, tx))
      if (await isReachable(caller, row.id, tx)) rows.push(row);
    return rows;
  }

  async function isReachable(caller: Caller, id: number, tx: Db) {
    try {
      await core.reach(caller, APPROVER, id, tx);
      return true;
    } catch (error) {
      if (error instanceof AppError && error.status === 404) return false;
      throw error;
    }
  }

  async function creditorOf(row: PaymentRow, tx: Db): Promise<Creditor> {
    const proforma = await deps.creditors.proforma(row.proformaId, tx);
    const account =
      proforma?.bankAccountId && row.currency
        ? await deps.creditors.account(proforma.supplierId, proforma.bankAccountId, row.currency, tx)
        : undefined;
    if (!account) return { reason: `is missing or not an active account in ${row.currency ?? 'the DA currency'}` };
    if (account.status !== 'APPROVED') return { reason: 'is not approved yet' };
    const fileAccount = fileAccountOf(account.iban);
    if (!fileAccount) return { reason: 'has no valid IBAN or account number' };
    const bic = bicOf(account.swift);
    if (!bic) return { reason: 'has no valid BIC' };
    if (!account.beneficiaryName.trim()) return { reason: 'has no beneficiary name' };
    return { party: { name: account.beneficiaryName, account: fileAccount, bic } };
  }

  async function minorUnits(currency: string, tx: Db) {
    return (await deps.currencies.currency(currency, tx))?.minorUnits ?? 2;
  }

  /**
   * GET financial/payments/payment-file: one pain.001 document, a PmtInf per payment instruction
   * (the buyer's paying account, one currency each). All or nothing: a payment that cannot go into
   * the file refuses the file with the reason, so none is left out without anyone noticing.
   */
  async function paymentFile(caller: Caller): Promise<{ filename: string; xml: string }> {
    return db.transaction(async (tx) => {
      const rows = await payable(caller, tx);
      if (rows.length === 0) throw conflict('PAYMENT_FILE_EMPTY');
      const now = deps.clock();
      const day = now.toISOString().slice(0, 10);
      const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
      const messageId = `PC${caller.companyId}-${stamp}`;
      const batches = new Map<number, PaymentFileBatch>();
      for (const row of rows) {
        const evaluation = await deps.evaluations.find(row.evaluationId, tx);
        const instruction = evaluation?.paymentInstructionId
          ? await deps.instructions.find(row.companyId, evaluation.paymentInstructionId, tx)
          : undefined;
        const refuseDebtor = (reason: string) =>
          new AppError(409, 'PAYMENT_FILE_DEBTOR_INCOMPLETE', undefined, { payments: `#${row.id}`, reason });
        if (!instruction) throw refuseDebtor('is missing');
        const debtorAccount = fileAccountOf(instruction.iban);
        if (!debtorAccount) throw refuseDebtor('has no valid IBAN or account number');
        const debtorBic = bicOf(instruction.swift);
        if (!debtorBic) throw refuseDebtor('has no valid BIC');
        const creditor = await creditorOf(row, tx);
        if ('reason' in creditor)
          throw new AppError(409, 'PAYMENT_FILE_CREDITOR_INCOMPLETE', undefined, {
            payments: `#${row.id}`,
            reason: creditor.reason,
          });
        const currency = instruction.currency;
        let batch = batches.get(instruction.id);
        if (!batch) {
          batch = {
            id: `${messageId}-${batches.size + 1}`,
            debtor: { name: instruction.beneficiaryName, account: debtorAccount, bic: debtorBic },
            currency,
            executionDate: day,
            transactions: [],
          };
          batches.set(instruction.id, batch);
        }
        batch.transactions.push({
          endToEndId: endToEndIdOf(row.id),
          amount: new Decimal(row.approvedAmount).toFixed(await minorUnits(currency, tx), Decimal.ROUND_HALF_UP),
          creditor: creditor.party,
          remittance: [
            `Payment ${row.id}`,
            `DA ${row.proformaId}`,
            evaluation?.invoiceNumber ? `invoice ${evaluation.invoiceNumber}` : null,
          ]
            .filter(Boolean)
            .join(', '),
        });
      }
      const first = [...batches.values()][0] as PaymentFileBatch;
      const xml = buildPain001({
        messageId,
        createdAt: now,
        initiatingParty: first.debtor.name,
        batches: [...batches.values()],
      });
      return { filename: `payments-pain001-${day}.xml`, xml };
    });
  }

  /** The payments the bookings may name or match, as matching sees them. */
  async function candidatesFor(caller: Caller, bookings: Array<Pick<StatementBooking, 'endToEndId'>>, tx: Db) {
    const named = bookings.map((b) => paymentIdOfEndToEndId(b.endToEndId)).filter((id): id is number => id !== null);
    const byId = new Map<number, MatchCandidate>();
    const candidate = async (row: PaymentRow): Promise<MatchCandidate> => {
      const creditor = await creditorOf(row, tx);
      return {
        id: row.id,
        status: row.status,
        currency: row.currency,
        approvedAmount: row.approvedAmount,
        creditorAccount: 'party' in creditor ? accountKey(creditor.party.account) : null,
      };
    };
    for (const row of await bankFiles.paymentsByIds(caller.companyId, named, tx))
      if (await isReachable(caller, row.id, tx)) byId.set(row.id, await candidate(row));
    const approved: MatchCandidate[] = [];
    for (const row of await payable(caller, tx)) approved.push(byId.get(row.id) ?? (await candidate(row)));
    return { byId, approved };
  }

  /** The statement's bookings with their outcome now (payments move on: it is computed on every read). */
  async function review(caller: Caller, id: number, tx: Db = db): Promise<TBankStatement> {
    const statement = await bankFiles.statement(caller.companyId, id, tx);
    if (!statement) throw notFound();
    const parsed = parseCamt((await deps.files.read(statement.fileId)).toString('utf8'));
    const rows = new Map(
      (
        await bankFiles.entriesByKeys(
          caller.companyId,
          parsed.bookings.map((b) => b.entryKey),
          tx,
        )
      ).map((e) => [e.entryKey, e]),
    );
    const entries = parsed.bookings.map((b) => rows.get(b.entryKey)).filter((e): e is EntryRow => !!e);
    const candidates = await candidatesFor(caller, entries, tx);
    const paymentRows = new Map(
      (
        await bankFiles.paymentsByIds(
          caller.companyId,
          entries.map((e) => e.paymentId).filter((p): p is number => p !== null),
          tx,
        )
      ).map((p) => [p.id, p]),
    );
    const taken = new Set<number>();
    const answers: TStatementEntry[] = [];
    for (const entry of entries) {
      const match = matchBooking(
        {
          endToEndId: entry.endToEndId,
          amount: entry.amount,
          currency: entry.currency,
          creditorAccount: entry.creditorAccount,
          paidPaymentId: entry.paymentId,
        },
        candidates,
        taken,
      );
      if (match.paymentId !== null) taken.add(match.paymentId);
      const payment =
        match.paymentId === null
          ? undefined
          : (paymentRows.get(match.paymentId) ??
            (await bankFiles.paymentsByIds(caller.companyId, [match.paymentId], tx))[0]);
      answers.push({
        id: entry.id,
        bankReference: entry.bankReference,
        endToEndId: entry.endToEndId,
        amount: new Decimal(entry.amount).toFixed(await minorUnits(entry.currency, tx)),
        currency: entry.currency,
        bookingDate: entry.bookingDate,
        creditorName: entry.creditorName,
        creditorAccount: entry.creditorAccount,
        outcome: match.outcome,
        matchedBy: match.matchedBy,
        payment: payment
          ? {
              id: payment.id,
              proformaId: payment.proformaId,
              status: payment.status as NonNullable<TStatementEntry['payment']>['status'],
              version: payment.version,
              currency: payment.currency,
              approvedAmount: amountOf(payment.approvedAmount),
              remittedAmount: payment.remittedAmount === null ? null : amountOf(payment.remittedAmount),
              paidDate: payment.paidDate,
            }
          : null,
      });
    }
    return {
      id: statement.id,
      messageType: statement.messageType as TBankStatement['messageType'],
      messageId: statement.messageId,
      filename: statement.filename,
      createdAt: statement.createdAt.toISOString(),
      entries: answers,
    };
  }

  /**
   * POST financial/bank-statements/import: reads the file, keeps it and its booked debits, and
   * answers the review. The same statement imported again (same MsgId) opens the first import: its
   * bookings, and whatever was confirmed from them, stay one.
   */
  async function importStatement(caller: Caller, file: UploadedPart): Promise<TBankStatement> {
    const parsed = parseCamt(file.buffer.toString('utf8'));
    const id = await withStoredFiles(deps.files, (save) =>
      db.transaction(async (tx) => {
        const known = await bankFiles.statementByMessage(caller.companyId, parsed.messageId, tx);
        if (known) return known.id;
        const stored = await save(file.buffer, file.filename);
        const statement = await bankFiles.insertStatement(
          {
            companyId: caller.companyId,
            messageType: parsed.messageType,
            messageId: parsed.messageId,
            fileId: stored.id,
            filename: stored.name,
            size: stored.size,
            createdById: caller.profileId,
          },
          tx,
        );
        // A concurrent import of the same message won the insert: this file is not kept.
        if (!statement) throw conflict('STALE_VERSION');
        await bankFiles.insertEntries(
          parsed.bookings.map((b) => ({ ...b, companyId: caller.companyId, statementId: statement.id })),
          tx,
        );
        await writeAudit(tx, {
          profileId: caller.profileId,
          companyId: caller.companyId,
          entity: 'bank_statement',
          entityId: statement.id,
          action: 'IMPORT',
          after: { messageType: parsed.messageType, messageId: parsed.messageId, bookings: parsed.bookings.length },
        });
        return statement.id;
      }),
    );
    return review(caller, id);
  }

  /**
   * POST financial/bank-statements/{id}/confirm: pays each chosen booking's payment with the
   * booking's amount and date, all or nothing. A booking pays once (its row records the payment,
   * and a payment is paid by one booking): a second confirmation, or a second import, pays nothing.
   */
  async function confirm(caller: Caller, id: number, body: TBankStatementConfirm, key?: string) {
    const outbox = createOutbox(deps.notifier);
    await withStoredFiles(deps.files, (save) =>
      deps.idempotency.once(
        caller,
        { key, route: 'financial/bank-statements/confirm', fingerprint: { id, body } },
        async (tx) => {
          const current = await review(caller, id, tx);
          const statement = (await bankFiles.statement(caller.companyId, id, tx)) as NonNullable<
            Awaited<ReturnType<BankFileRepo['statement']>>
          >;
          // Locked in payment order, so two confirmations of overlapping statements cannot deadlock.
          for (const item of [...body.items].sort((a, b) => a.paymentId - b.paymentId)) {
            const shown = current.entries.find((e) => e.id === item.entryId);
            if (!shown)
              throw new AppError(409, 'BANK_STATEMENT_ENTRY_UNKNOWN', undefined, { entryId: String(item.entryId) });
            const entry = (await bankFiles.entry(caller.companyId, item.entryId, tx, true)) as EntryRow;
            const reference = entry.bankReference ?? `#${entry.id}`;
            if (entry.paymentId !== null)
              throw new AppError(409, 'BANK_STATEMENT_ENTRY_CONFIRMED', undefined, {
                bankReference: reference,
                paymentId: String(entry.paymentId),
              });
            const isPayable = shown.outcome === 'MATCHED' || shown.outcome === 'PARTIAL';
            if (!isPayable || shown.payment?.id !== item.paymentId)
              throw new AppError(409, 'BANK_STATEMENT_NOT_THE_MATCH', undefined, {
                bankReference: reference,
                paymentId: String(item.paymentId),
              });
            const paid = await core.payOne(
              caller,
              { id: item.paymentId, version: item.version, remittedAmount: new Decimal(entry.amount).toFixed() },
              entry.bookingDate ?? undefined,
              [],
              save,
              tx,
            );
            await bankFiles.markPaid(
              entry.id,
              { paymentId: paid.id, confirmedById: caller.profileId, confirmedAt: deps.clock() },
              tx,
            );
            // The statement is the remittance document of what it paid.
            await repo.insertAttachments(
              [{ paymentId: paid.id, fileId: statement.fileId, filename: statement.filename, size: statement.size }],
              tx,
            );
            await core.audit(
              tx,
              caller,
              paid.id,
              'PAY_FROM_BANK_STATEMENT',
              { statementId: id, entryId: entry.id },
              {
                bankReference: entry.bankReference,
                bookingDate: entry.bookingDate,
                amount: entry.amount,
                currency: entry.currency,
                outcome: shown.outcome,
              },
            );
            if (noticesOf) await outbox.record(await noticesOf(caller, 'PAY', paid, tx), tx);
          }
          return { id };
        },
      ),
    );
    await outbox.deliver();
    return review(caller, id);
  }

  return {
    paymentFile,
    importStatement,
    review: (caller: Caller, id: number) => review(caller, id),
    confirm,
  };
}
export type BankFiles = ReturnType<typeof createBankFiles>;
