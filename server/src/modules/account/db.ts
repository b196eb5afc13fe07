import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id } from '../../platform/db/columns';
import { countries, ports } from '../refdata/db';

/** A company of one kind (BUYER, AGENT, VENDOR, ADMIN); every row a caller sees is scoped to one. */
export const companies = pgTable(
  'companies',
  {
    id: id(),
    type: text('type').notNull(),
    name: text('name').notNull(),
    businessRegistrationNumber: text('business_registration_number'),
    vatNumber: text('vat_number'),
    countryId: bigint('country_id', { mode: 'number' }).references(() => countries.id),
    address: text('address'),
    postcode: text('postcode'),
    city: text('city'),
    phoneCountryId: bigint('phone_country_id', { mode: 'number' }).references(() => countries.id),
    phoneNumber: text('phone_number'),
    siteUrl: text('site_url'),
    rfqEmail: text('rfq_email'),
    ordersEmail: text('orders_email'),
    isWorldwide: boolean('is_worldwide').notNull().default(false),
    isPendingRegistration: boolean('is_pending_registration').notNull().default(false),
    // Registration review: a rejected company stays pending (invisible to buyers) with the reason it
    // is told; approving clears the pending mark and the reason.
    registrationRejectionReason: text('registration_rejection_reason'),
    registrationReviewedAt: timestamp('registration_reviewed_at', { withTimezone: true }),
    isLocked: boolean('is_locked').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('companies_type_name_idx').on(t.type, sql`lower(${t.name})`)],
);

export const companyPorts = pgTable(
  'company_ports',
  {
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    portId: bigint('port_id', { mode: 'number' })
      .notNull()
      .references(() => ports.id),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.portId] })],
);

/** Expertise of an agent or category of a vendor (reference lists agent-types / vendor-types). */
export const companyCategories = pgTable(
  'company_categories',
  {
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    categoryId: bigint('category_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.categoryId] })],
);

export const departments = pgTable('departments', {
  id: id(),
  companyId: bigint('company_id', { mode: 'number' })
    .notNull()
    .references(() => companies.id),
  name: text('name').notNull(),
  abbreviation: text('abbreviation').notNull(),
  isEligible: boolean('is_eligible').notNull().default(true),
});

export const profiles = pgTable(
  'profiles',
  {
    id: id(),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id),
    type: text('type').notNull(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    passwordHash: text('password_hash').notNull(),
    status: text('status').notNull(),
    role: text('role').notNull().default('USER'),
    departmentId: bigint('department_id', { mode: 'number' }).references(() => departments.id),
    phone: text('phone'),
    internalPhoneNumber: text('internal_phone_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    isEnabled: boolean('is_enabled').notNull().default(true),
    isExpired: boolean('is_expired').notNull().default(false),
    isLocked: boolean('is_locked').notNull().default(false),
    loginTries: integer('login_tries').notNull().default(0),
    /** When a lock from failed log-ins lifts (docs/decisions.md "Lockout"); null: no end (none so far). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Locks since the last successful log-in: each doubles the next lock's length. */
    lockCount: integer('lock_count').notNull().default(0),
    canBeHijacked: boolean('can_be_hijacked').notNull().default(false),
    isEmailMuted: boolean('is_email_muted').notNull().default(false),
    isNotificationMuted: boolean('is_notification_muted').notNull().default(false),
    termsVersion: text('terms_version'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('profiles_username_idx').on(sql`lower(${t.username})`),
    index('profiles_company_idx').on(t.companyId),
  ],
);

export const profileProducts = pgTable(
  'profile_products',
  {
    profileId: bigint('profile_id', { mode: 'number' })
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    product: text('product').notNull(),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.product] })],
);

export const profileAuthorities = pgTable(
  'profile_authorities',
  {
    profileId: bigint('profile_id', { mode: 'number' })
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    authority: text('authority').notNull(),
    isEnabled: boolean('is_enabled').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.authority] })],
);

/**
 * An agency a buyer invited before it was on the platform: the supplier record its registration
 * starts from (operations §3 "Filled from a supplier"). Only the SHA-256 of the link's token is kept.
 */
export const supplierInvitations = pgTable(
  'supplier_invitations',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    companyName: text('company_name').notNull(),
    email: text('email').notNull(),
    /** The rest of what the buyer knew (registration number, address, ports, expertise ...). */
    details: jsonb('details').$type<SupplierInvitationDetails>().notNull(),
    invitedByCompanyId: bigint('invited_by_company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id),
    invitedByProfileId: bigint('invited_by_profile_id', { mode: 'number' })
      .notNull()
      .references(() => profiles.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    registeredCompanyId: bigint('registered_company_id', { mode: 'number' }).references(() => companies.id),
    registeredAt: timestamp('registered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('supplier_invitations_token_idx').on(t.tokenHash),
    index('supplier_invitations_company_idx').on(t.invitedByCompanyId, t.createdAt),
  ],
);

export type SupplierInvitationDetails = {
  lastName: string | null;
  businessRegistrationNumber: string | null;
  siteUrl: string | null;
  address: string | null;
  postcode: string | null;
  city: string | null;
  countryId: number | null;
  categoryIds: number[];
  portIds: number[];
  isWorldwide: boolean;
};
