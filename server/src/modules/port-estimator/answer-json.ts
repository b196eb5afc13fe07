import { type TEstimatedExpense, type TExecuteAnswer, ZExecuteAnswer } from '@portcall/contracts/port-estimator';
import { compileResponse } from '../../platform/http/serializer';
import type { CompiledEstimation } from '../estimations/module';

/**
 * `execute`'s answer written as the bytes its route's serializer (ZExecuteAnswer, fast-json-stringify)
 * would write, for its hot path: of the ~20 kB of 40 expenses most is what only the formula decides
 * (ids, names, currency, the formula text), and that part of each expense is escaped once per compiled
 * formula and kept beside it (a WeakMap on the compiled object: a changed formula set is compiled
 * again, so its parts go with the old objects). The rest is JSON.stringify of plain strings, records
 * and trace steps, which writes them as the serializer does (answer-json.test.ts compares the two).
 */
interface FixedParts {
  /** `{"expenseId":…,"expenseName":…,"estimationId":…,"currency":…,"amount":` */
  head: string;
  /** `,"formula":…,"inputsUsed":` */
  formula: string;
}
const fixedParts = new WeakMap<CompiledEstimation, FixedParts>();

function partsOf(f: CompiledEstimation): FixedParts {
  let parts = fixedParts.get(f);
  if (!parts) {
    parts = {
      head: `{"expenseId":${f.expenseId},"expenseName":${JSON.stringify(f.expenseName)},"estimationId":${f.id},"currency":${JSON.stringify(f.currency)},"amount":`,
      formula: `,"formula":${JSON.stringify(f.formula)},"inputsUsed":`,
    };
    fixedParts.set(f, parts);
  }
  return parts;
}

/** The port and vessel as the route's serializer writes them (only their declared properties). */
function serializerOf(schema: Parameters<typeof compileResponse>[0]) {
  const write = compileResponse(schema).fast;
  if (!write) throw new Error("the estimator's answer schema no longer compiles to a fast serializer");
  return write;
}
const writePort = serializerOf(ZExecuteAnswer.shape.port);
const writeVessel = serializerOf(ZExecuteAnswer.shape.vessel);

function expenseJson(f: CompiledEstimation, e: TEstimatedExpense): string {
  const parts = partsOf(f);
  return (
    parts.head +
    (e.amount === null ? 'null' : JSON.stringify(e.amount)) +
    parts.formula +
    JSON.stringify(e.inputsUsed) +
    ',"trace":' +
    JSON.stringify(e.trace) +
    ',"problem":' +
    (e.problem === null ? 'null' : JSON.stringify(e.problem)) +
    ',"source":"FORMULA","daCount":0}'
  );
}

/**
 * A price-list or history line (no formula, so nothing kept): its properties in the schema's order,
 * which JSON.stringify keeps.
 */
function pricedJson(e: TEstimatedExpense): string {
  return JSON.stringify({
    expenseId: e.expenseId,
    expenseName: e.expenseName,
    estimationId: e.estimationId,
    currency: e.currency,
    amount: e.amount,
    formula: e.formula,
    inputsUsed: e.inputsUsed,
    trace: e.trace,
    problem: e.problem,
    source: e.source,
    daCount: e.daCount,
  });
}

/**
 * The JSON of an answer whose `expenses[i]` was estimated by `formulas[i]` (the static parts are
 * that formula's; an expense of another formula would be written with wrong ids), or, past the
 * formulas, priced from a price list or history.
 */
export function executeAnswerJson(answer: TExecuteAnswer, formulas: readonly CompiledEstimation[]): string {
  let expenses = '';
  for (let i = 0; i < answer.expenses.length; i++) {
    const f = formulas[i];
    const e = answer.expenses[i] as TEstimatedExpense;
    if (e.source !== 'FORMULA' && f === undefined) expenses += (i === 0 ? '' : ',') + pricedJson(e);
    else if (!f || f.id !== e.estimationId) throw new Error('an expense written with the parts of another formula');
    else expenses += (i === 0 ? '' : ',') + expenseJson(f, e);
  }
  return (
    `{"port":${writePort(answer.port)},"vessel":${writeVessel(answer.vessel)},"inputs":${JSON.stringify(answer.inputs)}` +
    `,"expenses":[${expenses}],"totals":${JSON.stringify(answer.totals.map((t) => ({ currency: t.currency, amount: t.amount })))}}`
  );
}
