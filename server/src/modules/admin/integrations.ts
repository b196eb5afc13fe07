import type { TBuyerIntegration } from '@portcall/contracts/admin';
import { and, eq } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { notFound } from '../../platform/errors';
import type { Caller } from '../../platform/http/access';
import { integrationConfigs } from '../refdata/db';
import type { AdminReadModel } from './admin-read-model';
import { buyerIntegrations } from './db';

/**
 * Integration (platform-core §2 admin "integration"): the integration config list of reference data,
 * each switched on or off per buyer. A buyer without a row has the integration off.
 */
export function createIntegrationService(deps: { db: Db; read: AdminReadModel; clock: () => Date }) {
  const { db } = deps;

  async function requireBuyer(buyerId: number) {
    if (!(await deps.read.buyerCompanies()).some((c) => c.id === buyerId)) throw notFound();
  }

  async function listForBuyer(buyerId: number, tx: Db = db): Promise<TBuyerIntegration[]> {
    const rows = await tx
      .select({
        integrationConfigId: integrationConfigs.id,
        code: integrationConfigs.code,
        name: integrationConfigs.name,
        description: integrationConfigs.description,
        isAvailable: integrationConfigs.isEnabled,
        isEnabled: buyerIntegrations.isEnabled,
      })
      .from(integrationConfigs)
      .leftJoin(
        buyerIntegrations,
        and(eq(buyerIntegrations.integrationConfigId, integrationConfigs.id), eq(buyerIntegrations.buyerId, buyerId)),
      )
      .orderBy(integrationConfigs.position, integrationConfigs.id);
    return rows.map((r) => ({ ...r, isEnabled: r.isEnabled ?? false }));
  }

  async function list(buyerId: number) {
    await requireBuyer(buyerId);
    return listForBuyer(buyerId);
  }

  async function setSwitch(caller: Caller, buyerId: number, integrationConfigId: number, isEnabled: boolean) {
    await requireBuyer(buyerId);
    return db.transaction(async (tx) => {
      const [config] = await tx
        .select({ id: integrationConfigs.id })
        .from(integrationConfigs)
        .where(eq(integrationConfigs.id, integrationConfigId));
      if (!config) throw notFound();
      const values = { buyerId, integrationConfigId, isEnabled, updatedAt: deps.clock(), updatedBy: caller.profileId };
      await tx
        .insert(buyerIntegrations)
        .values(values)
        .onConflictDoUpdate({
          target: [buyerIntegrations.buyerId, buyerIntegrations.integrationConfigId],
          set: { isEnabled, updatedAt: values.updatedAt, updatedBy: caller.profileId },
        });
      await writeAudit(tx, {
        profileId: caller.profileId,
        companyId: caller.companyId,
        entity: 'buyer_integration',
        entityId: `${buyerId}:${integrationConfigId}`,
        action: isEnabled ? 'ENABLE' : 'DISABLE',
        after: { buyerId, integrationConfigId, isEnabled },
      });
      return listForBuyer(buyerId, tx);
    });
  }

  /** The buyer's switch of an integration code (off without a row). */
  async function isSwitchedOn(buyerId: number, code: string, tx: Db = db) {
    const [row] = await tx
      .select({ isEnabled: buyerIntegrations.isEnabled })
      .from(buyerIntegrations)
      .innerJoin(integrationConfigs, eq(integrationConfigs.id, buyerIntegrations.integrationConfigId))
      .where(and(eq(buyerIntegrations.buyerId, buyerId), eq(integrationConfigs.code, code)));
    return row?.isEnabled ?? false;
  }

  return { list, setSwitch, isSwitchedOn };
}
export type IntegrationService = ReturnType<typeof createIntegrationService>;
