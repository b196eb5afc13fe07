import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, id, ref } from '../../platform/db/columns';
import { companies, profiles } from '../account/db';
import { ports } from '../refdata/db';

/** A supplier's additional info and logo (platform-core §3 "supplier additional info and logo"): one row a company. */
export const supplierProfiles = pgTable('supplier_profiles', {
  companyId: ref('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  description: text('description'),
  yearEstablished: integer('year_established'),
  numberOfEmployees: integer('number_of_employees'),
  officeHours: text('office_hours'),
  languages: text('languages'),
  certifications: text('certifications'),
  /** The re-encoded logo in the file storage (never the uploaded bytes). */
  logoFileId: text('logo_file_id'),
  logoContentType: text('logo_content_type'),
  logoWidth: integer('logo_width'),
  logoHeight: integer('logo_height'),
  logoSize: integer('logo_size'),
  logoUpdatedAt: at('logo_updated_at'),
  /** When the e-mail configuration was submitted (every address confirmed). */
  emailConfigurationSubmittedAt: at('email_configuration_submitted_at'),
  version: integer('version').notNull().default(0),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const supplierPortAddresses = pgTable(
  'supplier_port_addresses',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    portId: ref('port_id')
      .notNull()
      .references(() => ports.id),
    address: text('address').notNull(),
    phone: text('phone'),
    email: text('email'),
    version: integer('version').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('supplier_port_addresses_company_idx').on(t.companyId)],
);

export const supplierConsignees = pgTable(
  'supplier_consignees',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address').notNull(),
    email: text('email'),
    phone: text('phone'),
    version: integer('version').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('supplier_consignees_company_idx').on(t.companyId)],
);

export const supplierAohContacts = pgTable(
  'supplier_aoh_contacts',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    portId: ref('port_id').references(() => ports.id),
    notes: text('notes'),
    version: integer('version').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('supplier_aoh_contacts_company_idx').on(t.companyId)],
);

/** An e-mail group: the addresses an agency routes RFQs, appointments and DAs to, for some ports. */
export const supplierEmailGroups = pgTable(
  'supplier_email_groups',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    purposes: jsonb('purposes').$type<string[]>().notNull(),
    portIds: jsonb('port_ids').$type<number[]>().notNull(),
    version: integer('version').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('supplier_email_groups_company_idx').on(t.companyId)],
);

/**
 * One address of a group; confirmed through the link sent to it. Only the SHA-256 of the link's
 * token is kept. An address is unique within its company (platform-core §5 "Settings").
 */
export const supplierEmailAddresses = pgTable(
  'supplier_email_addresses',
  {
    id: id(),
    groupId: ref('group_id')
      .notNull()
      .references(() => supplierEmailGroups.id, { onDelete: 'cascade' }),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    sentAt: at('sent_at').notNull(),
    confirmedAt: at('confirmed_at'),
    isConfirmed: boolean('is_confirmed').notNull().default(false),
    createdById: ref('created_by_id').references(() => profiles.id),
  },
  (t) => [
    uniqueIndex('supplier_email_addresses_company_email_idx').on(t.companyId, sql`lower(${t.email})`),
    uniqueIndex('supplier_email_addresses_token_idx').on(t.tokenHash),
    index('supplier_email_addresses_group_idx').on(t.groupId),
  ],
);
