/** Query keys of the DA helper. */
export const daHelperKeys = {
  all: ['da-helper'] as const,
  evaluationCache: (evaluationId: number) => [...daHelperKeys.all, 'evaluation', evaluationId, 'cache'] as const,
};
