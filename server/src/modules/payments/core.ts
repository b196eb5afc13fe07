import type { TAuthority } from '@portcall/contracts/access';
import { formatMessage } from '@portcall/contracts/messages';
import { Decimal } from '@portcall/contracts/money';
import type { TPayment, TPaymentWarning, TPaymentWithWarnings } from '@portcall/contracts/payments';
import { writeAudit } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { AppError, conflict, notFound } from '../../platform/errors';
import type { UploadedPart } from '../../platform/files/multipart';
import type { FileStorage, StoredFile } from '../../platform/files/storage';
import type { Caller } from '../../platform/http/access';
import { type CurrencyUnits, requireMinorUnits } from '../../platform/money';
import type { FindPeople, Notifier } from '../../platform/notify';
import type { AppointmentCore } from '../appointments/module';
import type { EvaluationOfPayment } from '../evaluations/module';
import type { PaymentInstructionRepo } from './instructions';
import type { PaymentRepo, PaymentRow } from './repo';

export interface PaymentDeps {
  db: Db;
  repo: PaymentRepo;
  /** The evaluation of each DA: its approved total, and where each payment transition records its state. */
  evaluations: EvaluationOfPayment;
  /** The DA's payment instruction names who requests approval and who approves (instructions.ts). */
  instructions: Pick<PaymentInstructionRepo, 'find'>;
  appointments: Pick<AppointmentCore, 'reach'>;
  /** Tells whether a company is a buyer (adjustments are made on buyers only). */
  companies: { isBuyer(companyId: number, tx: Db): Promise<boolean> };
  files: FileStorage;
  /** A currency's minor units: a remitted or adjusted amount may not carry more decimals. */
  currencies: { currency(code: string, tx?: Db): Promise<CurrencyUnits | null> };
  clock: () => Date;
  /** Tells the people of each payment step (notifications.ts); absent in set-ups without them. */
  notifier?: Pick<Notifier, 'record' | 'deliver'>;
  findPeople?: FindPeople;
}

export const VIEW: TAuthority = 'FINANCIAL_VIEW';
export const REVIEWER: TAuthority = 'FINANCIAL_PAYMENT_ORDER_REVIEWER';
export const APPROVER: TAuthority = 'FINANCIAL_PAYMENT_ORDER_APPROVER';
/** States in which the amount still follows the evaluation's approved lines. */
export const EDITABLE = ['DRAFT', 'BACK_FOR_REVIEW'] as const;

/** Saves one upload and remembers it, so a failed request removes what it wrote (platform/files/cleanup). */
export type SaveFile = (buffer: Buffer, name: string) => Promise<StoredFile>;

/**
 * The remitted-amount warnings of platform-core §8: below `percentage`% of the approved total, or
 * above it. Warnings, never errors: the money has already left the bank when this is recorded.
 */
export function remittedWarnings(approved: string, remitted: string, percentage: string): TPaymentWarning[] {
  const a = new Decimal(approved);
  const r = new Decimal(remitted);
  if (r.greaterThan(a)) return [{ code: 'REMITTED_ABOVE_APPROVED', message: formatMessage('REMITTED_ABOVE_APPROVED') }];
  if (r.lessThan(a.times(percentage).dividedBy(100)))
    return [
      {
        code: 'REMITTED_BELOW_PERCENTAGE',
        message: formatMessage('REMITTED_BELOW_PERCENTAGE', { percentage: new Decimal(percentage).toString() }),
      },
    ];
  return [];
}

export const refuse = (state: string) => new AppError(409, 'PAYMENT_ACTION_NOT_ALLOWED', undefined, { state });
export const amountOf = (v: Decimal.Value) => new Decimal(v).toFixed(2, Decimal.ROUND_HALF_UP);

/** What every payment write shares: reach, guarded transition with audit, and pay itself. */
export function createPaymentCore(deps: PaymentDeps) {
  const { db, repo } = deps;

  async function toPayment(row: PaymentRow, tx: Db = db): Promise<TPayment> {
    const attachments = await repo.attachments(row.id, tx);
    return {
      id: row.id,
      companyId: row.companyId,
      evaluationId: row.evaluationId,
      proformaId: row.proformaId,
      appointmentId: row.appointmentId,
      currency: row.currency,
      status: row.status as TPayment['status'],
      approvedAmount: amountOf(row.approvedAmount),
      remittedAmount: row.remittedAmount === null ? null : amountOf(row.remittedAmount),
      paidDate: row.paidDate,
      requestedById: row.requestedById,
      approvedById: row.approvedById,
      paidById: row.paidById,
      comments: row.comments,
      attachments: attachments.map((a) => ({ id: a.id, filename: a.filename, size: a.size })),
      version: row.version,
    };
  }

  /** A payment the buyer reaches (company and region rules through its appointment), else 404. */
  async function reach(
    caller: Caller,
    authority: TAuthority | readonly TAuthority[],
    id: number,
    tx: Db,
    lock = false,
  ) {
    const row = await repo.find(id, tx, lock);
    if (!row) throw notFound();
    await deps.appointments.reach(caller, { product: 'FINANCIAL', authority }, row.appointmentId, tx);
    return row;
  }

  async function audit(tx: Db, caller: Caller, id: number, action: string, before: unknown, after: unknown) {
    await writeAudit(tx, {
      profileId: caller.profileId,
      companyId: caller.companyId,
      entity: 'payment',
      entityId: id,
      action,
      before,
      after,
    });
  }

  /** Moves a payment from one of `from` at `version`; a lost race or a stale version is 409. */
  async function move(
    caller: Caller,
    row: PaymentRow,
    version: number,
    from: readonly string[],
    values: Partial<PaymentRow>,
    action: string,
    tx: Db,
  ) {
    if (row.version !== version) throw conflict('STALE_VERSION');
    if (!from.includes(row.status)) throw refuse(row.status);
    const updated = await repo.transition(row.id, version, from, values, tx);
    if (!updated) throw conflict('STALE_VERSION');
    if (updated.status !== row.status)
      await deps.evaluations.recordPaymentState(updated.evaluationId, updated.status, tx);
    await audit(
      tx,
      caller,
      row.id,
      action,
      { status: row.status, version: row.version },
      { status: updated.status, approvedAmount: updated.approvedAmount, remittedAmount: updated.remittedAmount },
    );
    return updated;
  }

  /**
   * APPROVED -> PAID with its PAYMENT movement (unique per payment in the database) and the
   * remittance documents. Files are saved only once the state guard has passed, so a refused pay
   * writes nothing; `save` removes them again if the transaction fails after all.
   */
  async function payOne(
    caller: Caller,
    item: { id: number; version: number; remittedAmount?: string },
    paidDate: string | undefined,
    files: UploadedPart[],
    save: SaveFile,
    tx: Db,
  ): Promise<TPaymentWithWarnings> {
    const row = await reach(caller, APPROVER, item.id, tx);
    if (row.status !== 'APPROVED' && row.version === item.version) throw refuse(row.status);
    requireMinorUnits(await deps.currencies.currency(row.currency ?? 'EUR', tx), [
      ['remittedAmount', item.remittedAmount],
    ]);
    const remitted = item.remittedAmount ?? row.approvedAmount;
    const paid = await move(
      caller,
      row,
      item.version,
      ['APPROVED'],
      {
        status: 'PAID',
        remittedAmount: remitted,
        paidDate: paidDate ?? deps.clock().toISOString().slice(0, 10),
        paidById: caller.profileId,
      },
      'PAY',
      tx,
    );
    const account = await repo.account(row.companyId, row.currency ?? 'EUR', tx);
    await repo.insertMovement(
      { accountId: account.id, kind: 'PAYMENT', amount: remitted, paymentId: row.id, createdById: caller.profileId },
      tx,
    );
    const stored = [];
    for (const f of files) {
      const s = await save(f.buffer, f.filename);
      stored.push({ paymentId: row.id, fileId: s.id, filename: s.name, size: s.size });
    }
    await repo.insertAttachments(stored, tx);
    const percentage = await repo.remittedBelowPercentage(row.companyId, tx);
    return { ...(await toPayment(paid, tx)), warnings: remittedWarnings(paid.approvedAmount, remitted, percentage) };
  }

  return { toPayment, reach, audit, move, payOne };
}
export type PaymentCore = ReturnType<typeof createPaymentCore>;
