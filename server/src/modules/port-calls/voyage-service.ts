import { hasAuthority } from '@portcall/contracts/access';
import { messages } from '@portcall/contracts/messages';
import type { TPaged } from '@portcall/contracts/paging';
import type { TVesselVoyagesRequest, TVoyage, TVoyageSave } from '@portcall/contracts/port-calls';
import { writeAudit } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/query-helpers';
import { AppError, fieldError, forbidden, notFound } from '../../platform/errors';
import type { Caller } from '../../platform/http/access';
import { checkVersion, iso } from '../../platform/mappers';
import { type OperationsScope, VIEW } from '../../platform/scope/operations-scope';
import type { VesselLookup } from '../fleet/module';
import type { PortCallRepo, VoyageRow } from './repo';

type VoyageView = NonNullable<Awaited<ReturnType<PortCallRepo['findVoyageView']>>>;

const voyageNumberExists = () =>
  new AppError(409, 'VOYAGE_NUMBER_EXISTS', { voyageNumber: messages.VOYAGE_NUMBER_EXISTS });

function toVoyage(view: VoyageView): TVoyage {
  return {
    id: view.row.id,
    buyerId: view.row.companyId,
    voyageNumber: view.row.voyageNumber,
    vessel: view.vessel,
    voyageType: view.voyageType,
    portCallCount: view.portCallCount,
    version: view.row.version,
    createdAt: iso(view.row.createdAt) as string,
  };
}

/**
 * Voyages (operations §7: buyer/voyage/{id}/load, buyer/voyage/save, vessel/{id}/voyages). A voyage
 * belongs to one vessel of the buyer; its number is unique per buyer in any letter case.
 */
export function createVoyageService(deps: {
  db: Db;
  repo: PortCallRepo;
  vessels: VesselLookup;
  scope: OperationsScope;
  clock: () => Date;
}) {
  const { db, repo, scope } = deps;

  /** Voyages carry no port, so region rules do not narrow them; the company does. */
  function reachVoyage(caller: Caller, row: VoyageRow | undefined): VoyageRow {
    scope.authorise(caller, VIEW);
    if (!row || row.companyId !== caller.companyId) throw notFound();
    return row;
  }

  async function loadVoyage(caller: Caller, id: number, tx: Db = db): Promise<TVoyage> {
    scope.authorise(caller, VIEW);
    const view = await repo.findVoyageView(id, tx);
    reachVoyage(caller, view?.row);
    return toVoyage(view as VoyageView);
  }

  async function listVesselVoyages(
    caller: Caller,
    vesselId: number,
    request: TVesselVoyagesRequest,
  ): Promise<TPaged<TVoyage>> {
    scope.authorise(caller, VIEW);
    const [vessel] = await deps.vessels.existingVesselIds(caller.companyId, [vesselId], { activeOnly: false });
    if (vessel === undefined) throw notFound();
    const { rows, total } = await repo.listVesselVoyages(caller.companyId, vesselId, request);
    return { items: rows.map(toVoyage), page: request.page, size: request.size, total };
  }

  /**
   * Creates (DA_VOYAGE_CREATE) or edits (DA_VOYAGE_EDIT, with the version last read) a voyage. The
   * vessel of a voyage that has port calls cannot change: those port calls name their vessel too.
   */
  async function saveVoyage(caller: Caller, input: TVoyageSave): Promise<TVoyage> {
    scope.authorise(caller, { authority: input.id === undefined ? 'DA_VOYAGE_CREATE' : 'DA_VOYAGE_EDIT' });
    try {
      return await db.transaction(async (tx) => {
        const before =
          input.id === undefined ? undefined : reachVoyage(caller, await repo.findVoyage(input.id, tx, { lock: true }));
        if (before) checkVersion(before.version, input.version, true);
        if (!before || before.vesselId !== input.vesselId) {
          const [vessel] = await deps.vessels.existingVesselIds(
            caller.companyId,
            [input.vesselId],
            { activeOnly: true },
            tx,
          );
          if (vessel === undefined) throw fieldError('vesselId', 'UNKNOWN_VESSEL');
        }
        if (before && before.vesselId !== input.vesselId && (await repo.countPortCallsOfVoyage(before.id, tx)) > 0)
          throw new AppError(409, 'VOYAGE_HAS_PORT_CALLS', { vesselId: messages.VOYAGE_HAS_PORT_CALLS });
        if (input.voyageTypeId !== null && !(await repo.voyageTypeExists(input.voyageTypeId, tx)))
          throw fieldError('voyageTypeId', 'UNKNOWN_VOYAGE_TYPE');
        if (await repo.voyageNumberTaken(caller.companyId, input.voyageNumber, before?.id ?? null, tx))
          throw voyageNumberExists();
        const values = { vesselId: input.vesselId, voyageNumber: input.voyageNumber, voyageTypeId: input.voyageTypeId };
        const after = before
          ? await repo.updateVoyage(before.id, values, deps.clock(), tx)
          : await repo.insertVoyage({ ...values, companyId: caller.companyId, createdById: caller.profileId }, tx);
        await writeAudit(tx, {
          profileId: caller.profileId,
          companyId: caller.companyId,
          entity: 'voyage',
          entityId: after.id,
          action: before ? 'SAVE' : 'CREATE',
          before,
          after,
        });
        return loadVoyage(caller, after.id, tx);
      });
    } catch (error) {
      if (isUniqueViolation(error, 'voyages_company_number_idx')) throw voyageNumberExists();
      throw error;
    }
  }

  /**
   * The voyage of a vessel with this number, created when the buyer has none (amending an
   * appointment's voyage number). A number the buyer already uses for another vessel is refused.
   */
  async function findOrCreateVoyage(
    caller: Caller,
    vesselId: number,
    voyageNumber: string,
    tx: Db,
  ): Promise<VoyageRow> {
    if (caller.type !== 'BUYER') throw forbidden();
    const existing = await repo.findVoyageByNumber(caller.companyId, voyageNumber, tx);
    if (existing) {
      if (existing.vesselId !== vesselId) throw voyageNumberExists();
      return existing;
    }
    if (!hasAuthority(caller, 'DA_VOYAGE_CREATE')) throw forbidden();
    const row = await repo.insertVoyage(
      { companyId: caller.companyId, vesselId, voyageNumber, createdById: caller.profileId },
      tx,
    );
    await writeAudit(tx, {
      profileId: caller.profileId,
      companyId: caller.companyId,
      entity: 'voyage',
      entityId: row.id,
      action: 'CREATE',
      after: row,
    });
    return row;
  }

  return { loadVoyage, listVesselVoyages, saveVoyage, findOrCreateVoyage };
}
export type VoyageService = ReturnType<typeof createVoyageService>;
