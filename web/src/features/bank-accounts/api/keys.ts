/** The supplier's bank accounts; the DA editor reads the same list under the same key. */
export const bankAccountKeys = {
  all: () => ['bank-accounts'] as const,
};
