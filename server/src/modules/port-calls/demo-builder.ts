import { writeAudit } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { createPortCallRepo } from './repo';

export interface DemoPortCallInput {
  companyId: number;
  vesselId: number;
  /** Absent: an imported port call (no voyage of its own yet). */
  voyageNumber?: string;
  portId: number;
  status: 'DRAFT' | 'IN_PROCESS' | 'IMPORTED';
  eta: Date;
  ets: Date;
  laycanStart?: Date | null;
  laycanEnd?: Date | null;
  createdById: number | null;
  emails?: string[];
  activities: Array<{ activityTypeId: number; cargo?: string }>;
  agentIds: number[];
  source?: string;
  externalRef?: string;
  importedVoyageNumber?: string;
}

/**
 * A port call (with its voyage) written whole in the caller's transaction, audited as created by
 * `createdById`: the demo seed's and the QA tasks' port calls (issue 25), which skip the buyer's
 * wizard because no one is at the keyboard.
 */
export async function buildDemoPortCall(tx: Db, input: DemoPortCallInput): Promise<{ portCallId: number }> {
  const repo = createPortCallRepo(tx);
  const voyage =
    input.voyageNumber === undefined
      ? undefined
      : await repo.insertVoyage({
          companyId: input.companyId,
          vesselId: input.vesselId,
          voyageNumber: input.voyageNumber,
          createdById: input.createdById,
        });
  const portCall = await repo.insertPortCall({
    companyId: input.companyId,
    vesselId: input.vesselId,
    voyageId: voyage?.id ?? null,
    portId: input.portId,
    status: input.status,
    eta: input.eta,
    ets: input.ets,
    laycanStart: input.laycanStart ?? null,
    laycanEnd: input.laycanEnd ?? null,
    opsCoordinatorId: input.status === 'IMPORTED' ? null : input.createdById,
    emails: input.emails ?? [],
    createdById: input.status === 'IMPORTED' ? null : input.createdById,
    source: input.source,
    externalRef: input.externalRef,
    importedVoyageNumber: input.importedVoyageNumber,
  });
  if (input.activities.length) await repo.replaceActivities(portCall.id, input.activities);
  if (input.agentIds.length) await repo.replaceAgents(portCall.id, input.agentIds);
  await writeAudit(tx, {
    profileId: input.status === 'IMPORTED' ? null : input.createdById,
    companyId: input.companyId,
    entity: 'port_call',
    entityId: portCall.id,
    action: input.status === 'IMPORTED' ? 'IMPORT' : 'CREATE',
    after: { status: input.status === 'IMPORTED' ? 'IMPORTED' : 'DRAFT' },
  });
  return { portCallId: portCall.id };
}

/**
 * The port call a cloned DA lands in (QA task): the source's port, dates and activities, on a vessel
 * of the target company, with the DA's supplier as agent. Undefined when the source is gone.
 */
export async function copyPortCallFor(
  tx: Db,
  sourcePortCallId: number,
  target: { companyId: number; vesselId: number; createdById: number | null; agentIds: number[]; voyageNumber: string },
): Promise<{ portCallId: number } | undefined> {
  const repo = createPortCallRepo(tx);
  const source = await repo.findPortCall(sourcePortCallId, tx);
  if (!source) return undefined;
  const activities = await repo.listActivities([source.id], tx);
  return buildDemoPortCall(tx, {
    companyId: target.companyId,
    vesselId: target.vesselId,
    voyageNumber: target.voyageNumber,
    portId: source.portId,
    status: 'IN_PROCESS',
    eta: source.eta ?? new Date(),
    ets: source.ets ?? new Date(),
    createdById: target.createdById,
    activities: activities.map((a) => ({ activityTypeId: a.activityType.id, cargo: a.cargo ?? undefined })),
    agentIds: target.agentIds,
  });
}
