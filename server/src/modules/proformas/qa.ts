import { inArray } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import type { FileStorage } from '../../platform/files/storage';
import { expenseCatalogueItems } from '../refdata/db';
import type { ProformaRepo, ProformaRow } from './repo';
import type { EvaluationHooks } from './service';

/**
 * The QA tasks' side of DAs (issue 25): a submitted demo PDA, and a deep copy of a DA into another
 * buyer's appointment. Both write in the caller's transaction and, for a submitted DA, create the
 * buyer's evaluation through the same hook a real submission uses.
 */
export function createProformaQa(deps: {
  repo: ProformaRepo;
  evaluations: Pick<EvaluationHooks, 'createForProforma'>;
  files: Pick<FileStorage, 'save' | 'read' | 'remove'>;
  clock: () => Date;
}) {
  const { repo } = deps;

  async function audit(tx: Db, row: ProformaRow, profileId: number | null, action: string, after: unknown) {
    await writeAudit(tx, {
      profileId,
      companyId: row.supplierId,
      entity: 'proforma',
      entityId: row.id,
      action,
      after,
    });
  }

  return {
    /** A PDA of the agent on an accepted appointment, submitted: lines by catalogue code and amount. */
    async submitDemoPda(
      tx: Db,
      input: {
        appointmentId: number;
        companyId: number;
        supplierId: number;
        agentProfileId: number | null;
        currency: string;
        terminalId: number | null;
        lines: Array<{ code: string; amount: string }>;
      },
    ): Promise<{ proformaId: number; evaluationId: number }> {
      const now = deps.clock();
      const codes = await tx
        .select({ id: expenseCatalogueItems.id, code: expenseCatalogueItems.code })
        .from(expenseCatalogueItems)
        .where(
          inArray(
            expenseCatalogueItems.code,
            input.lines.map((l) => l.code),
          ),
        );
      const items = await repo.catalogueItems(
        codes.map((c) => c.id),
        tx,
      );
      const draft = await repo.insert(
        {
          appointmentId: input.appointmentId,
          companyId: input.companyId,
          supplierId: input.supplierId,
          createdById: input.agentProfileId,
          type: 'PDA',
          currency: input.currency,
          terminalId: input.terminalId,
          remarks: 'Demonstration PDA',
        },
        tx,
      );
      for (const [i, line] of input.lines.entries()) {
        const item = items.find((c) => c.code === line.code);
        if (!item) continue;
        await repo.insertExpense(
          {
            proformaId: draft.id,
            section: item.section,
            catalogueItemId: item.id,
            code: item.code,
            name: item.name,
            groupName: item.groupName,
            groupOrder: item.groupOrder,
            expenseOrder: item.position ?? i,
            amount: line.amount,
          },
          tx,
        );
      }
      const submitted = (await repo.update(
        draft.id,
        draft.version,
        { status: 'SUBMITTED', submittedAt: now, submittedById: input.agentProfileId, updatedAt: now },
        tx,
      )) as ProformaRow;
      const evaluationId = await deps.evaluations.createForProforma(submitted, tx);
      await audit(tx, submitted, input.agentProfileId, 'SUBMIT', { status: 'SUBMITTED', type: 'PDA' });
      return { proformaId: submitted.id, evaluationId };
    },

    /** The DA (a supplier's, not deleted) a clone starts from. */
    async findClonable(proformaId: number, tx: Db): Promise<ProformaRow | undefined> {
      const row = await repo.find(proformaId, tx);
      return row && row.status !== 'DELETED' ? row : undefined;
    },

    /**
     * A deep copy of the DA into the target appointment: header, every line, every file (read and
     * saved anew, so deleting one copy's file never touches the other's). A submitted DA stays
     * submitted (with its own evaluation); anything else lands as a draft. Files written before a
     * refused transaction are removed again.
     */
    async clone(
      tx: Db,
      source: ProformaRow,
      target: { appointmentId: number; companyId: number; byProfileId: number },
    ): Promise<{ proformaId: number; evaluationId: number | null }> {
      const expenses = await repo.expenses([source.id], tx);
      const attachments = await repo.attachments([source.id], tx);
      const submitted = source.status === 'SUBMITTED';
      const now = deps.clock();
      const copy = await repo.insert(
        {
          appointmentId: target.appointmentId,
          companyId: target.companyId,
          supplierId: source.supplierId,
          createdById: source.createdById,
          type: source.type,
          status: submitted ? 'SUBMITTED' : 'DRAFT',
          currency: source.currency,
          rate: source.rate,
          terminalId: source.terminalId,
          berth: source.berth,
          bankAccountId: source.bankAccountId,
          sailingDate: source.sailingDate,
          invoiceNumber: source.invoiceNumber,
          invoiceDate: source.invoiceDate,
          remarks: source.remarks,
          submittedAt: submitted ? now : null,
          submittedById: submitted ? source.submittedById : null,
        },
        tx,
      );
      const expenseIds = new Map<number, number>();
      for (const e of expenses) {
        const { id, proformaId: _source, ...values } = e;
        expenseIds.set(id, (await repo.insertExpense({ ...values, proformaId: copy.id }, tx)).id);
      }
      const saved: string[] = [];
      try {
        const rows = [];
        for (const a of attachments) {
          const file = await deps.files.save(await deps.files.read(a.fileId), a.filename);
          saved.push(file.id);
          rows.push({
            proformaId: copy.id,
            expenseId: a.expenseId === null ? null : (expenseIds.get(a.expenseId) ?? null),
            kind: a.kind,
            fileId: file.id,
            filename: a.filename,
            size: a.size,
            isDocument: a.isDocument,
          });
        }
        if (rows.length) await repo.addAttachments(rows, tx);
        const evaluationId = submitted ? await deps.evaluations.createForProforma(copy, tx) : null;
        await audit(tx, copy, target.byProfileId, 'QA_CLONE', { from: source.id, status: copy.status });
        return { proformaId: copy.id, evaluationId };
      } catch (error) {
        await Promise.all(saved.map((id) => deps.files.remove(id).catch(() => undefined)));
        throw error;
      }
    },
  };
}
export type ProformaQa = ReturnType<typeof createProformaQa>;
