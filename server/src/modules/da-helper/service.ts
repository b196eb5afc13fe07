import type {
  TDaHelperTarget,
  TEvaluationCache,
  TFeedback,
  THistoryRecord,
  TRecognisedDa,
} from '@portcall/contracts/da-helper';
import { messages } from '@portcall/contracts/messages';
import type { Db } from '../../platform/db/client';
import { AppError, fieldError, forbidden, notFound } from '../../platform/errors';
import type { UploadedPart } from '../../platform/files/multipart';
import type { FileStorage } from '../../platform/files/storage';
import type { Caller } from '../../platform/http/access';
import type { AppointmentCore } from '../appointments/module';
import type { EvaluationsModule } from '../evaluations/module';
import type { ProformaFacts } from '../proformas/module';
import { type DaEngine, SYNC_LIMITS } from './engine';
import { composeReading, descriptionKey, headerOf, type PageReading, splitIntoPages } from './pages';
import type { CatalogueEntry, RecogniseContext, RecognisedDa } from './recognise/types';
import type { DaHelperRepo, PageRow, RecordRow } from './repo';

export interface DaHelperDeps {
  db: Db;
  repo: DaHelperRepo;
  files: Pick<FileStorage, 'save' | 'read' | 'remove'>;
  engine: DaEngine;
  /** The active expense catalogue and the currencies (refdata's public API). */
  reference: {
    catalogue(): Promise<CatalogueEntry[]>;
    currencies(): Promise<Array<{ code: string; decimals: number }>>;
  };
  appointments: Pick<AppointmentCore, 'reach'>;
  evaluations: EvaluationsModule['reach'];
  proformas: Pick<ProformaFacts, 'find' | 'expenses'>;
  clock: () => Date;
}

const isSupplier = (caller: Caller) => caller.type === 'AGENT' || caller.type === 'VENDOR';

/** Exactly one file: the helper reads one document a call. */
export function oneFile(files: UploadedPart[]): UploadedPart {
  if (files.length === 0) throw fieldError('file', 'DA_HELPER_FILE_REQUIRED');
  if (files.length > 1) throw fieldError('file', 'DA_HELPER_ONE_FILE');
  return files[0] as UploadedPart;
}

const documentOf = (file: UploadedPart) => ({
  buffer: file.buffer,
  filename: file.filename,
  contentType: file.mimetype,
});

/**
 * The DA helper's synchronous calls (operations §7 "Document helper and translation"): reading a
 * document, registering a run for an agent's DA or a buyer's evaluation with its pages, page edits,
 * corrections (which become the agent company's LEARNT mappings) and an evaluation's cache. Every
 * call that names a row first reaches it in the caller's scope; another company's answers 404.
 */
export function createDaHelperService(deps: DaHelperDeps) {
  const { db, repo } = deps;

  /** The matcher's context: the active catalogue, the currencies and what `company` taught it. */
  async function contextFor(companyId: number | null, sectionCodes?: string[]): Promise<RecogniseContext> {
    const [catalogue, currencies, feedback] = await Promise.all([
      deps.reference.catalogue(),
      deps.reference.currencies(),
      companyId === null ? Promise.resolve([]) : repo.feedbackOf(companyId),
    ]);
    const seen = new Set<string>();
    const learnt = [];
    for (const row of feedback) {
      if (seen.has(row.descriptionKey)) continue;
      seen.add(row.descriptionKey);
      learnt.push({ description: row.description, itemId: row.catalogueItemId });
    }
    const sections = sectionCodes?.map((code) => code.replace('_EXPENSES', ''));
    return {
      catalogue: sections ? catalogue.filter((c) => sections.includes(c.section)) : catalogue,
      learnt,
      currencies,
    };
  }

  /**
   * Whose mappings read a document for this target: a supplier's own; for a buyer's evaluation,
   * those of the agent company that wrote the DA (it taught the helper its own wording).
   */
  async function reachTarget(caller: Caller, target: TDaHelperTarget, tx: Db = db) {
    if (target.appointmentId !== undefined) {
      if (!isSupplier(caller)) throw forbidden();
      await deps.appointments.reach(caller, { supplier: true }, target.appointmentId, tx);
      if (target.proformaId !== undefined) {
        const proforma = await deps.proformas.find(target.proformaId, tx);
        if (!proforma || proforma.appointmentId !== target.appointmentId || proforma.status === 'DELETED')
          throw notFound();
      }
      if (target.expenseId !== undefined)
        throw new AppError(400, 'VALIDATION_FAILED', { expenseId: messages.UNKNOWN_FIELD });
      return { kind: 'PROFORMA' as const, agentCompanyId: caller.companyId };
    }
    if (caller.type !== 'BUYER' || target.evaluationId === undefined) throw forbidden();
    if (target.proformaId !== undefined)
      throw new AppError(400, 'VALIDATION_FAILED', { proformaId: messages.UNKNOWN_FIELD });
    const evaluation = await deps.evaluations.reach(caller, 'DA_EVALUATION_VIEW', target.evaluationId, tx);
    const { row } = await deps.appointments.reach(
      caller,
      { authority: 'DA_EVALUATION_VIEW' },
      evaluation.appointmentId,
      tx,
    );
    if (target.expenseId !== undefined) {
      const expenses = await deps.proformas.expenses([evaluation.proformaId], tx);
      if (!expenses.some((e) => e.id === target.expenseId)) throw notFound();
    }
    return {
      kind: 'EVALUATION' as const,
      agentCompanyId: row.agentCompanyId,
      appointmentId: evaluation.appointmentId,
      proformaId: evaluation.proformaId,
    };
  }

  /** A record of the caller's company; any other is 404, whoever asks. */
  async function reachRecord(caller: Caller, id: number, tx: Db = db, lock = false) {
    const record = await repo.findRecord(id, tx, lock);
    if (!record || record.companyId !== caller.companyId) throw notFound();
    return record;
  }

  function toRecord(record: RecordRow, pages: PageRow[]): THistoryRecord {
    const kept = pages.filter((p) => p.recordId === record.id && !p.isDeleted);
    return {
      id: record.id,
      kind: record.kind,
      appointmentId: record.appointmentId,
      proformaId: record.proformaId,
      evaluationId: record.evaluationId,
      expenseId: record.expenseId,
      fileName: record.fileName,
      fileKey: record.fileKey,
      createdAt: record.createdAt.toISOString(),
      pages: kept.map((p, index) => ({
        n: index + 1,
        origin: p.origin,
        fileName: p.fileName,
        filePage: p.filePage,
        source: p.source,
        lineCount: p.lines.length,
      })),
      result: composeReading(record.header, kept as PageReading[]) as TRecognisedDa,
    };
  }

  async function answer(record: RecordRow, tx: Db = db) {
    return toRecord(record, await repo.pages([record.id], tx));
  }

  const pageRows =
    (recordId: number, origin: 'ORIGINAL' | 'ADDED', fileKey: string, fileName: string) => (page: PageReading) => ({
      recordId,
      origin,
      fileKey,
      fileName,
      filePage: page.filePage,
      source: page.source,
      rotation: page.rotation,
      lines: page.lines,
    });

  return {
    /** Reads one document with the caller company's mappings (nothing is stored). */
    async recognise(caller: Caller, files: UploadedPart[]): Promise<RecognisedDa> {
      const file = oneFile(files);
      const ctx = await contextFor(isSupplier(caller) ? caller.companyId : null);
      return deps.engine.recognise(documentOf(file), SYNC_LIMITS, ctx);
    },

    /**
     * Registers a helper run: reads the document for the target (an agent's DA or a buyer's
     * evaluation), keeps the file and the reading page by page, and answers the record.
     */
    async registerResponse(caller: Caller, target: TDaHelperTarget, files: UploadedPart[]): Promise<THistoryRecord> {
      const file = oneFile(files);
      const reached = await reachTarget(caller, target);
      const result = await deps.engine.recognise(
        documentOf(file),
        SYNC_LIMITS,
        await contextFor(reached.agentCompanyId),
      );
      const stored = await deps.files.save(file.buffer, file.filename);
      try {
        return await db.transaction(async (tx) => {
          const record = await repo.insertRecord(
            {
              companyId: caller.companyId,
              profileId: caller.profileId,
              kind: reached.kind,
              appointmentId: reached.kind === 'PROFORMA' ? (target.appointmentId ?? null) : reached.appointmentId,
              proformaId: reached.kind === 'PROFORMA' ? (target.proformaId ?? null) : reached.proformaId,
              evaluationId: target.evaluationId ?? null,
              expenseId: target.expenseId ?? null,
              fileName: stored.name,
              fileKey: stored.id,
              header: headerOf(result),
              createdAt: deps.clock(),
            },
            tx,
          );
          await repo.insertPages(
            splitIntoPages(result).map(pageRows(record.id, 'ORIGINAL', stored.id, stored.name)),
            tx,
          );
          return answer(record, tx);
        });
      } catch (error) {
        await deps.files.remove(stored.id);
        throw error;
      }
    },

    /** Deletes the n-th page of a record as it is now (its lines leave the reading). */
    async deletePage(caller: Caller, id: number, n: number): Promise<THistoryRecord> {
      return db.transaction(async (tx) => {
        const record = await reachRecord(caller, id, tx, true);
        const kept = (await repo.pages([id], tx)).filter((p) => !p.isDeleted);
        const page = kept[n - 1];
        if (!page) throw new AppError(404, 'DA_HELPER_PAGE_NOT_FOUND', undefined, { n: String(n) });
        if (kept.length === 1) throw new AppError(409, 'DA_HELPER_LAST_PAGE');
        await repo.setPageDeleted(page.id, true, tx);
        return answer(record, tx);
      });
    },

    /** Appends the pages of one more file (a missing page photographed, say), read like the original. */
    async addPages(caller: Caller, id: number, files: UploadedPart[]): Promise<THistoryRecord> {
      const record = await reachRecord(caller, id);
      const file = oneFile(files);
      const pages = await repo.pages([id]);
      const room = SYNC_LIMITS.maxPages - pages.filter((p) => !p.isDeleted).length;
      if (room <= 0)
        throw new AppError(400, 'DA_HELPER_TOO_MANY_PAGES', undefined, { max: String(SYNC_LIMITS.maxPages) });
      const agentCompanyId = record.kind === 'PROFORMA' ? caller.companyId : await agentOfRecord(caller, record);
      const result = await deps.engine.recognise(
        documentOf(file),
        { ...SYNC_LIMITS, maxPages: room },
        await contextFor(agentCompanyId),
      );
      const stored = await deps.files.save(file.buffer, file.filename);
      try {
        return await db.transaction(async (tx) => {
          const locked = await reachRecord(caller, id, tx, true);
          await repo.insertPages(splitIntoPages(result).map(pageRows(id, 'ADDED', stored.id, stored.name)), tx);
          return answer(locked, tx);
        });
      } catch (error) {
        await deps.files.remove(stored.id);
        throw error;
      }
    },

    /** Back to the document as registered: added pages dropped, deleted pages back. */
    async resetOriginalPages(caller: Caller, id: number): Promise<THistoryRecord> {
      const { record, dropped } = await db.transaction(async (tx) => {
        const record = await reachRecord(caller, id, tx, true);
        return { record, dropped: await repo.resetPages(id, tx) };
      });
      for (const key of dropped) await deps.files.remove(key);
      return answer(record);
    },

    /**
     * Corrections of a reading by an agent or vendor: each says this printed description is that
     * catalogue item (and maybe the amount was misread). The latest of a description is what the
     * helper matches it to next time for this company (LEARNT).
     */
    async feedback(caller: Caller, input: TFeedback): Promise<{ saved: number }> {
      if (!isSupplier(caller)) throw forbidden();
      if (input.historyRecordId !== undefined) await reachRecord(caller, input.historyRecordId);
      const catalogue = new Set((await deps.reference.catalogue()).map((c) => c.id));
      const fields: Record<string, string> = {};
      input.corrections.forEach((c, i) => {
        if (!catalogue.has(c.catalogueItemId)) fields[`corrections.${i}.catalogueItemId`] = messages.NOT_FOUND;
      });
      if (Object.keys(fields).length > 0) throw new AppError(400, 'VALIDATION_FAILED', fields);
      const now = deps.clock();
      await repo.insertFeedback(
        input.corrections.map((c) => ({
          companyId: caller.companyId,
          profileId: caller.profileId,
          recordId: input.historyRecordId ?? null,
          description: c.description,
          descriptionKey: descriptionKey(c.description),
          catalogueItemId: c.catalogueItemId,
          readAmount: c.readAmount ?? null,
          correctedAmount: c.correctedAmount ?? null,
          createdAt: now,
        })),
      );
      return { saved: input.corrections.length };
    },

    /** What the helper last read for an evaluation: the latest record per expense line, and for the DA. */
    async evaluationCache(caller: Caller, evaluationId: number): Promise<TEvaluationCache> {
      await reachTarget(caller, { evaluationId });
      const records = await repo.evaluationRecords(caller.companyId, evaluationId);
      const latest = new Map<number | null, RecordRow>();
      for (const r of records) if (!latest.has(r.expenseId)) latest.set(r.expenseId, r);
      const kept = [...latest.values()];
      const pages = await repo.pages(kept.map((r) => r.id));
      return { evaluationId, records: kept.map((r) => toRecord(r, pages)) };
    },

    contextFor,
    reachRecord,
  };

  async function agentOfRecord(caller: Caller, record: RecordRow) {
    if (record.evaluationId === null) return null;
    return (await reachTarget(caller, { evaluationId: record.evaluationId })).agentCompanyId;
  }
}
export type DaHelperService = ReturnType<typeof createDaHelperService>;
