import { type FormulaNode, parseFormula } from '@portcall/contracts/formula';
import type { Tariffs } from '@portcall/contracts/formula-eval';
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
export function compile<R extends Omit<CompiledEstimation, 'tree' | 'names' | 'tariffs'> & { tariffs: unknown }>(
  r: R,
): R & Pick<CompiledEstimation, 'tree' | 'names' | 'tariffs'> {
  let tree: FormulaNode | null = null;
  try {
    tree = parseFormula(r.formula);
  } catch {
    // A formula was parsed when saved; one that no longer reads answers its problem per expense.
  }
  return { ...r, tariffs: r.tariffs as Tariffs, tree, names: tree ? namesOf(tree) : [] };
}

/**
 * The published formulas of each port, read and parsed once and kept until any estimation changes
 * (operations §7: "any mutation invalidates cached estimations"). A read that started before a change
 * is not kept: the generation it was started under is gone.
 */
export function createPublishedFormulas(repo: Pick<EstimationRepo, 'publishedAt'>) {
  const cache = new Map<number, Promise<CompiledEstimation[]>>();
  let generation = 0;
  let loads = 0;

  async function load(portId: number): Promise<CompiledEstimation[]> {
    loads++;
    return (await repo.publishedAt(portId)).map(compile);
  }

  return {
    /** The port's published formulas (from the cache when nothing changed since they were read). */
    forPort(portId: number): Promise<CompiledEstimation[]> {
      const hit = cache.get(portId);
      if (hit) return hit;
      const started = generation;
      const pending = load(portId);
      cache.set(portId, pending);
      pending.then(
        () => {
          if (generation !== started && cache.get(portId) === pending) cache.delete(portId);
        },
        () => cache.delete(portId),
      );
      return pending;
    },
    /** Forgets every port's formulas: called after every change of any estimation. */
    invalidate() {
      generation++;
      cache.clear();
    },
    /** How many times formulas were read from the database (tests prove the cache with it). */
    loads: () => loads,
  };
}
export type PublishedFormulas = ReturnType<typeof createPublishedFormulas>;
