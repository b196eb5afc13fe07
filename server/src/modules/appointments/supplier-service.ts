import type { TAgentAppointmentsQuery, TAppointment } from '@portcall/contracts/appointments';
import type { TPaged } from '@portcall/contracts/paging';
import { forbidden } from '../../platform/errors';
import type { Caller } from '../../platform/http/access';
import type { OperationNeed, OperationsScope } from '../port-calls/scope';
import type { AppointmentCore } from './core';
import type { AppointmentRepo } from './repo';

const SUPPLIER: OperationNeed = { supplier: true };

/**
 * The agent's and the vendor's DA tool (paths in docs/api.md): the appointments sent to their
 * company, accepted or rejected there. Drafts are never shown: the buyer has not sent them yet.
 */
export function createSupplierAppointmentService(deps: {
  repo: AppointmentRepo;
  core: AppointmentCore;
  scope: OperationsScope;
}) {
  const { repo, core, scope } = deps;

  /** Only the recipient's side accepts or rejects; a buyer cancels instead. */
  function supplierOnly(caller: Caller): Caller {
    if (caller.type !== 'AGENT' && caller.type !== 'VENDOR') throw forbidden();
    return caller;
  }

  async function list(caller: Caller, query: TAgentAppointmentsQuery): Promise<TPaged<TAppointment>> {
    scope.authorise(supplierOnly(caller), SUPPLIER);
    const { ids, total } = await repo.listForSupplier(caller.companyId, query);
    return { items: await core.toAppointments(ids), page: query.page, size: query.size, total };
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
