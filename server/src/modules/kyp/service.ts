import { hasAuthority } from '@portcall/contracts/access';
import {
  kypDocumentKinds,
  kypDocumentLabels,
  type TKypChecks,
  type TKypPatch,
  type TKypStatus,
  type TKypSummary,
  type TKypVerification,
} from '@portcall/contracts/kyp';
import { formatMessage, messages } from '@portcall/contracts/messages';
import { writeAudit } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { AppError, conflict, forbidden, notFound } from '../../platform/errors';
import { discarding } from '../../platform/files/cleanup';
import type { UploadedPart } from '../../platform/files/multipart';
import { asDownload, type FileStorage } from '../../platform/files/storage';
import type { Caller } from '../../platform/http/access';
import { requireAllowed } from '../../platform/http/policy';
import type { KypReadModel } from './kyp-read-model';
import type { KypDocumentRow, KypRepo, KypRow } from './repo';

/** A verification holds a year; re-verification is due a month before it lapses (docs/decisions.md). */
export const KYP_VALIDITY_DAYS = 365;
export const KYP_REVERIFY_BEFORE_DAYS = 30;
const DAY = 86_400_000;

/** Documents are PDF or images, recognised by their first bytes (never by name). */
function sniffDocument(buffer: Buffer): string | null {
  const head = buffer.subarray(0, 12);
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'image/webp';
  return null;
}

/** A supplier every buyer sees as "to be verified" until it opens its case. */
function notStarted(supplierId: number, supplier: { name: string; type: string }): TKypVerification {
  return {
    id: null,
    supplierId,
    supplierName: supplier.name,
    supplierType: supplier.type === 'VENDOR' ? 'VENDOR' : 'AGENT',
    status: 'REQUESTED',
    documents: [],
    checks: null,
    notes: null,
    requestedAt: null,
    submittedAt: null,
    primaryVerifier: null,
    primaryVerifiedAt: null,
    secondaryVerifier: null,
    verifiedAt: null,
    rejectedBy: null,
    rejectedAt: null,
    rejectionReason: null,
    expiresAt: null,
    reverificationDate: null,
    version: 0,
  };
}

/** A case that exists (opened by its supplier): it has an id and a request date. */
type StartedKyp = TKypVerification & { id: number; requestedAt: string };

const isSupplier = (c: Caller) => c.type === 'AGENT' || c.type === 'VENDOR';
const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * KYC/KYP verification with four eyes (platform-core §3, §6, §7): the supplier adds its documents
 * and submits; an administrator with KYC_PRIMARY_VERIFIER records the checks; a different one with
 * KYC_SECONDARY_VERIFIER confirms them (the same person never does both). A verification lasts a
 * year; buyers read its status and date wherever they pick a supplier.
 */
export function createKypService(deps: {
  db: Db;
  repo: KypRepo;
  read: KypReadModel;
  files: Pick<FileStorage, 'save' | 'read' | 'open' | 'remove'>;
  clock: () => Date;
}) {
  const { db, repo, read } = deps;

  const statusOf = (row: KypRow, now = deps.clock()): TKypStatus =>
    row.status === 'VERIFIED' && row.expiresAt && row.expiresAt <= now ? 'EXPIRED' : (row.status as TKypStatus);

  const isKycAdmin = (c: Caller) => c.type === 'ADMIN' && hasAuthority(c, 'ADMIN_KYC');

  async function toAnswers(
    rows: KypRow[],
    options: { withDocuments: boolean; withPeople: boolean },
    tx: Db = db,
  ): Promise<StartedKyp[]> {
    const documents = options.withDocuments
      ? await repo.documents(
          rows.map((r) => r.id),
          tx,
        )
      : [];
    const people = await read.names(
      [
        ...new Set(
          rows
            .flatMap((r) => [r.primaryVerifierId, r.secondaryVerifierId, r.rejectedById])
            .filter((v): v is number => v !== null),
        ),
      ],
      tx,
    );
    const person = (id: number | null) =>
      options.withPeople && id !== null ? { id, fullName: people.get(id) ?? '' } : null;
    const answers: StartedKyp[] = [];
    for (const r of rows) {
      const supplier = await read.supplier(r.companyId, tx);
      answers.push({
        id: r.id,
        supplierId: r.companyId,
        supplierName: supplier?.name ?? '',
        supplierType: supplier?.type === 'VENDOR' ? 'VENDOR' : 'AGENT',
        status: statusOf(r),
        documents: documents
          .filter((d) => d.verificationId === r.id)
          .map((d) => ({
            id: d.id,
            kind: d.kind as TKypVerification['documents'][number]['kind'],
            filename: d.filename,
            contentType: d.contentType,
            size: d.size,
            uploadedAt: d.uploadedAt.toISOString(),
          })),
        checks: options.withDocuments ? ((r.checks as TKypChecks | null) ?? null) : null,
        notes: options.withPeople ? r.notes : null,
        requestedAt: r.requestedAt.toISOString(),
        submittedAt: iso(r.submittedAt),
        primaryVerifier: person(r.primaryVerifierId),
        primaryVerifiedAt: iso(r.primaryVerifiedAt),
        secondaryVerifier: person(r.secondaryVerifierId),
        verifiedAt: iso(r.verifiedAt),
        rejectedBy: person(r.rejectedById),
        rejectedAt: iso(r.rejectedAt),
        rejectionReason: r.rejectionReason,
        expiresAt: iso(r.expiresAt),
        reverificationDate: iso(r.reverificationDate),
        version: r.version,
      });
    }
    return answers;
  }
  const toAnswer = async (row: KypRow, options: { withDocuments: boolean; withPeople: boolean }, tx: Db = db) =>
    (await toAnswers([row], options, tx))[0] as StartedKyp;

  /** The case as the caller may reach it: the supplier's own, or any for a KYC administrator. */
  async function reach(caller: Caller, id: number, tx: Db, lock = false) {
    const row = await repo.find(id, tx, lock);
    if (!row) throw notFound();
    if (isSupplier(caller) ? row.companyId !== caller.companyId : !isKycAdmin(caller)) throw notFound();
    return row;
  }

  function refuseStatus(status: TKypStatus): never {
    throw new AppError(409, 'KYP_WRONG_STATUS', undefined, { status: status.replace('_', ' ').toLowerCase() });
  }

  async function storeDocuments(form: TKypPatch, files: UploadedPart[]) {
    const parts = files.filter((f) => f.field === 'attachments');
    const fields: Record<string, string> = {};
    const typed = form.documents.map((d, i) => {
      const part = parts[d.part];
      if (!part) {
        fields[`documents.${i}.part`] = messages.INVALID_ID;
        return null;
      }
      const contentType = sniffDocument(part.buffer);
      if (!contentType) fields[`documents.${i}`] = formatMessage('ATTACHMENT_TYPE', { list: 'PDF, PNG, JPEG, WebP' });
      return { part, kind: d.kind, contentType: contentType ?? '' };
    });
    if (Object.keys(fields).length) throw new AppError(400, 'VALIDATION_FAILED', fields);
    const stored = [];
    for (const t of typed) {
      if (!t) continue;
      const file = await deps.files.save(t.part.buffer, t.part.filename);
      stored.push({ ...file, kind: t.kind, contentType: t.contentType });
    }
    return stored;
  }

  /** Applies one PATCH: documents first, then the action, in one transaction. */
  async function patch(caller: Caller, id: number, form: TKypPatch, files: UploadedPart[]): Promise<TKypVerification> {
    if (caller.type === 'BUYER') throw forbidden();
    if (isSupplier(caller) && !hasAuthority(caller, 'SETTINGS_EDIT_COMPANY')) throw forbidden();
    if (caller.type === 'ADMIN' && !isKycAdmin(caller)) throw forbidden();
    const adminAction = form.action && form.action !== 'SUBMIT';
    if (isSupplier(caller) && adminAction) throw forbidden();
    if (caller.type === 'ADMIN' && form.action === 'SUBMIT') throw forbidden();
    // Reach (404) before any file is stored.
    await reach(caller, id, db);
    const stored = await storeDocuments(form, files);
    const removed: KypDocumentRow[] = [];
    const work = db.transaction(async (tx) => {
      const row = await reach(caller, id, tx, true);
      if (row.version !== form.version) throw conflict('STALE_VERSION');
      const now = deps.clock();
      const status = statusOf(row, now);
      const changesDocuments = stored.length > 0 || form.removeDocumentIds.length > 0;
      if (changesDocuments && (status === 'SUBMITTED' || status === 'PRIMARY_VERIFIED') && isSupplier(caller))
        refuseStatus(status);
      removed.push(...(await repo.removeDocuments(row.id, form.removeDocumentIds, tx)));
      // One document of each kind: a second one is refused until the first is removed (issue 40).
      const held = new Set((await repo.documents([row.id], tx)).map((d) => d.kind));
      for (const f of stored) {
        if (held.has(f.kind))
          throw new AppError(409, 'KYP_DOCUMENT_KIND_EXISTS', undefined, { kind: kypDocumentLabels[f.kind] });
        held.add(f.kind);
      }
      await repo.addDocuments(
        stored.map((f) => ({
          verificationId: row.id,
          kind: f.kind,
          fileId: f.id,
          filename: f.name,
          contentType: f.contentType,
          size: f.size,
          uploadedById: caller.profileId,
          uploadedAt: now,
        })),
        tx,
      );
      let values: Partial<KypRow> = { updatedAt: now };
      switch (form.action) {
        case 'SUBMIT': {
          if (status === 'SUBMITTED' || status === 'PRIMARY_VERIFIED') refuseStatus(status);
          const kinds = new Set((await repo.documents([row.id], tx)).map((d) => d.kind));
          const missing = kypDocumentKinds.filter((k) => !kinds.has(k));
          if (missing.length)
            throw new AppError(400, 'KYP_DOCUMENTS_MISSING', undefined, {
              list: missing.map((k) => kypDocumentLabels[k]).join(', '),
            });
          values = {
            ...values,
            status: 'SUBMITTED',
            submittedAt: now,
            checks: null,
            primaryVerifierId: null,
            primaryVerifiedAt: null,
            secondaryVerifierId: null,
            rejectedById: null,
            rejectedAt: null,
            rejectionReason: null,
          };
          break;
        }
        case 'PRIMARY_VERIFY': {
          if (!hasAuthority(caller, 'KYC_PRIMARY_VERIFIER')) throw new AppError(403, 'KYP_NOT_PRIMARY_VERIFIER');
          if (status !== 'SUBMITTED') refuseStatus(status);
          const checks = form.checks;
          if (!checks || !Object.values(checks).every(Boolean))
            throw new AppError(400, 'KYP_CHECKS_INCOMPLETE', { checks: messages.KYP_CHECKS_INCOMPLETE });
          values = {
            ...values,
            status: 'PRIMARY_VERIFIED',
            checks,
            notes: form.notes || row.notes,
            primaryVerifierId: caller.profileId,
            primaryVerifiedAt: now,
          };
          break;
        }
        case 'SECONDARY_VERIFY': {
          // Four eyes: whoever recorded the checks can never confirm them (the policy table's rule).
          requireAllowed('KYP_CONFIRM_VERIFICATION', caller, {
            state: status,
            primaryVerifierId: row.primaryVerifierId,
          });
          const expiresAt = new Date(now.getTime() + KYP_VALIDITY_DAYS * DAY);
          values = {
            ...values,
            status: 'VERIFIED',
            notes: form.notes || row.notes,
            secondaryVerifierId: caller.profileId,
            verifiedAt: now,
            expiresAt,
            reverificationDate: new Date(expiresAt.getTime() - KYP_REVERIFY_BEFORE_DAYS * DAY),
          };
          break;
        }
        case 'REJECT': {
          if (!hasAuthority(caller, 'KYC_PRIMARY_VERIFIER') && !hasAuthority(caller, 'KYC_SECONDARY_VERIFIER'))
            throw new AppError(403, 'KYP_NOT_PRIMARY_VERIFIER');
          if (status !== 'SUBMITTED' && status !== 'PRIMARY_VERIFIED') refuseStatus(status);
          if (!form.reason) throw new AppError(400, 'KYP_REASON_REQUIRED', { reason: messages.KYP_REASON_REQUIRED });
          values = {
            ...values,
            status: 'REJECTED',
            rejectedById: caller.profileId,
            rejectedAt: now,
            rejectionReason: form.reason,
          };
          break;
        }
        case 'REQUEST_REVERIFICATION': {
          if (status !== 'VERIFIED' && status !== 'EXPIRED') refuseStatus(status);
          values = { ...values, status: 'REQUESTED', submittedAt: null };
          break;
        }
        default:
          if (form.notes !== undefined && caller.type === 'ADMIN') values = { ...values, notes: form.notes || null };
      }
      const updated = await repo.update(row.id, row.version, values, tx);
      if (!updated) throw conflict('STALE_VERSION');
      await writeAudit(tx, {
        profileId: caller.profileId,
        companyId: row.companyId,
        entity: 'kyp_verification',
        entityId: row.id,
        action: form.action ?? 'DOCUMENTS',
        before: { status, version: row.version },
        after: {
          status: updated.status,
          added: stored.map((f) => ({ kind: f.kind, name: f.name })),
          removed: form.removeDocumentIds,
          reason: form.reason ?? null,
        },
      });
      return toAnswer(updated, { withDocuments: true, withPeople: true }, tx);
    });
    const answer = await work.catch(discarding(deps.files, stored));
    for (const d of removed) await deps.files.remove(d.fileId);
    return answer;
  }

  return {
    patch,
    statusOf,

    /** GET kyp-verifications: the admin queue (paged, filters). */
    async list(
      caller: Caller,
      query: {
        status?: TKypStatus;
        supplierType?: string;
        text?: string;
        property?: string;
        direction?: 'ASC' | 'DESC';
        page: number;
        size: number;
      },
    ) {
      if (!isKycAdmin(caller)) throw forbidden();
      const { rows, total } = await read.page(query, deps.clock());
      const answers = await toAnswers(
        rows.map((r) => r.row),
        { withDocuments: true, withPeople: true },
      );
      return {
        items: answers.map(({ documents, checks: _c, notes: _n, ...rest }) => ({
          ...rest,
          documentCount: documents.length,
        })),
        page: query.page,
        size: query.size,
        total,
      };
    },

    /** GET kyp-verifications/admins: who can verify, and at which step. */
    async admins(caller: Caller) {
      if (!isKycAdmin(caller)) throw forbidden();
      const rows = await read.verifiers();
      const byId = new Map<
        number,
        { id: number; fullName: string; isPrimaryVerifier: boolean; isSecondaryVerifier: boolean }
      >();
      for (const r of rows) {
        const entry = byId.get(r.id) ?? {
          id: r.id,
          fullName: `${r.name} ${r.surname}`.trim(),
          isPrimaryVerifier: false,
          isSecondaryVerifier: false,
        };
        if (r.authority === 'KYC_PRIMARY_VERIFIER') entry.isPrimaryVerifier = true;
        if (r.authority === 'KYC_SECONDARY_VERIFIER') entry.isSecondaryVerifier = true;
        byId.set(r.id, entry);
      }
      return [...byId.values()].sort((a, b) => a.fullName.localeCompare(b.fullName) || a.id - b.id);
    },

    /**
     * GET companies/{supplierId}/kyp-verification: the supplier's own case, any case for a KYC
     * administrator, and for a buyer the status and dates only (no documents, checks, verifiers'
     * names or rejection reason). A read opens nothing: a supplier whose case is not started yet
     * answers the "not started" shape (REQUESTED, no id).
     */
    async forCompany(caller: Caller, supplierId: number): Promise<TKypVerification> {
      if (isSupplier(caller) && supplierId !== caller.companyId) throw notFound();
      if (caller.type === 'ADMIN' && !isKycAdmin(caller)) throw forbidden();
      const supplier = await read.supplier(supplierId);
      if (!supplier) throw notFound();
      const row = await repo.forCompany(supplierId);
      const answer = row
        ? await toAnswer(row, { withDocuments: caller.type !== 'BUYER', withPeople: caller.type === 'ADMIN' })
        : notStarted(supplierId, supplier);
      return caller.type === 'BUYER' ? { ...answer, rejectionReason: null } : answer;
    },

    /**
     * POST companies/{supplierId}/kyp-verification: the supplier opens its own case (REQUESTED) before
     * its first document; opening an open case answers it unchanged.
     */
    async open(caller: Caller, supplierId: number): Promise<TKypVerification> {
      if (!isSupplier(caller)) throw forbidden();
      if (supplierId !== caller.companyId) throw notFound();
      if (!hasAuthority(caller, 'SETTINGS_EDIT_COMPANY')) throw forbidden();
      const row = await db.transaction(async (tx) => {
        const open = await repo.forCompany(supplierId, tx);
        if (open) return open;
        const opened = await repo.ensure(supplierId, deps.clock(), tx);
        await writeAudit(tx, {
          profileId: caller.profileId,
          companyId: supplierId,
          entity: 'kyp_verification',
          entityId: opened.id,
          action: 'OPEN',
          after: { status: opened.status, version: opened.version },
        });
        return opened;
      });
      return toAnswer(row, { withDocuments: true, withPeople: false });
    },

    /** GET kyp-verifications/{id}/documents/{documentId}: the file, for its owner and KYC administrators. */
    async document(caller: Caller, id: number, documentId: number) {
      if (caller.type === 'ADMIN' && !isKycAdmin(caller)) throw forbidden();
      const row = await reach(caller, id, db);
      const doc = await repo.document(row.id, documentId);
      if (!doc) throw notFound();
      return {
        ...asDownload(await deps.files.open(doc.fileId)),
        filename: doc.filename,
        contentType: doc.contentType,
      };
    },

    /** What buyers see of many suppliers at once (the supplier pickers). */
    async summariesOf(supplierIds: number[]): Promise<Map<number, TKypSummary>> {
      const now = deps.clock();
      const rows = await repo.forCompanies(supplierIds);
      return new Map(
        rows.map((r) => [
          r.companyId,
          { status: statusOf(r, now), verifiedAt: iso(r.verifiedAt), expiresAt: iso(r.expiresAt) },
        ]),
      );
    },

    /** Whether a supplier holds a current (not expired) verification. */
    async isVerified(supplierId: number, tx: Db = db): Promise<boolean> {
      const row = await repo.forCompany(supplierId, tx);
      return row !== undefined && statusOf(row) === 'VERIFIED';
    },
  };
}
export type KypService = ReturnType<typeof createKypService>;
