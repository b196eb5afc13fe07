import { z } from 'zod';
import { ZAuthority, ZProduct, ZProfileStatus, ZProfileType, ZRole, ZRuleType } from './access';
import { featureFlagNames } from './feature-flag-names';
import { MAX_INT4, ZEmail, ZId, ZOptionalText, ZPassword, ZPhone, ZRequiredText } from './fields';
import { ZKypSummary } from './kyp';
import { messages } from './messages';

export const DEFAULT_TERMS_DOCUMENT_VERSION = '1.0';
export const MAX_LOGIN_TRIES = 5;

export const ZLoginRequest = z.strictObject({
  username: z.string({ error: messages.REQUIRED_FIELD }).trim().min(1, messages.REQUIRED_FIELD).max(254),
  password: z.string({ error: messages.REQUIRED_FIELD }).min(1, messages.REQUIRED_FIELD).max(128),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZDepartment = z.object({ id: z.number(), name: z.string(), abbreviation: z.string() });

/** Profile (platform-core §3): every field the spec lists. */
export const ZProfile = z.object({
  id: z.number(),
  fullName: z.string(),
  name: z.string(),
  surname: z.string(),
  username: z.string(),
  email: z.string(),
  status: ZProfileStatus,
  type: ZProfileType,
  role: ZRole,
  department: ZDepartment.nullable(),
  departmentId: z.number().nullable(),
  companyId: z.number(),
  vessels: z.array(z.object({ id: z.number(), name: z.string() })),
  authorities: z.array(z.object({ authority: ZAuthority, isEnabled: z.boolean() })),
  rules: z.array(z.object({ id: z.number(), name: z.string(), ruleType: ZRuleType })),
  products: z.array(ZProduct),
  phone: z.string().nullable(),
  internalPhoneNumber: z.string().nullable(),
  creationDate: z.string(),
  lastLoginDate: z.string().nullable(),
  isEnabled: z.boolean(),
  isExpired: z.boolean(),
  isLocked: z.boolean(),
  loginTries: z.number(),
  canBeHijacked: z.boolean(),
  isEmailMuted: z.boolean(),
  isNotificationMuted: z.boolean(),
  isAdmin: z.boolean(),
  isBuyer: z.boolean(),
  isAgent: z.boolean(),
  isVendor: z.boolean(),
  isSupplier: z.boolean(),
  isInactive: z.boolean(),
  isPendingVerification: z.boolean(),
  isCompanyPendingRegistration: z.boolean(),
  isCompanyLocked: z.boolean(),
});
export type TProfile = z.infer<typeof ZProfile>;

export const ZCompany = z.object({
  id: z.number(),
  type: ZProfileType,
  name: z.string(),
  businessRegistrationNumber: z.string().nullable(),
  vatNumber: z.string().nullable(),
  countryId: z.number().nullable(),
  address: z.string().nullable(),
  postcode: z.string().nullable(),
  city: z.string().nullable(),
  phone: ZPhone.nullable(),
  siteUrl: z.string().nullable(),
  rfqEmail: z.string().nullable(),
  ordersEmail: z.string().nullable(),
  isWorldwide: z.boolean(),
  isPendingRegistration: z.boolean(),
  /** Why an administrator rejected the registration; null unless it was rejected. */
  registrationRejectionReason: z.string().nullable(),
  isLocked: z.boolean(),
  portIds: z.array(z.number()),
  categoryIds: z.array(z.number()),
});
export type TCompany = z.infer<typeof ZCompany>;

export const ZSession = z.object({ token: z.string(), profile: ZProfile });
export type TSession = z.infer<typeof ZSession>;

export const ZClaims = z.object({ profile: ZProfile, company: ZCompany, intercomHash: z.string() });
export type TClaims = z.infer<typeof ZClaims>;

export const ZAcceptTerms = z.strictObject({
  accepted: z.boolean(),
  documentVersion: ZRequiredText(16).default('1.0'),
});

const ZOptionalUrl = z
  .string()
  .trim()
  .max(255)
  .refine((v) => v === '' || /^https?:\/\/\S+\.\S+$/.test(v), messages.INVALID_WEB_ADDRESS)
  .optional();

/** Company fields the company owner may edit (GET/POST secured/account/company/...). */
export const ZCompanySave = z.strictObject({
  name: ZRequiredText(200),
  businessRegistrationNumber: ZOptionalText(64),
  vatNumber: ZOptionalText(64),
  countryId: z.number({ error: messages.COUNTRY_REQUIRED }).int().positive(),
  address: ZOptionalText(255),
  postcode: ZOptionalText(32),
  city: ZOptionalText(128),
  phone: ZPhone.nullish().refine((p) => p != null, messages.PHONE_PREFIX_REQUIRED),
  siteUrl: ZOptionalUrl,
});
export type TCompanySave = z.infer<typeof ZCompanySave>;

const ZRegistrationBase = z.strictObject({
  companyName: ZRequiredText(200),
  countryId: z.number({ error: messages.COUNTRY_REQUIRED }).int().positive(),
  phone: z.object(
    {
      countryId: z.number({ error: messages.PHONE_PREFIX_REQUIRED }).int().positive(),
      number: ZPhone.shape.number,
    },
    { error: messages.PHONE_PREFIX_REQUIRED },
  ),
  firstName: ZRequiredText(100),
  lastName: ZRequiredText(100),
  email: ZEmail,
  password: ZPassword,
  confirmPassword: z.string({ error: messages.REQUIRED_FIELD }),
  termsAccepted: z.boolean({ error: messages.TERMS_NOT_ACCEPTED }),
});

function checkCommonRules(
  v: { password: string; confirmPassword: string; termsAccepted: boolean },
  ctx: z.RefinementCtx,
) {
  if (!v.termsAccepted) ctx.addIssue({ code: 'custom', path: ['termsAccepted'], message: messages.TERMS_NOT_ACCEPTED });
  if (v.password !== v.confirmPassword)
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: messages.PASSWORDS_DO_NOT_MATCH });
}

export const ZBuyerRegistration = ZRegistrationBase.superRefine(checkCommonRules);
export type TBuyerRegistration = z.infer<typeof ZBuyerRegistration>;

/**
 * Agents and vendors also give the RFQs and Orders e-mails (each confirmed, and different from each
 * other), their ports and their categories (platform-core §5 Registration; operations §2 wizard).
 */
export const ZSupplierRegistration = ZRegistrationBase.extend({
  businessRegistrationNumber: ZOptionalText(64),
  siteUrl: ZOptionalUrl,
  address: ZOptionalText(255),
  postcode: ZOptionalText(32),
  city: ZOptionalText(128),
  rfqEmail: ZEmail,
  confirmRfqEmail: z.string({ error: messages.REQUIRED_FIELD }),
  ordersEmail: ZEmail,
  confirmOrdersEmail: z.string({ error: messages.REQUIRED_FIELD }),
  portIds: z.array(ZId).max(5000).default([]),
  categoryIds: z.array(ZId).max(200).default([]),
  isWorldwide: z.boolean().default(false),
  /** The token of a buyer's invitation the registration started from (its link); claimed on success. */
  invitationToken: z.string().trim().min(1).max(100).optional(),
}).superRefine((v, ctx) => {
  checkCommonRules(v, ctx);
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  if (!same(v.rfqEmail, v.confirmRfqEmail))
    ctx.addIssue({ code: 'custom', path: ['confirmRfqEmail'], message: messages.RFQ_EMAIL_CONFIRMATION_MISMATCH });
  if (!same(v.ordersEmail, v.confirmOrdersEmail))
    ctx.addIssue({
      code: 'custom',
      path: ['confirmOrdersEmail'],
      message: messages.ORDERS_EMAIL_CONFIRMATION_MISMATCH,
    });
  if (same(v.rfqEmail, v.ordersEmail))
    ctx.addIssue({ code: 'custom', path: ['ordersEmail'], message: messages.RFQ_AND_ORDERS_EMAIL_SAME });
  if (v.portIds.length === 0) ctx.addIssue({ code: 'custom', path: ['portIds'], message: messages.PORT_REQUIRED });
  if (v.categoryIds.length === 0)
    ctx.addIssue({ code: 'custom', path: ['categoryIds'], message: messages.CATEGORY_REQUIRED });
});
export type TSupplierRegistration = z.infer<typeof ZSupplierRegistration>;

/**
 * A buyer invites an agency that is not on the platform yet: what it knows of the agency becomes
 * the supplier record the registration wizard starts from (operations §3 "Filled from a supplier").
 */
export const ZSupplierInvitationCreate = z.strictObject({
  companyName: ZRequiredText(200),
  email: ZEmail,
  lastName: ZOptionalText(100),
  businessRegistrationNumber: ZOptionalText(64),
  siteUrl: ZOptionalUrl,
  address: ZOptionalText(255),
  postcode: ZOptionalText(32),
  city: ZOptionalText(128),
  countryId: ZId.optional(),
  categoryIds: z.array(ZId).max(200).default([]),
  portIds: z.array(ZId).max(500).default([]),
  isWorldwide: z.boolean().default(false),
});
export type TSupplierInvitationCreate = z.infer<typeof ZSupplierInvitationCreate>;

export const supplierInvitationStatuses = ['INVITED', 'REGISTERED', 'EXPIRED'] as const;
export const ZSupplierInvitation = z.object({
  id: z.number(),
  companyName: z.string(),
  email: z.string(),
  status: z.enum(supplierInvitationStatuses),
  invitedBy: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  registeredAt: z.string().nullable(),
});
export type TSupplierInvitation = z.infer<typeof ZSupplierInvitation>;

/** What the registration wizard is filled with from an invitation (public, by the link's token). */
export const ZSupplierInvitationPrefill = z.object({
  invitedBy: z.string(),
  companyName: z.string(),
  email: z.string(),
  lastName: z.string().nullable(),
  businessRegistrationNumber: z.string().nullable(),
  siteUrl: z.string().nullable(),
  address: z.string().nullable(),
  postcode: z.string().nullable(),
  city: z.string().nullable(),
  countryId: z.number().nullable(),
  categoryIds: z.array(z.number()),
  ports: z.array(z.object({ value: z.string(), label: z.string() })),
  isWorldwide: z.boolean(),
});
export type TSupplierInvitationPrefill = z.infer<typeof ZSupplierInvitationPrefill>;

export const ZRegistrationResult = z.object({ profileId: z.number(), companyId: z.number() });

/** Feature flags (platform-core §3). */
export { featureFlagNames } from './feature-flag-names';
export const ZFeatureFlagName = z.enum(featureFlagNames);
export const ZFeatureFlag = z.object({ featureFlagName: z.string(), featureFlagStatus: z.boolean() });
export type TFeatureFlag = z.infer<typeof ZFeatureFlag>;

/** Supplier search (platform-core §7 "POST /secured/supplier/search?useCase"): agents and vendors to appoint. */
export const supplierSearchUseCases = ['APPOINTMENT', 'REQUEST_FOR_QUOTATION', 'PREFERRED_AGENTS'] as const;
export const ZSupplierSearchQuery = z.object({ useCase: z.enum(supplierSearchUseCases).default('APPOINTMENT') });
export const ZSupplierSearchRequest = z.strictObject({
  text: z.string().trim().max(100).optional(),
  portId: ZId.optional(),
  types: z
    .array(z.enum(['AGENT', 'VENDOR']))
    .min(1)
    .max(2)
    .default(['AGENT']),
  page: z.number().int().min(0).max(MAX_INT4).default(0),
  size: z.number().int().min(1).max(1000).default(20),
});
export type TSupplierSearchRequest = z.infer<typeof ZSupplierSearchRequest>;
export const ZSupplierSearchItem = z.object({
  id: z.number(),
  name: z.string(),
  type: z.enum(['AGENT', 'VENDOR']),
  city: z.string().nullable(),
  countryName: z.string().nullable(),
  isWorldwide: z.boolean(),
  /** The supplier named the searched port among its ports (or works worldwide). */
  servesPort: z.boolean(),
  /** One of the searching buyer's preferred agents at the searched port: listed first. */
  isPreferred: z.boolean(),
  /** The supplier's KYP verification (status and date) as the buyer picks it; null: never opened. */
  verification: ZKypSummary.nullable(),
});
export type TSupplierSearchItem = z.infer<typeof ZSupplierSearchItem>;

/**
 * POST admin-profiles/{id}/mode-switch: a short session as the profile, naming the administrator.
 * Here, not in admin, because the app's entry reads it on every session end.
 */
export const ZModeSwitchSession = z.object({
  token: z.string(),
  profile: ZProfile,
  expiresAt: z.string(),
  actingAdmin: z.object({ id: z.number(), fullName: z.string() }),
});
export type TModeSwitchSession = z.infer<typeof ZModeSwitchSession>;
