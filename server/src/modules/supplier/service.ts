import type { TCompany } from '@portcall/contracts/auth';
import { messages } from '@portcall/contracts/messages';
import type { TPageRequest } from '@portcall/contracts/paging';
import type {
  TAdditionalInfo,
  TAdditionalInfoSave,
  TAohContact,
  TConsignee,
  TLogo,
  TPortAddress,
  TSupplierProfileSave,
  TSupplierSettings,
} from '@portcall/contracts/supplier';
import { writeAudit } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { pageOf } from '../../platform/db/query-helpers';
import { AppError, conflict, notFound } from '../../platform/errors';
import type { UploadedPart } from '../../platform/files/multipart';
import type { FileStorage } from '../../platform/files/storage';
import type { Caller } from '../../platform/http/access';
import { checkAndReencodeLogo } from './logo';
import type { ListKind, SupplierProfileRow, SupplierRepo } from './repo';
import type { SupplierReadModel } from './supplier-read-model';

const CONTENT_TYPES = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' } as const;

export interface SupplierAccount {
  loadCompany(companyId: number): Promise<TCompany>;
  saveSupplierProfile(caller: Caller, input: TSupplierProfileSave): Promise<TCompany>;
}

function logoOf(row: SupplierProfileRow | undefined): TLogo | null {
  if (!row?.logoFileId || !row.logoUpdatedAt) return null;
  return {
    width: row.logoWidth ?? 0,
    height: row.logoHeight ?? 0,
    contentType: row.logoContentType ?? 'image/png',
    size: row.logoSize ?? 0,
    updatedAt: row.logoUpdatedAt.toISOString(),
  };
}

/**
 * Supplier settings (platform-core §7 "Supplier"): every row belongs to the caller's company; a row
 * of another company, or another company's id in the path, answers 404.
 */
export function createSupplierService(deps: {
  db: Db;
  repo: SupplierRepo;
  read: SupplierReadModel;
  account: SupplierAccount;
  files: Pick<FileStorage, 'save' | 'read' | 'remove'>;
  clock: () => Date;
}) {
  const { db, repo } = deps;

  async function load(caller: Caller): Promise<TSupplierSettings> {
    const company = await deps.account.loadCompany(caller.companyId);
    const profile = await repo.profile(caller.companyId);
    return {
      id: company.id,
      type: company.type === 'VENDOR' ? 'VENDOR' : 'AGENT',
      name: company.name,
      businessRegistrationNumber: company.businessRegistrationNumber,
      vatNumber: company.vatNumber,
      countryId: company.countryId,
      address: company.address,
      postcode: company.postcode,
      city: company.city,
      phone: company.phone,
      siteUrl: company.siteUrl,
      rfqEmail: company.rfqEmail,
      ordersEmail: company.ordersEmail,
      isWorldwide: company.isWorldwide,
      isPendingRegistration: company.isPendingRegistration,
      registrationRejectionReason: company.registrationRejectionReason,
      portIds: company.portIds,
      categoryIds: company.categoryIds,
      logo: logoOf(profile),
    };
  }

  const infoOf = (row: SupplierProfileRow | undefined): TAdditionalInfo => ({
    description: row?.description ?? null,
    yearEstablished: row?.yearEstablished ?? null,
    numberOfEmployees: row?.numberOfEmployees ?? null,
    officeHours: row?.officeHours ?? null,
    languages: row?.languages ?? null,
    certifications: row?.certifications ?? null,
    version: row?.version ?? 0,
  });

  // ---------- the three owned lists ----------
  type Item = Record<string, unknown>;
  const num = (v: unknown) => v as number;
  const str = (v: unknown) => (v as string | null) ?? null;

  async function toItems(
    kind: ListKind,
    rows: Item[],
    tx: Db = db,
  ): Promise<Array<TPortAddress | TConsignee | TAohContact>> {
    const names = await repo.portNames(
      rows.map((r) => r.portId as number | null).filter((v): v is number => typeof v === 'number'),
      tx,
    );
    return rows.map((r) => {
      if (kind === 'port-addresses')
        return {
          id: num(r.id),
          supplierId: num(r.companyId),
          portId: num(r.portId),
          portName: names.get(num(r.portId)) ?? '',
          address: r.address as string,
          phone: str(r.phone),
          email: str(r.email),
          version: num(r.version),
        };
      if (kind === 'consignees')
        return {
          id: num(r.id),
          name: r.name as string,
          address: r.address as string,
          email: str(r.email),
          phone: str(r.phone),
          version: num(r.version),
        };
      return {
        id: num(r.id),
        fullName: r.fullName as string,
        phone: r.phone as string,
        email: str(r.email),
        portId: (r.portId as number | null) ?? null,
        portName: r.portId ? (names.get(num(r.portId)) ?? null) : null,
        notes: str(r.notes),
        version: num(r.version),
      };
    });
  }

  /** Only the caller's own company: another supplier's id in a path is 404. */
  function ownCompany(caller: Caller, supplierId?: number) {
    if (supplierId !== undefined && supplierId !== caller.companyId) throw notFound();
    return caller.companyId;
  }

  async function checkPort(portId: number | null | undefined, tx: Db) {
    if (!portId) return;
    const names = await repo.portNames([portId], tx);
    if (!names.has(portId)) throw new AppError(400, 'VALIDATION_FAILED', { portId: messages.UNKNOWN_PORT });
  }

  const valuesOf = (input: Record<string, unknown>) => {
    const { version: _, ...rest } = input;
    const values: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(rest)) values[k] = v === '' ? null : (v ?? null);
    return values;
  };

  const lists = {
    async get(caller: Caller, kind: ListKind, id: number, supplierId?: number) {
      const companyId = ownCompany(caller, supplierId);
      const row = await repo.findItem(kind, companyId, id);
      if (!row) throw notFound();
      return (await toItems(kind, [row]))[0];
    },
    async page(caller: Caller, kind: ListKind, query: TPageRequest) {
      const { rows, total } = await repo.pageItems(kind, caller.companyId, query);
      return pageOf(await toItems(kind, rows), total, query);
    },
    async create(caller: Caller, kind: ListKind, input: Record<string, unknown>, supplierId?: number) {
      const companyId = ownCompany(caller, supplierId);
      return db.transaction(async (tx) => {
        await checkPort(input.portId as number | undefined, tx);
        const row = await repo.insertItem(kind, { ...valuesOf(input), companyId }, tx);
        await writeAudit(tx, {
          profileId: caller.profileId,
          companyId,
          entity: `supplier_${kind}`,
          entityId: num(row.id),
          action: 'CREATE',
          after: row,
        });
        return (await toItems(kind, [row], tx))[0];
      });
    },
    async update(caller: Caller, kind: ListKind, id: number, input: Record<string, unknown>, supplierId?: number) {
      const companyId = ownCompany(caller, supplierId);
      return db.transaction(async (tx) => {
        const before = await repo.findItem(kind, companyId, id, tx);
        if (!before) throw notFound();
        await checkPort(input.portId as number | undefined, tx);
        const version = (input.version as number | undefined) ?? num(before.version);
        const row = await repo.updateItem(kind, companyId, id, version, valuesOf(input), tx);
        if (!row) throw conflict('STALE_VERSION');
        await writeAudit(tx, {
          profileId: caller.profileId,
          companyId,
          entity: `supplier_${kind}`,
          entityId: id,
          action: 'UPDATE',
          before,
          after: row,
        });
        return (await toItems(kind, [row], tx))[0];
      });
    },
    async remove(caller: Caller, kind: ListKind, id: number, supplierId?: number) {
      const companyId = ownCompany(caller, supplierId);
      await db.transaction(async (tx) => {
        const before = await repo.findItem(kind, companyId, id, tx);
        if (!before || !(await repo.deleteItem(kind, companyId, id, tx))) throw notFound();
        await writeAudit(tx, {
          profileId: caller.profileId,
          companyId,
          entity: `supplier_${kind}`,
          entityId: id,
          action: 'DELETE',
          before,
        });
      });
    },
  };

  return {
    load,
    async saveProfile(caller: Caller, input: TSupplierProfileSave) {
      await deps.account.saveSupplierProfile(caller, input);
      return load(caller);
    },
    async subscription(caller: Caller) {
      const company = await deps.account.loadCompany(caller.companyId);
      const row = await repo.profile(caller.companyId);
      return {
        plan: caller.products.length > (company.type === 'AGENT' ? 2 : 1) ? 'PREMIUM' : 'BASIC',
        products: [...caller.products],
        since: (row?.updatedAt ?? deps.clock()).toISOString(),
      };
    },
    async additionalInfo(caller: Caller) {
      return infoOf(await repo.profile(caller.companyId));
    },
    async saveAdditionalInfo(caller: Caller, input: TAdditionalInfoSave) {
      return db.transaction(async (tx) => {
        const before = await repo.profileForUpdate(caller.companyId, tx);
        if (input.version !== undefined && input.version !== before.version) throw conflict('STALE_VERSION');
        const after = await repo.updateProfile(
          caller.companyId,
          {
            description: input.description || null,
            yearEstablished: input.yearEstablished ?? null,
            numberOfEmployees: input.numberOfEmployees ?? null,
            officeHours: input.officeHours || null,
            languages: input.languages || null,
            certifications: input.certifications || null,
            version: before.version + 1,
            updatedAt: deps.clock(),
          },
          tx,
        );
        await writeAudit(tx, {
          profileId: caller.profileId,
          companyId: caller.companyId,
          entity: 'supplier_profile',
          entityId: caller.companyId,
          action: 'SAVE_ADDITIONAL_INFO',
          before: infoOf(before),
          after: infoOf(after),
        });
        return infoOf(after);
      });
    },
    /** PUT supplier/settings/profile/logo: checked by content, stored re-encoded; the old file is removed. */
    async saveLogo(
      caller: Caller,
      form: { exactSize: boolean; width: number; height: number },
      files: UploadedPart[],
    ): Promise<TLogo> {
      const upload = files.find((f) => f.field === 'logo' || f.field === 'attachments');
      if (!upload || files.length > 1) throw new AppError(400, 'LOGO_REQUIRED', { logo: messages.LOGO_REQUIRED });
      const image = await checkAndReencodeLogo(upload.buffer, form);
      const stored = await deps.files.save(image.buffer, `logo.${image.format === 'jpeg' ? 'jpg' : image.format}`);
      let previous: string | null = null;
      try {
        const row = await db.transaction(async (tx) => {
          const before = await repo.profileForUpdate(caller.companyId, tx);
          previous = before.logoFileId;
          const after = await repo.updateProfile(
            caller.companyId,
            {
              logoFileId: stored.id,
              logoContentType: CONTENT_TYPES[image.format],
              logoWidth: image.width,
              logoHeight: image.height,
              logoSize: stored.size,
              logoUpdatedAt: deps.clock(),
              version: before.version + 1,
              updatedAt: deps.clock(),
            },
            tx,
          );
          await writeAudit(tx, {
            profileId: caller.profileId,
            companyId: caller.companyId,
            entity: 'supplier_profile',
            entityId: caller.companyId,
            action: 'SAVE_LOGO',
            after: { width: image.width, height: image.height, contentType: CONTENT_TYPES[image.format] },
          });
          return after;
        });
        if (previous) await deps.files.remove(previous);
        return logoOf(row) as TLogo;
      } catch (error) {
        await deps.files.remove(stored.id);
        throw error;
      }
    },
    async logoFile(caller: Caller): Promise<{ buffer: Buffer; contentType: string }> {
      const row = await repo.profile(caller.companyId);
      if (!row?.logoFileId) throw notFound();
      return { buffer: await deps.files.read(row.logoFileId), contentType: row.logoContentType ?? 'image/png' };
    },
    lists,
    /** GET supplier/settings/ports/load?countryId: the caller's own ports. */
    ownPorts: (caller: Caller, countryId?: number) => deps.read.servedPorts(caller.companyId, countryId),
    /** GET supplier/{supplierId}/ports?countryId: a supplier's ports (buyers, admins, or the supplier itself). */
    async supplierPorts(caller: Caller, supplierId: number, countryId?: number) {
      if ((caller.type === 'AGENT' || caller.type === 'VENDOR') && supplierId !== caller.companyId) throw notFound();
      if (!(await deps.read.supplier(supplierId))) throw notFound();
      return deps.read.servedPorts(supplierId, countryId);
    },
  };
}
export type SupplierService = ReturnType<typeof createSupplierService>;
