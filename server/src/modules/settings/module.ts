import type { TCompany } from '@portcall/contracts/auth';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../platform/auth/passwords';
import type { Db } from '../../platform/db/client';
import { defineModule } from '../../platform/modules/manifest';
import type { BuyerScope } from '../../platform/scope/buyer-scope';
import { createOperationsScope } from '../../platform/scope/operations-scope';
import type { PeopleRepo, ProfileRow } from '../account/module';
import { type CompanyRepo, createCompanyRepo } from './company-repo';
import { createPreferredAgents, type PreferredAgentLookups } from './preferred-agents';
import { preferredAgentRoutes } from './preferred-agents-routes';
import { createRegionScope } from './region-scope';
import { createRegionsRepo, type RegionsRepo } from './regions-repo';
import { settingsRoutes } from './routes';
import { createSettingsServices } from './service';

/** A buyer's company settings and billing companies, as the appointment's principal details show them. */
export type BuyerCompanySettings = Pick<CompanyRepo, 'findSettings' | 'listBillingCompanies'>;
/** A region and its countries (the dashboard's region filter). */
export type RegionLookup = Pick<RegionsRepo, 'findRegion' | 'findRegionCountries'>;
/** A buyer's departments (port logs are written per department). */
export type DepartmentLookup = Pick<PeopleRepo, 'listDepartments' | 'findDepartment'>;

/**
 * Buyer organisation: users, departments, billing companies, teams, regions, rules, preferred agents.
 * Its public API: the region scope every buyer list applies, preferred agents at a port, company
 * settings, regions and departments.
 */
export function createSettingsModule(deps: {
  db: Db;
  scope: BuyerScope<ProfileRow>;
  account: { loadCompany(companyId: number): Promise<TCompany> };
  refdata: { countryExists(id: number): Promise<boolean>; existingCountryIds(ids: number[]): Promise<number[]> };
  vessels: Parameters<typeof createSettingsServices>[0]['vessels'];
  hashPassword: (password: string) => Promise<string>;
  clock: () => Date;
  preferredAgentLookups: PreferredAgentLookups;
  /** The account module's people and departments (settings edits them, the account module owns them). */
  people: PeopleRepo;
}) {
  const { db } = deps;
  const settings = createSettingsServices(deps);
  const preferred = createPreferredAgents({ db, buyers: deps.scope, lookups: deps.preferredAgentLookups });
  const regionScope = createRegionScope(db);
  return {
    routes: async (app: FastifyInstance) => {
      await settingsRoutes(app, { settings });
      await preferredAgentRoutes(app, { preferred });
    },
    regionScope,
    /** The region rules as every operations list applies them (port calls, appointments, DAs). */
    operationsScope: createOperationsScope({ regionScope }),
    preferredAgents: { preferredAt: preferred.preferredAt },
    companySettings: createCompanyRepo(db) as BuyerCompanySettings,
    regions: createRegionsRepo(db) as RegionLookup,
    departments: deps.people as DepartmentLookup,
  };
}
export type SettingsModule = ReturnType<typeof createSettingsModule>;

export const manifest = defineModule({
  name: 'settings',
  summary:
    'buyer organisation: users, departments, billing companies, teams, regions and their rules, preferred agents',
  needs: ['account', 'refdata', 'fleet'],
  fills: ['account.preferredAgents'],
  build({ db, clock }, { account, refdata, fleet }) {
    const settings = createSettingsModule({
      db,
      scope: account.buyerScope,
      account: account.service,
      refdata: { ...refdata.lookups, existingCountryIds: refdata.countries.existingCountryIds },
      vessels: fleet.profileVessels,
      hashPassword,
      clock,
      preferredAgentLookups: {
        ...refdata.ports,
        agentsByIds: (ids) => account.directory.findAgents({ ids }),
        agentsByNames: (names) => account.directory.findAgents({ names }),
      },
      people: account.people,
    });
    account.ports.preferredAgents.fill(settings.preferredAgents);
    return settings;
  },
});
