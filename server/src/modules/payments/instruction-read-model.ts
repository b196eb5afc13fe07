/**
 * A declared read model (docs/decisions.md "Read models"): payment instructions with the account
 * module's profiles joined, for the names of the reviewer and approver they name and for the people
 * who may be named (enabled, holding the payment role). Only reads; instructions are written by
 * instructions.ts, profiles by the account module.
 */
import type { TPaymentInstructionSearch } from '@portcall/contracts/payments';
import { type AnyColumn, and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client';
import { readPage } from '../../platform/db/query-helpers';
import { profileAuthorities, profiles } from '../account/db';
import { paymentInstructions } from './db';

/** An instruction with the full names of the people it names (null when none). */
export type NamedInstruction = typeof paymentInstructions.$inferSelect & {
  reviewerName: string | null;
  approverName: string | null;
};

/** The payment roles an instruction names a person for. */
export type PaymentRole = 'FINANCIAL_PAYMENT_ORDER_REVIEWER' | 'FINANCIAL_PAYMENT_ORDER_APPROVER';

const reviewer = alias(profiles, 'instruction_reviewer');
const approver = alias(profiles, 'instruction_approver');
const fullName = (p: { name: AnyColumn; surname: AnyColumn }) =>
  sql<string | null>`nullif(trim(${p.name} || ' ' || ${p.surname}), '')`;

export function createPaymentInstructionReadModel(db: Db) {
  const selectNamed = (tx: Db, where: SQL | undefined, order: SQL[] = []) =>
    tx
      .select({ row: paymentInstructions, reviewerName: fullName(reviewer), approverName: fullName(approver) })
      .from(paymentInstructions)
      .leftJoin(reviewer, eq(reviewer.id, paymentInstructions.reviewerId))
      .leftJoin(approver, eq(approver.id, paymentInstructions.approverId))
      .where(where)
      .orderBy(...order, asc(paymentInstructions.id));
  const toNamed = (rows: Awaited<ReturnType<typeof selectNamed>>) =>
    rows.map((r): NamedInstruction => ({ ...r.row, reviewerName: r.reviewerName, approverName: r.approverName }));
  const named = async (tx: Db, where: SQL | undefined, order: SQL[] = []) =>
    toNamed(await selectNamed(tx, where, order));
  return {
    async find(companyId: number, id: number, tx: Db = db): Promise<NamedInstruction | undefined> {
      const [row] = await named(tx, and(eq(paymentInstructions.id, id), eq(paymentInstructions.companyId, companyId)));
      return row;
    },
    /** The enabled people of the company holding the payment role, by name. */
    async people(companyId: number, role: PaymentRole, ids?: number[], tx: Db = db) {
      return tx
        .select({ id: profiles.id, fullName: sql<string>`trim(${profiles.name} || ' ' || ${profiles.surname})` })
        .from(profiles)
        .innerJoin(
          profileAuthorities,
          and(
            eq(profileAuthorities.profileId, profiles.id),
            eq(profileAuthorities.authority, role),
            eq(profileAuthorities.isEnabled, true),
          ),
        )
        .where(
          and(
            eq(profiles.companyId, companyId),
            eq(profiles.isEnabled, true),
            ids ? inArray(profiles.id, ids) : undefined,
          ),
        )
        .orderBy(asc(profiles.name), asc(profiles.surname), asc(profiles.id));
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
      const { rows, total } = await readPage(
        q,
        selectNamed(tx, where, [order]),
        tx.select({ n: count() }).from(paymentInstructions).where(where),
      );
      return { items: toNamed(rows), total };
    },
    async active(companyId: number, tx: Db = db) {
      return named(tx, and(eq(paymentInstructions.companyId, companyId), eq(paymentInstructions.isActive, true)), [
        asc(paymentInstructions.name),
      ]);
    },
  };
}
