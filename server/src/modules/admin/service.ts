import type { TProfileStatus, TProfileType, TRole } from '@portcall/contracts/access';
import type {
  TAdminProfileItem,
  TAdminProfileSave,
  TAdminProfilesRequest,
  TAuditQuery,
  TOutboxEmail,
  TSaveLoginDetails,
} from '@portcall/contracts/admin';
import type { TModeSwitchSession } from '@portcall/contracts/auth';
import type { TPaged } from '@portcall/contracts/paging';
import { writeAudit } from '../../platform/audit/audit';
import { isLockedAt } from '../../platform/auth/lockout';
import { csvCell } from '../../platform/csv';
import type { Db } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/query-helpers';
import { AppError, fieldError, notFound } from '../../platform/errors';
import type { Caller } from '../../platform/http/access';
import { sanitizeEmailHtml } from '../../platform/rich-text';
import type { AccountCredentials, AccountService } from '../account/module';
import type { AuthModule } from '../auth/module';
import type { AdminProfileRow, AdminReadModel } from './admin-read-model';

/** A mode-switch session lasts at most this long (docs/decisions.md "Mode switch"). */
export const MODE_SWITCH_TTL_SECONDS = 30 * 60;
/** The CSV export of the audit log stops at this many rows (the newest). */
export const AUDIT_EXPORT_MAX_ROWS = 50_000;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toAdminProfileItem(row: AdminProfileRow, now: Date): TAdminProfileItem {
  const isLocked = isLockedAt(row, now);
  return {
    id: row.id,
    fullName: row.fullName,
    username: row.username,
    email: row.email,
    type: row.type as TProfileType,
    status: row.status as TProfileStatus,
    role: row.role as TRole,
    companyId: row.companyId,
    companyName: row.companyName,
    isLocked,
    loginTries: row.loginTries,
    lockedUntil: isLocked ? iso(row.lockedUntil) : null,
    canBeHijacked: row.canBeHijacked,
    isEnabled: row.isEnabled,
    lastLoginDate: iso(row.lastLoginAt),
    creationDate: row.createdAt.toISOString(),
  };
}

/** What of a profile an audit row keeps (never its password hash). */
const auditedFields = (p: Record<string, unknown>) => ({
  username: p.username,
  email: p.email,
  name: p.name,
  surname: p.surname,
  status: p.status,
  role: p.role,
  canBeHijacked: p.canBeHijacked,
  isEnabled: p.isEnabled,
  isEmailMuted: p.isEmailMuted,
  isNotificationMuted: p.isNotificationMuted,
  isLocked: p.isLocked,
  loginTries: p.loginTries,
});

/**
 * Support's side of the admin console: find any profile, correct it, unlock it, and act as it
 * (mode switch). Every change is audited in its transaction with the administrator's id.
 */
export function createAdminProfileService(deps: {
  db: Db;
  read: AdminReadModel;
  accounts: AccountCredentials;
  account: Pick<AccountService, 'loadProfile'>;
  sessions: Pick<AuthModule['auth'], 'openSwitchedSession' | 'logout'>;
  clock: () => Date;
  modeSwitchTtlSeconds?: number;
}) {
  const { db, read, accounts, clock } = deps;

  async function listProfiles(query: TAdminProfilesRequest): Promise<TPaged<TAdminProfileItem>> {
    const now = clock();
    const { items, total } = await read.listProfiles(query, now);
    return { items: items.map((r) => toAdminProfileItem(r, now)), page: query.page, size: query.size, total };
  }

  async function loadProfile(id: number) {
    const item = await read.findProfileItem(id);
    if (!item) throw notFound();
    return { ...(await deps.account.loadProfile(id)), companyName: item.companyName };
  }

  async function itemOf(id: number, tx: Db) {
    const row = await read.findProfileItem(id, tx);
    if (!row) throw notFound();
    return toAdminProfileItem(row, clock());
  }

  /** Corrects a profile's person and access fields (never a password); audited with before/after. */
  async function saveProfile(caller: Caller, input: TAdminProfileSave): Promise<TAdminProfileItem> {
    return db.transaction(async (tx) => {
      const before = await accounts.findProfileById(input.id, tx);
      if (!before) throw notFound();
      const { id, ...values } = input;
      const after = await accounts.updateProfile(id, values, tx);
      await writeAudit(tx, {
        profileId: caller.profileId,
        companyId: caller.companyId,
        entity: 'profile',
        entityId: id,
        action: 'ADMIN_SAVE',
        before: auditedFields(before),
        after: auditedFields(after),
      });
      return itemOf(id, tx);
    });
  }

  /**
   * Username, unlock and reset of the failed tries (operations §7 profile/save-login-details).
   * Unlocking lifts the lock now and forgets earlier locks, so the next one is short again.
   */
  async function saveLoginDetails(caller: Caller, input: TSaveLoginDetails): Promise<TAdminProfileItem> {
    try {
      return await db.transaction(async (tx) => {
        const before = await accounts.findProfileById(input.profileId, tx);
        if (!before) throw notFound();
        const values: Parameters<AccountCredentials['updateProfile']>[1] = {};
        if (input.username !== undefined && input.username !== before.username) {
          const holder = await accounts.findProfileByUsername(input.username, tx);
          if (holder && holder.id !== before.id) throw fieldError('username', 'USERNAME_EXISTS');
          values.username = input.username;
        }
        if (input.unlock) Object.assign(values, { isLocked: false, lockedUntil: null, loginTries: 0, lockCount: 0 });
        if (input.resetTries) values.loginTries = 0;
        if (Object.keys(values).length === 0) return itemOf(before.id, tx);
        const after = await accounts.updateProfile(before.id, values, tx);
        await writeAudit(tx, {
          profileId: caller.profileId,
          companyId: caller.companyId,
          entity: 'profile',
          entityId: before.id,
          action: input.unlock ? 'UNLOCK' : 'SAVE_LOGIN_DETAILS',
          before: { username: before.username, isLocked: before.isLocked, loginTries: before.loginTries },
          after: { username: after.username, isLocked: after.isLocked, loginTries: after.loginTries },
        });
        return itemOf(before.id, tx);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw fieldError('username', 'USERNAME_EXISTS');
      throw error;
    }
  }

  /**
   * Opens a mode-switch session: the administrator acts as `profileId` (a customer who allowed it,
   * `canBeHijacked`), in a short session that names both; never as another administrator.
   */
  async function switchInto(caller: Caller, profileId: number, userAgent?: string): Promise<TModeSwitchSession> {
    const target = await accounts.findProfileById(profileId);
    if (!target) throw notFound();
    const isAllowed =
      target.type !== 'ADMIN' &&
      target.canBeHijacked &&
      target.isEnabled &&
      target.status !== 'INACTIVE' &&
      target.id !== caller.profileId;
    if (!isAllowed) throw new AppError(403, 'MODE_SWITCH_NOT_ALLOWED');
    const admin = await accounts.findProfileById(caller.profileId);
    const { token, expiresAt } = await deps.sessions.openSwitchedSession(
      target.id,
      caller.profileId,
      deps.modeSwitchTtlSeconds ?? MODE_SWITCH_TTL_SECONDS,
      userAgent,
    );
    await writeAudit(db, {
      profileId: caller.profileId,
      companyId: caller.companyId,
      actingAdminId: caller.profileId,
      entity: 'profile',
      entityId: target.id,
      action: 'MODE_SWITCH_START',
      after: { targetProfileId: target.id, expiresAt: expiresAt.toISOString() },
    });
    return {
      token,
      profile: await deps.account.loadProfile(target.id),
      expiresAt: expiresAt.toISOString(),
      actingAdmin: { id: caller.profileId, fullName: admin ? `${admin.name} ${admin.surname}`.trim() : '' },
    };
  }

  /** Ends the caller's mode-switch session ("return to admin"); its token answers 401 afterwards. */
  async function returnToAdmin(caller: Caller): Promise<void> {
    if (caller.actingAdminId === undefined) throw new AppError(400, 'MODE_SWITCH_NOT_ACTIVE');
    await deps.sessions.logout(caller);
    await writeAudit(db, {
      profileId: caller.profileId,
      companyId: caller.companyId,
      actingAdminId: caller.actingAdminId,
      entity: 'profile',
      entityId: caller.profileId,
      action: 'MODE_SWITCH_END',
    });
  }

  async function buyerCompanies(profileId: number) {
    if (!(await accounts.findProfileById(profileId))) throw notFound();
    return (await read.buyerCompanies()).map((c) => ({ label: c.name, value: String(c.id) }));
  }

  async function buyerRegions(profileId: number) {
    const profile = await accounts.findProfileById(profileId);
    if (!profile) throw notFound();
    // A buyer's own regions; for an administrator every buyer's, named with the company.
    const rows = await read.buyerRegions(profile.type === 'BUYER' ? profile.companyId : undefined);
    return rows.map((r) => ({
      label: profile.type === 'BUYER' ? r.name : `${r.companyName}: ${r.name}`,
      value: String(r.id),
    }));
  }

  async function lockedProfiles() {
    const now = clock();
    return (await read.lockedProfiles(now)).map((r) => ({
      id: r.id,
      username: r.username,
      fullName: r.fullName,
      type: r.type as TProfileType,
      companyName: r.companyName,
      loginTries: r.loginTries,
      lockCount: r.lockCount,
      lockedUntil: iso(r.lockedUntil),
    }));
  }

  return {
    listProfiles,
    loadProfile,
    saveProfile,
    saveLoginDetails,
    switchInto,
    returnToAdmin,
    buyerCompanies,
    buyerRegions,
    lockedProfiles,
  };
}
export type AdminProfileService = ReturnType<typeof createAdminProfileService>;

/** System management: the e-mail outbox, background tasks and the audit log. */
export function createSystemService(deps: {
  db: Db;
  read: AdminReadModel;
  mailer: { resend(emailId: number, tx?: Db): Promise<boolean>; isSending?: boolean };
  jobs: { retry(jobId: number, tx?: Db): Promise<boolean> };
}) {
  const { db, read } = deps;

  /**
   * One e-mail as it was queued, its HTML sanitized for the console (links kept, nothing that runs):
   * without an SMTP server this is how an operator reads a confirmation link at all.
   */
  async function loadEmail(id: number): Promise<TOutboxEmail> {
    const row = await read.findEmail(id);
    if (!row) throw notFound();
    return {
      id: row.id,
      kind: row.kind,
      toAddress: row.toAddress,
      subject: row.subject,
      status: row.status,
      attempts: row.attempts,
      lastError: row.lastError,
      createdAt: row.createdAt.toISOString(),
      sentAt: iso(row.sentAt),
      text: row.text,
      html: sanitizeEmailHtml(row.html),
      isMailerConfigured: deps.mailer.isSending ?? false,
    };
  }

  async function listOutbox(query: { page: number; size: number; status?: string; to?: string }) {
    const { items, total } = await read.listOutbox(query);
    return {
      items: items.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), sentAt: iso(r.sentAt) })),
      page: query.page,
      size: query.size,
      total,
    };
  }

  async function resendEmail(caller: Caller, id: number) {
    await db.transaction(async (tx) => {
      if (!(await deps.mailer.resend(id, tx))) throw new AppError(409, 'EMAIL_NOT_RESENDABLE');
      await writeAudit(tx, {
        profileId: caller.profileId,
        companyId: caller.companyId,
        entity: 'email',
        entityId: id,
        action: 'RESEND',
      });
    });
  }

  async function listJobs(query: { page: number; size: number; status?: string }) {
    const { items, total } = await read.listJobs(query);
    return {
      items: items.map((r) => ({
        ...r,
        runAt: r.runAt.toISOString(),
        createdAt: r.createdAt.toISOString(),
        finishedAt: iso(r.finishedAt),
      })),
      page: query.page,
      size: query.size,
      total,
    };
  }

  async function retryJob(caller: Caller, id: number) {
    await db.transaction(async (tx) => {
      if (!(await deps.jobs.retry(id, tx))) throw new AppError(409, 'JOB_NOT_RETRYABLE');
      await writeAudit(tx, {
        profileId: caller.profileId,
        companyId: caller.companyId,
        entity: 'job',
        entityId: id,
        action: 'RETRY',
      });
    });
  }

  const auditItem = (r: Awaited<ReturnType<AdminReadModel['listAudit']>>['items'][number]) => ({
    ...r,
    at: r.at.toISOString(),
    profileName: r.profileId === null ? null : r.profileName,
    actingAdminName: r.actingAdminId === null ? null : r.actingAdminName,
  });

  async function listAudit(query: TAuditQuery) {
    const { items, total } = await read.listAudit(query);
    return { items: items.map(auditItem), page: query.page, size: query.size, total };
  }

  /** The filtered audit log as CSV (newest first, at most AUDIT_EXPORT_MAX_ROWS rows). */
  async function exportAudit(query: TAuditQuery): Promise<string> {
    const { items } = await read.listAudit(query, AUDIT_EXPORT_MAX_ROWS);
    const header = [
      'id',
      'at',
      'profileId',
      'profileName',
      'actingAdminId',
      'actingAdminName',
      'companyId',
      'entity',
      'entityId',
      'action',
      'before',
      'after',
      'requestId',
    ];
    const rows = items
      .map(auditItem)
      .map((r) => [
        String(r.id),
        r.at,
        r.profileId === null ? '' : String(r.profileId),
        r.profileName ?? '',
        r.actingAdminId === null ? '' : String(r.actingAdminId),
        r.actingAdminName ?? '',
        r.companyId === null ? '' : String(r.companyId),
        r.entity,
        r.entityId,
        r.action,
        r.before == null ? '' : JSON.stringify(r.before),
        r.after == null ? '' : JSON.stringify(r.after),
        r.requestId ?? '',
      ]);
    return `${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
  }

  return { listOutbox, loadEmail, resendEmail, listJobs, retryJob, listAudit, exportAudit };
}
export type SystemService = ReturnType<typeof createSystemService>;
