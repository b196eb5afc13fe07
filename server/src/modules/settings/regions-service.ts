import type { TRuleType } from '@portcall/contracts/access';
import type { TOption } from '@portcall/contracts/fields';
import { messages } from '@portcall/contracts/messages';
import type { TPaged } from '@portcall/contracts/paging';
import type {
  TActiveState,
  TProfileRulesSave,
  TRegion,
  TRegionCreate,
  TRegionSave,
  TRegionsQuery,
  TRule,
  TRuleCreate,
  TRuleSave,
  TRulesQuery,
} from '@portcall/contracts/settings';
import { writeAudit } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { isUniqueViolation, pageOf, uniqueIds } from '../../platform/db/query-helpers';
import { AppError, fieldError } from '../../platform/errors';
import type { Caller } from '../../platform/http/access';
import { type BuyerScope, MANAGE_PEOPLE, READ, READ_PEOPLE } from '../../platform/scope/buyer-scope';
import type { PeopleRepo } from '../account/module';
import type { RegionRow, RegionsRepo, RuleRow } from './regions-repo';

/**
 * Regions (named sets of countries) and rules (a REGION_RULE names regions) of a buyer, and the
 * rules its profiles hold (operations §7 "Regions", "Rules"). Buyers manage their own; support
 * administrators any buyer's (operations §1).
 */
export function createRegionsService(deps: {
  db: Db;
  repo: RegionsRepo;
  users: Pick<PeopleRepo, 'lockCompany'>;
  refdata: { existingCountryIds(ids: number[]): Promise<number[]> };
  scope: BuyerScope;
}) {
  const { db, repo, scope } = deps;

  async function toRegions(rows: RegionRow[], tx: Db = db): Promise<TRegion[]> {
    const countries = await repo.findRegionCountries(
      rows.map((r) => r.id),
      tx,
    );
    return rows.map((r) => ({
      id: r.id,
      buyerId: r.companyId,
      name: r.name,
      state: r.state as TActiveState,
      countries: countries.filter((c) => c.regionId === r.id).map(({ id, name, alpha2 }) => ({ id, name, alpha2 })),
      createdAt: r.createdAt.toISOString(),
    }));
  }

  async function toRules(rows: RuleRow[], tx: Db = db): Promise<TRule[]> {
    const regions = await repo.findRuleRegions(
      rows.map((r) => r.id),
      tx,
    );
    return rows.map((r) => ({
      id: r.id,
      buyerId: r.companyId,
      name: r.name,
      ruleType: r.ruleType as TRuleType,
      entityType: 'REGION' as const,
      state: r.state as TActiveState,
      regions: regions.filter((g) => g.ruleId === r.id).map(({ id, name }) => ({ id, name })),
    }));
  }

  /** A duplicate name found by the unique index after the service's own check (a race). */
  async function mapDuplicateName<T>(code: 'REGION_NAME_EXISTS' | 'RULE_NAME_EXISTS', work: () => Promise<T>) {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(409, code, { name: messages[code] });
      throw error;
    }
  }

  // ---- regions ----

  async function listRegions(caller: Caller, query: TRegionsQuery): Promise<TPaged<TRegion>> {
    const companyId = await scope.listedBuyer(caller, READ_PEOPLE, query.buyerId);
    const { rows, total } = await repo.listRegions(companyId, query);
    return pageOf(await toRegions(rows), total, query);
  }

  async function loadRegion(caller: Caller, id: number): Promise<TRegion> {
    const row = scope.reach(caller, READ_PEOPLE, await repo.findRegion(id));
    const [region] = await toRegions([row]);
    return region as TRegion;
  }

  async function checkCountries(countryIds: number[]) {
    const found = await deps.refdata.existingCountryIds(countryIds);
    if (found.length !== countryIds.length) throw fieldError('countryIds', 'UNKNOWN_COUNTRY');
  }

  async function writeRegion(
    caller: Caller,
    input: (TRegionCreate & { id?: undefined }) | TRegionSave,
  ): Promise<TRegion> {
    const countryIds = uniqueIds(input.countryIds);
    await checkCountries(countryIds);
    const id = await mapDuplicateName('REGION_NAME_EXISTS', () =>
      db.transaction(async (tx) => {
        const before =
          input.id === undefined ? undefined : scope.reach(caller, MANAGE_PEOPLE, await repo.findRegion(input.id, tx));
        const companyId =
          before?.companyId ?? (await scope.buyerCompany(caller, MANAGE_PEOPLE, (input as TRegionCreate).buyerId, tx));
        await deps.users.lockCompany(companyId, tx);
        if (await repo.regionNameTaken(companyId, input.name, before?.id ?? null, tx))
          throw new AppError(409, 'REGION_NAME_EXISTS', { name: messages.REGION_NAME_EXISTS });
        const values = { name: input.name, state: input.state };
        const row = before
          ? await repo.updateRegion(before.id, values, tx)
          : await repo.insertRegion({ companyId, ...values }, tx);
        const beforeCountries = before ? (await repo.findRegionCountries([before.id], tx)).map((c) => c.id) : [];
        await repo.replaceRegionCountries(row.id, countryIds, tx);
        await writeAudit(tx, {
          profileId: caller.profileId,
          companyId,
          entity: 'region',
          entityId: row.id,
          action: before ? 'SAVE' : 'CREATE',
          before: before && { ...before, countryIds: beforeCountries },
          after: { ...row, countryIds },
        });
        return row.id;
      }),
    );
    return loadRegion(caller, id);
  }

  /** PUT region: a buyer creates in its own company, an administrator names the buyer. */
  async function createRegion(caller: Caller, input: TRegionCreate) {
    scope.authorise(caller, MANAGE_PEOPLE);
    return writeRegion(caller, input);
  }

  /** POST region: name, state and countries; an INACTIVE region stops restricting anyone at once. */
  async function saveRegion(caller: Caller, input: TRegionSave) {
    scope.authorise(caller, MANAGE_PEOPLE);
    return writeRegion(caller, input);
  }

  /** GET ref/buyer/{id}/regions: the buyer's ACTIVE regions as options (dashboard region filter). */
  async function listRegionOptions(caller: Caller, buyerId: number): Promise<TOption[]> {
    const companyId = await scope.buyerCompany(caller, READ, buyerId);
    return (await repo.listActiveRegions(companyId)).map((r) => ({ label: r.name, value: String(r.id) }));
  }

  /** GET ref/profile/rules/regions: the regions the caller's own region rules allow. */
  async function listOwnRuleRegions(caller: Caller): Promise<TOption[]> {
    scope.authorise(caller, {});
    const rows = await repo.listProfileRuleRegions(caller.profileId, caller.companyId);
    return rows.map((r) => ({ label: r.name, value: String(r.id) }));
  }

  // ---- rules ----

  async function listRules(caller: Caller, query: TRulesQuery): Promise<TPaged<TRule>> {
    const companyId = await scope.listedBuyer(caller, READ_PEOPLE, query.buyerId);
    const { rows, total } = await repo.listRules(companyId, query);
    return pageOf(await toRules(rows), total, query);
  }

  async function loadRule(caller: Caller, id: number): Promise<TRule> {
    const row = scope.reach(caller, READ_PEOPLE, await repo.findRule(id));
    const [rule] = await toRules([row]);
    return rule as TRule;
  }

  async function writeRule(caller: Caller, input: (TRuleCreate & { id?: undefined }) | TRuleSave): Promise<TRule> {
    const regionIds = uniqueIds(input.regionIds);
    const id = await mapDuplicateName('RULE_NAME_EXISTS', () =>
      db.transaction(async (tx) => {
        const before =
          input.id === undefined ? undefined : scope.reach(caller, MANAGE_PEOPLE, await repo.findRule(input.id, tx));
        const companyId =
          before?.companyId ?? (await scope.buyerCompany(caller, MANAGE_PEOPLE, (input as TRuleCreate).buyerId, tx));
        await deps.users.lockCompany(companyId, tx);
        if ((await repo.existingRegionIds(companyId, regionIds, tx)).length !== regionIds.length)
          throw fieldError('regionIds', 'UNKNOWN_REGION');
        if (await repo.ruleNameTaken(companyId, input.name, before?.id ?? null, tx))
          throw new AppError(409, 'RULE_NAME_EXISTS', { name: messages.RULE_NAME_EXISTS });
        const row = before
          ? await repo.updateRule(before.id, { name: input.name, state: input.state }, tx)
          : await repo.insertRule(
              {
                companyId,
                name: input.name,
                state: input.state,
                ruleType: (input as TRuleCreate).ruleType,
                entityType: (input as TRuleCreate).entityType,
              },
              tx,
            );
        const beforeRegions = before ? (await repo.findRuleRegions([before.id], tx)).map((r) => r.id) : [];
        await repo.replaceRuleRegions(row.id, regionIds, tx);
        await writeAudit(tx, {
          profileId: caller.profileId,
          companyId,
          entity: 'rule',
          entityId: row.id,
          action: before ? 'SAVE' : 'CREATE',
          before: before && { ...before, regionIds: beforeRegions },
          after: { ...row, regionIds },
        });
        return row.id;
      }),
    );
    return loadRule(caller, id);
  }

  async function createRule(caller: Caller, input: TRuleCreate) {
    scope.authorise(caller, MANAGE_PEOPLE);
    return writeRule(caller, input);
  }

  /** POST rule: the rule type stays what it was created as; name, state and regions change. */
  async function saveRule(caller: Caller, input: TRuleSave) {
    scope.authorise(caller, MANAGE_PEOPLE);
    return writeRule(caller, input);
  }

  /** GET rule/entity-types: what a rule's entities are, per rule type. */
  function listRuleEntityTypes(caller: Caller) {
    scope.authorise(caller, READ_PEOPLE);
    return [{ label: 'Region', value: 'REGION', ruleType: 'REGION_RULE' as const }];
  }

  /**
   * POST profile/rules: replaces the rules a buyer profile holds. A REGION_RULE restricts the
   * profile from its next request on (the scope is read per request, nothing is cached).
   */
  async function saveProfileRules(caller: Caller, input: TProfileRulesSave) {
    scope.authorise(caller, MANAGE_PEOPLE);
    const ruleIds = uniqueIds(input.ruleIds);
    return db.transaction(async (tx) => {
      const profile = await scope.buyerProfile(caller, MANAGE_PEOPLE, input.profileId, tx);
      if ((await repo.existingRuleIds(profile.companyId, ruleIds, tx)).length !== ruleIds.length)
        throw fieldError('ruleIds', 'UNKNOWN_RULE');
      const before = await repo.findProfileRuleIds(profile.id, tx);
      await repo.replaceProfileRules(profile.id, ruleIds, tx);
      await writeAudit(tx, {
        profileId: caller.profileId,
        companyId: profile.companyId,
        entity: 'profile',
        entityId: profile.id,
        action: 'SAVE_RULES',
        before: { ruleIds: before },
        after: { ruleIds },
      });
      const rules = await repo.findProfileRules(profile.id, tx);
      return { profileId: profile.id, rules: rules as Array<{ id: number; name: string; ruleType: TRuleType }> };
    });
  }

  return {
    listRegions,
    loadRegion,
    createRegion,
    saveRegion,
    listRegionOptions,
    listOwnRuleRegions,
    listRules,
    loadRule,
    createRule,
    saveRule,
    listRuleEntityTypes,
    saveProfileRules,
  };
}
export type RegionsService = ReturnType<typeof createRegionsService>;
