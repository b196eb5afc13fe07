import type { TCompany } from '@portcall/contracts/auth';
import type { Db } from '../../platform/db/client';
import type { BuyerScope } from '../../platform/scope/buyer-scope';
import type { PeopleRepo, ProfileRow } from '../account/module';
import { createCompanyRepo } from './company-repo';
import { createCompanyService } from './company-service';
import { createRegionsRepo } from './regions-repo';
import { createRegionsService } from './regions-service';
import { createTeamsRepo } from './teams-repo';
import { createTeamsService } from './teams-service';
import { createUsersService } from './users-service';

/**
 * The settings module's services, wired once: the buyer's settings page and billing companies,
 * its people and departments, teams, regions and rules. Every one starts with the buyer scope.
 */
export function createSettingsServices(deps: {
  db: Db;
  scope: BuyerScope<ProfileRow>;
  account: { loadCompany(companyId: number): Promise<TCompany> };
  refdata: { countryExists(id: number): Promise<boolean>; existingCountryIds(ids: number[]): Promise<number[]> };
  vessels: Parameters<typeof createUsersService>[0]['vessels'];
  hashPassword: (password: string) => Promise<string>;
  clock: () => Date;
  /** The account module's people and departments, which the settings pages edit. */
  people: PeopleRepo;
}) {
  const { db, scope } = deps;
  const users = deps.people;
  const teams = createTeamsRepo(db);
  const regions = createRegionsRepo(db);
  return {
    company: createCompanyService({
      db,
      repo: createCompanyRepo(db),
      users,
      account: deps.account,
      refdata: deps.refdata,
      scope,
    }),
    users: createUsersService({
      db,
      repo: users,
      teams,
      rules: regions,
      scope,
      vessels: deps.vessels,
      hashPassword: deps.hashPassword,
      clock: deps.clock,
    }),
    teams: createTeamsService({ db, repo: teams, users, scope }),
    regions: createRegionsService({
      db,
      repo: regions,
      users,
      refdata: deps.refdata,
      scope,
    }),
  };
}
export type SettingsServices = ReturnType<typeof createSettingsServices>;
