import type {
  TCommodityType,
  TFleet,
  TFleetCreate,
  TFleetPatch,
  TSaveProfileVessels,
  TVessel,
  TVesselCreate,
  TVesselSave,
  TVesselsQuery,
} from '@portcall/contracts/fleet';
import { messages } from '@portcall/contracts/messages';
import type { TPaged } from '@portcall/contracts/paging';
import { writeAudit } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { isUniqueViolation, pageOf, uniqueIds } from '../../platform/db/query-helpers';
import { AppError, fieldError } from '../../platform/errors';
import { createNamedGroups } from '../../platform/groups/named-groups';
import type { Caller } from '../../platform/http/access';
import { type BuyerNeed, type BuyerScope, MANAGE_PEOPLE, READ } from '../../platform/scope/buyer-scope';
import type { FleetRepo, FleetRow } from './repo';

const ANY_BUYER: BuyerNeed = {};
const EDIT_VESSELS: BuyerNeed = { authority: 'SETTINGS_EDIT_VESSEL' };

type VesselWithNames = NonNullable<Awaited<ReturnType<FleetRepo['findVessel']>>>;

/**
 * A buyer's vessels and fleets, and the vessels its profiles look after. Vessels are edited under
 * settings with SETTINGS_EDIT_VESSEL; every buyer profile of the company reads them (they are
 * chosen on port calls). Nothing is deleted: a vessel is deactivated and keeps its history.
 */
export function createFleetService(deps: { db: Db; repo: FleetRepo; scope: BuyerScope; clock: () => Date }) {
  const { db, repo, scope } = deps;
  const fleetGroups = createNamedGroups({
    db,
    scope,
    kind: {
      entity: 'fleet',
      membersField: 'vesselIds',
      unknownMember: 'UNKNOWN_VESSEL',
      nameExists: { code: 'FLEET_NAME_EXISTS', index: 'fleets_company_name_idx' },
      manage: EDIT_VESSELS,
      table: repo.fleets,
      memberIdsOf: async (fleetId, tx) => (await repo.findFleetVessels([fleetId], tx)).map((v) => v.id),
      // A deactivated vessel stays in its fleets, and may still be put in one.
      ownMemberIds: (companyId, ids, tx) => repo.existingVesselIds(companyId, ids, { activeOnly: false }, tx),
    },
  });

  async function toVessels(rows: VesselWithNames[], tx: Db = db): Promise<TVessel[]> {
    const memberships = await repo.findVesselFleets(
      rows.map((r) => r.row.id),
      tx,
    );
    return rows.map(({ row, vesselType, vesselSize }) => ({
      id: row.id,
      buyerId: row.companyId,
      name: row.name,
      imo: row.imo,
      vesselType,
      vesselSize,
      dwt: row.dwt,
      commodityType: row.commodityType as TCommodityType,
      isActive: row.isActive,
      deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
      fleets: memberships.filter((m) => m.vesselId === row.id).map(({ id, name }) => ({ id, name })),
    }));
  }

  async function toFleets(rows: FleetRow[], tx: Db = db): Promise<TFleet[]> {
    const members = await repo.findFleetVessels(
      rows.map((r) => r.id),
      tx,
    );
    return rows.map((r) => ({
      id: r.id,
      buyerId: r.companyId,
      name: r.name,
      description: r.description,
      isActive: r.isActive,
      vessels: members.filter((m) => m.fleetId === r.id).map(({ fleetId: _, ...v }) => v),
    }));
  }

  /** A unique index refused a duplicate a concurrent save slipped past the service's check. */
  async function mapDuplicates<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error, 'vessels_company_imo_idx'))
        throw new AppError(409, 'VESSEL_IMO_EXISTS', { imo: messages.VESSEL_IMO_EXISTS });
      throw error;
    }
  }

  // ---- vessels ----

  async function listVessels(caller: Caller, query: TVesselsQuery): Promise<TPaged<TVessel>> {
    scope.authorise(caller, ANY_BUYER);
    const { rows, total } = await repo.listVessels(caller.companyId, query);
    return pageOf(await toVessels(rows), total, query);
  }

  async function loadVessel(caller: Caller, id: number, tx: Db = db): Promise<TVessel> {
    const found = await repo.findVessel(id, tx);
    scope.reach(caller, ANY_BUYER, found && { companyId: found.row.companyId });
    const [vessel] = await toVessels([found as VesselWithNames], tx);
    return vessel as TVessel;
  }

  /** The size class must belong to the vessel type's segment (a Capesize is a dry-bulk size). */
  async function checkReferences(input: TVesselCreate, tx: Db) {
    const type = await repo.findVesselType(input.vesselTypeId, tx);
    if (!type) throw fieldError('vesselTypeId', 'UNKNOWN_VESSEL_TYPE');
    if (input.vesselSizeId === null) return;
    const size = await repo.findVesselSize(input.vesselSizeId, tx);
    if (!size) throw fieldError('vesselSizeId', 'UNKNOWN_VESSEL_SIZE');
    if (size.segmentId !== type.segmentId) throw fieldError('vesselSizeId', 'VESSEL_SIZE_TYPE_MISMATCH');
  }

  async function checkImoFree(companyId: number, imo: string, exceptId: number | null, tx: Db) {
    if (await repo.imoTaken(companyId, imo, exceptId, tx))
      throw new AppError(409, 'VESSEL_IMO_EXISTS', { imo: messages.VESSEL_IMO_EXISTS });
  }

  const vesselValues = (input: TVesselCreate) => ({
    name: input.name,
    imo: input.imo,
    vesselTypeId: input.vesselTypeId,
    vesselSizeId: input.vesselSizeId,
    dwt: input.dwt,
    commodityType: input.commodityType,
  });

  async function createVessel(caller: Caller, input: TVesselCreate): Promise<TVessel> {
    scope.authorise(caller, EDIT_VESSELS);
    return mapDuplicates(() =>
      db.transaction(async (tx) => {
        await checkReferences(input, tx);
        await checkImoFree(caller.companyId, input.imo, null, tx);
        const row = await repo.insertVessel({ companyId: caller.companyId, ...vesselValues(input) }, tx);
        await writeAudit(tx, {
          profileId: caller.profileId,
          companyId: caller.companyId,
          entity: 'vessel',
          entityId: row.id,
          action: 'CREATE',
          after: row,
        });
        return loadVessel(caller, row.id, tx);
      }),
    );
  }

  /**
   * Saves a vessel. isActive false deactivates it (stamped with the time): port calls keep pointing
   * at it, it stays in its fleets, and it leaves pickers and profiles' vessel lists.
   */
  async function saveVessel(caller: Caller, input: TVesselSave): Promise<TVessel> {
    scope.authorise(caller, EDIT_VESSELS);
    return mapDuplicates(() =>
      db.transaction(async (tx) => {
        const found = await repo.findVessel(input.id, tx);
        const before = scope.reach(caller, EDIT_VESSELS, found?.row);
        await checkReferences(input, tx);
        if (input.imo !== before.imo) await checkImoFree(before.companyId, input.imo, before.id, tx);
        const deactivatedAt = input.isActive ? null : (before.deactivatedAt ?? deps.clock());
        const after = await repo.updateVessel(
          before.id,
          { ...vesselValues(input), isActive: input.isActive, deactivatedAt },
          tx,
        );
        const action = before.isActive === after.isActive ? 'SAVE' : after.isActive ? 'REACTIVATE' : 'DEACTIVATE';
        await writeAudit(tx, {
          profileId: caller.profileId,
          companyId: before.companyId,
          entity: 'vessel',
          entityId: before.id,
          action,
          before,
          after,
        });
        return loadVessel(caller, before.id, tx);
      }),
    );
  }

  // ---- fleets ----

  async function listFleets(caller: Caller, buyerId: number, options: { isActive?: boolean }): Promise<TFleet[]> {
    const companyId = await scope.buyerCompany(caller, READ, buyerId);
    return toFleets(await repo.listFleets(companyId, options));
  }

  async function loadFleet(caller: Caller, buyerId: number, fleetId: number, tx: Db = db): Promise<TFleet> {
    const [fleet] = await toFleets([await fleetGroups.groupOf(caller, READ, buyerId, fleetId, tx)], tx);
    return fleet as TFleet;
  }

  async function createFleet(caller: Caller, buyerId: number, input: TFleetCreate): Promise<TFleet> {
    const id = await fleetGroups.create(caller, buyerId, { ...input, memberIds: input.vesselIds });
    return loadFleet(caller, buyerId, id);
  }

  /** PATCH: only the fields sent change; vesselIds, when sent, replaces the fleet's vessels. */
  async function patchFleet(caller: Caller, buyerId: number, fleetId: number, input: TFleetPatch): Promise<TFleet> {
    const { vesselIds, ...fields } = input;
    await fleetGroups.patch(caller, buyerId, fleetId, { ...fields, memberIds: vesselIds });
    return loadFleet(caller, buyerId, fleetId);
  }

  // ---- profile vessels ----

  /**
   * POST buyer-profile/save-vessels: replaces the vessels a buyer profile looks after (shown in its
   * claims as profile.vessels). Only active vessels of the profile's own buyer can be assigned.
   */
  async function saveProfileVessels(caller: Caller, input: TSaveProfileVessels) {
    scope.authorise(caller, MANAGE_PEOPLE);
    const vesselIds = uniqueIds(input.vesselIds);
    return db.transaction(async (tx) => {
      const profile = await scope.buyerProfile(caller, MANAGE_PEOPLE, input.profileId, tx);
      const found = await repo.existingVesselIds(profile.companyId, vesselIds, { activeOnly: true }, tx);
      if (found.length !== vesselIds.length) throw fieldError('vesselIds', 'ASSIGNED_VESSEL_NOT_FOUND');
      const before = await repo.findProfileVesselIds(profile.id, tx);
      await repo.replaceProfileVessels(profile.id, vesselIds, tx);
      await writeAudit(tx, {
        profileId: caller.profileId,
        companyId: profile.companyId,
        entity: 'profile',
        entityId: profile.id,
        action: 'SAVE_VESSELS',
        before: { vesselIds: before },
        after: { vesselIds },
      });
      return { profileId: profile.id, vessels: await repo.listProfileVessels(profile.id, tx) };
    });
  }

  /** For the settings module's user answer; the caller has already been scoped there. */
  const listProfileVessels = (profileId: number, tx?: Db) => repo.listProfileVessels(profileId, tx);

  return {
    listVessels,
    loadVessel,
    createVessel,
    saveVessel,
    listFleets,
    loadFleet,
    createFleet,
    patchFleet,
    saveProfileVessels,
    listProfileVessels,
  };
}
export type FleetService = ReturnType<typeof createFleetService>;
