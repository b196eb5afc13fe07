import { type FormulaNode, parseFormula } from '@portcall/contracts/formula';
import type { Tariffs } from '@portcall/contracts/formula-eval';
import { compileFormula, type RunFormula } from './compiled-formula';
import type { EstimationRepo } from './repo';

/** A published estimation ready to run: its formula read once, with the input names it reads. */
export interface CompiledEstimation {
  id: number;
  expenseId: number;
  expenseName: string;
  /** The catalogue code, by which a DA line names the same expense. */
  expenseCode: string;
  currency: string;
  formula: string;
  tariffs: Tariffs;
  tree: FormulaNode | null;
  /** The formula as closures over its tariffs (compiled-formula.ts); null when it cannot be read. */
  run: RunFormula | null;
  /** The input names the formula reads (tariff names excluded), in order of first use. */
  names: string[];
}

/** The names a formula reads (a tariff's quoted name is text, so never among them). */
export function namesOf(tree: FormulaNode): string[] {
  const seen = new Set<string>();
  const walk = (n: FormulaNode): void => {
    if (n.kind === 'name') seen.add(n.name);
    else if (n.kind === 'call') n.args.forEach(walk);
    else if (n.kind === 'unary') walk(n.operand);
    else if (n.kind === 'binary') {
      walk(n.left);
      walk(n.right);
    }
  };
  walk(tree);
  return [...seen];
}

/** An estimation's formula read once (one that no longer reads is reported per expense when run). */
export function compile<
  R extends Omit<CompiledEstimation, 'tree' | 'run' | 'names' | 'tariffs'> & { tariffs: unknown },
>(r: R): R & Pick<CompiledEstimation, 'tree' | 'run' | 'names' | 'tariffs'> {
  let tree: FormulaNode | null = null;
  try {
    tree = parseFormula(r.formula);
  } catch {
    // A formula was parsed when saved; one that no longer reads answers its problem per expense.
  }
  const tariffs = r.tariffs as Tariffs;
  return { ...r, tariffs, tree, run: tree ? compileFormula(tree, tariffs) : null, names: tree ? namesOf(tree) : [] };
}

/**
 * The published formulas of each port, read and parsed once and kept while the estimation epoch they
 * were read under is current (operations §7: "any mutation invalidates cached estimations"). The
 * epoch is bumped by triggers in the transaction of any estimation, location or catalogue write
 * (migration 0040), so another node's change is seen too; this node's own changes also clear the
 * cache at once (`invalidate`). Formulas read under epoch e are kept as e's even if a change committed
 * meanwhile: the next caller reads a newer epoch and reads them again, never the other way round.
 */
export function createPublishedFormulas(repo: Pick<EstimationRepo, 'publishedAt' | 'epoch'>) {
  const cache = new Map<number, { epoch: number; formulas: Promise<CompiledEstimation[]> }>();
  let loads = 0;

  async function load(portId: number): Promise<CompiledEstimation[]> {
    loads++;
    return (await repo.publishedAt(portId)).map(compile);
  }

  /** The port's formulas as of `epoch` (read by the caller before this call, e.g. with its port). */
  function forPortAt(portId: number, epoch: number): Promise<CompiledEstimation[]> {
    const hit = cache.get(portId);
    if (hit && hit.epoch === epoch) return hit.formulas;
    const formulas = load(portId);
    const entry = { epoch, formulas };
    cache.set(portId, entry);
    formulas.catch(() => {
      if (cache.get(portId) === entry) cache.delete(portId);
    });
    return formulas;
  }

  return {
    forPortAt,
    /** The port's published formulas, current as of this call (one small read of the epoch). */
    async forPort(portId: number): Promise<CompiledEstimation[]> {
      return forPortAt(portId, await repo.epoch());
    },
    /** Forgets every port's formulas: called after every change of any estimation on this node. */
    invalidate() {
      cache.clear();
    },
    /** How many times formulas were read from the database (tests prove the cache with it). */
    loads: () => loads,
  };
}
export type PublishedFormulas = ReturnType<typeof createPublishedFormulas>;
