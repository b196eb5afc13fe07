/** Cached queries of one evaluation: any line action refreshes the evaluation and what derives from it. */
export const evaluationKeys = {
  evaluation: (id: number) => ['evaluations', id] as const,
  load: (id: number) => ['evaluations', id, 'load'] as const,
  relatable: (id: number) => ['evaluations', id, 'relatable'] as const,
  budget: (id: number) => ['evaluations', id, 'budget'] as const,
  discrepancies: (id: number) => ['evaluations', id, 'discrepancies'] as const,
  /** Reference data of the DA's port: not derived from the evaluation, so outside its key. */
  berths: (id: number) => ['evaluation-berths', id] as const,
};
