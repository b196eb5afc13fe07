/** Cached queries of one evaluation: any line action refreshes the evaluation and what derives from it. */
export const evaluationKeys = {
  evaluation: (id: number) => ['evaluations', id] as const,
  load: (id: number) => ['evaluations', id, 'load'] as const,
  relatable: (id: number) => ['evaluations', id, 'relatable'] as const,
  budget: (id: number) => ['evaluations', id, 'budget'] as const,
  discrepancies: (id: number) => ['evaluations', id, 'discrepancies'] as const,
};
