import { createHmac } from 'node:crypto';
import {
  authorities,
  type TAuthority,
  type TProduct,
  type TProfileStatus,
  type TProfileType,
  type TRole,
} from '@portcall/contracts/access';
import type {
  TBuyerRegistration,
  TCompany,
  TCompanySave,
  TProfile,
  TSupplierRegistration,
  TSupplierSearchItem,
  TSupplierSearchRequest,
} from '@portcall/contracts/auth';
import { DEFAULT_TERMS_DOCUMENT_VERSION } from '@portcall/contracts/auth';
import type { TKypSummary } from '@portcall/contracts/kyp';
import { messages } from '@portcall/contracts/messages';
import type { TPaged } from '@portcall/contracts/paging';
import type { TSupplierProfileSave } from '@portcall/contracts/supplier';
import { writeAudit } from '../../platform/audit/audit';
import { isLockedAt } from '../../platform/auth/lockout';
import { hashPassword } from '../../platform/auth/passwords';
import type { Db } from '../../platform/db/client';
import { AppError, notFound } from '../../platform/errors';
import type { EventBus } from '../../platform/events';
import type { Caller } from '../../platform/http/access';
import type { AccountRepo, CompanyRow, ProfileGrants, ProfileRow } from './repo';

/** What registration needs to know about reference data (owned by the refdata module). */
export interface ReferenceLookups {
  countryExists(id: number): Promise<boolean>;
  existingPortIds(ids: number[]): Promise<number[]>;
  existingCategoryIds(kind: 'AGENT' | 'VENDOR', ids: number[]): Promise<number[]>;
}

/**
 * What a newly registered company's first profile may do. Paid modules (estimators, financial...)
 * are granted by an administrator later; see docs/decisions.md.
 */
const firstProfileGrants: Record<'BUYER' | 'AGENT' | 'VENDOR', { products: TProduct[]; authorities: TAuthority[] }> = {
  BUYER: {
    products: ['DA_DASHBOARD', 'DA_TOOL', 'AGENT_DIRECTORY'],
    // The whole DA workflow (voyages, port calls, appointments, evaluations), rating its agents and
    // finding agents in the directory, so a new buyer can work at once and its manager can hand these
    // on to colleagues.
    authorities: [
      'SETTINGS_EDIT_COMPANY',
      'SETTINGS_EDIT_USER',
      'SETTINGS_EDIT_BILLING_COMPANIES',
      'SETTINGS_EDIT_VESSEL',
      ...authorities.filter((a) => a.startsWith('DA_')),
      'AGENT_RATING_SUBMIT',
      'AGENT_RATING_VIEW',
      'AGENT_DIRECTORY_VIEW',
    ],
  },
  AGENT: {
    products: ['DA_TOOL', 'PORT_DIRECTORY'],
    authorities: ['DA_VIEW', 'SETTINGS_EDIT_COMPANY', 'SETTINGS_EDIT_USER', 'PORT_DIRECTORY_VIEW'],
  },
  VENDOR: { products: ['DA_TOOL'], authorities: ['DA_VIEW', 'SETTINGS_EDIT_COMPANY', 'SETTINGS_EDIT_USER'] },
};

export function toProfile(row: ProfileRow, grants: ProfileGrants, company: CompanyRow, now: Date): TProfile {
  const type = row.type as TProfileType;
  const status = row.status as TProfileStatus;
  return {
    id: row.id,
    fullName: `${row.name} ${row.surname}`.trim(),
    name: row.name,
    surname: row.surname,
    username: row.username,
    email: row.email,
    status,
    type,
    role: row.role as TRole,
    department: grants.department,
    departmentId: row.departmentId,
    companyId: row.companyId,
    vessels: grants.vessels,
    authorities: grants.authorities as TProfile['authorities'],
    rules: grants.rules as TProfile['rules'],
    products: grants.products as TProduct[],
    phone: row.phone,
    internalPhoneNumber: row.internalPhoneNumber,
    creationDate: row.createdAt.toISOString(),
    lastLoginDate: row.lastLoginAt?.toISOString() ?? null,
    isEnabled: row.isEnabled,
    isExpired: row.isExpired,
    isLocked: isLockedAt(row, now),
    loginTries: row.loginTries,
    canBeHijacked: row.canBeHijacked,
    isEmailMuted: row.isEmailMuted,
    isNotificationMuted: row.isNotificationMuted,
    isAdmin: type === 'ADMIN',
    isBuyer: type === 'BUYER',
    isAgent: type === 'AGENT',
    isVendor: type === 'VENDOR',
    isSupplier: type === 'AGENT' || type === 'VENDOR',
    isInactive: status === 'INACTIVE',
    isPendingVerification: status === 'PENDING_VERIFICATION',
    isCompanyPendingRegistration: company.isPendingRegistration,
    isCompanyLocked: company.isLocked,
  };
}

export function toCompany(row: CompanyRow, links: { portIds: number[]; categoryIds: number[] }): TCompany {
  return {
    id: row.id,
    type: row.type as TProfileType,
    name: row.name,
    businessRegistrationNumber: row.businessRegistrationNumber,
    vatNumber: row.vatNumber,
    countryId: row.countryId,
    address: row.address,
    postcode: row.postcode,
    city: row.city,
    phone: row.phoneCountryId && row.phoneNumber ? { countryId: row.phoneCountryId, number: row.phoneNumber } : null,
    siteUrl: row.siteUrl,
    rfqEmail: row.rfqEmail,
    ordersEmail: row.ordersEmail,
    isWorldwide: row.isWorldwide,
    isPendingRegistration: row.isPendingRegistration,
    registrationRejectionReason: row.isPendingRegistration ? row.registrationRejectionReason : null,
    isLocked: row.isLocked,
    portIds: links.portIds,
    categoryIds: links.categoryIds,
  };
}

export function createAccountService(deps: {
  db: Db;
  repo: AccountRepo;
  refdata: ReferenceLookups;
  intercomKey: Uint8Array;
  clock: () => Date;
  /** The buyer's preferred agents at a port (settings), listed first in supplier search. */
  preferredAgentsAt?: (buyerCompanyId: number, portId: number) => Promise<number[]>;
  /** Marks the buyer's invitation a registration started from as used (in its transaction). */
  claimInvitation?: (token: string, companyId: number, tx: Db) => Promise<void>;
  /** The suppliers' KYP verifications (the kyp module), shown wherever a buyer picks one. */
  verificationsOf?: (supplierIds: number[]) => Promise<Map<number, TKypSummary>>;
  /** Announces a registration, so the supplier module seeds its e-mail groups in the same transaction. */
  events?: Pick<EventBus, 'publish'>;
}) {
  const { db, repo, refdata } = deps;

  async function loadProfile(profileId: number, tx: Db = db): Promise<TProfile> {
    const row = await repo.findProfileWithCompany(profileId, tx);
    if (!row) throw notFound();
    return toProfile(row.profile, await repo.findGrants(row.profile, tx), row.company, deps.clock());
  }

  /** The profile and its company as the claims show them, in one statement. */
  async function loadProfileAndCompany(profileId: number): Promise<{ profile: TProfile; company: TCompany }> {
    const row = await repo.findClaims(profileId);
    if (!row) throw notFound();
    return {
      profile: toProfile(row.profile, row.grants, row.company, deps.clock()),
      company: toCompany(row.company, row.links),
    };
  }

  async function loadCompany(companyId: number): Promise<TCompany> {
    const row = await repo.findCompanyById(companyId);
    if (!row) throw notFound();
    return toCompany(row, await repo.findCompanyLinks(companyId));
  }

  async function checkReferences(input: {
    countryId: number;
    phone: { countryId: number };
    kind: 'BUYER' | 'AGENT' | 'VENDOR';
    portIds?: number[];
    categoryIds?: number[];
  }) {
    const fields: Record<string, string> = {};
    if (!(await refdata.countryExists(input.countryId))) fields.countryId = messages.UNKNOWN_COUNTRY;
    if (!(await refdata.countryExists(input.phone.countryId)))
      fields['phone.countryId'] = messages.PHONE_PREFIX_REQUIRED;
    if (input.portIds?.length) {
      const found = await refdata.existingPortIds(input.portIds);
      if (found.length !== new Set(input.portIds).size) fields.portIds = messages.UNKNOWN_PORT;
    }
    if (input.categoryIds?.length && input.kind !== 'BUYER') {
      const found = await refdata.existingCategoryIds(input.kind, input.categoryIds);
      if (found.length !== new Set(input.categoryIds).size) fields.categoryIds = messages.UNKNOWN_CATEGORY;
    }
    if (Object.keys(fields).length) throw new AppError(400, 'VALIDATION_FAILED', fields);
  }

  /**
   * Registers a company and its first profile (a MANAGER) in one transaction. The company waits for
   * an administrator's verification (isPendingRegistration) but its first user can log in.
   */
  async function register(
    kind: 'BUYER' | 'AGENT' | 'VENDOR',
    input: TBuyerRegistration | TSupplierRegistration,
  ): Promise<{ profileId: number; companyId: number }> {
    const supplier = kind === 'BUYER' ? undefined : (input as TSupplierRegistration);
    await checkReferences({ ...input, kind, portIds: supplier?.portIds, categoryIds: supplier?.categoryIds });
    const passwordHash = await hashPassword(input.password);
    return db.transaction(async (tx) => {
      if (await repo.findProfileByUsername(input.email, tx))
        throw new AppError(409, 'USER_ALREADY_EXISTS', { email: messages.USER_ALREADY_EXISTS });
      if (await repo.companyNameExists(kind, input.companyName, tx))
        throw new AppError(409, 'COMPANY_ALREADY_EXISTS', { companyName: messages.COMPANY_ALREADY_EXISTS });
      const company = await repo.insertCompany(
        {
          type: kind,
          name: input.companyName.trim(),
          countryId: input.countryId,
          phoneCountryId: input.phone.countryId,
          phoneNumber: input.phone.number,
          businessRegistrationNumber: supplier?.businessRegistrationNumber || null,
          siteUrl: supplier?.siteUrl || null,
          address: supplier?.address || null,
          postcode: supplier?.postcode || null,
          city: supplier?.city || null,
          rfqEmail: supplier?.rfqEmail ?? null,
          ordersEmail: supplier?.ordersEmail ?? null,
          isWorldwide: supplier?.isWorldwide ?? false,
          isPendingRegistration: true,
        },
        tx,
      );
      if (supplier) await repo.replaceCompanyLinks(company.id, supplier, tx);
      if (supplier?.invitationToken) await deps.claimInvitation?.(supplier.invitationToken, company.id, tx);
      const profile = await repo.insertProfile(
        {
          companyId: company.id,
          type: kind,
          username: input.email,
          email: input.email,
          name: input.firstName,
          surname: input.lastName,
          passwordHash,
          status: 'ACTIVE',
          role: 'MANAGER',
          termsVersion: DEFAULT_TERMS_DOCUMENT_VERSION,
          termsAcceptedAt: deps.clock(),
        },
        tx,
      );
      await repo.grant(profile.id, firstProfileGrants[kind], tx);
      await deps.events?.publish(
        'company.registered',
        {
          companyId: company.id,
          profileId: profile.id,
          kind,
          rfqEmail: company.rfqEmail,
          ordersEmail: company.ordersEmail,
          portIds: supplier?.portIds ?? [],
        },
        tx,
      );
      await writeAudit(tx, {
        profileId: profile.id,
        companyId: company.id,
        entity: 'company',
        entityId: company.id,
        action: 'REGISTER',
        after: { kind, name: company.name },
      });
      return { profileId: profile.id, companyId: company.id };
    });
  }

  /**
   * Accepting the terms activates a PENDING_TERMS_AND_CONDITIONS profile and answers the new
   * profile; refusing changes nothing on the server (the web clears its session).
   */
  async function acceptTerms(caller: Caller, input: { accepted: boolean; documentVersion: string }): Promise<TProfile> {
    if (!input.accepted) throw new AppError(400, 'TERMS_REFUSED', { accepted: messages.TERMS_REFUSED });
    return db.transaction(async (tx) => {
      const before = await repo.findProfileById(caller.profileId, tx);
      if (!before) throw notFound();
      await repo.updateProfile(
        caller.profileId,
        {
          status: before.status === 'PENDING_TERMS_AND_CONDITIONS' ? 'ACTIVE' : before.status,
          termsVersion: input.documentVersion,
          termsAcceptedAt: deps.clock(),
        },
        tx,
      );
      await writeAudit(tx, {
        profileId: caller.profileId,
        companyId: caller.companyId,
        entity: 'profile',
        entityId: caller.profileId,
        action: 'ACCEPT_TERMS',
        before: { status: before.status },
        after: { documentVersion: input.documentVersion },
      });
      return loadProfile(caller.profileId, tx);
    });
  }

  /**
   * The company details a buyer's company settings and a supplier's profile both save: the name
   * unique among companies of its kind, empty texts stored as null. Returns the row before and after.
   */
  async function updateCompanyDetails(
    caller: Caller,
    input: TCompanySave | TSupplierProfileSave,
    extra: { isWorldwide?: boolean },
    tx: Db,
  ) {
    const before = await repo.findCompanyById(caller.companyId, tx);
    if (!before) throw notFound();
    if (
      before.name.toLowerCase() !== input.name.trim().toLowerCase() &&
      (await repo.companyNameExists(before.type, input.name, tx))
    )
      throw new AppError(409, 'COMPANY_ALREADY_EXISTS', { name: messages.COMPANY_ALREADY_EXISTS });
    const after = await repo.updateCompany(
      caller.companyId,
      {
        name: input.name.trim(),
        businessRegistrationNumber: input.businessRegistrationNumber || null,
        vatNumber: input.vatNumber || null,
        countryId: input.countryId,
        address: input.address || null,
        postcode: input.postcode || null,
        city: input.city || null,
        phoneCountryId: input.phone?.countryId ?? null,
        phoneNumber: input.phone?.number ?? null,
        siteUrl: input.siteUrl || null,
        ...extra,
      },
      tx,
    );
    return { before, after };
  }

  async function saveCompany(caller: Caller, input: TCompanySave): Promise<TCompany> {
    await checkReferences({
      countryId: input.countryId,
      phone: { countryId: input.phone?.countryId ?? 0 },
      kind: 'BUYER',
    });
    await db.transaction(async (tx) => {
      const { before, after } = await updateCompanyDetails(caller, input, {}, tx);
      await writeAudit(tx, {
        profileId: caller.profileId,
        companyId: caller.companyId,
        entity: 'company',
        entityId: caller.companyId,
        action: 'SAVE',
        before,
        after,
      });
    });
    return loadCompany(caller.companyId);
  }

  /**
   * POST supplier/settings/profile/save (platform-core §5 "Settings"): the agent's or vendor's company
   * details with its ports, expertise (categories) and worldwide flag, in one transaction.
   */
  async function saveSupplierProfile(caller: Caller, input: TSupplierProfileSave): Promise<TCompany> {
    const kind = caller.type === 'VENDOR' ? 'VENDOR' : 'AGENT';
    await checkReferences({ ...input, kind });
    const fields: Record<string, string> = {};
    if (input.portIds.length === 0 && !input.isWorldwide) fields.portIds = messages.PORT_REQUIRED;
    if (input.categoryIds.length === 0) fields.categoryIds = messages.CATEGORY_REQUIRED;
    if (Object.keys(fields).length) throw new AppError(400, 'VALIDATION_FAILED', fields);
    await db.transaction(async (tx) => {
      const { before, after } = await updateCompanyDetails(caller, input, { isWorldwide: input.isWorldwide }, tx);
      await repo.replaceCompanyLinks(
        caller.companyId,
        { portIds: [...new Set(input.portIds)], categoryIds: [...new Set(input.categoryIds)] },
        tx,
      );
      await writeAudit(tx, {
        profileId: caller.profileId,
        companyId: caller.companyId,
        entity: 'company',
        entityId: caller.companyId,
        action: 'SAVE_SUPPLIER_PROFILE',
        before,
        after: { ...after, portIds: input.portIds, categoryIds: input.categoryIds },
      });
    });
    return loadCompany(caller.companyId);
  }

  /** Identity-verification hash for the in-app support widget: HMAC of the profile id. */
  function intercomHash(profileId: number): string {
    return createHmac('sha256', deps.intercomKey).update(`intercom:${profileId}`).digest('hex');
  }

  /**
   * Agents and vendors a buyer may appoint or ask for quotes; the answer is a page of them, the
   * buyer's preferred agents at the port first, then those serving the port.
   */
  async function searchSuppliers(caller: Caller, input: TSupplierSearchRequest): Promise<TPaged<TSupplierSearchItem>> {
    const preferredIds =
      caller.type === 'BUYER' && input.portId && deps.preferredAgentsAt
        ? await deps.preferredAgentsAt(caller.companyId, input.portId)
        : [];
    const { rows, total } = await repo.searchSuppliers({ ...input, preferredIds });
    const verifications = deps.verificationsOf ? await deps.verificationsOf(rows.map((r) => r.id)) : new Map();
    return {
      items: rows.map(({ total: _, ...row }) => ({
        ...row,
        type: row.type as 'AGENT' | 'VENDOR',
        servesPort: Boolean(row.servesPort),
        isPreferred: Boolean(row.isPreferred),
        verification: verifications.get(row.id) ?? null,
      })),
      page: input.page,
      size: input.size,
      total,
    };
  }

  return {
    loadProfile,
    loadProfileAndCompany,
    loadCompany,
    register,
    acceptTerms,
    saveCompany,
    saveSupplierProfile,
    intercomHash,
    searchSuppliers,
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
