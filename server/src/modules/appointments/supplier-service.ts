import type {
  TAgentAppointmentsQuery,
  TAppointment,
  TSupplierAppointment,
  TSupplierDisbursement,
} from '@portcall/contracts/appointments';
import type { TPaged } from '@portcall/contracts/paging';
import { forbidden } from '../../platform/errors';
import type { Caller } from '../../platform/http/access';
import type { OperationNeed, OperationsScope } from '../../platform/scope/operations-scope';
import type { AppointmentCore } from './core';
import type { AppointmentRepo } from './repo';

const SUPPLIER: OperationNeed = { supplier: true };

/** The DAs of some appointments and their payments (the proformas and payments modules answer). */
export interface SupplierDisbursements {
  summariesOf(
    appointmentIds: number[],
  ): Promise<Array<Omit<TSupplierDisbursement, 'paymentStatus'> & { appointmentId: number }>>;
  paymentsOf(
    caller: Caller,
    appointmentIds: number[],
  ): Promise<Map<number, Array<{ proformaId: number; status: string }>>>;
}

/**
 * The agent's and the vendor's DA tool (paths in docs/api.md): the appointments sent to their
 * company, accepted or rejected there. Drafts are never shown: the buyer has not sent them yet.
 */
export function createSupplierAppointmentService(deps: {
  repo: AppointmentRepo;
  core: AppointmentCore;
  scope: OperationsScope;
  disbursements: SupplierDisbursements;
}) {
  const { repo, core, scope } = deps;

  /** Only the recipient's side accepts or rejects; a buyer cancels instead. */
  function supplierOnly(caller: Caller): Caller {
    if (caller.type !== 'AGENT' && caller.type !== 'VENDOR') throw forbidden();
    return caller;
  }

  /** The page of appointments with the state of their DAs, so the list leads to each DA. */
  async function list(caller: Caller, query: TAgentAppointmentsQuery): Promise<TPaged<TSupplierAppointment>> {
    scope.authorise(supplierOnly(caller), SUPPLIER);
    const { ids, total } = await repo.listForSupplier(caller.companyId, query);
    const items: TAppointment[] = await core.toAppointments(ids);
    const [summaries, payments] = await Promise.all([
      deps.disbursements.summariesOf(ids),
      deps.disbursements.paymentsOf(caller, ids),
    ]);
    const disbursements = new Map<number, TSupplierDisbursement[]>();
    for (const { appointmentId, ...da } of summaries) {
      const payment = payments.get(appointmentId)?.find((p) => p.proformaId === da.id);
      const own = disbursements.get(appointmentId) ?? [];
      own.push({ ...da, paymentStatus: payment?.status ?? null });
      disbursements.set(appointmentId, own);
    }
    return {
      items: items.map((a) => ({ ...a, disbursements: disbursements.get(a.id) ?? [] })),
      page: query.page,
      size: query.size,
      total,
    };
  }

  /** The agent takes the appointment on; it stays READ (the agent has seen it). */
  const accept = (caller: Caller, id: number) =>
    core.apply(supplierOnly(caller), SUPPLIER, id, 'ACCEPT', (_, now) => ({ acceptedAt: now, recipientState: 'READ' }));

  /** The agent declines, optionally saying why; the buyer may revert it or appoint someone else. */
  const reject = (caller: Caller, id: number, reason: string | undefined) =>
    core.apply(supplierOnly(caller), SUPPLIER, id, 'REJECT', (_, now) => ({
      rejectedAt: now,
      rejectionReason: reason || null,
      recipientState: 'READ',
    }));

  return { list, accept, reject };
}
export type SupplierAppointmentService = ReturnType<typeof createSupplierAppointmentService>;
