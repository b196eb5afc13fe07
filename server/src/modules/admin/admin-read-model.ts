import type { TAdminProfilesRequest, TAuditQuery } from '@portcall/contracts/admin';
import { and, count, desc, eq, gt, gte, ilike, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { auditLog } from '../../platform/audit/db';
import type { Db } from '../../platform/db/client';
import { containsPattern, orderOf, readPage, textOrder } from '../../platform/db/query-helpers';
import { jobs } from '../../platform/jobs/db';
import { emailOutbox } from '../../platform/mail/db';
import { companies, profiles } from '../account/db';
import { regions } from '../settings/db';

/*
 * A declared read model (docs/decisions.md "Read models"): the admin console reads the account
 * module's profiles and companies and the settings module's regions to list and find people; it
 * writes them only through the account module's public API.
 */

const fullName = sql<string>`trim(${profiles.name} || ' ' || ${profiles.surname})`;

const profileItem = {
  id: profiles.id,
  fullName,
  username: profiles.username,
  email: profiles.email,
  type: profiles.type,
  status: profiles.status,
  role: profiles.role,
  companyId: profiles.companyId,
  companyName: companies.name,
  isLocked: profiles.isLocked,
  loginTries: profiles.loginTries,
  lockedUntil: profiles.lockedUntil,
  lockCount: profiles.lockCount,
  canBeHijacked: profiles.canBeHijacked,
  isEnabled: profiles.isEnabled,
  lastLoginAt: profiles.lastLoginAt,
  createdAt: profiles.createdAt,
};
export interface AdminProfileRow {
  id: number;
  fullName: string;
  username: string;
  email: string;
  type: string;
  status: string;
  role: string;
  companyId: number;
  companyName: string;
  isLocked: boolean;
  loginTries: number;
  lockedUntil: Date | null;
  lockCount: number;
  canBeHijacked: boolean;
  isEnabled: boolean;
  lastLoginAt: Date | null;
  createdAt: Date;
}

const sortable = {
  id: profiles.id,
  username: textOrder(profiles.username),
  fullName: textOrder(fullName),
  type: profiles.type,
  companyName: textOrder(companies.name),
  lastLoginDate: profiles.lastLoginAt,
  creationDate: profiles.createdAt,
};

/** A lock holds while `is_locked` and its end (if any) is still ahead (platform/auth/lockout.ts). */
const lockHolds = (now: Date) =>
  and(eq(profiles.isLocked, true), or(isNull(profiles.lockedUntil), gt(profiles.lockedUntil, now))) as SQL;

export function createAdminReadModel(db: Db) {
  return {
    /** Every profile of the platform, filtered by text (name, username, e-mail, company), kind, lock. */
    async listProfiles(query: TAdminProfilesRequest, now: Date) {
      const f = query.filter ?? {};
      const conditions: SQL[] = [];
      if (f.text) {
        const p = containsPattern(f.text);
        conditions.push(
          or(
            ilike(profiles.username, p),
            ilike(profiles.email, p),
            ilike(fullName, p),
            ilike(companies.name, p),
          ) as SQL,
        );
      }
      if (f.type) conditions.push(eq(profiles.type, f.type));
      if (f.companyId) conditions.push(eq(profiles.companyId, f.companyId));
      if (f.isLocked === true) conditions.push(lockHolds(now));
      if (f.isLocked === false) conditions.push(sql`not (${lockHolds(now)})`);
      const where = conditions.length ? and(...conditions) : undefined;
      const { rows, total } = await readPage(
        query,
        db
          .select(profileItem)
          .from(profiles)
          .innerJoin(companies, eq(companies.id, profiles.companyId))
          .where(where)
          .orderBy(
            ...orderOf(
              sortable,
              { property: query.order?.property, direction: query.order?.direction },
              'id',
              profiles.id,
            ),
          ),
        db
          .select({ n: count() })
          .from(profiles)
          .innerJoin(companies, eq(companies.id, profiles.companyId))
          .where(where),
      );
      return { items: rows as AdminProfileRow[], total };
    },

    /** Full names of profiles by id (who published a page text). */
    async profileNames(ids: number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: profiles.id, name: profiles.name, surname: profiles.surname })
        .from(profiles)
        .where(inArray(profiles.id, ids));
      return new Map(rows.map((r) => [r.id, `${r.name} ${r.surname}`]));
    },
    async findProfileItem(id: number, tx: Db = db) {
      const [row] = await tx
        .select(profileItem)
        .from(profiles)
        .innerJoin(companies, eq(companies.id, profiles.companyId))
        .where(eq(profiles.id, id));
      return row as AdminProfileRow | undefined;
    },

    /** Profiles whose lock from failed log-ins still holds, the latest to lift first. */
    async lockedProfiles(now: Date) {
      const rows = await db
        .select(profileItem)
        .from(profiles)
        .innerJoin(companies, eq(companies.id, profiles.companyId))
        .where(lockHolds(now))
        .orderBy(sql`${profiles.lockedUntil} desc nulls first`, profiles.id)
        .limit(500);
      return rows as AdminProfileRow[];
    },

    async buyerCompanies() {
      return db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(eq(companies.type, 'BUYER'))
        .orderBy(textOrder(companies.name), companies.id);
    },

    /** The active regions of the buyer companies (or of one), named with their company. */
    async buyerRegions(companyId?: number) {
      return db
        .select({ id: regions.id, name: regions.name, companyName: companies.name })
        .from(regions)
        .innerJoin(companies, eq(companies.id, regions.companyId))
        .where(
          and(
            eq(regions.state, 'ACTIVE'),
            eq(companies.type, 'BUYER'),
            companyId ? eq(regions.companyId, companyId) : undefined,
          ),
        )
        .orderBy(textOrder(companies.name), textOrder(regions.name), regions.id);
    },

    async listOutbox(query: { page: number; size: number; status?: string; to?: string }) {
      const where = and(
        query.status ? eq(emailOutbox.status, query.status as 'PENDING') : undefined,
        query.to ? ilike(emailOutbox.toAddress, containsPattern(query.to)) : undefined,
      );
      const { rows, total } = await readPage(
        query,
        db
          .select({
            id: emailOutbox.id,
            kind: emailOutbox.kind,
            toAddress: emailOutbox.toAddress,
            subject: emailOutbox.subject,
            status: emailOutbox.status,
            attempts: emailOutbox.attempts,
            lastError: emailOutbox.lastError,
            createdAt: emailOutbox.createdAt,
            sentAt: emailOutbox.sentAt,
          })
          .from(emailOutbox)
          .where(where)
          .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id)),
        db.select({ n: count() }).from(emailOutbox).where(where),
      );
      return { items: rows, total };
    },

    async findEmail(id: number) {
      const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
      return row;
    },

    async listJobs(query: { page: number; size: number; status?: string }) {
      const where = query.status ? eq(jobs.status, query.status as 'PENDING') : undefined;
      const { rows, total } = await readPage(
        query,
        db
          .select({
            id: jobs.id,
            kind: jobs.kind,
            status: jobs.status,
            attempts: jobs.attempts,
            maxAttempts: jobs.maxAttempts,
            runAt: jobs.runAt,
            lastError: jobs.lastError,
            createdAt: jobs.createdAt,
            finishedAt: jobs.finishedAt,
          })
          .from(jobs)
          .where(where)
          .orderBy(desc(jobs.createdAt), desc(jobs.id)),
        db.select({ n: count() }).from(jobs).where(where),
      );
      return { items: rows, total };
    },

    /** Audit rows, newest first; `limit` undefined pages, else reads up to `limit` rows (CSV export). */
    async listAudit(query: TAuditQuery, limit?: number) {
      const actor = alias(profiles, 'actor');
      const admin = alias(profiles, 'acting_admin');
      const conditions: SQL[] = [];
      if (query.entity) conditions.push(eq(auditLog.entity, query.entity));
      if (query.actorId)
        conditions.push(or(eq(auditLog.profileId, query.actorId), eq(auditLog.actingAdminId, query.actorId)) as SQL);
      if (query.from) conditions.push(gte(auditLog.at, new Date(`${query.from}T00:00:00Z`)));
      if (query.to)
        conditions.push(lt(auditLog.at, new Date(new Date(`${query.to}T00:00:00Z`).getTime() + 86_400_000)));
      const where = conditions.length ? and(...conditions) : undefined;
      const select = db
        .select({
          id: auditLog.id,
          at: auditLog.at,
          profileId: auditLog.profileId,
          profileName: sql<string | null>`trim(${actor.name} || ' ' || ${actor.surname})`,
          actingAdminId: auditLog.actingAdminId,
          actingAdminName: sql<string | null>`trim(${admin.name} || ' ' || ${admin.surname})`,
          companyId: auditLog.companyId,
          entity: auditLog.entity,
          entityId: auditLog.entityId,
          action: auditLog.action,
          before: auditLog.before,
          after: auditLog.after,
          requestId: auditLog.requestId,
        })
        .from(auditLog)
        .leftJoin(actor, eq(actor.id, auditLog.profileId))
        .leftJoin(admin, eq(admin.id, auditLog.actingAdminId))
        .where(where)
        .orderBy(desc(auditLog.at), desc(auditLog.id));
      if (limit !== undefined) return { items: await select.limit(limit), total: -1 };
      const { rows, total } = await readPage(query, select, db.select({ n: count() }).from(auditLog).where(where));
      return { items: rows, total };
    },
  };
}
export type AdminReadModel = ReturnType<typeof createAdminReadModel>;
