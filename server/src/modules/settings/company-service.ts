import { hasAuthority, type TProfileStatus, type TRole } from '@portcall/contracts/access';
import type { TCompany } from '@portcall/contracts/auth';
import { messages } from '@portcall/contracts/messages';
import type {
  TBillingCompany,
  TBillingCompanyCreate,
  TBillingCompanySave,
  TBuyerSettingsProfile,
  TBuyerSettingsProfileSave,
  THideableField,
} from '@portcall/contracts/settings';
import { writeAudit } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/query-helpers';
import { AppError, fieldError } from '../../platform/errors';
import type { Caller } from '../../platform/http/access';
import type { BuyerNeed, BuyerScope } from '../../platform/scope/buyer-scope';
import type { PeopleRepo } from '../account/module';
import type { CompanyRepo } from './company-repo';

const ANY_BUYER: BuyerNeed = {};
const EDIT_COMPANY: BuyerNeed = { authority: 'SETTINGS_EDIT_COMPANY' };
const EDIT_BILLING: BuyerNeed = { authority: 'SETTINGS_EDIT_BILLING_COMPANIES' };

type BillingRow = NonNullable<Awaited<ReturnType<CompanyRepo['findBillingCompany']>>>;

function toBillingCompany(row: BillingRow): TBillingCompany {
  return {
    id: row.id,
    buyerId: row.companyId,
    name: row.name,
    registrationNumber: row.registrationNumber,
    vatNumber: row.vatNumber,
    street: row.street,
    postcode: row.postcode,
    city: row.city,
    countryId: row.countryId,
    country: row.country,
    email: row.email,
    isDefault: row.isDefault,
    isActive: row.isActive,
  };
}

const nullIfEmpty = (v: string | undefined) => (v ? v : null);

/**
 * The buyer's settings page (GET/POST buyer/settings/profile), its hidden form fields and its
 * billing companies. Company details themselves stay with account/company/save.
 */
export function createCompanyService(deps: {
  db: Db;
  repo: CompanyRepo;
  users: Pick<PeopleRepo, 'lockCompany' | 'listUsers' | 'listDepartments'>;
  account: { loadCompany(companyId: number): Promise<TCompany> };
  refdata: { countryExists(id: number): Promise<boolean> };
  scope: BuyerScope;
}) {
  const { db, repo, users, scope } = deps;

  /** The settings page in one answer: company, principal settings, hidden fields, departments, people, billing companies. */
  async function loadProfile(caller: Caller): Promise<TBuyerSettingsProfile> {
    scope.authorise(caller, ANY_BUYER);
    const companyId = caller.companyId;
    const company = await deps.account.loadCompany(companyId);
    const settings = await repo.findSettings(companyId);
    const hiddenFields = await repo.listHiddenFields(companyId);
    const departments = await users.listDepartments(companyId, { eligibleOnly: false });
    const people = await users.listUsers(companyId);
    const billing = await repo.listBillingCompanies(companyId);
    const seesEmails = hasAuthority(caller, 'SETTINGS_EDIT_USER');
    return {
      company,
      settings: {
        operationsContactEmail: settings?.operationsContactEmail ?? null,
        fax: settings?.fax ?? null,
        isLegalEntityDisplayed: settings?.isLegalEntityDisplayed ?? false,
      },
      hiddenFields: hiddenFields as THideableField[],
      departments: departments.map((d) => ({
        id: d.id,
        name: d.name,
        abbreviation: d.abbreviation,
        isEligible: d.isEligible,
      })),
      users: people.map((p) => ({
        id: p.id,
        fullName: `${p.name} ${p.surname}`.trim(),
        email: seesEmails ? p.email : null,
        role: p.role as TRole,
        department: p.departmentId === null ? null : { id: p.departmentId, name: p.departmentName ?? '' },
        status: p.status as TProfileStatus,
        isEnabled: p.isEnabled,
      })),
      billingCompanies: billing.map(toBillingCompany),
    };
  }

  /** Saves what only a buyer has: principal contact details, the legal-entity flag, hidden fields. */
  async function saveProfile(caller: Caller, input: TBuyerSettingsProfileSave): Promise<TBuyerSettingsProfile> {
    scope.authorise(caller, EDIT_COMPANY);
    await db.transaction(async (tx) => {
      const companyId = caller.companyId;
      const before = {
        settings: await repo.findSettings(companyId, tx),
        hiddenFields: await repo.listHiddenFields(companyId, tx),
      };
      const settings = await repo.upsertSettings(
        {
          companyId,
          operationsContactEmail: input.operationsContactEmail ?? null,
          fax: nullIfEmpty(input.fax),
          isLegalEntityDisplayed: input.isLegalEntityDisplayed,
        },
        tx,
      );
      const hiddenFields = [...new Set(input.hiddenFields)].sort();
      await repo.replaceHiddenFields(companyId, hiddenFields, tx);
      await writeAudit(tx, {
        profileId: caller.profileId,
        companyId,
        entity: 'buyer_settings',
        entityId: companyId,
        action: 'SAVE',
        before,
        after: { settings, hiddenFields },
      });
    });
    return loadProfile(caller);
  }

  /** Fields the buyer's forms leave out; every buyer profile reads them. */
  async function listHiddenFields(caller: Caller): Promise<THideableField[]> {
    scope.authorise(caller, ANY_BUYER);
    return (await repo.listHiddenFields(caller.companyId)) as THideableField[];
  }

  async function loadBillingCompany(caller: Caller, id: number): Promise<TBillingCompany> {
    return toBillingCompany(scope.reach(caller, EDIT_BILLING, await repo.findBillingCompany(id)));
  }

  async function checkCountry(countryId: number) {
    if (!(await deps.refdata.countryExists(countryId))) throw fieldError('countryId', 'UNKNOWN_COUNTRY');
  }

  async function writeBillingCompany(
    caller: Caller,
    input: TBillingCompanyCreate & { id?: number },
  ): Promise<TBillingCompany> {
    await checkCountry(input.countryId);
    const values = {
      name: input.name,
      registrationNumber: nullIfEmpty(input.registrationNumber),
      vatNumber: nullIfEmpty(input.vatNumber),
      street: input.street,
      postcode: nullIfEmpty(input.postcode),
      city: input.city,
      countryId: input.countryId,
      email: input.email ?? null,
      // An inactive billing company cannot be the default one.
      isDefault: input.isDefault && input.isActive,
      isActive: input.isActive,
    };
    try {
      const id = await db.transaction(async (tx) => {
        await users.lockCompany(caller.companyId, tx);
        const before =
          input.id === undefined
            ? undefined
            : scope.reach(caller, EDIT_BILLING, await repo.findBillingCompany(input.id, tx));
        if (await repo.billingNameTaken(caller.companyId, input.name, before?.id ?? null, tx))
          throw new AppError(409, 'BILLING_COMPANY_NAME_EXISTS', { name: messages.BILLING_COMPANY_NAME_EXISTS });
        if (values.isDefault) await repo.clearDefaultBillingCompany(caller.companyId, tx);
        const row = before
          ? await repo.updateBillingCompany(before.id, values, tx)
          : await repo.insertBillingCompany({ companyId: caller.companyId, ...values }, tx);
        await writeAudit(tx, {
          profileId: caller.profileId,
          companyId: caller.companyId,
          entity: 'billing_company',
          entityId: row.id,
          action: before ? 'SAVE' : 'CREATE',
          before,
          after: row,
        });
        return row.id;
      });
      return loadBillingCompany(caller, id);
    } catch (error) {
      if (isUniqueViolation(error, 'billing_companies_company_name_idx'))
        throw new AppError(409, 'BILLING_COMPANY_NAME_EXISTS', { name: messages.BILLING_COMPANY_NAME_EXISTS });
      throw error;
    }
  }

  async function createBillingCompany(caller: Caller, input: TBillingCompanyCreate) {
    scope.authorise(caller, EDIT_BILLING);
    return writeBillingCompany(caller, input);
  }

  async function saveBillingCompany(caller: Caller, input: TBillingCompanySave) {
    scope.authorise(caller, EDIT_BILLING);
    return writeBillingCompany(caller, input);
  }

  return { loadProfile, saveProfile, listHiddenFields, loadBillingCompany, createBillingCompany, saveBillingCompany };
}
export type CompanyService = ReturnType<typeof createCompanyService>;
