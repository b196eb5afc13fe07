import { hasAuthority, type TAuthority } from '@portcall/contracts/access';
import type {
  TPaymentInstruction,
  TPaymentInstructionForm,
  TPaymentInstructionPatch,
  TPaymentInstructionSearch,
} from '@portcall/contracts/payments';
import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { conflict, forbidden, notFound } from '../../platform/errors';
import type { Caller } from '../../platform/http/access';
import { paymentInstructions } from './db';

type Row = typeof paymentInstructions.$inferSelect;

/** Queries of buyer payment instructions (optional transaction on each). */
export function createPaymentInstructionRepo(db: Db) {
  return {
    async find(companyId: number, id: number, tx: Db = db): Promise<Row | undefined> {
      const [row] = await tx
        .select()
        .from(paymentInstructions)
        .where(and(eq(paymentInstructions.id, id), eq(paymentInstructions.companyId, companyId)));
      return row;
    },
    async search(companyId: number, q: TPaymentInstructionSearch, tx: Db = db) {
      const text = q.search ? `%${q.search.replace(/[%_\\]/g, (c) => `\\${c}`)}%` : undefined;
      const where = and(
        eq(paymentInstructions.companyId, companyId),
        q.currency ? eq(paymentInstructions.currency, q.currency) : undefined,
        text
          ? or(
              ilike(paymentInstructions.name, text),
              ilike(paymentInstructions.bankName, text),
              ilike(paymentInstructions.iban, text),
            )
          : undefined,
      );
      const column = paymentInstructions[q.property ?? 'name'];
      const order = q.direction?.toUpperCase() === 'DESC' ? desc(column) : asc(column);
      const items = await tx
        .select()
        .from(paymentInstructions)
        .where(where)
        .orderBy(order, asc(paymentInstructions.id))
        .limit(q.size)
        .offset(q.page * q.size);
      const [total] = await tx.select({ n: count() }).from(paymentInstructions).where(where);
      return { items, total: Number(total?.n ?? 0) };
    },
    async active(companyId: number, tx: Db = db) {
      return tx
        .select()
        .from(paymentInstructions)
        .where(and(eq(paymentInstructions.companyId, companyId), eq(paymentInstructions.isActive, true)))
        .orderBy(asc(paymentInstructions.name), asc(paymentInstructions.id));
    },
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

const toAnswer = (r: Row): TPaymentInstruction => ({
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
    /** The caller's company's active instructions (the pay form's choices). */
    async listOwn(caller: Caller) {
      return (await repo.active(caller.companyId)).map(toAnswer);
    },
    async create(caller: Caller, buyerId: number, form: TPaymentInstructionForm) {
      ownCompany(caller, buyerId, 'FINANCIAL_PAYMENT_ORDER_REVIEWER');
      return db.transaction(async (tx) => {
        const row = await repo.insert(
          { ...form, reference: form.reference ?? null, companyId: buyerId, createdById: caller.profileId },
          tx,
        );
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
        const row = await repo.update(id, version, values, tx);
        if (!row) throw conflict('STALE_VERSION');
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
