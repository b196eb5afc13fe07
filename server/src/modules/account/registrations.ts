import type { TRegistrationQuery, TRegistrationReview } from '@portcall/contracts/registrations';
import { writeAudit } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { conflict, notFound } from '../../platform/errors';
import type { Caller } from '../../platform/http/access';
import type { Email, Mailer } from '../../platform/mail/mailer';
import type { RegistrationsReadModel } from './registrations-read-model';
import type { AccountRepo, CompanyRow } from './repo';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Where a company's registration stands, from its row (approved companies of the demo were never reviewed). */
export function registrationOf(company: CompanyRow): TRegistrationReview {
  return {
    status: !company.isPendingRegistration ? 'APPROVED' : company.registrationRejectionReason ? 'REJECTED' : 'PENDING',
    rejectionReason: company.registrationRejectionReason,
    reviewedAt: company.registrationReviewedAt?.toISOString() ?? null,
  };
}

/**
 * Registration review (admin support): an administrator approves a self-registered company, which
 * clears its pending mark so buyers find it in the agent directory and the request wizard, or
 * rejects it with a reason. Each decision is audited and e-mailed to the company's managers in the
 * decision's transaction. A rejected company stays pending and may be approved later; an approved
 * one is not reviewed again.
 */
export function createRegistrationReview(deps: {
  db: Db;
  repo: AccountRepo;
  read: RegistrationsReadModel;
  mailer: Pick<Mailer, 'queue'>;
  publicUrl: string;
  clock: () => Date;
}) {
  const { db, repo } = deps;
  const loginUrl = `${deps.publicUrl.replace(/\/$/, '')}/authorization`;

  async function tellManagers(company: CompanyRow, mail: (name: string) => Omit<Email, 'to' | 'profileId'>, tx: Db) {
    const managers = await repo.findCompanyManagers(company.id, tx);
    await deps.mailer.queue(
      managers.filter((m) => m.email).map((m) => ({ ...mail(m.name ?? ''), to: m.email as string, profileId: m.id })),
      tx,
    );
  }

  async function review(companyId: number, work: (company: CompanyRow, tx: Db) => Promise<void>) {
    return db.transaction(async (tx) => {
      const company = await repo.lockCompany(companyId, tx);
      if (!company || company.type === 'ADMIN') throw notFound();
      if (!company.isPendingRegistration) throw conflict('REGISTRATION_ALREADY_APPROVED');
      await work(company, tx);
      return registrationOf((await repo.findCompanyById(companyId, tx)) as CompanyRow);
    });
  }

  return {
    list: (query: TRegistrationQuery) => deps.read.list(query, deps.clock()),

    approve: (caller: Caller, companyId: number) =>
      review(companyId, async (company, tx) => {
        await repo.updateCompany(
          companyId,
          { isPendingRegistration: false, registrationRejectionReason: null, registrationReviewedAt: deps.clock() },
          tx,
        );
        await writeAudit(tx, {
          profileId: caller.profileId,
          companyId: caller.companyId,
          entity: 'company',
          entityId: companyId,
          action: 'APPROVE_REGISTRATION',
          before: { status: registrationOf(company).status },
          after: { status: 'APPROVED' },
        });
        await tellManagers(
          company,
          (name) => ({
            kind: 'REGISTRATION_APPROVED',
            subject: `${company.name} is approved on Portcall`,
            text: `Dear ${name}, an administrator approved the registration of ${company.name}. Buyers can now find you and send you requests. Log in: ${loginUrl}`,
            html: `<p>Dear ${escapeHtml(name)},</p><p>an administrator approved the registration of ${escapeHtml(company.name)}. Buyers can now find you and send you requests.</p><p><a href="${escapeHtml(loginUrl)}">Log in to Portcall</a></p>`,
          }),
          tx,
        );
      }),

    reject: (caller: Caller, companyId: number, reason: string) =>
      review(companyId, async (company, tx) => {
        await repo.updateCompany(
          companyId,
          { registrationRejectionReason: reason, registrationReviewedAt: deps.clock() },
          tx,
        );
        await writeAudit(tx, {
          profileId: caller.profileId,
          companyId: caller.companyId,
          entity: 'company',
          entityId: companyId,
          action: 'REJECT_REGISTRATION',
          before: { status: registrationOf(company).status, reason: company.registrationRejectionReason },
          after: { status: 'REJECTED', reason },
        });
        await tellManagers(
          company,
          (name) => ({
            kind: 'REGISTRATION_REJECTED',
            subject: `The registration of ${company.name} was not approved`,
            text: `Dear ${name}, an administrator did not approve the registration of ${company.name}. Reason: ${reason}. Correct your settings and contact support to be reviewed again: ${loginUrl}`,
            html: `<p>Dear ${escapeHtml(name)},</p><p>an administrator did not approve the registration of ${escapeHtml(company.name)}.</p><p><strong>Reason:</strong> ${escapeHtml(reason)}</p><p>Correct your settings and contact support to be reviewed again. <a href="${escapeHtml(loginUrl)}">Log in to Portcall</a></p>`,
          }),
          tx,
        );
      }),
  };
}
export type RegistrationReview = ReturnType<typeof createRegistrationReview>;
