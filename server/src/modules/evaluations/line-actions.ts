import type { TAuthority } from '@portcall/contracts/access';
import type { TEditExpense, TLineDetails } from '@portcall/contracts/evaluation-lines';
import type { TEvaluation } from '@portcall/contracts/evaluations';
import { messages } from '@portcall/contracts/messages';
import { Decimal, MAX_AMOUNT, MAX_AMOUNT_MESSAGE } from '@portcall/contracts/money';
import type { Db } from '../../platform/db/client';
import { AppError, conflict } from '../../platform/errors';
import type { Caller } from '../../platform/http/access';
import { requireAllowed } from '../../platform/http/policy';
import { requireMinorUnits } from '../../platform/money';
import { type EvaluationCore, evaluatedAmount } from './core';
import { amountFromUnits, applyDiscount, grossOf } from './line-money';
import type { LineDetailsRow, LineRepo } from './line-repo';
import { requirePaymentOpen } from './payment-guard';
import type { EvaluationRepo, EvaluationRow, ExpenseEvaluationRow } from './repo';

const HUSBANDRY = 'HUSBANDRY_EXPENSES';
const CHANGEABLE = ['PENDING', 'VERIFIED', 'BACK_FOR_REVIEW'];

export const toDetails = (id: number, row: LineDetailsRow | undefined): TLineDetails => ({
  expenseEvaluationId: id,
  parameters: row?.parameters ?? [],
  unit: row?.unit ?? null,
  pricePerUnit: row?.pricePerUnit ?? null,
  remarks: row?.remarks ?? null,
  husbandry: row?.husbandry ?? null,
  environmentalDiscountAmount: row?.environmentalDiscountAmount ?? null,
  clarificationRequestedAt: row?.clarificationRequestedAt?.toISOString() ?? null,
});

/** Husbandry lines have their own calls (the -husbandry- variants); the others refuse them and vice versa. */
function requireSection(item: ExpenseEvaluationRow, husbandry: boolean) {
  if ((item.section === HUSBANDRY) !== husbandry)
    throw new AppError(409, 'EXPENSE_SECTION_MISMATCH', undefined, {
      section: husbandry ? 'husbandry' : 'port and agency',
    });
}

export type EditInput = TEditExpense;
export type ParametersInput = {
  version: number;
  parameters: Array<{ parameterId: number; optionId: number }>;
  unit?: string;
  remarks?: string;
  isCashToMaster?: boolean;
  isRechargeable?: boolean;
  persons?: number | null;
};

/**
 * Line actions of operations §7 "Evaluations" not covered by expense-service.ts: parameters, edits
 * and the environmental discount (the bulk ones are in line-bulk.ts). Each runs in one
 * transaction with the evaluation locked (scope through the appointment, 404 outside it), checks the
 * line's version in the UPDATE (409 STALE_VERSION), refuses while the payment holds the money, and
 * writes an audit row per line.
 */
export function createLineActions(deps: {
  db: Db;
  repo: EvaluationRepo;
  lines: LineRepo;
  core: EvaluationCore;
  clock: () => Date;
}) {
  const { db, repo, lines, core } = deps;

  async function onLine(
    caller: Caller,
    authorities: readonly TAuthority[],
    id: number,
    action: string,
    run: (item: ExpenseEvaluationRow, evaluation: EvaluationRow, tx: Db) => Promise<void>,
  ): Promise<{ evaluation: TEvaluation; details: TLineDetails }> {
    return db.transaction(async (tx) => {
      const { item, evaluation } = await core.reachItem(caller, authorities, id, tx);
      const [before] = await lines.details([id], tx);
      await run(item, evaluation, tx);
      const after = await repo.findItem(id, tx);
      const [details] = await lines.details([id], tx);
      await core.audit(
        tx,
        caller,
        'expense_evaluation',
        id,
        action,
        { status: item.status, verifiedAmount: item.verifiedAmount, details: before ?? null },
        { status: after?.status, verifiedAmount: after?.verifiedAmount, details: details ?? null },
      );
      return { evaluation: await core.answerOf(evaluation.id, tx), details: toDetails(id, details) };
    });
  }

  async function hasChildren(item: ExpenseEvaluationRow, tx: Db) {
    return (await repo.items(item.evaluationId, tx)).some((c) => c.parentId === item.id);
  }

  /** The discrepancy rule of verify (platform-core §5): a changed amount needs a type; amount = evaluated - quoted. */
  async function discrepancyOf(item: ExpenseEvaluationRow, gross: Decimal, input: EditInput, tx: Db) {
    const invalid = () => new AppError(400, 'INVALID_DISCREPANCY', { discrepancyTypeId: messages.INVALID_DISCREPANCY });
    const difference = gross.minus(item.amount);
    const typeId = input.discrepancyTypeId ?? null;
    if (difference.isZero()) {
      if (typeId !== null) throw invalid();
    } else if (typeId === null || !(await repo.discrepancyTypeExists(typeId, tx))) throw invalid();
    const reasonId = input.discrepancyReasonId ?? null;
    if (reasonId !== null && !(await repo.discrepancyReasonExists(reasonId, tx))) throw invalid();
    return { difference, typeId: difference.isZero() ? null : typeId, reasonId };
  }

  /** A VERIFIED line whose evaluated amount changes must be verified again before approval. */
  const statusAfterChange = (item: ExpenseEvaluationRow, net: string) =>
    item.status === 'VERIFIED' && !new Decimal(item.verifiedAmount ?? item.amount).eq(net)
      ? { status: 'PENDING', verifiedById: null, verifiedAt: null }
      : {};

  async function edit(caller: Caller, id: number, input: EditInput, husbandry: boolean) {
    const action = husbandry ? 'EDIT_HUSBANDRY' : 'EDIT';
    return onLine(
      caller,
      ['DA_EXPENSE_EVALUATION_EDIT', 'DA_EXPENSE_SPLIT_EVALUATION_EDIT'],
      id,
      action,
      async (item, evaluation, tx) => {
        requireAllowed('EXPENSE_EDIT', caller, { isSplitPart: item.parentId !== null });
        await requirePaymentOpen(tx, evaluation.id);
        core.requireVersion(item, input.version);
        requireSection(item, husbandry);
        if (!CHANGEABLE.includes(item.status)) throw core.refuse(item.status);
        if (await hasChildren(item, tx)) throw conflict('EXPENSE_HAS_SPLIT_CHILDREN');
        const minorUnits = await lines.minorUnits(evaluation.currency, tx);
        requireMinorUnits({ code: evaluation.currency ?? 'EUR', minorUnits }, [
          ['evaluatedAmount', input.evaluatedAmount],
          ['chartererAmount', input.chartererAmount],
        ]);
        const fromUnits =
          input.unit !== undefined && input.pricePerUnit !== undefined
            ? amountFromUnits(input.unit, input.pricePerUnit, minorUnits)
            : undefined;
        if (fromUnits !== undefined && new Decimal(fromUnits).gt(MAX_AMOUNT))
          throw new AppError(400, 'VALIDATION_FAILED', { evaluatedAmount: MAX_AMOUNT_MESSAGE });
        if (
          fromUnits !== undefined &&
          input.evaluatedAmount !== undefined &&
          !new Decimal(input.evaluatedAmount).eq(fromUnits)
        )
          throw new AppError(400, 'INVALID_AMOUNT', { evaluatedAmount: messages.INVALID_AMOUNT });
        const gross = new Decimal((input.evaluatedAmount ?? fromUnits) as string);
        if (item.parentId !== null && gross.gt(item.amount))
          throw new AppError(400, 'VERIFY_AMOUNT_TOO_LARGE', { evaluatedAmount: messages.VERIFY_AMOUNT_TOO_LARGE });
        const [details] = await lines.details([item.id], tx);
        // The discount saved on the line still applies to the new amount.
        const discounted = applyDiscount(gross.toFixed(4), details?.environmentalDiscountAmount ?? '0');
        if (!discounted.ok)
          throw new AppError(400, discounted.code, { evaluatedAmount: messages.ENVIRONMENTAL_DISCOUNT_TOO_LARGE });
        const charterer = input.chartererAmount === undefined ? item.chartererAmount : input.chartererAmount;
        if (charterer !== null && new Decimal(charterer).gt(discounted.value.net))
          throw new AppError(400, 'VERIFY_AMOUNT_TOO_LARGE', { chartererAmount: messages.VERIFY_AMOUNT_TOO_LARGE });
        const discrepancy = await discrepancyOf(item, gross, input, tx);
        await core.updateItem(
          item,
          item.version,
          {
            verifiedAmount: discounted.value.net,
            chartererAmount: charterer,
            discrepancyTypeId: discrepancy.typeId,
            discrepancyReasonId: discrepancy.reasonId,
            discrepancyAmount: discrepancy.difference.isZero() ? null : discrepancy.difference.toFixed(4),
            comments: input.comments ?? item.comments,
            ...statusAfterChange(item, discounted.value.net),
          },
          tx,
        );
        await lines.saveDetails(
          item.id,
          {
            ...(input.unit !== undefined ? { unit: input.unit } : {}),
            ...(input.pricePerUnit !== undefined ? { pricePerUnit: input.pricePerUnit } : {}),
            ...(husbandry
              ? {
                  husbandry: {
                    isCashToMaster: input.isCashToMaster ?? details?.husbandry?.isCashToMaster ?? false,
                    isRechargeable: input.isRechargeable ?? details?.husbandry?.isRechargeable ?? false,
                    persons: input.persons === undefined ? (details?.husbandry?.persons ?? null) : input.persons,
                  },
                }
              : {}),
          },
          tx,
        );
        await lines.insertEdit(
          {
            evaluationId: evaluation.id,
            expenseEvaluationId: item.id,
            previousAmount: evaluatedAmount(item),
            evaluatedAmount: discounted.value.net,
            previousUnit: details?.unit ?? null,
            unit: input.unit ?? details?.unit ?? null,
            previousPricePerUnit: details?.pricePerUnit ?? null,
            pricePerUnit: input.pricePerUnit ?? details?.pricePerUnit ?? null,
            discrepancyTypeId: discrepancy.typeId,
            discrepancyReasonId: discrepancy.reasonId,
            discrepancyAmount: discrepancy.difference.isZero() ? null : discrepancy.difference.toFixed(4),
            remarks: input.comments ?? null,
            editedById: caller.profileId,
            editedAt: deps.clock(),
          },
          tx,
        );
        // A discrepancy is flagged for inspection until a verifier resolves it.
        if (!discrepancy.difference.isZero())
          await lines.raiseInspection(
            {
              evaluationId: evaluation.id,
              expenseEvaluationId: item.id,
              source: 'DISCREPANCY',
              amount: discrepancy.difference.toFixed(4),
              raisedById: caller.profileId,
              raisedAt: deps.clock(),
            },
            tx,
          );
      },
    );
  }

  async function saveParameters(caller: Caller, id: number, input: ParametersInput, husbandry: boolean) {
    return onLine(
      caller,
      ['DA_EXPENSE_EVALUATION_EDIT', 'DA_EXPENSE_SPLIT_EVALUATION_EDIT'],
      id,
      husbandry ? 'SAVE_HUSBANDRY_PARAMETERS' : 'SAVE_PARAMETERS',
      async (item, _evaluation, tx) => {
        requireAllowed('EXPENSE_EDIT', caller, { isSplitPart: item.parentId !== null });
        core.requireVersion(item, input.version);
        requireSection(item, husbandry);
        if (!CHANGEABLE.includes(item.status)) throw core.refuse(item.status);
        const ids = input.parameters.map((p) => p.parameterId);
        if (new Set(ids).size !== ids.length)
          throw new AppError(400, 'DUPLICATE_EXPENSE_PARAMETER', { parameters: messages.DUPLICATE_EXPENSE_PARAMETER });
        // Parameters describe the line; they never move money, so the status stays as it is.
        await core.updateItem(item, item.version, {}, tx);
        await lines.saveDetails(
          item.id,
          {
            parameters: input.parameters,
            unit: input.unit ?? null,
            remarks: input.remarks ?? null,
            ...(husbandry
              ? {
                  husbandry: {
                    isCashToMaster: input.isCashToMaster ?? false,
                    isRechargeable: input.isRechargeable ?? false,
                    persons: input.persons ?? null,
                  },
                }
              : {}),
          },
          tx,
        );
      },
    );
  }

  return {
    /** POST {id}/edit-expense-evaluation (port and agency lines). */
    edit: (caller: Caller, id: number, input: EditInput) => edit(caller, id, input, false),
    /** POST {id}/edit-husbandry-expense-evaluation (husbandry lines, with the husbandry flags). */
    editHusbandry: (caller: Caller, id: number, input: EditInput) => edit(caller, id, input, true),
    saveParameters: (caller: Caller, id: number, input: ParametersInput) => saveParameters(caller, id, input, false),
    saveHusbandryParameters: (caller: Caller, id: number, input: ParametersInput) =>
      saveParameters(caller, id, input, true),

    /**
     * POST {id}/environmental-discount-amount/save: the discount replaces any earlier one and is taken
     * off the line's evaluated amount (never below zero); 0 removes it.
     */
    saveEnvironmentalDiscount(caller: Caller, id: number, input: { version: number; amount: string }) {
      return onLine(
        caller,
        ['DA_EXPENSE_EVALUATION_EDIT', 'DA_EXPENSE_SPLIT_EVALUATION_EDIT'],
        id,
        'ENVIRONMENTAL_DISCOUNT',
        async (item, evaluation, tx) => {
          requireAllowed('EXPENSE_EDIT', caller, { isSplitPart: item.parentId !== null });
          await requirePaymentOpen(tx, evaluation.id);
          core.requireVersion(item, input.version);
          requireMinorUnits(
            { code: evaluation.currency ?? 'EUR', minorUnits: await lines.minorUnits(evaluation.currency, tx) },
            [['amount', input.amount]],
          );
          if (!CHANGEABLE.includes(item.status)) throw core.refuse(item.status);
          if (await hasChildren(item, tx)) throw conflict('EXPENSE_HAS_SPLIT_CHILDREN');
          const [details] = await lines.details([item.id], tx);
          const gross = grossOf(item.verifiedAmount ?? item.amount, details?.environmentalDiscountAmount ?? null);
          const result = applyDiscount(gross, input.amount);
          if (!result.ok) throw new AppError(400, result.code, { amount: messages[result.code] });
          const { net, discount } = result.value;
          if (item.chartererAmount !== null && new Decimal(item.chartererAmount).gt(net))
            throw new AppError(400, 'VERIFY_AMOUNT_TOO_LARGE', { amount: messages.VERIFY_AMOUNT_TOO_LARGE });
          await core.updateItem(item, item.version, { verifiedAmount: net, ...statusAfterChange(item, net) }, tx);
          await lines.saveDetails(
            item.id,
            { environmentalDiscountAmount: new Decimal(discount).isZero() ? null : discount },
            tx,
          );
        },
      );
    },
  };
}
export type LineActions = ReturnType<typeof createLineActions>;
