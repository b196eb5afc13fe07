import type { TPaged } from '@portcall/contracts/paging';
import type {
  TImportedPortCall,
  TImportedPortCallsRequest,
  TPortCallImport,
  TPortCallSaved,
} from '@portcall/contracts/port-calls';
import { writeAudit } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { conflict, fieldError, notFound } from '../../platform/errors';
import type { Caller } from '../../platform/http/access';
import { instant, iso } from '../../platform/mappers';
import { type OperationsScope, VIEW } from '../../platform/scope/operations-scope';
import { inRegionScope } from '../../platform/scope/region';
import type { VesselLookup } from '../fleet/module';
import { ports } from '../refdata/db';
import { toPortRef } from './mappers';
import type { PortCallRepo } from './repo';
import type { PortCallService } from './service';

const EDIT = { authority: 'DA_PORT_CALL_EDIT' } as const;

/**
 * Imported port calls (operations §7: buyer/da/dashboard/port-calls/imported, link-imported-port-call)
 * and export events (port-call/trigger-export-event). An integration imports a port call as IMPORTED;
 * the buyer either saves it (port-call/save-details adopts it as a DRAFT) or links it to a port call
 * it already has, which then carries the integration's reference.
 */
export function createImportedPortCallService(deps: {
  db: Db;
  repo: PortCallRepo;
  vessels: VesselLookup;
  portCalls: Pick<PortCallService, 'reachPortCall' | 'audit' | 'savedAnswer'>;
  scope: OperationsScope;
  clock: () => Date;
}) {
  const { db, repo, portCalls, scope } = deps;

  /** POST buyer/da/dashboard/port-calls/imported: imported port calls not linked yet, within the caller's regions. */
  async function listImported(caller: Caller, request: TImportedPortCallsRequest): Promise<TPaged<TImportedPortCall>> {
    scope.authorise(caller, VIEW);
    const region = inRegionScope(ports.countryId, await scope.regionOf(caller));
    const { rows, total } = await repo.listImported(caller.companyId, region, request);
    return {
      items: rows.map(({ row, port, vessel }) => ({
        id: row.id,
        source: row.source,
        externalRef: row.externalRef,
        vessel,
        port: toPortRef(port),
        voyageNumber: row.importedVoyageNumber,
        eta: iso(row.eta),
        ets: iso(row.ets),
        importedAt: iso(row.createdAt) as string,
      })),
      page: request.page,
      size: request.size,
      total,
    };
  }

  /**
   * POST buyer/port-call/{id}/link-imported-port-call: port call {id} takes over the imported one's
   * source and reference (future imports update it); the imported row stays, linked, for the record.
   * Both must be the same vessel at the same port.
   */
  async function linkImported(caller: Caller, id: number, importedPortCallId: number): Promise<TPortCallSaved> {
    scope.authorise(caller, EDIT);
    return db.transaction(async (tx) => {
      const target = await portCalls.reachPortCall(caller, EDIT, id, tx, true);
      if (target.status !== 'DRAFT' && target.status !== 'IN_PROCESS') throw conflict('PORT_CALL_NOT_EDITABLE');
      const imported = await repo.findPortCall(importedPortCallId, tx, { lock: true });
      if (!imported || imported.companyId !== target.companyId) throw notFound();
      if (imported.status !== 'IMPORTED' || imported.linkedPortCallId !== null)
        throw conflict('NOT_AN_IMPORTED_PORT_CALL');
      if (imported.vesselId !== target.vesselId || imported.portId !== target.portId)
        throw conflict('IMPORTED_PORT_CALL_MISMATCH');
      // The reference moves: the unique (company, source, reference) index must never see it twice.
      await repo.updatePortCall(imported.id, { linkedPortCallId: target.id, externalRef: null }, deps.clock(), tx);
      const after = await repo.updatePortCall(
        target.id,
        { source: imported.source, externalRef: imported.externalRef },
        deps.clock(),
        tx,
      );
      await portCalls.audit(
        tx,
        caller,
        imported,
        'LINKED',
        { linkedPortCallId: null },
        { linkedPortCallId: target.id },
      );
      await portCalls.audit(
        tx,
        caller,
        after,
        'LINK_IMPORTED',
        { source: target.source, externalRef: target.externalRef },
        { source: after.source, externalRef: after.externalRef, importedPortCallId: imported.id },
      );
      return portCalls.savedAnswer(after, tx);
    });
  }

  /**
   * Stores a port call an integration imported for a buyer (no route: the integrations issue calls
   * it; demo data and tests use it). The vessel and port must exist; the voyage stays text.
   */
  async function importPortCall(companyId: number, input: TPortCallImport, tx: Db = db) {
    const [vessel] = await deps.vessels.existingVesselIds(companyId, [input.vesselId], { activeOnly: false }, tx);
    if (vessel === undefined) throw fieldError('vesselId', 'UNKNOWN_VESSEL');
    if (!(await repo.findPort(input.portId, tx))) throw fieldError('portId', 'UNKNOWN_PORT');
    const row = await repo.insertPortCall(
      {
        companyId,
        vesselId: input.vesselId,
        portId: input.portId,
        status: 'IMPORTED',
        eta: instant(input.eta),
        ets: instant(input.ets),
        source: input.source,
        externalRef: input.externalRef,
        importedVoyageNumber: input.voyageNumber || null,
      },
      tx,
    );
    await writeAudit(tx, { companyId, entity: 'port_call', entityId: row.id, action: 'IMPORT', after: row });
    return row;
  }

  /**
   * POST port-call/trigger-export-event: queues the port call as it is now for the buyer's systems
   * (an outbox row the integrations module delivers). Imported port calls came from there already.
   */
  async function triggerExport(caller: Caller, portCallId: number) {
    scope.authorise(caller, EDIT);
    return db.transaction(async (tx) => {
      const row = await portCalls.reachPortCall(caller, EDIT, portCallId, tx);
      if (row.status === 'IMPORTED') throw conflict('EXPORT_NOT_ALLOWED');
      const view = await repo.findPortCallView(row.id, tx);
      const payload = {
        portCallId: row.id,
        status: row.status,
        vessel: view?.vessel && { name: view.vessel.name, imo: view.vessel.imo },
        port: view?.port && { name: view.port.name, unlocode: view.port.unlocode },
        voyageNumber: view?.voyage?.voyageNumber ?? null,
        eta: iso(row.eta),
        ets: iso(row.ets),
        externalRef: row.externalRef,
      };
      const event = await repo.insertExport(
        { companyId: row.companyId, portCallId: row.id, payload, requestedById: caller.profileId },
        tx,
      );
      await writeAudit(tx, {
        profileId: caller.profileId,
        companyId: row.companyId,
        entity: 'port_call',
        entityId: row.id,
        action: 'EXPORT',
        after: { exportId: event.id },
      });
      return {
        id: event.id,
        portCallId: row.id,
        status: 'PENDING' as const,
        requestedAt: iso(event.requestedAt) as string,
      };
    });
  }

  return { listImported, linkImported, importPortCall, triggerExport };
}
export type ImportedPortCallService = ReturnType<typeof createImportedPortCallService>;
