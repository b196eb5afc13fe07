/**
 * A declared read model (docs/decisions.md "Read models"): what a buyer's teams read of the account
 * module's profiles: the members' names, and which of the given ids are buyer profiles of the
 * company (team members must be colleagues). Only reads; profiles are the account module's.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { textOrder } from '../../platform/db/query-helpers';
import { profiles } from '../account/db';
import { teamMembers } from './db';

export function createTeamsReadModel(db: Db) {
  return {
    async findMembers(teamIds: number[], tx: Db = db) {
      if (teamIds.length === 0) return [];
      return tx
        .select({ teamId: teamMembers.teamId, id: profiles.id, name: profiles.name, surname: profiles.surname })
        .from(teamMembers)
        .innerJoin(profiles, eq(profiles.id, teamMembers.profileId))
        .where(inArray(teamMembers.teamId, teamIds))
        .orderBy(textOrder(profiles.surname), textOrder(profiles.name), asc(profiles.id));
    },

    /** Buyer profiles of one company among the given ids (team members must be colleagues). */
    async existingBuyerProfileIds(companyId: number, ids: number[], tx: Db = db): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await tx
        .select({ id: profiles.id })
        .from(profiles)
        .where(and(eq(profiles.companyId, companyId), eq(profiles.type, 'BUYER'), inArray(profiles.id, ids)));
      return rows.map((r) => r.id);
    },
  };
}
