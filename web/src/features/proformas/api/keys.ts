import type { QueryClient } from '@tanstack/react-query';

/** The agent's and the vendor's DA calls share their paths under /secured/{agent|vendor}/... */
export type SupplierKind = 'agent' | 'vendor';

/** Cached queries of the DA editor: a save or a submit refreshes every DA of the appointment. */
export const proformaKeys = {
  appointment: (kind: SupplierKind, appointmentId: number) => ['proformas', kind, appointmentId] as const,
  list: (kind: SupplierKind, appointmentId: number) => ['proformas', kind, appointmentId, 'list'] as const,
  appointmentDetails: (kind: SupplierKind, appointmentId: number) =>
    ['proformas', kind, appointmentId, 'appointment'] as const,
  terminals: (portId: number) => ['proformas', 'terminals', portId] as const,
  catalogue: () => ['proformas', 'catalogue'] as const,
  bankAccounts: () => ['proformas', 'bank-accounts'] as const,
};

/**
 * After a DA changes: its appointment's DAs, the DA tool list (it shows each DA's state, same key
 * as the DA tool feature's) and the port's terminals (a terminal named on the DA is now listed).
 */
export function refreshAfterChange(queryClient: QueryClient, kind: SupplierKind, appointmentId: number) {
  void queryClient.invalidateQueries({ queryKey: proformaKeys.appointment(kind, appointmentId) });
  void queryClient.invalidateQueries({ queryKey: ['agent-da-tool', kind] });
  void queryClient.invalidateQueries({ queryKey: ['proformas', 'terminals'] });
}
