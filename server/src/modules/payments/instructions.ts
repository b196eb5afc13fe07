import { hasAuthority, type TAuthority } from '@portcall/contracts/access';
import { messages } from '@portcall/contracts/messages';
import { Decimal } from '@portcall/contracts/money';
import type {
  TPaymentInstruction,
  TPaymentInstructionForm,
  TPaymentInstructionPatch,
  TPaymentInstructionSearch,
} from '@portcall/contracts/payments';
import { and, eq, sql } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { AppError, conflict, forbidden, notFound } from '../../platform/errors';
import type { Caller } from '../../platform/http/access';
import { paymentInstructions } from './db';
import { createPaymentInstructionReadModel, type NamedInstruction } from './instruction-read-model';

export type { PaymentRole } from './instruction-read-model';

type Row = typeof paymentInstructions.$inferSelect;

/**
 * Queries of buyer payment instructions (optional transaction on each). The reads that name the
 * reviewer and approver are the read model's (instruction-read-model.ts), spread in.
 */
export function createPaymentInstructionRepo(db: Db) {
  return {
    ...createPaymentInstructionReadModel(db),
    async insert(values: typeof paymentInstructions.$inferInsert, tx: Db = db): Promise<Row> {
      const [row] = await tx.insert(paymentInstructions).values(values).returning();
      return row as Row;
    },
    async update(id: number, version: number, values: Partial<Row>, tx: Db = db): Promise<Row | undefined> {
      const [row] = await tx
        .update(paymentInstructions)
        .set({ ...values, version: sql`${paymentInstructions.version} + 1`, updatedAt: sql`now()` })
        .where(and(eq(paymentInstructions.id, id), eq(paymentInstructions.version, version)))
        .returning();
      return row;
    },
  };
}
export type PaymentInstructionRepo = ReturnType<typeof createPaymentInstructionRepo>;

const person = (id: number | null, name: string | null) => (id === null ? null : { id, fullName: name ?? '' });

const toAnswer = (r: NamedInstruction): TPaymentInstruction => ({
  id: r.id,
  companyId: r.companyId,
  name: r.name,
  currency: r.currency,
  bankName: r.bankName,
  beneficiaryName: r.beneficiaryName,
  iban: r.iban,
  swift: r.swift.toUpperCase(),
  reference: r.reference,
  isActive: r.isActive,
  reviewer: person(r.reviewerId, r.reviewerName),
  approver: person(r.approverId, r.approverName),
  approvalThreshold: r.approvalThreshold === null ? null : new Decimal(r.approvalThreshold).toFixed(2),
  version: r.version,
});

/**
 * Buyer payment instructions (platform-core §7): a buyer's own company only (`{buyerId}` of another
 * company is 404); reads need FINANCIAL_VIEW, writes FINANCIAL_PAYMENT_ORDER_REVIEWER (route access);
 * every write is audited in its transaction and guarded by `version`.
 */
export function createPaymentInstructionService(deps: { db: Db; repo: PaymentInstructionRepo }) {
  const { db, repo } = deps;

  function ownCompany(caller: Caller, buyerId: number, authority: TAuthority) {
    if (!caller.products.includes('FINANCIAL') || !hasAuthority(caller, authority)) throw forbidden();
    if (caller.companyId !== buyerId) throw notFound();
  }

  /** A named reviewer or approver must be an enabled person of the company holding that role. */
  async function requirePeople(
    buyerId: number,
    form: { reviewerId?: number | null; approverId?: number | null },
    tx: Db,
  ) {
    const checks = [
      ['reviewerId', form.reviewerId, 'FINANCIAL_PAYMENT_ORDER_REVIEWER'],
      ['approverId', form.approverId, 'FINANCIAL_PAYMENT_ORDER_APPROVER'],
    ] as const;
    for (const [field, id, role] of checks) {
      if (id === undefined || id === null) continue;
      if ((await repo.people(buyerId, role, [id], tx)).length === 0)
        throw new AppError(400, 'VALIDATION_FAILED', { [field]: messages.PAYMENT_INSTRUCTION_PERSON_INVALID });
    }
  }

  return {
    async search(caller: Caller, buyerId: number, q: TPaymentInstructionSearch) {
      ownCompany(caller, buyerId, 'FINANCIAL_VIEW');
      const { items, total } = await repo.search(buyerId, q);
      return { items: items.map(toAnswer), page: q.page, size: q.size, total };
    },
    async load(caller: Caller, buyerId: number, id: number) {
      ownCompany(caller, buyerId, 'FINANCIAL_VIEW');
      const row = await repo.find(buyerId, id);
      if (!row) throw notFound();
      return toAnswer(row);
    },
    /** Who may be named on an instruction: the company's reviewers and approvers. */
    async people(caller: Caller, buyerId: number) {
      ownCompany(caller, buyerId, 'FINANCIAL_VIEW');
      return {
        reviewers: await repo.people(buyerId, 'FINANCIAL_PAYMENT_ORDER_REVIEWER'),
        approvers: await repo.people(buyerId, 'FINANCIAL_PAYMENT_ORDER_APPROVER'),
      };
    },
    /** The caller's company's active instructions (the pay form's choices). */
    async listOwn(caller: Caller) {
      return (await repo.active(caller.companyId)).map(toAnswer);
    },
    async create(caller: Caller, buyerId: number, form: TPaymentInstructionForm) {
      ownCompany(caller, buyerId, 'FINANCIAL_PAYMENT_ORDER_REVIEWER');
      return db.transaction(async (tx) => {
        await requirePeople(buyerId, form, tx);
        const inserted = await repo.insert(
          { ...form, reference: form.reference ?? null, companyId: buyerId, createdById: caller.profileId },
          tx,
        );
        const row = (await repo.find(buyerId, inserted.id, tx)) as NamedInstruction;
        await writeAudit(tx, {
          profileId: caller.profileId,
          companyId: caller.companyId,
          entity: 'payment_instruction',
          entityId: row.id,
          action: 'CREATE',
          after: toAnswer(row),
        });
        return toAnswer(row);
      });
    },
    async update(caller: Caller, buyerId: number, id: number, patch: TPaymentInstructionPatch) {
      ownCompany(caller, buyerId, 'FINANCIAL_PAYMENT_ORDER_REVIEWER');
      return db.transaction(async (tx) => {
        const before = await repo.find(buyerId, id, tx);
        if (!before) throw notFound();
        const { version, ...values } = patch;
        await requirePeople(buyerId, values, tx);
        if (!(await repo.update(id, version, values, tx))) throw conflict('STALE_VERSION');
        const row = (await repo.find(buyerId, id, tx)) as NamedInstruction;
        await writeAudit(tx, {
          profileId: caller.profileId,
          companyId: caller.companyId,
          entity: 'payment_instruction',
          entityId: id,
          action: 'UPDATE',
          before: toAnswer(before),
          after: toAnswer(row),
        });
        return toAnswer(row);
      });
    },
  };
}
export type PaymentInstructionService = ReturnType<typeof createPaymentInstructionService>;

/**
 * Whether the caller may take the payment's next step under its instruction: a named reviewer
 * requests approval; a named approver approves when the amount is above the threshold (or always
 * without one). No instruction, or no person named, leaves the step to anyone holding the role.
 */
export function requireInstructionRole(
  instruction:
    | Pick<NamedInstruction, 'reviewerId' | 'reviewerName' | 'approverId' | 'approverName' | 'approvalThreshold'>
    | undefined,
  caller: Caller,
  step: 'REQUEST_APPROVAL' | 'APPROVE',
  amount: Decimal.Value,
): void {
  if (!instruction) return;
  if (step === 'REQUEST_APPROVAL') {
    if (instruction.reviewerId !== null && instruction.reviewerId !== caller.profileId)
      throw new AppError(409, 'PAYMENT_NOT_YOUR_REVIEW', undefined, { name: instruction.reviewerName ?? '' });
    return;
  }
  if (instruction.approverId === null || instruction.approverId === caller.profileId) return;
  const isAbove = instruction.approvalThreshold === null || new Decimal(amount).gt(instruction.approvalThreshold);
  if (isAbove)
    throw new AppError(409, 'PAYMENT_NOT_YOUR_APPROVAL', undefined, { name: instruction.approverName ?? '' });
}
