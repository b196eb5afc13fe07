import { eq, inArray } from 'drizzle-orm';
import { createPeopleRepo } from '../src/modules/account/people-repo';
import { assignDemoVessels, buildDemoFleet } from '../src/modules/fleet/module';
import { countries } from '../src/modules/refdata/db';
import { createCompanyRepo } from '../src/modules/settings/company-repo';
import { createRegionsRepo } from '../src/modules/settings/regions-repo';
import { createTeamsRepo } from '../src/modules/settings/teams-repo';
import type { Db } from '../src/platform/db/client';

/**
 * The demo buyer's organisation (Nordic Bulk Carriers): vessels with valid IMO numbers, fleets,
 * teams, regions, a REGION_RULE on the demo USER, a billing company and more departments. The IMO
 * numbers are made up with a correct check digit; they are not meant to name real ships.
 */
export const demoRegions = [
  {
    name: 'Mediterranean',
    countries: ['GR', 'IT', 'ES', 'FR', 'MT', 'TR', 'CY', 'HR', 'SI', 'AL', 'ME', 'EG', 'LB', 'IL', 'TN', 'DZ', 'MA'],
  },
  {
    name: 'North Europe',
    countries: ['NO', 'SE', 'DK', 'FI', 'DE', 'NL', 'BE', 'GB', 'IE', 'PL', 'EE', 'LV', 'LT', 'IS'],
  },
];
const extraDepartments = [
  { name: 'Chartering', abbreviation: 'CHT', isEligible: true },
  // Technical does not take part in DA work, so it is not offered where work is handed on.
  { name: 'Technical', abbreviation: 'TEC', isEligible: false },
];

export async function seedDemoOrganisation(
  tx: Db,
  input: { companyId: number; profileIds: Record<'manager' | 'deputy' | 'user', number> },
): Promise<void> {
  const { companyId, profileIds } = input;
  const regionsRepo = createRegionsRepo(tx);
  const teamsRepo = createTeamsRepo(tx);
  const companyRepo = createCompanyRepo(tx);
  const peopleRepo = createPeopleRepo(tx);

  const vesselIds = await buildDemoFleet(tx, companyId, 'Nordic');
  await assignDemoVessels(tx, profileIds.user, [
    vesselIds.get('Nordic Fjord'),
    vesselIds.get('Nordic Bergen'),
  ] as number[]);

  const regionIds = new Map<string, number>();
  for (const r of demoRegions) {
    const rows = await tx.select({ id: countries.id }).from(countries).where(inArray(countries.alpha2, r.countries));
    const region = await regionsRepo.insertRegion({ companyId, name: r.name });
    await regionsRepo.replaceRegionCountries(
      region.id,
      rows.map((c) => c.id),
    );
    regionIds.set(r.name, region.id);
  }
  const rule = await regionsRepo.insertRule({
    companyId,
    name: 'Mediterranean only',
    ruleType: 'REGION_RULE',
    entityType: 'REGION',
  });
  await regionsRepo.replaceRuleRegions(rule.id, [regionIds.get('Mediterranean') as number]);
  await regionsRepo.replaceProfileRules(profileIds.user, [rule.id]);

  const med = await teamsRepo.teams.insert({
    companyId,
    name: 'Mediterranean desk',
    description: 'Port calls from Gibraltar to Suez',
  });
  await teamsRepo.teams.replaceMembers(med.id, [profileIds.manager, profileIds.user]);
  const north = await teamsRepo.teams.insert({
    companyId,
    name: 'North Europe desk',
    description: 'Baltic, North Sea and Norway',
  });
  await teamsRepo.teams.replaceMembers(north.id, [profileIds.manager, profileIds.deputy]);

  const [norway] = await tx.select({ id: countries.id }).from(countries).where(eq(countries.alpha2, 'NO'));
  await companyRepo.insertBillingCompany({
    companyId,
    name: 'Nordic Bulk Carriers AS',
    registrationNumber: '923 456 781',
    vatNumber: 'NO923456781MVA',
    street: 'Dronning Eufemias gate 16',
    postcode: '0191',
    city: 'Oslo',
    countryId: norway?.id as number,
    email: 'invoices@nordic-bulk.example',
    isDefault: true,
  });
  await companyRepo.upsertSettings({
    companyId,
    operationsContactEmail: 'ops@nordic-bulk.example',
    fax: null,
    isLegalEntityDisplayed: true,
  });
  for (const d of extraDepartments) await peopleRepo.insertDepartment({ companyId, ...d });
}
