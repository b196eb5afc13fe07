import { z } from 'zod';
import { MAX_INT4, ZEmail, ZId, ZOptionalText, ZPhone, ZRequiredText, ZVersion } from './fields';
import { ZKypStatus } from './kyp';
import { messages } from './messages';
import { ZPageRequest } from './paging';
import { ZRegistrationReview } from './registrations';

/**
 * Supplier (agent and vendor) settings of platform-core §7 "Supplier" and operations §2 (agent
 * account settings): profile, additional info and logo, port addresses, consignees, after-office-hours
 * contacts, ports served, expertise, the worldwide flag and the e-mail groups.
 */

const ZOptionalUrl = z
  .string()
  .trim()
  .max(255, messages.MAX_LENGTH.replace('{n}', '255'))
  .refine((v) => v === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), messages.INVALID_WEB_ADDRESS)
  .optional();

/** POST supplier/settings/profile/save: the company, its ports, expertise and worldwide flag (§5 "Settings"). */
export const ZSupplierProfileSave = z.strictObject({
  name: ZRequiredText(200),
  businessRegistrationNumber: ZOptionalText(64),
  vatNumber: ZOptionalText(64),
  countryId: z.number({ error: messages.COMPANY_COUNTRY_REQUIRED }).int().positive(messages.COMPANY_COUNTRY_REQUIRED),
  address: ZOptionalText(255),
  postcode: ZOptionalText(32),
  city: ZOptionalText(128),
  phone: ZPhone,
  siteUrl: ZOptionalUrl,
  portIds: z.array(ZId).max(5000).default([]),
  categoryIds: z.array(ZId).max(200).default([]),
  isWorldwide: z.boolean().default(false),
});
export type TSupplierProfileSave = z.infer<typeof ZSupplierProfileSave>;

/** GET/PUT supplier/settings/profile/additional-info. */
export const ZAdditionalInfoSave = z.strictObject({
  description: ZOptionalText(4000),
  yearEstablished: z
    .number()
    .int()
    .min(1800, messages.YEAR_ESTABLISHED)
    .max(2200, messages.YEAR_ESTABLISHED)
    .nullable()
    .optional(),
  numberOfEmployees: z.number().int().min(0).max(MAX_INT4).nullable().optional(),
  officeHours: ZOptionalText(255),
  languages: ZOptionalText(255),
  certifications: ZOptionalText(1000),
  version: ZVersion.optional(),
});
export type TAdditionalInfoSave = z.infer<typeof ZAdditionalInfoSave>;
export const ZAdditionalInfo = z.object({
  description: z.string().nullable(),
  yearEstablished: z.number().nullable(),
  numberOfEmployees: z.number().nullable(),
  officeHours: z.string().nullable(),
  languages: z.string().nullable(),
  certifications: z.string().nullable(),
  version: z.number(),
});
export type TAdditionalInfo = z.infer<typeof ZAdditionalInfo>;

/** Logo upload rules (platform-core §5 "File upload field": image size validation, default 100 x 100). */
export const LOGO_DEFAULT_SIZE = { width: 100, height: 100 } as const;
/** Larger than this on either side is refused from the header, before any pixel is decoded. */
export const LOGO_MAX_DIMENSION = 4096;
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** The `form` part of PUT supplier/settings/profile/logo (optional: no form means no exact size). */
export const ZLogoForm = z.strictObject({
  /** The exact-dimension option of §5: the image must be exactly width x height (default 100 x 100). */
  exactSize: z.boolean().default(false),
  width: z.number().int().min(1).max(LOGO_MAX_DIMENSION).default(LOGO_DEFAULT_SIZE.width),
  height: z.number().int().min(1).max(LOGO_MAX_DIMENSION).default(LOGO_DEFAULT_SIZE.height),
});
export const ZLogo = z.object({
  width: z.number(),
  height: z.number(),
  contentType: z.string(),
  size: z.number(),
  updatedAt: z.string(),
});
export type TLogo = z.infer<typeof ZLogo>;

export const ZSubscription = z.object({
  plan: z.string(),
  products: z.array(z.string()),
  since: z.string(),
});

/** A port address: where the agency sits in a port. */
export const ZPortAddressSave = z.strictObject({
  portId: ZId,
  address: ZRequiredText(500),
  phone: ZOptionalText(40),
  email: z.union([ZEmail, z.literal('')]).optional(),
  version: ZVersion.optional(),
});
export const ZPortAddress = z.object({
  id: z.number(),
  supplierId: z.number(),
  portId: z.number(),
  portName: z.string(),
  address: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  version: z.number(),
});
export type TPortAddress = z.infer<typeof ZPortAddress>;

/** A consignee the agency receives goods for (name and address). */
export const ZConsigneeSave = z.strictObject({
  name: ZRequiredText(200),
  address: ZRequiredText(500),
  email: z.union([ZEmail, z.literal('')]).optional(),
  phone: ZOptionalText(40),
  version: ZVersion.optional(),
});
export const ZConsignee = z.object({
  id: z.number(),
  name: z.string(),
  address: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  version: z.number(),
});
export type TConsignee = z.infer<typeof ZConsignee>;

/** An after-office-hours contact: who answers at night and at weekends. */
export const ZAohContactSave = z.strictObject({
  fullName: ZRequiredText(200),
  phone: ZRequiredText(40),
  email: z.union([ZEmail, z.literal('')]).optional(),
  portId: ZId.nullable().optional(),
  notes: ZOptionalText(500),
  version: ZVersion.optional(),
});
export const ZAohContact = z.object({
  id: z.number(),
  fullName: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  portId: z.number().nullable(),
  portName: z.string().nullable(),
  notes: z.string().nullable(),
  version: z.number(),
});
export type TAohContact = z.infer<typeof ZAohContact>;

/** The body of the get-... paged lists (operations §3 body form). */
export const ZSupplierListRequest = ZPageRequest;
export const ZVersionQuery = z.strictObject({ version: z.coerce.number().int().min(0).max(MAX_INT4).optional() });

export const ZPortsQuery = z.strictObject({ countryId: ZId.optional() });
export const ZServedPort = z.object({
  id: z.number(),
  name: z.string(),
  unlocode: z.string(),
  countryId: z.number(),
});
export const ZSupplierPortParams = z.strictObject({ supplierId: ZId });
export const ZSupplierItemParams = z.strictObject({ supplierId: ZId, portAddressId: ZId });

/** E-mail groups (operations §2; platform-core §5 "Email configuration"). */
export const emailGroupPurposes = ['RFQ', 'APPOINTMENT', 'DA'] as const;
export const ZEmailGroupPurpose = z.enum(emailGroupPurposes);
export const ZEmailGroupSave = z
  .strictObject({
    name: ZRequiredText(120),
    purposes: z.array(ZEmailGroupPurpose).min(1, messages.EMAIL_GROUP_PURPOSE_REQUIRED).max(3),
    portIds: z.array(ZId).max(5000).default([]),
    emails: z.array(ZEmail).min(1, messages.REQUIRED_FIELD).max(50),
    version: ZVersion.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.portIds.length === 0) ctx.addIssue({ code: 'custom', path: ['portIds'], message: messages.PORT_REQUIRED });
    const seen = new Set<string>();
    v.emails.forEach((e, i) => {
      const key = e.toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['emails', i], message: messages.EMAIL_NOT_UNIQUE });
      seen.add(key);
    });
  });
export type TEmailGroupSave = z.infer<typeof ZEmailGroupSave>;
export const ZEmailGroupAddress = z.object({
  id: z.number(),
  email: z.string(),
  isConfirmed: z.boolean(),
  confirmedAt: z.string().nullable(),
  sentAt: z.string(),
});
export const ZEmailGroup = z.object({
  id: z.number(),
  name: z.string(),
  purposes: z.array(ZEmailGroupPurpose),
  portIds: z.array(z.number()),
  addresses: z.array(ZEmailGroupAddress),
  version: z.number(),
});
export type TEmailGroup = z.infer<typeof ZEmailGroup>;
export const ZEmailConfiguration = z.object({
  groups: z.array(ZEmailGroup),
  submittedAt: z.string().nullable(),
  allConfirmed: z.boolean(),
});
export type TEmailConfiguration = z.infer<typeof ZEmailConfiguration>;
export const ZEmailGroupParams = z.strictObject({ id: ZId });
export const ZEmailAddressParams = z.strictObject({ id: ZId, addressId: ZId });
export const ZEmailConfirm = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, messages.EMAIL_CONFIRMATION_INVALID),
});
export const ZEmailConfirmResult = z.object({ email: z.string(), companyName: z.string() });

/** GET supplier/load: everything the settings pages show. */
export const ZSupplierSettings = z.object({
  id: z.number(),
  type: z.enum(['AGENT', 'VENDOR']),
  name: z.string(),
  businessRegistrationNumber: z.string().nullable(),
  vatNumber: z.string().nullable(),
  countryId: z.number().nullable(),
  address: z.string().nullable(),
  postcode: z.string().nullable(),
  city: z.string().nullable(),
  phone: z.object({ countryId: z.number(), number: z.string() }).nullable(),
  siteUrl: z.string().nullable(),
  rfqEmail: z.string().nullable(),
  ordersEmail: z.string().nullable(),
  isWorldwide: z.boolean(),
  isPendingRegistration: z.boolean(),
  /** Why an administrator rejected the registration; null unless it was rejected. */
  registrationRejectionReason: z.string().nullable(),
  portIds: z.array(z.number()),
  categoryIds: z.array(z.number()),
  logo: ZLogo.nullable(),
});
export type TSupplierSettings = z.infer<typeof ZSupplierSettings>;

/**
 * GET supplier/onboarding: the checklist a new agent or vendor lands on. A step that `isBlocking`
 * keeps the company from receiving requests for quotation until it is done.
 */
export const onboardingSteps = ['COMPANY', 'PORTS', 'EMAIL_GROUPS', 'BANK_ACCOUNT', 'KYP'] as const;
export const ZOnboardingStep = z.object({
  key: z.enum(onboardingSteps),
  isDone: z.boolean(),
  isBlocking: z.boolean(),
});
export const ZSupplierOnboarding = z.object({
  registration: ZRegistrationReview,
  steps: z.array(ZOnboardingStep),
  kypStatus: ZKypStatus.nullable(),
  canReceiveRequests: z.boolean(),
});
export type TSupplierOnboarding = z.infer<typeof ZSupplierOnboarding>;
