import {
  DA_HELPER_BUCKET,
  type TAiDaHelperRequest,
  type TAiJob,
  type TDaCheck,
  type TPdfText,
} from '@portcall/contracts/da-helper';
import { messages } from '@portcall/contracts/messages';
import { Decimal } from '@portcall/contracts/money';
import type { Db } from '../../platform/db/client';
import { AppError, fieldError } from '../../platform/errors';
import type { FileStorage } from '../../platform/files/storage';
import type { Caller } from '../../platform/http/access';
import type { JobQueue } from '../../platform/jobs/runner';
import type { AiJobKind } from './db';
import { type DaEngine, JOB_LIMITS, SYNC_LIMITS } from './engine';
import { descriptionKey } from './pages';
import type { RecogniseContext, RecognisedDa } from './recognise/types';
import type { AiJobRow, DaHelperRepo } from './repo';

const JOB_KIND = 'da-helper.ai';
type FileRequest = { bucket: string; fileKey: string };

/**
 * The separate AI service (operations §7, under /ai): each call but the sync text extractor starts
 * a job and answers its id at once; the platform job runner does the work and this module's row
 * keeps QUEUED -> RUNNING -> DONE / FAILED with the result, which the pollers answer. Files are
 * named by bucket and key: the bucket "da-helper" holds the documents of registered helper runs,
 * and a key names one only for the company that registered it.
 */
export function createDaHelperAi(deps: {
  db: Db;
  repo: DaHelperRepo;
  files: Pick<FileStorage, 'read'>;
  engine: DaEngine;
  jobs: JobQueue;
  clock: () => Date;
  contextFor(companyId: number | null, sectionCodes?: string[]): Promise<RecogniseContext>;
}) {
  const { db, repo } = deps;

  async function fileOf(caller: Pick<Caller, 'companyId'>, request: FileRequest) {
    if (request.bucket !== DA_HELPER_BUCKET) throw fieldError('bucket', 'DA_HELPER_UNKNOWN_BUCKET');
    const record = await repo.findRecordOfFile(caller.companyId, request.fileKey);
    if (!record) throw new AppError(404, 'DA_HELPER_UNKNOWN_FILE');
    return { buffer: await deps.files.read(record.fileKey), filename: record.fileName };
  }

  async function extractText(
    caller: Pick<Caller, 'companyId'>,
    request: FileRequest,
    sync: boolean,
  ): Promise<TPdfText> {
    const text = await deps.engine.read(await fileOf(caller, request), sync ? SYNC_LIMITS : JOB_LIMITS);
    return {
      pageCount: text.pageCount,
      pages: text.pages.map((p) => ({ page: p.page, source: p.source, text: p.lines.map((l) => l.text).join('\n') })),
    };
  }

  async function work(row: AiJobRow): Promise<TAiJob['result']> {
    const owner = { companyId: row.companyId };
    const request = row.request as FileRequest & Partial<TAiDaHelperRequest>;
    if (row.kind === 'pdf-text-extractor') return extractText(owner, request, false);
    const file = await fileOf(owner, request);
    if (row.kind === 'document-recogniser')
      return deps.engine.recognise(file, JOB_LIMITS, await deps.contextFor(row.companyId));
    const section =
      request.portExpensesOntologyKey ?? (row.kind === 'da-helper-port' ? 'PORT_EXPENSES' : 'HUSBANDRY_EXPENSES');
    const recognised = await deps.engine.recognise(file, JOB_LIMITS, await deps.contextFor(row.companyId, [section]));
    return checkExpenses(recognised, request.daExpenses ?? []);
  }

  deps.jobs.register<{ aiJobId: number }>(JOB_KIND, async ({ aiJobId }) => {
    const row = await repo.findJob(aiJobId);
    if (!row || row.state === 'DONE' || row.state === 'FAILED') return;
    await repo.updateJob(aiJobId, { state: 'RUNNING' });
    try {
      const result = await work(row);
      await repo.updateJob(aiJobId, { state: 'DONE', result, finishedAt: deps.clock() });
    } catch (error) {
      // A document that cannot be read fails the job for good: reading it again gives the same.
      const text = error instanceof AppError ? error.message : messages.DA_HELPER_READ_FAILED;
      await repo.updateJob(aiJobId, { state: 'FAILED', error: text, finishedAt: deps.clock() });
    }
  });

  return {
    /** Starts a job of `kind` on a file of the caller's company; answers it QUEUED. */
    async start(caller: Caller, kind: AiJobKind, request: FileRequest): Promise<TAiJob> {
      await fileOf(caller, request);
      const row = await db.transaction(async (tx) => {
        const job = await repo.insertJob(
          { companyId: caller.companyId, profileId: caller.profileId, kind, request, createdAt: deps.clock() },
          tx,
        );
        await deps.jobs.enqueue(JOB_KIND, { aiJobId: job.id }, { maxAttempts: 3 }, tx);
        return job;
      });
      return toJob(row);
    },

    /** A job of the caller's company among `kinds`; any other id is 404. */
    async poll(caller: Caller, jobId: number, kinds: readonly AiJobKind[]): Promise<TAiJob> {
      const row = await repo.findJob(jobId);
      if (!row || row.companyId !== caller.companyId || !kinds.includes(row.kind))
        throw new AppError(404, 'DA_HELPER_JOB_NOT_FOUND');
      return toJob(row);
    },

    extractTextSync: (caller: Caller, request: FileRequest) => extractText(caller, request, true),
  };
}
export type DaHelperAi = ReturnType<typeof createDaHelperAi>;

function toJob(row: AiJobRow): TAiJob {
  return {
    jobId: row.id,
    kind: row.kind,
    state: row.state,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    result: (row.result ?? null) as TAiJob['result'],
    error: row.error,
  };
}

/**
 * Compares the DA's entered expenses with the lines read: a line belongs to an expense when it
 * matched the same catalogue item, else when its description reads the same. Several lines of one
 * expense are summed. An expense with no line is not flagged (the document may not cover it).
 */
export function checkExpenses(recognised: RecognisedDa, expenses: TAiDaHelperRequest['daExpenses']): TDaCheck {
  const comparisons = expenses.map((expense) => {
    const key = descriptionKey(expense.description);
    const lines = recognised.lines.filter((line) =>
      expense.catalogueItemId
        ? line.match?.itemId === expense.catalogueItemId
        : descriptionKey(line.description.value) === key,
    );
    const documentAmount =
      lines.length > 0 ? lines.reduce((sum, l) => sum.plus(new Decimal(l.amount.value)), new Decimal(0)) : null;
    const difference = documentAmount ? documentAmount.minus(expense.amount) : null;
    return {
      expenseId: expense.id ?? null,
      description: expense.description,
      enteredAmount: expense.amount,
      documentAmount: documentAmount?.toFixed() ?? null,
      difference: difference?.toFixed() ?? null,
      isDisagreeing: difference !== null && !difference.isZero(),
    };
  });
  return { recognised: recognised as TDaCheck['recognised'], comparisons };
}
