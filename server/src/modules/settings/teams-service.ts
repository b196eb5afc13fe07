import type { TPaged } from '@portcall/contracts/paging';
import type { TSaveBuyerTeams, TTeam, TTeamCreate, TTeamPatch, TTeamsQuery } from '@portcall/contracts/settings';
import { writeAudit } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { pageOf, uniqueIds } from '../../platform/db/query-helpers';
import { fieldError } from '../../platform/errors';
import { createNamedGroups } from '../../platform/groups/named-groups';
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
  const groups = createNamedGroups({
    db,
    scope,
    kind: {
      entity: 'team',
      membersField: 'memberIds',
      unknownMember: 'UNKNOWN_USER',
      nameExists: { code: 'TEAM_NAME_EXISTS', index: 'teams_company_name_idx' },
      manage: MANAGE_PEOPLE,
      table: repo.teams,
      memberIdsOf: async (teamId, tx) => (await repo.findMembers([teamId], tx)).map((m) => m.id),
      ownMemberIds: repo.existingBuyerProfileIds,
      lockCompany: deps.users.lockCompany,
    },
  });

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

  async function listTeams(caller: Caller, buyerId: number, query: TTeamsQuery): Promise<TPaged<TTeam>> {
    const companyId = await scope.buyerCompany(caller, READ, buyerId);
    const { rows, total } = await repo.listTeams(companyId, query);
    return pageOf(await toTeams(rows), total, query);
  }

  async function loadTeam(caller: Caller, buyerId: number, teamId: number): Promise<TTeam> {
    const [team] = await toTeams([await groups.groupOf(caller, READ, buyerId, teamId)]);
    return team as TTeam;
  }

  async function createTeam(caller: Caller, buyerId: number, input: TTeamCreate): Promise<TTeam> {
    return loadTeam(caller, buyerId, await groups.create(caller, buyerId, input));
  }

  /** PATCH: only the fields sent change; memberIds, when sent, replaces the whole membership. */
  async function patchTeam(caller: Caller, buyerId: number, teamId: number, input: TTeamPatch): Promise<TTeam> {
    await groups.patch(caller, buyerId, teamId, input);
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
