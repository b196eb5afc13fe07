import { messages } from '@portcall/contracts/messages';
import type { TPaged } from '@portcall/contracts/paging';
import type { TSaveBuyerTeams, TTeam, TTeamCreate, TTeamPatch, TTeamsQuery } from '@portcall/contracts/settings';
import { writeAudit } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { isUniqueViolation, pageOf, uniqueIds } from '../../platform/db/query-helpers';
import { AppError, fieldError, notFound } from '../../platform/errors';
import type { Caller } from '../../platform/http/access';
import { type BuyerScope, MANAGE_PEOPLE, READ, READ_PEOPLE } from '../../platform/scope/buyer-scope';
import type { PeopleRepo } from '../account/module';
import type { TeamRow, TeamsRepo } from './teams-repo';

/**
 * A buyer's teams (operations §7 "Buyer teams and support"): every buyer profile of the company
 * reads them (work is handed to teams), managers and support administrators change them.
 */
export function createTeamsService(deps: {
  db: Db;
  repo: TeamsRepo;
  users: Pick<PeopleRepo, 'lockCompany'>;
  scope: BuyerScope;
}) {
  const { db, repo, scope } = deps;

  async function toTeams(rows: TeamRow[], tx: Db = db): Promise<TTeam[]> {
    const members = await repo.findMembers(
      rows.map((r) => r.id),
      tx,
    );
    return rows.map((r) => ({
      id: r.id,
      buyerId: r.companyId,
      name: r.name,
      description: r.description,
      isActive: r.isActive,
      members: members
        .filter((m) => m.teamId === r.id)
        .map((m) => ({ id: m.id, fullName: `${m.name} ${m.surname}`.trim() })),
      createdAt: r.createdAt.toISOString(),
    }));
  }

  /** A team reached through {buyerId}: the path's buyer must be the team's too. */
  async function teamOf(caller: Caller, need: typeof READ, buyerId: number, teamId: number, tx: Db = db) {
    const companyId = await scope.buyerCompany(caller, need, buyerId, tx);
    const team = await repo.findTeam(teamId, tx);
    if (!team || team.companyId !== companyId) throw notFound();
    return team;
  }

  async function listTeams(caller: Caller, buyerId: number, query: TTeamsQuery): Promise<TPaged<TTeam>> {
    const companyId = await scope.buyerCompany(caller, READ, buyerId);
    const { rows, total } = await repo.listTeams(companyId, query);
    return pageOf(await toTeams(rows), total, query);
  }

  async function loadTeam(caller: Caller, buyerId: number, teamId: number): Promise<TTeam> {
    const [team] = await toTeams([await teamOf(caller, READ, buyerId, teamId)]);
    return team as TTeam;
  }

  async function checkMembers(companyId: number, memberIds: number[], tx: Db) {
    if ((await repo.existingBuyerProfileIds(companyId, memberIds, tx)).length !== memberIds.length)
      throw fieldError('memberIds', 'UNKNOWN_USER');
  }

  async function mapDuplicateName<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error, 'teams_company_name_idx'))
        throw new AppError(409, 'TEAM_NAME_EXISTS', { name: messages.TEAM_NAME_EXISTS });
      throw error;
    }
  }

  async function checkName(companyId: number, name: string, exceptId: number | null, tx: Db) {
    if (await repo.teamNameTaken(companyId, name, exceptId, tx))
      throw new AppError(409, 'TEAM_NAME_EXISTS', { name: messages.TEAM_NAME_EXISTS });
  }

  async function createTeam(caller: Caller, buyerId: number, input: TTeamCreate): Promise<TTeam> {
    scope.authorise(caller, MANAGE_PEOPLE);
    const memberIds = uniqueIds(input.memberIds);
    const id = await mapDuplicateName(() =>
      db.transaction(async (tx) => {
        const companyId = await scope.buyerCompany(caller, MANAGE_PEOPLE, buyerId, tx);
        await deps.users.lockCompany(companyId, tx);
        await checkName(companyId, input.name, null, tx);
        await checkMembers(companyId, memberIds, tx);
        const row = await repo.insertTeam(
          { companyId, name: input.name, description: input.description || null, isActive: input.isActive },
          tx,
        );
        await repo.replaceMembers(row.id, memberIds, tx);
        await writeAudit(tx, {
          profileId: caller.profileId,
          companyId,
          entity: 'team',
          entityId: row.id,
          action: 'CREATE',
          after: { ...row, memberIds },
        });
        return row.id;
      }),
    );
    return loadTeam(caller, buyerId, id);
  }

  /** PATCH: only the fields sent change; memberIds, when sent, replaces the whole membership. */
  async function patchTeam(caller: Caller, buyerId: number, teamId: number, input: TTeamPatch): Promise<TTeam> {
    scope.authorise(caller, MANAGE_PEOPLE);
    await mapDuplicateName(() =>
      db.transaction(async (tx) => {
        const before = await teamOf(caller, MANAGE_PEOPLE, buyerId, teamId, tx);
        await deps.users.lockCompany(before.companyId, tx);
        if (input.name !== undefined) await checkName(before.companyId, input.name, before.id, tx);
        const memberIds = input.memberIds && uniqueIds(input.memberIds);
        if (memberIds) await checkMembers(before.companyId, memberIds, tx);
        const beforeMembers = (await repo.findMembers([before.id], tx)).map((m) => m.id);
        const after = await repo.updateTeam(
          before.id,
          {
            ...(input.name === undefined ? {} : { name: input.name }),
            ...(input.description === undefined ? {} : { description: input.description || null }),
            ...(input.isActive === undefined ? {} : { isActive: input.isActive }),
          },
          tx,
        );
        if (memberIds) await repo.replaceMembers(before.id, memberIds, tx);
        await writeAudit(tx, {
          profileId: caller.profileId,
          companyId: before.companyId,
          entity: 'team',
          entityId: before.id,
          action: 'PATCH',
          before: { ...before, memberIds: beforeMembers },
          after: { ...after, memberIds: memberIds ?? beforeMembers },
        });
      }),
    );
    return loadTeam(caller, buyerId, teamId);
  }

  /** GET buyer-profile/{id}/load-buyer-teams: every team of the profile's buyer, marked where it is a member. */
  async function loadProfileTeams(caller: Caller, profileId: number) {
    const profile = await scope.buyerProfile(caller, READ_PEOPLE, profileId);
    const memberOf = new Set(await repo.findProfileTeamIds(profile.id));
    const all = await repo.listAllTeams(profile.companyId);
    return all.map((t) => ({ id: t.id, name: t.name, isActive: t.isActive, isMember: memberOf.has(t.id) }));
  }

  /** POST buyer-profile/save-buyer-teams: replaces the teams a profile belongs to. */
  async function saveProfileTeams(caller: Caller, input: TSaveBuyerTeams) {
    scope.authorise(caller, MANAGE_PEOPLE);
    const teamIds = uniqueIds(input.teamIds);
    return db.transaction(async (tx) => {
      const profile = await scope.buyerProfile(caller, MANAGE_PEOPLE, input.profileId, tx);
      await deps.users.lockCompany(profile.companyId, tx);
      if ((await repo.existingTeamIds(profile.companyId, teamIds, tx)).length !== teamIds.length)
        throw fieldError('teamIds', 'UNKNOWN_TEAM');
      const before = await repo.findProfileTeamIds(profile.id, tx);
      await repo.replaceProfileTeams(profile.id, teamIds, tx);
      await writeAudit(tx, {
        profileId: caller.profileId,
        companyId: profile.companyId,
        entity: 'profile',
        entityId: profile.id,
        action: 'SAVE_TEAMS',
        before: { teamIds: before },
        after: { teamIds },
      });
      return { profileId: profile.id, teams: await repo.findProfileTeams(profile.id, tx) };
    });
  }

  return { listTeams, loadTeam, createTeam, patchTeam, loadProfileTeams, saveProfileTeams };
}
export type TeamsService = ReturnType<typeof createTeamsService>;
