import type { TTeamsQuery } from '@portcall/contracts/settings';
import { and, asc, count, eq, exists, ilike, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { containsPattern, orderOf, readPage, replaceMembers, textOrder } from '../../platform/db/query-helpers';
import { createGroupTable } from '../../platform/groups/group-table';
import { teamMembers, teams } from './db';
import { createTeamsReadModel } from './teams-read-model';

export type TeamRow = typeof teams.$inferSelect;

/**
 * Queries over a buyer's teams and their members. The reads that look at the members' profiles
 * (names, whether they are colleagues) are the read model's (teams-read-model.ts), spread in.
 */
export function createTeamsRepo(db: Db) {
  return {
    ...createTeamsReadModel(db),
    /** The named-group queries (platform/groups): find, name taken, insert, update, members. */
    teams: createGroupTable(db, {
      groups: teams,
      links: teamMembers,
      owner: teamMembers.teamId,
      row: (teamId, profileId) => ({ teamId, profileId }),
    }),

    async listTeams(companyId: number, query: TTeamsQuery, tx: Db = db) {
      const where = and(
        eq(teams.companyId, companyId),
        query.name ? ilike(teams.name, containsPattern(query.name)) : undefined,
        query.isActive === undefined ? undefined : eq(teams.isActive, query.isActive),
        query.memberId === undefined
          ? undefined
          : exists(
              tx
                .select({ one: sql`1` })
                .from(teamMembers)
                .where(and(eq(teamMembers.teamId, teams.id), eq(teamMembers.profileId, query.memberId))),
            ),
      );
      const sortable = { name: textOrder(teams.name), createdAt: teams.createdAt, isActive: teams.isActive };
      return readPage(
        query,
        tx
          .select()
          .from(teams)
          .where(where)
          .orderBy(...orderOf(sortable, query, 'name', teams.id)),
        tx.select({ n: count() }).from(teams).where(where),
      );
    },

    /** Every team of a buyer, for the per-profile checklist (load-buyer-teams). */
    listAllTeams(companyId: number, tx: Db = db) {
      return tx
        .select()
        .from(teams)
        .where(eq(teams.companyId, companyId))
        .orderBy(textOrder(teams.name), asc(teams.id));
    },

    async existingTeamIds(companyId: number, ids: number[], tx: Db = db): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await tx
        .select({ id: teams.id })
        .from(teams)
        .where(and(eq(teams.companyId, companyId), inArray(teams.id, ids)));
      return rows.map((r) => r.id);
    },

    async findProfileTeamIds(profileId: number, tx: Db = db): Promise<number[]> {
      const rows = await tx
        .select({ id: teamMembers.teamId })
        .from(teamMembers)
        .where(eq(teamMembers.profileId, profileId))
        .orderBy(asc(teamMembers.teamId));
      return rows.map((r) => r.id);
    },

    /** The teams a profile is a member of, by name (the user answer). */
    async findProfileTeams(profileId: number, tx: Db = db) {
      return tx
        .select({ id: teams.id, name: teams.name })
        .from(teamMembers)
        .innerJoin(teams, eq(teams.id, teamMembers.teamId))
        .where(eq(teamMembers.profileId, profileId))
        .orderBy(textOrder(teams.name), asc(teams.id));
    },

    async replaceProfileTeams(profileId: number, teamIds: number[], tx: Db = db) {
      await replaceMembers(
        tx,
        teamMembers,
        { column: teamMembers.profileId, id: profileId },
        teamIds.map((teamId) => ({ teamId, profileId })),
      );
    },
  };
}
export type TeamsRepo = ReturnType<typeof createTeamsRepo>;
