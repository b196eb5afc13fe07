import type { TPortCallDetails, TPortCallEdit, TPortCallStatus } from '@portcall/contracts/port-calls';
import { notFound } from '../../platform/errors';
import type { Caller } from '../../platform/http/access';
import { iso, personRef } from '../../platform/mappers';
import { type OperationsScope, VIEW } from '../../platform/scope/operations-scope';
import { toPortRef } from './mappers';
import type { PortCallRepo } from './repo';
import type { AppointmentFacts, PortCallService } from './service';

/**
 * The two reads of a port call: the form (GET port-call/{id}/load, platform-core §7) and the
 * details view (GET portcall/{id}/load, operations §3), which agents and vendors see too.
 */
export function createPortCallReadService(deps: {
  repo: PortCallRepo;
  portCalls: Pick<PortCallService, 'reachPortCall'>;
  appointments: AppointmentFacts;
  scope: OperationsScope;
}) {
  const { repo, scope, appointments } = deps;
  const { reachPortCall } = deps.portCalls;

  /** GET port-call/{id}/load: what the port call form edits. Buyers of the company; support admins. */
  async function loadForEdit(caller: Caller, id: number): Promise<TPortCallEdit> {
    const row = await reachPortCall(caller, { ...VIEW, admin: true }, id);
    const view = await repo.findPortCallView(row.id);
    if (!view) throw notFound();
    const activities = await repo.listActivities([row.id]);
    const agents = await repo.listAgents([row.id]);
    const booked = (await appointments.listForPortCalls([row.id])).filter((a) => a.portCallId === row.id);
    return {
      id: row.id,
      buyerId: row.companyId,
      status: row.status as TPortCallStatus,
      version: row.version,
      vessel: { id: view.vessel.id, name: view.vessel.name, imo: view.vessel.imo },
      voyage: view.voyage?.id == null ? null : { id: view.voyage.id, voyageNumber: view.voyage.voyageNumber },
      port: toPortRef(view.port),
      eta: iso(row.eta),
      ets: iso(row.ets),
      laycanStart: iso(row.laycanStart),
      laycanEnd: iso(row.laycanEnd),
      activities: activities.map((a) => ({ activityType: a.activityType, cargo: a.cargo })),
      agents: agents.map((a) => {
        const appointment = booked.find((b) => b.agentCompanyId === a.id);
        return {
          id: a.id,
          name: a.name,
          type: a.type as 'AGENT' | 'VENDOR',
          appointmentId: appointment?.appointmentId ?? null,
          appointmentState: appointment?.state ?? null,
        };
      }),
      opsCoordinator: personRef(view.opsCoordinator),
      emails: row.emails,
      remarks: row.remarks,
      source: row.source,
      externalRef: row.externalRef,
      createdAt: iso(row.createdAt) as string,
      updatedAt: iso(row.updatedAt) as string,
    };
  }

  /**
   * GET portcall/{id}/load: the port call details of operations §3. Agents and vendors see the port
   * calls of the appointments sent to them (not drafts), and only themselves among the suppliers.
   */
  async function loadDetails(caller: Caller, id: number): Promise<TPortCallDetails> {
    // The port call with its activities and suppliers is one prepared statement; the appointments
    // (another module's) go out at the same time on another pooled connection.
    const [view, booked] = await Promise.all([repo.findPortCallDetails(id), appointments.listForPortCalls([id])]);
    const found = view && { ...view.row, countryId: view.port.countryId };
    let suppliersOf = (_: number) => true;
    if (caller.type === 'AGENT' || caller.type === 'VENDOR') {
      scope.authorise(caller, { supplier: true });
      if (!found || !booked.some((a) => a.agentCompanyId === caller.companyId && a.state !== 'DRAFT')) throw notFound();
      suppliersOf = (companyId) => companyId === caller.companyId;
    } else {
      await scope.reach(caller, { ...VIEW, admin: true }, found);
    }
    if (!view) throw notFound();
    const { activities, agents } = view;
    return {
      id,
      status: view.row.status as TPortCallStatus,
      etaDate: iso(view.row.eta),
      etsDate: iso(view.row.ets),
      port: {
        id: view.port.id,
        name: view.port.name,
        unlocode: view.port.unlocode,
        country: view.country,
        timezoneId: view.port.timezoneId,
      },
      vessel: {
        id: view.vessel.id,
        name: view.vessel.name,
        imo: view.vessel.imo,
        size: view.vessel.size,
        dwt: view.vessel.dwt,
        commodityType: view.vessel.commodityType,
      },
      activities,
      company: view.company,
      voyageNumber: view.voyage?.voyageNumber ?? view.row.importedVoyageNumber ?? null,
      suppliers: agents
        .filter((a) => suppliersOf(a.id))
        .map((a) => ({
          id: a.id,
          name: a.name,
          hasAcceptedAppointment: booked.some((b) => b.agentCompanyId === a.id && b.state === 'ACCEPTED'),
        })),
    };
  }

  return { loadForEdit, loadDetails };
}
export type PortCallReadService = ReturnType<typeof createPortCallReadService>;
