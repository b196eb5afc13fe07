import type {
  TEstimation,
  TEstimationForm,
  TEstimationState,
  TEstimationTestAnswer,
  TEstimationTestCase,
} from '@portcall/contracts/estimations';
import { FormulaError, parseFormula } from '@portcall/contracts/formula';
import { evaluateFormula, type FormulaValue, type Tariffs } from '@portcall/contracts/formula-eval';
import { formatMessage, messages } from '@portcall/contracts/messages';
import { Decimal } from '@portcall/contracts/money';
import { writeAudit } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { pageOf } from '../../platform/db/query-helpers';
import { AppError, conflict, notFound } from '../../platform/errors';
import type { UploadedPart } from '../../platform/files/multipart';
import type { FileStorage } from '../../platform/files/storage';
import type { Caller } from '../../platform/http/access';
import type { JobQueue } from '../../platform/jobs/runner';
import type { PublishedFormulas } from './published';
import type { EstimationRepo, EstimationRow } from './repo';

export const PUBLISH_JOB = 'estimations.publish-scheduled';
const AMOUNT = /^-?\d+(\.\d+)?$/;

export interface EstimationDeps {
  db: Db;
  repo: EstimationRepo;
  files: Pick<FileStorage, 'save'>;
  jobs: Pick<JobQueue, 'register' | 'enqueue'>;
  clock: () => Date;
  /** In the change's transaction: on the embedded database a second connection would wait for it. */
  fullNameOf: (profileId: number, tx: Db) => Promise<string>;
  /** Called after every change of any estimation (committed or not): the estimator's caches drop. */
  onChange?: () => void;
  /** refdata's switch of a port in the port cost estimator (port analysis `available-in-pce`). */
  pce: { setAvailableInPce(portId: number, state: boolean, tx?: Db): Promise<boolean> };
}

/** An input as the formula reads it: digits are a number, anything else a text or a yes/no. */
export function toFormulaInputs(inputs: Readonly<Record<string, string | boolean>>): Record<string, FormulaValue> {
  return Object.fromEntries(
    Object.entries(inputs).map(([name, v]) => [
      name,
      typeof v === 'string' && AMOUNT.test(v.trim()) ? new Decimal(v.trim()) : v,
    ]),
  );
}

/** A FormulaError as the API answers it: 400 with the catalogue code, its text under `formula`. */
function formulaProblem(error: unknown): never {
  if (error instanceof FormulaError)
    throw new AppError(
      400,
      error.code,
      { formula: error.message },
      {
        ...error.params,
        ...(error.position === null ? {} : { position: error.position + 1 }),
      },
    );
  throw error;
}

/** Runs a formula with its full trace (every input read and operation), or answers why it cannot run. */
export function runFormula(
  formula: string,
  tariffs: Tariffs,
  inputs: Record<string, string | boolean>,
): TEstimationTestAnswer {
  try {
    const { value, trace } = evaluateFormula(parseFormula(formula), toFormulaInputs(inputs), tariffs, {
      fullTrace: true,
    });
    if (!(value instanceof Decimal)) throw new FormulaError('FORMULA_TYPE', { expected: 'an amount as the result' }, 0);
    return { value: value.toFixed(), trace };
  } catch (error) {
    return formulaProblem(error);
  }
}

/**
 * Why the estimation may not be published: it has no saved test case (a formula nobody has checked
 * against a known amount is not published), or the first one it does not pass (to 2 decimals).
 */
function publishRefusal(row: Pick<EstimationRow, 'formula' | 'tariffs' | 'testCases'>): AppError | null {
  if ((row.testCases as TEstimationTestCase[]).length === 0) return new AppError(409, 'ESTIMATION_NO_TEST_CASES');
  const failing = failingCase(row);
  return failing ? new AppError(409, 'ESTIMATION_TEST_FAILED', undefined, failing) : null;
}

/** The first saved test case the formula does not pass, with what it gave (to 2 decimals). */
function failingCase(row: Pick<EstimationRow, 'formula' | 'tariffs' | 'testCases'>) {
  for (const c of row.testCases as TEstimationTestCase[]) {
    const actual = new Decimal(runFormula(row.formula, row.tariffs, c.inputs).value).toDecimalPlaces(
      2,
      Decimal.ROUND_HALF_UP,
    );
    if (!actual.eq(new Decimal(c.expected).toDecimalPlaces(2, Decimal.ROUND_HALF_UP)))
      return { name: c.name, actual: actual.toFixed(2), expected: new Decimal(c.expected).toFixed(2) };
  }
  return null;
}

/**
 * Expense-estimation formulas (operations §7, §4 lifecycle): administrators of port analysis write,
 * test and publish them. Every change writes its history row (by expense) and its audit row.
 */
export function createEstimationService(deps: EstimationDeps) {
  const { db, repo, clock } = deps;
  /** Runs a change and then tells the caches (also when it failed: a stale cache is never kept). */
  const changing = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } finally {
      deps.onChange?.();
    }
  };

  async function toEstimations(rows: EstimationRow[], tx: Db = db): Promise<TEstimation[]> {
    const ids = rows.map((r) => r.id);
    const [locations, names, attachments] = await Promise.all([
      repo.locations(ids, tx),
      repo.expenseNames([...new Set(rows.map((r) => r.expenseId))], tx),
      repo.attachments(ids, tx),
    ]);
    return rows.map((r) => ({
      id: r.id,
      expenseId: r.expenseId,
      expenseName: names.get(r.expenseId) ?? '',
      locations: locations
        .filter((l) => l.estimationId === r.id)
        .map(({ id, name, unlocode }) => ({ id, name, unlocode })),
      currency: r.currency,
      formula: r.formula,
      tariffs: r.tariffs,
      testCases: r.testCases,
      notes: r.notes,
      state: r.state,
      scheduledAt: r.scheduledAt?.toISOString() ?? null,
      publishedAt: r.publishedAt?.toISOString() ?? null,
      attachments: attachments.filter((a) => a.estimationId === r.id).map(({ id, name, size }) => ({ id, name, size })),
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
      version: r.version,
    }));
  }
  const toEstimation = async (row: EstimationRow, tx: Db = db) => (await toEstimations([row], tx))[0] as TEstimation;

  async function record(caller: Caller | null, row: EstimationRow, action: string, tx: Db) {
    await repo.appendHistory(
      {
        estimationId: row.id,
        expenseId: row.expenseId,
        version: row.version,
        action,
        state: row.state,
        formula: row.formula,
        byProfileId: caller?.profileId ?? null,
        byFullName: caller ? await deps.fullNameOf(caller.profileId, tx) : null,
        at: clock(),
      },
      tx,
    );
    if (caller)
      await writeAudit(tx, {
        profileId: caller.profileId,
        companyId: caller.companyId,
        entity: 'expense_estimation',
        entityId: row.id,
        action,
        before: null,
        after: { state: row.state, version: row.version },
      });
  }

  /** The form's references and formula, checked before anything is stored. */
  async function checkForm(form: TEstimationForm, tx: Db) {
    const names = await repo.expenseNames([form.expenseId], tx);
    if (!names.has(form.expenseId))
      throw new AppError(400, 'VALIDATION_FAILED', { expenseId: messages.UNKNOWN_EXPENSE });
    const portIds = [...new Set(form.portIds)];
    if ((await repo.existingPortIds(portIds, tx)).length !== portIds.length)
      throw new AppError(400, 'VALIDATION_FAILED', { portIds: messages.UNKNOWN_PORT });
    try {
      parseFormula(form.formula);
    } catch (error) {
      formulaProblem(error);
    }
    return portIds;
  }

  async function storeFiles(estimationId: number, files: UploadedPart[], tx: Db) {
    const stored = [];
    for (const f of files) {
      const saved = await deps.files.save(f.buffer, f.filename);
      stored.push({ estimationId, fileId: saved.id, name: saved.name, size: saved.size, contentType: f.mimetype });
    }
    await repo.insertAttachments(stored, tx);
  }

  async function reach(id: number, tx: Db, lock = false) {
    const row = await repo.find(id, tx, lock);
    if (!row) throw notFound();
    return row;
  }

  const refuse = (action: string, state: string) =>
    new AppError(409, 'ESTIMATION_ACTION_NOT_ALLOWED', undefined, { action, state });

  /** Moves one estimation to `state` (with its columns) at its version, with history and audit. */
  async function move(
    caller: Caller | null,
    row: EstimationRow,
    action: string,
    values: Partial<EstimationRow>,
    tx: Db,
  ): Promise<EstimationRow> {
    const updated = await repo.update(row.id, row.version, { ...values, updatedAt: clock() }, tx);
    if (!updated) throw conflict('STALE_VERSION');
    await record(caller, updated, action, tx);
    return updated;
  }

  /** PUBLISHED now: it has saved test cases and they all pass, and the formulas it replaces at its ports are archived. */
  async function publishRow(caller: Caller | null, row: EstimationRow, tx: Db) {
    const refusal = publishRefusal(row);
    if (refusal) throw refusal;
    const portIds = (await repo.locations([row.id], tx)).map((l) => l.id);
    for (const replacedId of await repo.publishedOverlapping(row.expenseId, portIds, row.id, tx)) {
      const old = (await repo.find(replacedId, tx, true)) as EstimationRow;
      await move(caller, old, 'ARCHIVE_REPLACED', { state: 'ARCHIVED' }, tx);
    }
    // A published formula puts its ports in the estimator; an administrator may take one out again
    // in port analysis (docs/decisions.md "Issue 26: which ports the estimator answers").
    for (const portId of portIds) await deps.pce.setAvailableInPce(portId, true, tx);
    return move(caller, row, 'PUBLISH', { state: 'PUBLISHED', publishedAt: clock(), scheduledAt: null }, tx);
  }

  // A scheduled publication runs as a durable job at its instant; after a restart the next run of
  // the job (or the next one scheduled) still finds every due estimation by its state and date.
  deps.jobs.register<{ estimationId: number }>(PUBLISH_JOB, async () => {
    await changing(() =>
      db.transaction(async (tx) => {
        for (const row of await repo.dueScheduled(clock(), tx)) {
          try {
            await publishRow(null, row, tx);
          } catch (error) {
            // A scheduled draft whose test cases fail stays a draft, with the reason in its history.
            if (!(error instanceof AppError)) throw error;
            await move(null, row, `SCHEDULE_FAILED ${error.code}`, { state: 'DRAFT', scheduledAt: null }, tx);
          }
        }
      }),
    );
  });

  return {
    async create(caller: Caller, form: TEstimationForm, files: UploadedPart[]): Promise<TEstimation> {
      return changing(() =>
        db.transaction(async (tx) => {
          const portIds = await checkForm(form, tx);
          const now = clock();
          const row = await repo.insert(
            {
              expenseId: form.expenseId,
              currency: form.currency,
              formula: form.formula,
              tariffs: form.tariffs,
              testCases: form.testCases,
              notes: form.notes ?? null,
              createdById: caller.profileId,
              createdAt: now,
              updatedAt: now,
            },
            portIds,
            tx,
          );
          await storeFiles(row.id, files, tx);
          await record(caller, row, 'CREATE', tx);
          return toEstimation(row, tx);
        }),
      );
    },

    async update(caller: Caller, id: number, form: TEstimationForm, files: UploadedPart[]): Promise<TEstimation> {
      return changing(() =>
        db.transaction(async (tx) => {
          const row = await reach(id, tx, true);
          if (form.version !== undefined && form.version !== row.version) throw conflict('STALE_VERSION');
          if (row.state !== 'DRAFT') throw conflict('ESTIMATION_NOT_DRAFT');
          const portIds = await checkForm(form, tx);
          const updated = await move(
            caller,
            row,
            'UPDATE',
            {
              expenseId: form.expenseId,
              currency: form.currency,
              formula: form.formula,
              tariffs: form.tariffs,
              testCases: form.testCases,
              notes: form.notes ?? null,
            },
            tx,
          );
          await repo.replaceLocations(id, portIds, tx);
          await storeFiles(id, files, tx);
          return toEstimation(updated, tx);
        }),
      );
    },

    /**
     * POST lambda/formula: every published formula at the port over the given inputs (port analysis
     * tries a port's formulas without a vessel); a formula that cannot run says why.
     */
    async lambda(published: PublishedFormulas, portId: number, inputs: Record<string, string | boolean>) {
      if ((await repo.existingPortIds([portId], db)).length === 0) throw notFound();
      const values = toFormulaInputs(inputs);
      return {
        portId,
        expenses: (await published.forPort(portId)).map((f) => {
          const base = { estimationId: f.id, expenseId: f.expenseId, expenseName: f.expenseName, currency: f.currency };
          try {
            if (!f.run) throw new FormulaError('FORMULA_SYNTAX', { reason: 'the formula cannot be read' }, 0);
            const { value, trace } = f.run({ currency: f.currency, ...values });
            if (!(value instanceof Decimal))
              throw new FormulaError('FORMULA_TYPE', { expected: 'an amount as the result' }, 0);
            return {
              ...base,
              amount: value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2),
              trace,
              problem: null,
            };
          } catch (error) {
            if (!(error instanceof FormulaError)) throw error;
            return { ...base, amount: null, trace: [], problem: error.message };
          }
        }),
      };
    },

    test: (input: { formula: string; tariffs: Tariffs; inputs: Record<string, string | boolean> }) =>
      runFormula(input.formula, input.tariffs, input.inputs),

    async load(id: number): Promise<TEstimation> {
      return toEstimation(await reach(id, db));
    },

    async list(f: { expenseId?: number; portId?: number; state?: TEstimationState; page: number; size: number }) {
      const { total, rows } = await repo.page(f);
      return pageOf(await toEstimations(rows), total, f);
    },

    async remove(caller: Caller, id: number): Promise<{ id: number }> {
      return changing(() =>
        db.transaction(async (tx) => {
          const row = await reach(id, tx, true);
          if (row.state !== 'DRAFT') throw conflict('ESTIMATION_NOT_DRAFT');
          await record(caller, row, 'DELETE', tx);
          await repo.remove(id, tx);
          return { id };
        }),
      );
    },

    /** A new DRAFT with the same expense, ports, formula, tariffs and test cases (any state may be copied). */
    async duplicate(caller: Caller, id: number): Promise<TEstimation> {
      return changing(() =>
        db.transaction(async (tx) => {
          const row = await reach(id, tx);
          const portIds = (await repo.locations([id], tx)).map((l) => l.id);
          const now = clock();
          const copy = await repo.insert(
            {
              expenseId: row.expenseId,
              currency: row.currency,
              formula: row.formula,
              tariffs: row.tariffs,
              testCases: row.testCases,
              notes: row.notes,
              createdById: caller.profileId,
              createdAt: now,
              updatedAt: now,
            },
            portIds,
            tx,
          );
          await record(caller, copy, `DUPLICATE of ${row.id}`, tx);
          return toEstimation(copy, tx);
        }),
      );
    },

    async archive(caller: Caller, id: number): Promise<TEstimation> {
      return changing(() =>
        db.transaction(async (tx) => {
          const row = await reach(id, tx, true);
          if (row.state === 'ARCHIVED') throw refuse('archived', row.state);
          return toEstimation(await move(caller, row, 'ARCHIVE', { state: 'ARCHIVED', scheduledAt: null }, tx), tx);
        }),
      );
    },

    async publish(caller: Caller, id: number): Promise<TEstimation> {
      return changing(() =>
        db.transaction(async (tx) => {
          const row = await reach(id, tx, true);
          if (row.state !== 'DRAFT' && row.state !== 'SCHEDULED') throw refuse('published', row.state);
          return toEstimation(await publishRow(caller, row, tx), tx);
        }),
      );
    },

    /** SCHEDULED for `at` (in the future), published then by the jobs runner; test cases must pass now. */
    async schedulePublish(caller: Caller, id: number, at: Date): Promise<TEstimation> {
      if (at <= clock())
        throw new AppError(400, 'VALIDATION_FAILED', { schedule_date: formatMessage('ESTIMATION_SCHEDULE_PAST') });
      return changing(() =>
        db.transaction(async (tx) => {
          const row = await reach(id, tx, true);
          if (row.state !== 'DRAFT' && row.state !== 'SCHEDULED') throw refuse('scheduled', row.state);
          const refusal = publishRefusal(row);
          if (refusal) throw refusal;
          const updated = await move(caller, row, 'SCHEDULE_PUBLISH', { state: 'SCHEDULED', scheduledAt: at }, tx);
          await deps.jobs.enqueue(PUBLISH_JOB, { estimationId: id }, { runAt: at }, tx);
          return toEstimation(updated, tx);
        }),
      );
    },

    async history(expenseId: number) {
      return (await repo.history(expenseId)).map((h) => ({
        estimationId: h.estimationId,
        version: h.version,
        action: h.action,
        state: h.state as TEstimationState,
        formula: h.formula,
        by: h.byProfileId === null ? null : { id: h.byProfileId, fullName: h.byFullName ?? '' },
        at: h.at.toISOString(),
      }));
    },
  };
}
export type EstimationService = ReturnType<typeof createEstimationService>;
