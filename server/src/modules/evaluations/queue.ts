import { hasAuthority } from '@portcall/contracts/access';
import {
  daQueueStages,
  type TDaQueueFilters,
  type TDaQueueItem,
  type TDaQueuePage,
  type TDaQueueStage,
} from '@portcall/contracts/da-queue';
import { Decimal } from '@portcall/contracts/money';
import { forbidden } from '../../platform/errors';
import type { Caller } from '../../platform/http/access';
import { inRegionScope, type RegionScopeService } from '../../platform/scope/region';
import { ports } from '../refdata/db';
import type { DaQueueRepo } from './queue-read-model';

const amountOf = (v: Decimal.Value) => new Decimal(v).toFixed(2, Decimal.ROUND_HALF_UP);

type PageRow = Awaited<ReturnType<DaQueueRepo['page']>>['rows'][number];

function toItem(r: PageRow): TDaQueueItem {
  return {
    evaluationId: r.evaluationId as number,
    proformaId: r.proformaId as number,
    appointmentId: r.appointmentId as number,
    portCallId: r.portCallId as number,
    type: r.type as string,
    stage: r.stage as TDaQueueStage,
    vessel: r.vessel as string,
    port: r.port as string,
    agent: r.agent as string,
    voyageNumber: (r.voyageNumber as string | null) ?? null,
    currency: (r.currency as string | null) ?? null,
    quotedAmount: amountOf(r.quotedAmount as string),
    evaluatedAmount: amountOf(r.evaluatedAmount as string),
    assignee:
      r.assigneeId === null
        ? null
        : { id: r.assigneeId as number, fullName: `${r.assigneeName} ${r.assigneeSurname}`.trim() },
    paymentStatus: (r.paymentStatus as TDaQueueItem['paymentStatus']) ?? null,
    submittedAt: r.submittedAt ? (r.submittedAt as Date).toISOString() : null,
  };
}

/** Stages where an assigned evaluation still waits for its assignee. */
const WAITING: readonly TDaQueueStage[] = ['TO_EVALUATE', 'IN_REVIEW'];

/**
 * The buyer DA tool's work queue: the evaluations of the caller's company inside its region rules
 * (a buyer of the DA tool with DA_VIEW or DA_EVALUATION_VIEW), a page at a time, with the count of
 * each stage and of what is assigned to the caller.
 */
export function createDaQueueService(deps: {
  repo: DaQueueRepo;
  regionScope: Pick<RegionScopeService, 'regionScopeFor'>;
}) {
  return {
    async list(
      caller: Caller,
      q: TDaQueueFilters & { page: number; size: number; property?: string; direction?: 'ASC' | 'DESC' },
    ): Promise<TDaQueuePage> {
      const allowed =
        caller.type === 'BUYER' &&
        caller.products.includes('DA_TOOL') &&
        (hasAuthority(caller, 'DA_VIEW') || hasAuthority(caller, 'DA_EVALUATION_VIEW'));
      if (!allowed) throw forbidden();
      const region = inRegionScope(ports.countryId, await deps.regionScope.regionScopeFor(caller));
      const scope = { companyId: caller.companyId, region, profileId: caller.profileId };
      const { total, rows } = await deps.repo.page(scope, q, q);
      const counts = Object.fromEntries(daQueueStages.map((s) => [s, 0])) as Record<TDaQueueStage, number>;
      let assignedToMe = 0;
      for (const c of await deps.repo.counts(scope)) {
        counts[c.stage] = c.n;
        if (WAITING.includes(c.stage)) assignedToMe += c.mine;
      }
      return { items: rows.map(toItem), page: q.page, size: q.size, total, counts, assignedToMe };
    },
  };
}
export type DaQueueService = ReturnType<typeof createDaQueueService>;
