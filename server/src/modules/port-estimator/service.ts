import { FormulaError } from '@portcall/contracts/formula';
import type { FormulaValue } from '@portcall/contracts/formula-eval';
import type { TEstimateSource } from '@portcall/contracts/husbandry-estimator';
import { formatMessage } from '@portcall/contracts/messages';
import { Decimal } from '@portcall/contracts/money';
import {
  PARTICULAR_LABELS,
  type TEstimatedExpense,
  type TEstimatorVessel,
  type TExecuteAnswer,
  type TLoadConfiguration,
  type TVesselParticular,
  VESSEL_PARTICULARS,
  type ZExecuteRequest,
} from '@portcall/contracts/port-estimator';
import type { z } from 'zod';
import { AppError, notFound } from '../../platform/errors';
import type { Caller } from '../../platform/http/access';
import type { CompiledEstimation, EstimationsModule } from '../estimations/module';

import { executeAnswerJson } from './answer-json';
import type { CompanyVesselRow, EstimatorReadModel, ModelVesselRow } from './estimator-read-model';
import { choosePrices, type PriceAverage } from './price-sources-read-model';

type ExecuteRequest = z.output<typeof ZExecuteRequest>;
const WEEKDAYS = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'];

export const fromVessel = (v: CompanyVesselRow): TEstimatorVessel => ({
  id: v.id,
  name: v.name,
  isModelVessel: false,
  vesselType: v.vesselType,
  vesselTypeName: v.vesselTypeName,
  sizeClass: v.sizeClass,
  particulars: { dwt: String(v.dwt) },
});
/** A model vessel is a size class: its DWT is the middle of the class's range. */
const fromModel = (m: ModelVesselRow): TEstimatorVessel => ({
  id: m.id,
  name: `${m.name} (${m.vesselTypeName})`,
  isModelVessel: true,
  vesselType: m.vesselType,
  vesselTypeName: m.vesselTypeName,
  sizeClass: m.name,
  particulars: { dwt: new Decimal(m.minDwt).plus(m.maxDwt).dividedBy(2).floor().toFixed() },
});

/** The wall-clock weekday and hour of an ISO date-time as written (its own offset, not the server's). */
function arrivalParts(arrival: string): { weekday: string; hour: string } {
  const [date, time = '00'] = arrival.split('T') as [string, string?];
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return {
    weekday: WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()] as string,
    hour: String(Number(time.slice(0, 2))),
  };
}

/** Every input of a call as text (what the answer shows) and as the formula reads it. */
export function callValues(
  vessel: TEstimatorVessel,
  request: Pick<
    ExecuteRequest,
    'particulars' | 'daysAlongside' | 'daysAtAnchor' | 'cargoQuantity' | 'activities' | 'arrival'
  >,
  activities: ReadonlyArray<{ code: string }>,
) {
  const shown: Record<string, string> = {};
  const values: Record<string, FormulaValue> = {};
  const put = (name: string, value: FormulaValue) => {
    values[name] = value;
    shown[name] = value instanceof Decimal ? value.toFixed() : String(value);
  };
  for (const p of VESSEL_PARTICULARS) {
    const v = request.particulars[p] ?? vessel.particulars[p];
    if (v !== undefined) put(p, new Decimal(v));
  }
  put('vesselType', vessel.vesselType);
  put('sizeClass', vessel.sizeClass ?? '');
  put('daysAlongside', new Decimal(request.daysAlongside));
  put('daysAtAnchor', new Decimal(request.daysAtAnchor));
  put('days', new Decimal(request.daysAlongside).plus(request.daysAtAnchor));
  put('cargoQuantity', new Decimal(request.cargoQuantity));
  put('activity', request.activities[0] ?? '');
  for (const a of activities) put(a.code, request.activities.includes(a.code));
  if (request.arrival) {
    const { weekday, hour } = arrivalParts(request.arrival);
    put('arrivalWeekday', weekday);
    put('arrivalHour', new Decimal(hour));
  }
  return { values, shown };
}

/** A call's inputs with a formula's currency added, made once per call and currency, not per formula. */
const withCurrency = new WeakMap<object, Map<string, Record<string, FormulaValue>>>();
function inputsIn(values: Record<string, FormulaValue>, currency: string) {
  let byCurrency = withCurrency.get(values);
  if (!byCurrency) {
    byCurrency = new Map();
    withCurrency.set(values, byCurrency);
  }
  let inputs = byCurrency.get(currency);
  if (!inputs) {
    inputs = { ...values, currency };
    byCurrency.set(currency, inputs);
  }
  return inputs;
}

const PARTICULARS: ReadonlySet<string> = new Set(VESSEL_PARTICULARS);
const ZERO = new Decimal(0);

// A module function, not a closure per expense: tsx keeps function names, which costs a property
// definition each time a named closure is made (40 a request).
function expenseOf(
  f: CompiledEstimation,
  inputsUsed: Record<string, string>,
  amount: string | null,
  trace: TEstimatedExpense['trace'],
  problem: string | null,
): TEstimatedExpense {
  return {
    expenseId: f.expenseId,
    expenseName: f.expenseName,
    estimationId: f.id,
    currency: f.currency,
    formula: f.formula,
    inputsUsed,
    amount,
    trace,
    problem,
    source: 'FORMULA',
    daCount: 0,
  };
}

/** A line priced from the agents' price lists or the final DAs: their mean, nothing to show working for. */
function pricedExpense(source: TEstimateSource, a: PriceAverage): TEstimatedExpense {
  return {
    expenseId: a.expenseItemId,
    expenseName: a.name,
    estimationId: null,
    currency: a.currency,
    amount: new Decimal(a.avgPrice).toFixed(2),
    formula: null,
    inputsUsed: {},
    trace: [],
    problem: null,
    source,
    daCount: a.count,
  };
}

/** An expense estimated, with its rounded amount as a decimal (for the totals, not read again from text). */
function estimateOne(
  f: CompiledEstimation,
  values: Record<string, FormulaValue>,
  shown: Record<string, string>,
): { expense: TEstimatedExpense; rounded: Decimal | null } {
  // One pass over the names (40 formulas a request): the inputs read, and the first particular missing.
  const inputsUsed: Record<string, string> = {};
  let missing: string | undefined;
  for (const name of f.names) {
    if (Object.hasOwn(shown, name)) inputsUsed[name] = shown[name] as string;
    else if (missing === undefined && PARTICULARS.has(name)) missing = name;
  }
  if (missing) {
    const problem = formatMessage('ESTIMATOR_INPUT_MISSING', {
      name: PARTICULAR_LABELS[missing as TVesselParticular],
    });
    return { expense: expenseOf(f, inputsUsed, null, [], problem), rounded: null };
  }
  try {
    if (!f.run) throw new FormulaError('FORMULA_SYNTAX', { reason: 'the formula cannot be read' }, 0);
    const { value, trace } = f.run(inputsIn(values, f.currency));
    if (!(value instanceof Decimal)) throw new FormulaError('FORMULA_TYPE', { expected: 'an amount as the result' }, 0);
    const rounded = value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    return { expense: expenseOf(f, inputsUsed, rounded.toFixed(2), trace, null), rounded };
  } catch (error) {
    if (!(error instanceof FormulaError)) throw error;
    return { expense: expenseOf(f, inputsUsed, null, [], error.message), rounded: null };
  }
}

/** One formula over a call's inputs: its amount (half-up to 2 decimals) and trace, or why it cannot run. */
export function estimateWith(
  f: CompiledEstimation,
  values: Record<string, FormulaValue>,
  shown: Record<string, string>,
): TEstimatedExpense {
  return estimateOne(f, values, shown).expense;
}

/**
 * What a past (or planned) port call gives the estimator: days alongside from its ETA to its ETS (one
 * day when either is missing), arrival at its ETA in UTC, no activity ticked, no cargo, nothing at
 * anchor. The evaluation's expense analysis and the accuracy backtest both estimate a call so.
 */
export function pastCallRequest(eta: Date | null, ets: Date | null) {
  const days =
    eta && ets && ets > eta
      ? new Decimal(ets.getTime() - eta.getTime()).dividedBy(86_400_000).toDecimalPlaces(2).toFixed()
      : '1';
  return {
    particulars: {},
    activities: [] as string[],
    daysAlongside: days,
    daysAtAnchor: '0',
    cargoQuantity: '0',
    arrival: eta ? eta.toISOString().slice(0, 16) : undefined,
  };
}

/**
 * The port cost estimator (operations §7 "Estimators"): every port and agency expense of a port
 * switched on in it, estimated for a vessel (of the caller's fleet, or a model vessel) and a call,
 * from the port's published formula (with the trace), else the mean of the agents' current price
 * lists, else the mean of the platform's submitted final DAs, each line saying which, in the
 * husbandry estimator's order (docs/decisions.md, issues 26 and 40).
 */
export function createPortEstimatorService(deps: {
  read: EstimatorReadModel;
  estimations: Pick<EstimationsModule, 'published' | 'portsInEstimator'>;
  clock: () => Date;
}) {
  const { read, estimations } = deps;

  /** The port's price-list and history lines for the expenses no formula of it prices. */
  function pricedLines(formulas: readonly CompiledEstimation[], lists: PriceAverage[], history: PriceAverage[]) {
    const lines = choosePrices<{ expenseItemId: number; line: TEstimatedExpense | null }>([
      formulas.map((f) => ({ expenseItemId: f.expenseId, line: null })),
      lists.map((a) => ({ expenseItemId: a.expenseItemId, line: pricedExpense('PRICE_LIST', a) })),
      history.map((a) => ({ expenseItemId: a.expenseItemId, line: pricedExpense('HISTORY', a) })),
    ]);
    return [...lines.values()].flat().flatMap((p) => (p.line ? [p.line] : []));
  }

  /**
   * What an estimate at a port for a vessel needs, from one statement: the port, the vessel (of the
   * company, or a model vessel), the estimation-active activities and the epoch of the formula set;
   * the formulas come compiled from the cache while that epoch holds. Refusals keep their order: the
   * port (unknown 404, not in the estimator 409), then the vessel (404).
   */
  async function callFor(companyId: number, portId: number, vesselId: number, isModel: boolean) {
    const day = deps.clock().toISOString().slice(0, 10);
    const context = await read.callContext(companyId, portId, vesselId, isModel, day);
    const found = context.port;
    if (!found) throw notFound();
    const formulas = found.isAvailableInPce ? await estimations.published.forPortAt(found.id, context.epoch) : [];
    const priced = found.isAvailableInPce ? pricedLines(formulas, context.priceLists, context.history) : [];
    if (formulas.length === 0 && priced.length === 0)
      throw new AppError(409, 'PORT_NOT_IN_ESTIMATOR', { portId: formatMessage('PORT_NOT_IN_ESTIMATOR') });
    if (!context.vessel) throw notFound();
    return {
      port: { id: found.id, name: found.name, unlocode: found.unlocode },
      vessel: isModel ? fromModel(context.vessel as ModelVesselRow) : fromVessel(context.vessel as CompanyVesselRow),
      activities: context.activities,
      formulas,
      priced,
    };
  }

  const queries = {
    async filterVessels(caller: Caller, text: string, isModel: boolean): Promise<TEstimatorVessel[]> {
      const t = text.trim();
      return isModel
        ? (await read.modelVessels(t)).map(fromModel)
        : (await read.companyVessels(caller.companyId, t)).map(fromVessel);
    },

    /** The port simulation's vessel list: the caller's vessels first, then model vessels. */
    async simulationVessels(caller: Caller, text: string): Promise<TEstimatorVessel[]> {
      const t = text.trim();
      const [own, models] = await Promise.all([read.companyVessels(caller.companyId, t), read.modelVessels(t)]);
      return [...own.map(fromVessel), ...models.map(fromModel)];
    },

    async loadConfiguration(
      caller: Caller,
      portId: number,
      vesselId: number,
      isModel: boolean,
    ): Promise<TLoadConfiguration> {
      const { port, vessel, activities, formulas, priced } = await callFor(caller.companyId, portId, vesselId, isModel);
      const inputs = [...new Set(formulas.flatMap((f) => f.names))];
      return {
        port,
        vessel,
        inputs,
        missingParticulars: VESSEL_PARTICULARS.filter((p) => inputs.includes(p) && vessel.particulars[p] === undefined),
        activities,
        expenses: [...formulas, ...priced].map((e) => ({
          expenseId: e.expenseId,
          expenseName: e.expenseName,
          currency: e.currency,
        })),
      };
    },
  };

  /** The answer, and the compiled formula of each of its expenses (in the same order). */
  async function estimate(companyId: number, request: ExecuteRequest) {
    const { port, vessel, activities, formulas, priced } = await callFor(
      companyId,
      request.portId,
      request.vesselId,
      request.isModelVessel,
    );
    const known = new Set(activities.map((a) => a.code));
    if (request.activities.some((a) => !known.has(a)))
      throw new AppError(400, 'VALIDATION_FAILED', { activities: formatMessage('ESTIMATOR_ACTIVITY') });

    const { values, shown } = callValues(vessel, request, activities);
    const expenses: TEstimatedExpense[] = [];
    const totals = new Map<string, Decimal>();
    for (const f of formulas) {
      const { expense, rounded } = estimateOne(f, values, shown);
      expenses.push(expense);
      if (rounded) totals.set(f.currency, (totals.get(f.currency) ?? ZERO).plus(rounded));
    }
    for (const line of priced) {
      expenses.push(line);
      totals.set(line.currency, (totals.get(line.currency) ?? ZERO).plus(line.amount as string));
    }
    const answer: TExecuteAnswer = {
      port,
      vessel,
      inputs: shown,
      expenses,
      totals: [...totals].map(([currency, amount]) => ({ currency, amount: amount.toFixed(2) })),
    };
    return { answer, formulas };
  }
  const execute = async (companyId: number, request: ExecuteRequest) => (await estimate(companyId, request)).answer;

  return {
    ...queries,
    execute: (caller: Caller, request: ExecuteRequest) => execute(caller.companyId, request),
    /** `execute`'s answer as the JSON its route sends (answer-json.ts). */
    async executeJson(caller: Caller, request: ExecuteRequest): Promise<string> {
      const { answer, formulas } = await estimate(caller.companyId, request);
      return executeAnswerJson(answer, formulas);
    },

    /**
     * The published formula's estimate of one catalogue expense for a buyer's port call (the
     * evaluation's expense analysis): the call's own vessel, days alongside from its ETA to its ETS
     * (one day when either is missing), arrival at its ETA in UTC, no activity ticked. Null when the
     * port has no published formula for the expense.
     */
    async estimateExpense(input: {
      companyId: number;
      portId: number;
      vesselId: number;
      expenseCode: string;
      eta: Date | null;
      ets: Date | null;
    }): Promise<TEstimatedExpense | null> {
      const formulas = await estimations.published.forPort(input.portId);
      if (!formulas.some((f) => f.expenseCode === input.expenseCode)) return null;
      try {
        const answer = await execute(input.companyId, {
          portId: input.portId,
          vesselId: input.vesselId,
          isModelVessel: false,
          ...pastCallRequest(input.eta, input.ets),
        });
        return (
          answer.expenses.find((e) =>
            formulas.some((f) => f.id === e.estimationId && f.expenseCode === input.expenseCode),
          ) ?? null
        );
      } catch (error) {
        if (error instanceof AppError && error.status === 409) return null;
        throw error;
      }
    },
  };
}
export type PortEstimatorService = ReturnType<typeof createPortEstimatorService>;
