import { z } from 'zod';
import { authorities, products, ZAuthority, ZProduct, ZProfileStatus, ZRole, ZRuleType } from './access';
import { ZCompany } from './auth';
import { ZEmail, ZId, ZOption, ZOptionalText, ZPassword, ZRequiredText } from './fields';
import { messages } from './messages';
import { ZDirection, ZPageQuery } from './paging';

/**
 * Buyer organisation (platform-core §3, §5 "Settings", §6, §7 "Buyer settings"; operations §7
 * "Buyer teams and support", "Buyer profile", "Regions", "Rules"). One schema serves the server's
 * validation and the web's forms; answers are allow-lists.
 */

// ---------- shared pieces ----------

/** Paging in a query string with the sort properties a list allows (others answer 400). */
export const sortablePageQuery = <P extends readonly [string, ...string[]]>(sortable: P) => ({
  page: ZPageQuery.shape.page,
  size: ZPageQuery.shape.size,
  property: z.enum(sortable).optional(),
  direction: ZDirection.optional(),
});

/** A boolean named filter in a query string. */
export const ZQueryBoolean = z.enum(['true', 'false']).transform((v) => v === 'true');
const ZNameFilter = z.string().trim().max(100).optional();
/** An optional e-mail field: an empty input means "none". */
export const ZOptionalEmail = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  ZEmail.optional(),
);
const idList = (max: number) => z.array(ZId).max(max).default([]);

export const ZBuyerIdParams = z.strictObject({ buyerId: ZId });
export const ZIdParams = z.strictObject({ id: ZId });
export const ZNoQuery = z.strictObject({});

export const ZNamedRef = z.object({ id: z.number(), name: z.string() });
export type TNamedRef = z.infer<typeof ZNamedRef>;

/** Products and authorities a buyer profile may hold: admin and KYC authorities never. */
export const buyerProducts = products.filter((p) => p !== 'REOPEN_DA');
export const buyerAuthorities = authorities.filter((a) => !a.startsWith('ADMIN_') && !a.startsWith('KYC_'));
export const ZBuyerProduct = ZProduct.refine((p) => p !== 'REOPEN_DA', messages.GRANT_NOT_HELD);
export const ZBuyerAuthority = ZAuthority.refine(
  (a) => !a.startsWith('ADMIN_') && !a.startsWith('KYC_'),
  messages.GRANT_NOT_HELD,
);
export const ZAuthorityGrant = z.strictObject({ authority: ZBuyerAuthority, isEnabled: z.boolean().default(true) });

export const activeStates = ['ACTIVE', 'INACTIVE'] as const;
export const ZActiveState = z.enum(activeStates);
export type TActiveState = z.infer<typeof ZActiveState>;

// ---------- departments ----------

export const ZDepartmentOption = ZOption.extend({ abbreviation: z.string(), isEligible: z.boolean() });
export const ZDepartmentRow = z.object({
  id: z.number(),
  name: z.string(),
  abbreviation: z.string(),
  isEligible: z.boolean(),
});
export type TDepartmentRow = z.infer<typeof ZDepartmentRow>;
export const ZDepartmentCreate = z.strictObject({
  name: ZRequiredText(100),
  abbreviation: ZRequiredText(10),
  /** Eligible departments are offered where work is handed to a department (budget reminders...). */
  isEligible: z.boolean().default(true),
});
export const ZDepartmentSave = ZDepartmentCreate.extend({ id: ZId });
export type TDepartmentCreate = z.infer<typeof ZDepartmentCreate>;
export type TDepartmentSave = z.infer<typeof ZDepartmentSave>;

/** ref/roles: the department roles in ranking order (platform-core §4). */
export const ZRoleOption = ZOption.extend({ ranking: z.number() });

// ---------- buyer settings profile ----------

/** Form fields a buyer may hide from its people's forms (buyer-hidden-fields). */
export const hideableFields = [
  'LAYCAN',
  'VOYAGE_TYPE',
  'CARGO',
  'CHARTERER',
  'OPS_COORDINATOR',
  'ACCOUNTING_CODE',
  'INVOICE_NUMBER',
  'PAYMENT_DUE_DATE',
] as const;
export const ZHideableField = z.enum(hideableFields);
export type THideableField = z.infer<typeof ZHideableField>;

export const ZBuyerUserSummary = z.object({
  id: z.number(),
  fullName: z.string(),
  /** Only for callers who manage users (SETTINGS_EDIT_USER); colleagues' addresses are not everyone's. */
  email: z.string().nullable(),
  role: ZRole,
  department: ZNamedRef.nullable(),
  status: ZProfileStatus,
  isEnabled: z.boolean(),
});
export type TBuyerUserSummary = z.infer<typeof ZBuyerUserSummary>;

export const ZBillingCompany = z.object({
  id: z.number(),
  buyerId: z.number(),
  name: z.string(),
  registrationNumber: z.string().nullable(),
  vatNumber: z.string().nullable(),
  street: z.string(),
  postcode: z.string().nullable(),
  city: z.string(),
  countryId: z.number(),
  country: z.object({ id: z.number(), name: z.string(), alpha2: z.string() }),
  email: z.string().nullable(),
  isDefault: z.boolean(),
  isActive: z.boolean(),
});
export type TBillingCompany = z.infer<typeof ZBillingCompany>;

export const ZBillingCompanyCreate = z.strictObject({
  name: ZRequiredText(200),
  registrationNumber: ZOptionalText(64),
  vatNumber: ZOptionalText(64),
  street: ZRequiredText(255),
  postcode: ZOptionalText(32),
  city: ZRequiredText(128),
  countryId: z.number({ error: messages.COUNTRY_REQUIRED }).int().positive(),
  email: ZOptionalEmail,
  /** The default billing company is the one invoices name unless another is chosen. */
  isDefault: z.boolean().default(false),
  isActive: z.boolean().default(true),
});
export const ZBillingCompanySave = ZBillingCompanyCreate.extend({ id: ZId });
export type TBillingCompanyCreate = z.infer<typeof ZBillingCompanyCreate>;
export type TBillingCompanySave = z.infer<typeof ZBillingCompanySave>;

/** The principal details a buyer shows agents (operations §3 "Principal details"). */
export const ZBuyerPrincipalSettings = z.object({
  operationsContactEmail: z.string().nullable(),
  fax: z.string().nullable(),
  /** Show the default billing company's address as the principal's (operations §3). */
  isLegalEntityDisplayed: z.boolean(),
});

export const ZBuyerSettingsProfile = z.object({
  company: ZCompany,
  settings: ZBuyerPrincipalSettings,
  hiddenFields: z.array(ZHideableField),
  departments: z.array(ZDepartmentRow),
  users: z.array(ZBuyerUserSummary),
  billingCompanies: z.array(ZBillingCompany),
});
export type TBuyerSettingsProfile = z.infer<typeof ZBuyerSettingsProfile>;

export const ZBuyerSettingsProfileSave = z.strictObject({
  operationsContactEmail: ZOptionalEmail,
  fax: z
    .string()
    .trim()
    .regex(/^[0-9 +()-]{0,32}$/, 'Please insert a valid fax number')
    .optional(),
  isLegalEntityDisplayed: z.boolean().default(false),
  hiddenFields: z.array(ZHideableField).max(hideableFields.length).default([]),
});
export type TBuyerSettingsProfileSave = z.infer<typeof ZBuyerSettingsProfileSave>;

// ---------- buyer users ----------

export const ZBuyerUser = z.object({
  id: z.number(),
  companyId: z.number(),
  name: z.string(),
  surname: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  internalPhoneNumber: z.string().nullable(),
  role: ZRole,
  status: ZProfileStatus,
  isEnabled: z.boolean(),
  isLocked: z.boolean(),
  departmentId: z.number().nullable(),
  department: ZDepartmentRow.nullable(),
  products: z.array(ZProduct),
  authorities: z.array(z.object({ authority: ZAuthority, isEnabled: z.boolean() })),
  rules: z.array(z.object({ id: z.number(), name: z.string(), ruleType: ZRuleType })),
  teams: z.array(ZNamedRef),
  vessels: z.array(z.object({ id: z.number(), name: z.string(), imo: z.string() })),
  creationDate: z.string(),
  lastLoginDate: z.string().nullable(),
});
export type TBuyerUser = z.infer<typeof ZBuyerUser>;

const buyerUserFields = {
  name: ZRequiredText(100),
  surname: ZRequiredText(100),
  email: ZEmail,
  phone: ZOptionalText(32),
  internalPhoneNumber: ZOptionalText(32),
  role: ZRole,
  departmentId: z.null().or(ZId).optional(),
  products: z.array(ZBuyerProduct).max(buyerProducts.length).default([]),
  authorities: z.array(ZAuthorityGrant).max(buyerAuthorities.length).default([]),
  isEnabled: z.boolean().default(true),
};
/**
 * A manager creates a colleague with a first password; the new profile must accept the terms at
 * its first login (PENDING_TERMS_AND_CONDITIONS). Vessels, teams and rules are saved by their own
 * calls (buyer-profile/save-vessels, save-buyer-teams, profile/rules).
 */
export const ZBuyerUserCreate = z.strictObject({ ...buyerUserFields, password: ZPassword });
export const ZBuyerUserSave = z.strictObject({ id: ZId, ...buyerUserFields });
export type TBuyerUserCreate = z.infer<typeof ZBuyerUserCreate>;
export type TBuyerUserSave = z.infer<typeof ZBuyerUserSave>;

export const ZBuyerProfileTeam = ZNamedRef.extend({ isMember: z.boolean(), isActive: z.boolean() });
export const ZSaveBuyerTeams = z.strictObject({ profileId: ZId, teamIds: idList(500) });
export const ZProfileTeams = z.object({ profileId: z.number(), teams: z.array(ZNamedRef) });
export type TSaveBuyerTeams = z.infer<typeof ZSaveBuyerTeams>;

// ---------- teams (operations §7 "Buyer teams and support") ----------

export const ZTeam = z.object({
  id: z.number(),
  buyerId: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  members: z.array(z.object({ id: z.number(), fullName: z.string() })),
  createdAt: z.string(),
});
export type TTeam = z.infer<typeof ZTeam>;

export const teamSortProperties = ['name', 'createdAt', 'isActive'] as const;
export const ZTeamsQuery = z.strictObject({
  ...sortablePageQuery(teamSortProperties),
  name: ZNameFilter,
  memberId: ZId.optional(),
  isActive: ZQueryBoolean.optional(),
});
export type TTeamsQuery = z.infer<typeof ZTeamsQuery>;

export const ZTeamCreate = z.strictObject({
  name: ZRequiredText(100),
  description: ZOptionalText(500),
  memberIds: idList(500),
  isActive: z.boolean().default(true),
});
export const ZTeamPatch = z
  .strictObject({
    name: ZRequiredText(100).optional(),
    description: ZOptionalText(500),
    memberIds: z.array(ZId).max(500).optional(),
    isActive: z.boolean().optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), messages.NOTHING_TO_CHANGE);
export type TTeamCreate = z.infer<typeof ZTeamCreate>;
export type TTeamPatch = z.infer<typeof ZTeamPatch>;
export const ZTeamParams = z.strictObject({ buyerId: ZId, teamId: ZId });

// ---------- regions ----------

export const ZRegion = z.object({
  id: z.number(),
  buyerId: z.number(),
  name: z.string(),
  state: ZActiveState,
  countries: z.array(z.object({ id: z.number(), name: z.string(), alpha2: z.string() })),
  createdAt: z.string(),
});
export type TRegion = z.infer<typeof ZRegion>;

export const regionSortProperties = ['name', 'state', 'createdAt'] as const;
/** GET regions (page, size, buyerId, property, direction) plus the named filters name and state. */
export const ZRegionsQuery = z.strictObject({
  ...sortablePageQuery(regionSortProperties),
  buyerId: ZId.optional(),
  name: ZNameFilter,
  state: ZActiveState.optional(),
});
export type TRegionsQuery = z.infer<typeof ZRegionsQuery>;

const ZCountryIds = z.array(ZId).max(300).min(1, messages.COUNTRY_LIST_REQUIRED);
/** PUT region creates; a buyer may leave buyerId out, an administrator must name the buyer. */
export const ZRegionCreate = z.strictObject({
  buyerId: ZId.optional(),
  name: ZRequiredText(100),
  state: ZActiveState.default('ACTIVE'),
  countryIds: ZCountryIds,
});
export const ZRegionSave = z.strictObject({
  id: ZId,
  name: ZRequiredText(100),
  state: ZActiveState,
  countryIds: ZCountryIds,
});
export type TRegionCreate = z.infer<typeof ZRegionCreate>;
export type TRegionSave = z.infer<typeof ZRegionSave>;

// ---------- rules ----------

/** What a rule's entities are: a REGION_RULE names regions (rule/entity-types). */
export const ruleEntityTypes = ['REGION'] as const;
export const ZRuleEntityType = z.enum(ruleEntityTypes);
export const ZRuleEntityTypeOption = ZOption.extend({ ruleType: ZRuleType });

export const ZRule = z.object({
  id: z.number(),
  buyerId: z.number(),
  name: z.string(),
  ruleType: ZRuleType,
  entityType: ZRuleEntityType,
  state: ZActiveState,
  regions: z.array(ZNamedRef),
});
export type TRule = z.infer<typeof ZRule>;

export const ruleSortProperties = ['name', 'ruleType', 'state'] as const;
/** GET rules; the web's rule options call it with buyerId, size 1000, page 0 (operations §7). */
export const ZRulesQuery = z.strictObject({
  ...sortablePageQuery(ruleSortProperties),
  buyerId: ZId.optional(),
  name: ZNameFilter,
  ruleType: ZRuleType.optional(),
  state: ZActiveState.optional(),
});
export type TRulesQuery = z.infer<typeof ZRulesQuery>;

const ZRegionIds = z.array(ZId).max(200).min(1, messages.REGION_LIST_REQUIRED);
export const ZRuleCreate = z.strictObject({
  buyerId: ZId.optional(),
  name: ZRequiredText(100),
  ruleType: ZRuleType.default('REGION_RULE'),
  entityType: ZRuleEntityType.default('REGION'),
  state: ZActiveState.default('ACTIVE'),
  regionIds: ZRegionIds,
});
export const ZRuleSave = z.strictObject({
  id: ZId,
  name: ZRequiredText(100),
  state: ZActiveState,
  regionIds: ZRegionIds,
});
export type TRuleCreate = z.infer<typeof ZRuleCreate>;
export type TRuleSave = z.infer<typeof ZRuleSave>;

/** POST profile/rules: the rules a profile holds, replaced as a whole. */
export const ZProfileRulesSave = z.strictObject({ profileId: ZId, ruleIds: idList(200) });
export type TProfileRulesSave = z.infer<typeof ZProfileRulesSave>;
export const ZProfileRules = z.object({
  profileId: z.number(),
  rules: z.array(z.object({ id: z.number(), name: z.string(), ruleType: ZRuleType })),
});
