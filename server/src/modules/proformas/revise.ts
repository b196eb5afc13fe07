import type { TSentBackLine } from '@portcall/contracts/proforma-revisions';
import type { TProforma } from '@portcall/contracts/proformas';
import type { Db } from '../../platform/db/client';
import { AppError, conflict } from '../../platform/errors';
import type { Caller } from '../../platform/http/access';
import type { ProformaRepo, ProformaRow } from './repo';

/** What a revision needs of the evaluation of the DA it revises (the evaluations module's hooks). */
export interface RevisionHooks {
  /** Refuses (409) unless the DA's evaluation is open and no payment of it is under way. */
  requireRevisable(proformaId: number, tx: Db): Promise<void>;
  /** Carries the evaluation of `previous` over to its submitted revision; answers its id. */
  reviseForProforma(previous: ProformaRow, next: ProformaRow, tx: Db): Promise<number>;
  sentBackLines(proformaId: number, tx?: Db): Promise<TSentBackLine[]>;
}

/**
 * Revise in place (docs/decisions.md "Revise in place"): the agent opens a revision of a submitted
 * DA, a DRAFT with the DA's header, lines and files carried over (the files themselves are shared,
 * never copied), edits what the buyer sent back and submits it with the editor's usual calls; the
 * submission (service.ts submitIn) withdraws the revised DA and moves its evaluation over.
 */
export function createProformaRevisions(deps: {
  db: Db;
  repo: ProformaRepo;
  evaluations: RevisionHooks;
  reachOwn(
    caller: Caller,
    appointmentId: number,
    proformaId: number,
    tx: Db,
    lock?: boolean,
  ): Promise<{ reached: { row: { state: string } }; row: ProformaRow }>;
  toAnswer(row: ProformaRow, tx: Db): Promise<TProforma>;
  audit(tx: Db, caller: Caller, row: ProformaRow, action: string, before: unknown): Promise<void>;
}) {
  const { db, repo } = deps;
  return {
    /** SUBMITTED -> a new DRAFT revision of it; the submitted DA stays with the buyer until then. */
    async revise(caller: Caller, appointmentId: number, input: { id: number; version: number }): Promise<TProforma> {
      return db.transaction(async (tx) => {
        const { reached, row } = await deps.reachOwn(caller, appointmentId, input.id, tx, true);
        if (reached.row.state !== 'ACCEPTED') throw conflict('PROFORMA_APPOINTMENT_NOT_ACCEPTED');
        if (row.status !== 'SUBMITTED')
          throw new AppError(409, 'PROFORMA_ACTION_NOT_ALLOWED', undefined, { state: row.status });
        if (row.version !== input.version) throw conflict('STALE_VERSION');
        if (await repo.findDraft(appointmentId, tx)) throw conflict('PROFORMA_DRAFT_EXISTS');
        await deps.evaluations.requireRevisable(row.id, tx);
        const draft = await repo.insert(
          {
            appointmentId,
            companyId: row.companyId,
            supplierId: row.supplierId,
            createdById: caller.profileId,
            type: row.type,
            currency: row.currency,
            rate: row.rate,
            terminalId: row.terminalId,
            berth: row.berth,
            bankAccountId: row.bankAccountId,
            sailingDate: row.sailingDate,
            invoiceNumber: row.invoiceNumber,
            invoiceDate: row.invoiceDate,
            remarks: row.remarks,
            revisionOf: row.id,
            revision: row.revision + 1,
          },
          tx,
        );
        const copies = new Map<number, number>();
        for (const { id, proformaId: _, revisedFromId: __, ...line } of await repo.expenses([row.id], tx)) {
          const copy = await repo.insertExpense({ ...line, proformaId: draft.id, revisedFromId: id }, tx);
          copies.set(id, copy.id);
        }
        await repo.addAttachments(
          (await repo.attachments([row.id], tx)).map(({ id: _, createdAt: __, ...file }) => ({
            ...file,
            proformaId: draft.id,
            expenseId: file.expenseId === null ? null : (copies.get(file.expenseId) ?? null),
          })),
          tx,
        );
        await deps.audit(tx, caller, draft, 'REVISE', { proformaId: row.id, revision: row.revision });
        return deps.toAnswer(draft, tx);
      });
    },

    /**
     * The lines of the agent's DA the buyer sent back, with the buyer's comments; on a revision draft,
     * those of the DA it revises, named by the draft's own lines.
     */
    async sentBack(caller: Caller, appointmentId: number, proformaId: number): Promise<TSentBackLine[]> {
      const { row } = await deps.reachOwn(caller, appointmentId, proformaId, db);
      if (row.status === 'SUBMITTED') return deps.evaluations.sentBackLines(row.id);
      if (row.status !== 'DRAFT' || row.revisionOf === null) return [];
      const lines = await deps.evaluations.sentBackLines(row.revisionOf);
      const own = await repo.expenses([row.id]);
      return lines.map((l) => ({
        ...l,
        expenseId: own.find((e) => e.revisedFromId === l.expenseId)?.id ?? l.expenseId,
      }));
    },
  };
}
