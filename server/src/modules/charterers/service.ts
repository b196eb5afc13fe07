import type {
  TCharterer,
  TChartererSave,
  TCharterersRequest,
  TChartererVesselTypeSave,
} from '@portcall/contracts/admin';
import type { TOption } from '@portcall/contracts/fields';
import type { TPaged } from '@portcall/contracts/paging';
import { writeAudit } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/query-helpers';
import { fieldError, notFound } from '../../platform/errors';
import type { Caller } from '../../platform/http/access';
import type { CharterersReadModel } from './charterers-read-model';
import type { ChartererRow, CharterersRepo } from './repo';
import { suggestNames } from './suggest';

/**
 * Charterers (operations §7): administrators keep the list and which buyer works with which
 * charterer for a vessel type; buyers read their charterers per vessel type (the evaluation's
 * charterer account report names one). Rows are never deleted: an unused one is deactivated.
 */
export function createCharterersService(deps: {
  db: Db;
  repo: CharterersRepo;
  read: CharterersReadModel;
  clock: () => Date;
}) {
  const { db, repo, read, clock } = deps;

  async function toCharterers(rows: ChartererRow[], tx: Db = db): Promise<TCharterer[]> {
    const links = await read.vesselTypesOf(
      rows.map((r) => r.id),
      tx,
    );
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      isActive: r.isActive,
      updatedAt: r.updatedAt.toISOString(),
      vesselTypes: links.filter((l) => l.chartererId === r.id).map(({ chartererId: _c, ...l }) => l),
    }));
  }

  async function list(query: TCharterersRequest): Promise<TPaged<TCharterer>> {
    const { rows, total } = await read.list(query);
    return { items: await toCharterers(rows), page: query.page, size: query.size, total };
  }

  async function load(id: number): Promise<TCharterer> {
    const row = await repo.find(id);
    if (!row) throw notFound();
    return (await toCharterers([row]))[0] as TCharterer;
  }

  async function save(caller: Caller, input: TChartererSave): Promise<TCharterer> {
    try {
      return await db.transaction(async (tx) => {
        const now = clock();
        const before = input.id === undefined ? undefined : await repo.find(input.id, tx);
        if (input.id !== undefined && !before) throw notFound();
        const values = { name: input.name, email: input.email ?? null, isActive: input.isActive, updatedAt: now };
        const row = before
          ? await repo.update(before.id, values, tx)
          : await repo.insert({ ...values, createdAt: now }, tx);
        await writeAudit(tx, {
          profileId: caller.profileId,
          companyId: caller.companyId,
          entity: 'charterer',
          entityId: row.id,
          action: before ? 'SAVE' : 'CREATE',
          before: before && { name: before.name, email: before.email, isActive: before.isActive },
          after: { name: row.name, email: row.email, isActive: row.isActive },
        });
        return (await toCharterers([row], tx))[0] as TCharterer;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw fieldError('name', 'CHARTERER_NAME_EXISTS');
      throw error;
    }
  }

  async function suggest(text: string): Promise<TOption[]> {
    return suggestNames(text, await read.activeNames()).map((r) => ({ label: r.name, value: String(r.id) }));
  }

  async function saveVesselType(caller: Caller, input: TChartererVesselTypeSave): Promise<TCharterer> {
    return db.transaction(async (tx) => {
      const charterer = await repo.find(input.chartererId, tx);
      if (!charterer) throw notFound();
      if (!(await read.isBuyer(input.buyerId, tx))) throw fieldError('buyerId', 'NOT_FOUND');
      if (!(await read.vesselTypeExists(input.vesselTypeId, tx))) throw fieldError('vesselTypeId', 'NOT_FOUND');
      const link = await repo.upsertVesselType(input, tx);
      await writeAudit(tx, {
        profileId: caller.profileId,
        companyId: caller.companyId,
        entity: 'charterer_vessel_type',
        entityId: link?.id ?? 0,
        action: input.isActive ? 'ENABLE' : 'DISABLE',
        after: input,
      });
      return (await toCharterers([charterer], tx))[0] as TCharterer;
    });
  }

  /** A buyer's active charterers for a vessel type (`ref/buyer/vessel/{vesselType}/charterers`). */
  async function forBuyer(caller: Caller, vesselTypeId: number): Promise<TOption[]> {
    const rows = await read.forBuyerVesselType(caller.companyId, vesselTypeId);
    return rows.map((r) => ({ label: r.name, value: String(r.id) }));
  }

  return { list, load, save, suggest, saveVesselType, forBuyer };
}
export type CharterersService = ReturnType<typeof createCharterersService>;
