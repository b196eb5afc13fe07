import { hasAuthority } from '@portcall/contracts/access';
import type { TPaged } from '@portcall/contracts/paging';
import {
  agentRatingOf,
  RATING_CRITERIA,
  RATING_EDIT_DAYS,
  type TAgentRating,
  type TAgentRatingSave,
  type TAppointmentAgentRating,
  type TAverageRating,
} from '@portcall/contracts/ratings';
import { writeAudit } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import type { Caller } from '../../platform/http/access';
import type { AgentRatingRow, CriterionRow, RatingRepo } from './repo';

/** What the appointments module tells about an appointment the caller reaches (else it throws 404). */
export interface RatedAppointment {
  row: { id: number; companyId: number; agentCompanyId: number; state: string };
}

const DAY_MS = 86_400_000;
const notFound = () => new AppError(404, 'NOT_FOUND');

export function createRatingService(deps: {
  db: Db;
  repo: RatingRepo;
  appointments: {
    reach(
      caller: Caller,
      need: { authority: 'AGENT_RATING_VIEW' | 'AGENT_RATING_SUBMIT' },
      id: number,
      tx?: Db,
    ): Promise<RatedAppointment>;
  };
  /** The author's name as the rating keeps it. */
  fullNameOf(profileId: number): Promise<string>;
  clock: () => Date;
}) {
  const { db, repo, clock } = deps;

  const toRating = (row: AgentRatingRow, criteria: CriterionRow[]): TAgentRating => {
    const ordered = [...criteria].sort(
      (a, b) => RATING_CRITERIA.indexOf(a.criterion) - RATING_CRITERIA.indexOf(b.criterion),
    );
    return {
      id: row.id,
      appointmentId: row.appointmentId,
      agentId: row.agentCompanyId,
      buyerId: row.buyerCompanyId,
      criteriaRatings: ordered,
      rating: agentRatingOf(ordered),
      comment: row.comment,
      ratedBy: { id: row.ratedByProfileId, fullName: row.ratedByFullName },
      createdDate: row.createdAt.toISOString(),
      updatedDate: row.updatedAt.toISOString(),
    };
  };

  /** Its author may change a rating within 30 days of giving it. */
  const isEditableBy = (row: AgentRatingRow, caller: Caller) =>
    row.ratedByProfileId === caller.profileId &&
    clock().getTime() - row.createdAt.getTime() <= RATING_EDIT_DAYS * DAY_MS;

  async function forAppointment(caller: Caller, appointmentId: number): Promise<TAppointmentAgentRating> {
    const { row: appointment } = await deps.appointments.reach(
      caller,
      { authority: 'AGENT_RATING_VIEW' },
      appointmentId,
    );
    const rating = await repo.findByAppointment(appointmentId);
    const criteria = rating ? ((await repo.criteriaOf([rating.id])).get(rating.id) ?? []) : [];
    const mayRate = appointment.state === 'CLOSED' && hasAuthority(caller, 'AGENT_RATING_SUBMIT');
    return {
      appointmentId,
      agentId: appointment.agentCompanyId,
      criteria: [...RATING_CRITERIA],
      rating: rating ? toRating(rating, criteria) : null,
      canRate: mayRate && (!rating || isEditableBy(rating, caller)),
    };
  }

  /**
   * Rates the agent of a closed appointment: once per appointment; its author may change it for 30
   * days (a second rating by anyone else, or a late change, is refused).
   */
  async function save(caller: Caller, input: TAgentRatingSave): Promise<TAgentRating> {
    const fullName = await deps.fullNameOf(caller.profileId);
    return db.transaction(async (tx) => {
      const { row: appointment } = await deps.appointments.reach(
        caller,
        { authority: 'AGENT_RATING_SUBMIT' },
        input.appointmentId,
        tx,
      );
      if (appointment.state !== 'CLOSED') throw new AppError(409, 'AGENT_RATING_APPOINTMENT_NOT_CLOSED');
      const now = clock();
      const existing = await repo.findByAppointment(appointment.id, tx, true);
      let row: AgentRatingRow | undefined;
      if (existing) {
        if (existing.ratedByProfileId !== caller.profileId) throw new AppError(409, 'AGENT_RATING_EXISTS');
        if (!isEditableBy(existing, caller)) throw new AppError(409, 'AGENT_RATING_LOCKED');
        row = await repo.update(existing.id, { comment: input.comment?.trim() || null, updatedAt: now }, tx);
      } else {
        row = await repo.insert(
          {
            appointmentId: appointment.id,
            buyerCompanyId: appointment.companyId,
            agentCompanyId: appointment.agentCompanyId,
            ratedByProfileId: caller.profileId,
            ratedByFullName: fullName,
            comment: input.comment?.trim() || null,
            createdAt: now,
            updatedAt: now,
          },
          tx,
        );
        // Two people rating at once: the unique appointment lets one in.
        if (!row) throw new AppError(409, 'AGENT_RATING_EXISTS');
      }
      await repo.replaceCriteria(row.id, input.criteriaRatings, tx);
      const answer = toRating(row, input.criteriaRatings);
      await writeAudit(tx, {
        profileId: caller.profileId,
        companyId: caller.companyId,
        entity: 'agent_rating',
        entityId: row.id,
        action: existing ? 'UPDATE' : 'CREATE',
        before: existing ?? null,
        after: answer,
      });
      return answer;
    });
  }

  /**
   * A buyer's mean rating of an agent (0 if none). The agent reads its own average from a buyer, never
   * who rated; anyone else's figures answer 404.
   */
  async function average(caller: Caller, buyerId: number, agentId: number): Promise<TAverageRating> {
    const isBuyer = caller.type === 'BUYER' && caller.companyId === buyerId;
    const isThatAgent = caller.type === 'AGENT' && caller.companyId === agentId;
    if (!isBuyer && !isThatAgent) throw notFound();
    return { agentId, ...(await repo.average(buyerId, agentId)) };
  }

  async function list(
    caller: Caller,
    buyerId: number,
    agentId: number,
    page: number,
    size: number,
  ): Promise<TPaged<TAgentRating>> {
    if (caller.companyId !== buyerId) throw notFound();
    const { items, total } = await repo.page(buyerId, agentId, page, size);
    const criteria = await repo.criteriaOf(items.map((r) => r.id));
    return { items: items.map((r) => toRating(r, criteria.get(r.id) ?? [])), page, size, total };
  }

  return { forAppointment, save, average, list };
}
export type RatingService = ReturnType<typeof createRatingService>;
