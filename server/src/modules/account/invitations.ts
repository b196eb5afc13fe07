import { createHash, randomBytes } from 'node:crypto';
import type {
  TSupplierInvitation,
  TSupplierInvitationCreate,
  TSupplierInvitationPrefill,
} from '@portcall/contracts/auth';
import { messages } from '@portcall/contracts/messages';
import { and, desc, eq } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import type { Caller } from '../../platform/http/access';
import type { Mailer } from '../../platform/mail/mailer';
import { companies, profiles, supplierInvitations } from './db';
import type { AccountRepo } from './repo';
import type { ReferenceLookups } from './service';

/** An invitation link stays usable for a month: long enough for an agency to get round to it. */
export const INVITATION_DAYS = 30;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

type InvitationRow = typeof supplierInvitations.$inferSelect;

/**
 * Agencies a buyer invites before they are on the platform (operations §3 "Filled from a supplier"):
 * the invitation is the supplier record the agent registration wizard starts from, sent as a link
 * whose token only the e-mail holds (its SHA-256 is stored). Registering with it claims it once and
 * tells the buyer who invited.
 */
export function createSupplierInvitations(deps: {
  db: Db;
  repo: AccountRepo;
  refdata: ReferenceLookups;
  portsByIds: (ids: number[]) => Promise<Array<{ id: number; name: string; unlocode: string | null }>>;
  mailer: Pick<Mailer, 'queue'>;
  publicUrl: string;
  clock: () => Date;
}) {
  const { db } = deps;

  async function checkReferences(input: TSupplierInvitationCreate) {
    const fields: Record<string, string> = {};
    if (input.countryId !== undefined && !(await deps.refdata.countryExists(input.countryId)))
      fields.countryId = messages.UNKNOWN_COUNTRY;
    if (input.portIds.length) {
      const found = await deps.refdata.existingPortIds(input.portIds);
      if (found.length !== new Set(input.portIds).size) fields.portIds = messages.UNKNOWN_PORT;
    }
    if (input.categoryIds.length) {
      const found = await deps.refdata.existingCategoryIds('AGENT', input.categoryIds);
      if (found.length !== new Set(input.categoryIds).size) fields.categoryIds = messages.UNKNOWN_CATEGORY;
    }
    if (Object.keys(fields).length) throw new AppError(400, 'VALIDATION_FAILED', fields);
  }

  function statusOf(row: InvitationRow, now: Date): TSupplierInvitation['status'] {
    if (row.registeredAt) return 'REGISTERED';
    return row.expiresAt <= now ? 'EXPIRED' : 'INVITED';
  }

  /** The unclaimed, unexpired invitation of a token, locked in `tx` when claiming. */
  async function usable(token: string, tx: Db, lock = false) {
    const query = tx
      .select()
      .from(supplierInvitations)
      .where(eq(supplierInvitations.tokenHash, hashOf(token)));
    const [row] = lock ? await query.for('update') : await query;
    if (!row || statusOf(row, deps.clock()) !== 'INVITED') return null;
    return row;
  }

  async function inviterName(companyId: number, tx: Db = db) {
    return (await deps.repo.findCompanyById(companyId, tx))?.name ?? '';
  }

  /** The caller company's invitations, newest first (at most 100: a buyer invites a handful). */
  async function list(caller: Caller, tx: Db = db): Promise<TSupplierInvitation[]> {
    const rows = await tx
      .select({ row: supplierInvitations, name: profiles.name, surname: profiles.surname })
      .from(supplierInvitations)
      .innerJoin(profiles, eq(profiles.id, supplierInvitations.invitedByProfileId))
      .where(eq(supplierInvitations.invitedByCompanyId, caller.companyId))
      .orderBy(desc(supplierInvitations.createdAt), desc(supplierInvitations.id))
      .limit(100);
    const now = deps.clock();
    return rows.map(({ row, name, surname }) => ({
      id: row.id,
      companyName: row.companyName,
      email: row.email,
      status: statusOf(row, now),
      invitedBy: `${name} ${surname}`,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      registeredAt: row.registeredAt?.toISOString() ?? null,
    }));
  }

  return {
    /** A buyer invites an agency by e-mail; answers the invitation (never its token). */
    async invite(caller: Caller, input: TSupplierInvitationCreate): Promise<TSupplierInvitation> {
      await checkReferences(input);
      const token = randomBytes(32).toString('base64url');
      const now = deps.clock();
      return db.transaction(async (tx) => {
        if (
          (await deps.repo.findProfileByUsername(input.email, tx)) ||
          (await deps.repo.companyNameExists('AGENT', input.companyName, tx))
        )
          throw new AppError(409, 'SUPPLIER_ALREADY_ON_PLATFORM', { email: messages.SUPPLIER_ALREADY_ON_PLATFORM });
        const [row] = await tx
          .insert(supplierInvitations)
          .values({
            tokenHash: hashOf(token),
            companyName: input.companyName.trim(),
            email: input.email,
            details: {
              lastName: input.lastName || null,
              businessRegistrationNumber: input.businessRegistrationNumber || null,
              siteUrl: input.siteUrl || null,
              address: input.address || null,
              postcode: input.postcode || null,
              city: input.city || null,
              countryId: input.countryId ?? null,
              categoryIds: input.categoryIds,
              portIds: input.portIds,
              isWorldwide: input.isWorldwide,
            },
            invitedByCompanyId: caller.companyId,
            invitedByProfileId: caller.profileId,
            createdAt: now,
            expiresAt: new Date(now.getTime() + INVITATION_DAYS * 86_400_000),
          })
          .returning();
        if (!row) throw new Error('invitation not stored');
        const buyer = await inviterName(caller.companyId, tx);
        const link = `${deps.publicUrl.replace(/\/$/, '')}/authorization/register/agent?invitation=${token}`;
        await deps.mailer.queue(
          [
            {
              kind: 'SUPPLIER_INVITATION',
              profileId: null,
              to: input.email,
              subject: `${buyer} invites ${row.companyName} to Portcall`,
              text: `${buyer} works with port agents on Portcall and invites ${row.companyName}. We filled in what ${buyer} told us; check it and choose your password: ${link}\n\nThe link can be used once within ${INVITATION_DAYS} days.`,
              html: `<p>${escapeHtml(buyer)} works with port agents on Portcall and invites ${escapeHtml(row.companyName)}.</p><p>We filled in what ${escapeHtml(buyer)} told us; check it and choose your password.</p><p><a href="${escapeHtml(link)}">Register ${escapeHtml(row.companyName)}</a></p><p>The link can be used once within ${INVITATION_DAYS} days.</p>`,
            },
          ],
          tx,
        );
        await writeAudit(tx, {
          profileId: caller.profileId,
          companyId: caller.companyId,
          entity: 'supplier_invitation',
          entityId: row.id,
          action: 'INVITE',
          after: { companyName: row.companyName, email: row.email },
        });
        return (await list(caller, tx)).find((i) => i.id === row.id) as TSupplierInvitation;
      });
    },

    list,

    /** What the wizard is filled with (public: the token is the credential); 404 once it is not usable. */
    async prefill(token: string): Promise<TSupplierInvitationPrefill> {
      const row = await usable(token, db);
      if (!row) throw new AppError(404, 'INVITATION_NOT_VALID');
      const d = row.details;
      const ports = await deps.portsByIds(d.portIds);
      return {
        invitedBy: await inviterName(row.invitedByCompanyId),
        companyName: row.companyName,
        email: row.email,
        lastName: d.lastName,
        businessRegistrationNumber: d.businessRegistrationNumber,
        siteUrl: d.siteUrl,
        address: d.address,
        postcode: d.postcode,
        city: d.city,
        countryId: d.countryId,
        categoryIds: d.categoryIds,
        ports: ports.map((p) => ({ value: String(p.id), label: p.unlocode ? `${p.name} (${p.unlocode})` : p.name })),
        isWorldwide: d.isWorldwide,
      };
    },

    /**
     * Inside the registration's transaction: marks the invitation used by the new company and tells
     * the buyer's inviter. An unusable token refuses the registration (nothing is created), so the
     * agency learns at once that the link it followed is spent.
     */
    async claim(token: string, companyId: number, tx: Db) {
      const row = await usable(token, tx, true);
      if (!row) throw new AppError(400, 'INVITATION_NOT_VALID', { invitationToken: messages.INVITATION_NOT_VALID });
      await tx
        .update(supplierInvitations)
        .set({ registeredCompanyId: companyId, registeredAt: deps.clock() })
        .where(and(eq(supplierInvitations.id, row.id)));
      const [inviter] = await tx
        .select({ email: profiles.email, isEmailMuted: profiles.isEmailMuted, company: companies.name })
        .from(profiles)
        .innerJoin(companies, eq(companies.id, profiles.companyId))
        .where(eq(profiles.id, row.invitedByProfileId));
      if (inviter && !inviter.isEmailMuted)
        await deps.mailer.queue(
          [
            {
              kind: 'SUPPLIER_INVITATION_ACCEPTED',
              profileId: row.invitedByProfileId,
              to: inviter.email,
              subject: `${row.companyName} registered on Portcall`,
              text: `${row.companyName}, which you invited, has registered on Portcall. You can now appoint it or ask it for a quotation; its KYP verification shows beside it.`,
              html: `<p>${escapeHtml(row.companyName)}, which you invited, has registered on Portcall.</p><p>You can now appoint it or ask it for a quotation; its KYP verification shows beside it.</p>`,
            },
          ],
          tx,
        );
    },
  };
}

export type SupplierInvitations = ReturnType<typeof createSupplierInvitations>;
