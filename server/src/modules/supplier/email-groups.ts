import { createHash, randomBytes } from 'node:crypto';
import { messages } from '@portcall/contracts/messages';
import type { TEmailConfiguration, TEmailGroup, TEmailGroupSave } from '@portcall/contracts/supplier';
import { writeAudit } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/query-helpers';
import { AppError, conflict, notFound } from '../../platform/errors';
import type { Caller } from '../../platform/http/access';
import type { Mailer } from '../../platform/mail/mailer';
import type { EmailAddressRow, EmailGroupRow, SupplierRepo } from './repo';
import type { SupplierReadModel } from './supplier-read-model';

/** Who adds an address: the caller, or the registering profile when registration seeds the groups. */
type Author = Pick<Caller, 'companyId' | 'profileId'>;

/** The groups a registration's RFQs and Orders e-mails become (operations §2 e-mail groups). */
const registrationGroups = [
  { name: 'RFQs', purposes: ['RFQ'] as const, field: 'rfqEmail' },
  { name: 'Orders', purposes: ['APPOINTMENT', 'DA'] as const, field: 'ordersEmail' },
] as const;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * E-mail groups of an agency (operations §2; platform-core §5 "Email configuration"): each address
 * is confirmed through a link sent to it (the outbox, in the change's transaction); the configuration
 * can be submitted only once every address is confirmed. Changing a group's addresses clears the
 * submission, since the new address has to be confirmed first.
 */
export function createEmailGroups(deps: {
  db: Db;
  repo: SupplierRepo;
  read: SupplierReadModel;
  mailer: Pick<Mailer, 'queue'>;
  publicUrl: string;
  clock: () => Date;
  portsExist: (ids: number[]) => Promise<number[]>;
}) {
  const { db, repo } = deps;

  function toGroup(group: EmailGroupRow, addresses: EmailAddressRow[]): TEmailGroup {
    return {
      id: group.id,
      name: group.name,
      purposes: group.purposes as TEmailGroup['purposes'],
      portIds: group.portIds,
      addresses: addresses
        .filter((a) => a.groupId === group.id)
        .map((a) => ({
          id: a.id,
          email: a.email,
          isConfirmed: a.isConfirmed,
          confirmedAt: a.confirmedAt?.toISOString() ?? null,
          sentAt: a.sentAt.toISOString(),
        })),
      version: group.version,
    };
  }

  async function configuration(companyId: number, tx: Db = db): Promise<TEmailConfiguration> {
    const { groups, addresses } = await repo.groups(companyId, tx);
    const profile = await repo.profile(companyId, tx);
    return {
      groups: groups.map((g) => toGroup(g, addresses)),
      submittedAt: profile?.emailConfigurationSubmittedAt?.toISOString() ?? null,
      allConfirmed: addresses.length > 0 && addresses.every((a) => a.isConfirmed),
    };
  }

  async function sendConfirmation(caller: Author, email: string, tx: Db) {
    const token = randomBytes(32).toString('base64url');
    const supplier = await deps.read.supplier(caller.companyId, tx);
    const link = `${deps.publicUrl.replace(/\/$/, '')}/email-confirmation?token=${token}`;
    const company = supplier?.name ?? '';
    await deps.mailer.queue(
      [
        {
          kind: 'EMAIL_GROUP_CONFIRMATION',
          profileId: null,
          to: email,
          subject: `Confirm ${email} for ${company}`,
          text: `${company} added ${email} to its e-mail groups. Confirm the address: ${link}`,
          html: `<p>${escapeHtml(company)} added ${escapeHtml(email)} to its e-mail groups.</p><p><a href="${escapeHtml(link)}">Confirm the address</a></p>`,
        },
      ],
      tx,
    );
    return hashOf(token);
  }

  /** Outside any transaction (reference data is read on its own connection turn). */
  async function checkPorts(input: TEmailGroupSave) {
    const found = await deps.portsExist([...new Set(input.portIds)]);
    if (found.length !== new Set(input.portIds).size)
      throw new AppError(400, 'VALIDATION_FAILED', { portIds: messages.UNKNOWN_PORT });
  }

  async function checkInput(caller: Caller, input: TEmailGroupSave, groupId: number | null, tx: Db) {
    const others = (await repo.companyAddresses(caller.companyId, tx)).filter((a) => a.groupId !== groupId);
    const fields: Record<string, string> = {};
    input.emails.forEach((email, i) => {
      if (others.some((a) => a.email.toLowerCase() === email.toLowerCase()))
        fields[`emails.${i}`] = messages.EMAIL_NOT_UNIQUE;
    });
    if (Object.keys(fields).length) throw new AppError(409, 'EMAIL_NOT_UNIQUE', fields);
  }

  async function addAddresses(caller: Author, groupId: number, emails: string[], tx: Db) {
    for (const email of emails)
      await repo.insertAddress(
        {
          groupId,
          companyId: caller.companyId,
          email,
          tokenHash: await sendConfirmation(caller, email, tx),
          sentAt: deps.clock(),
          createdById: caller.profileId,
        },
        tx,
      );
  }

  async function clearSubmission(companyId: number, tx: Db) {
    const profile = await repo.profileForUpdate(companyId, tx);
    if (profile.emailConfigurationSubmittedAt)
      await repo.updateProfile(companyId, { emailConfigurationSubmittedAt: null }, tx);
  }

  const guarded = <T>(work: () => Promise<T>) =>
    work().catch((error) => {
      if (isUniqueViolation(error, 'supplier_email_addresses_company_email_idx'))
        throw new AppError(409, 'EMAIL_NOT_UNIQUE', { emails: messages.EMAIL_NOT_UNIQUE });
      throw error;
    });

  return {
    list: (caller: Caller) => configuration(caller.companyId),

    /**
     * Registration's RFQs and Orders e-mails become the supplier's first e-mail groups, for every
     * port it registered, each address sent its confirmation link (in the registration's transaction).
     */
    async seedFromRegistration(
      input: {
        companyId: number;
        profileId: number;
        rfqEmail: string | null;
        ordersEmail: string | null;
        portIds: number[];
      },
      tx: Db,
    ) {
      const author = { companyId: input.companyId, profileId: input.profileId };
      for (const seed of registrationGroups) {
        const email = input[seed.field];
        if (!email || input.portIds.length === 0) continue;
        const group = await repo.insertGroup(
          { companyId: input.companyId, name: seed.name, purposes: [...seed.purposes], portIds: input.portIds },
          tx,
        );
        await addAddresses(author, group.id, [email], tx);
        await writeAudit(tx, {
          profileId: input.profileId,
          companyId: input.companyId,
          entity: 'supplier_email_group',
          entityId: group.id,
          action: 'CREATE',
          after: { name: seed.name, purposes: seed.purposes, emails: [email], fromRegistration: true },
        });
      }
    },

    create: (caller: Caller, input: TEmailGroupSave) =>
      guarded(async () => {
        await checkPorts(input);
        return db.transaction(async (tx) => {
          await checkInput(caller, input, null, tx);
          const group = await repo.insertGroup(
            { companyId: caller.companyId, name: input.name, purposes: input.purposes, portIds: input.portIds },
            tx,
          );
          await addAddresses(caller, group.id, input.emails, tx);
          await clearSubmission(caller.companyId, tx);
          await writeAudit(tx, {
            profileId: caller.profileId,
            companyId: caller.companyId,
            entity: 'supplier_email_group',
            entityId: group.id,
            action: 'CREATE',
            after: input,
          });
          return toGroup(group, await repo.groupAddresses(group.id, tx));
        });
      }),

    update: (caller: Caller, id: number, input: TEmailGroupSave) =>
      guarded(async () => {
        await checkPorts(input);
        return db.transaction(async (tx) => {
          const group = await repo.findGroup(caller.companyId, id, tx, true);
          if (!group) throw notFound();
          if (input.version !== undefined && input.version !== group.version) throw conflict('STALE_VERSION');
          await checkInput(caller, input, id, tx);
          const current = await repo.groupAddresses(id, tx);
          const wanted = new Set(input.emails.map((e) => e.toLowerCase()));
          const kept = new Set(current.map((a) => a.email.toLowerCase()));
          await repo.deleteAddresses(
            current.filter((a) => !wanted.has(a.email.toLowerCase())).map((a) => a.id),
            tx,
          );
          const added = input.emails.filter((e) => !kept.has(e.toLowerCase()));
          await addAddresses(caller, id, added, tx);
          if (added.length) await clearSubmission(caller.companyId, tx);
          const updated = await repo.updateGroup(
            id,
            { name: input.name, purposes: input.purposes, portIds: input.portIds },
            tx,
          );
          await writeAudit(tx, {
            profileId: caller.profileId,
            companyId: caller.companyId,
            entity: 'supplier_email_group',
            entityId: id,
            action: 'UPDATE',
            before: { name: group.name, emails: current.map((a) => a.email) },
            after: input,
          });
          return toGroup(updated, await repo.groupAddresses(id, tx));
        });
      }),

    async remove(caller: Caller, id: number) {
      await db.transaction(async (tx) => {
        const group = await repo.findGroup(caller.companyId, id, tx, true);
        if (!group) throw notFound();
        await repo.deleteGroup(id, tx);
        await writeAudit(tx, {
          profileId: caller.profileId,
          companyId: caller.companyId,
          entity: 'supplier_email_group',
          entityId: id,
          action: 'DELETE',
          before: { name: group.name },
        });
      });
    },

    /** A new link for an unconfirmed address (the old one stops working). */
    async resend(caller: Caller, groupId: number, addressId: number): Promise<TEmailGroup> {
      return db.transaction(async (tx) => {
        const group = await repo.findGroup(caller.companyId, groupId, tx);
        const address = group ? await repo.findAddress(caller.companyId, groupId, addressId, tx) : undefined;
        if (!group || !address) throw notFound();
        if (!address.isConfirmed)
          await repo.updateAddress(
            address.id,
            { tokenHash: await sendConfirmation(caller, address.email, tx), sentAt: deps.clock() },
            tx,
          );
        return toGroup(group, await repo.groupAddresses(groupId, tx));
      });
    },

    /** POST public/email-confirmation {token}: the link of the confirmation e-mail. */
    async confirm(token: string): Promise<{ email: string; companyName: string }> {
      return db.transaction(async (tx) => {
        const address = await repo.addressByToken(hashOf(token), tx);
        if (!address) throw new AppError(404, 'EMAIL_CONFIRMATION_INVALID');
        if (!address.isConfirmed)
          await repo.updateAddress(address.id, { isConfirmed: true, confirmedAt: deps.clock() }, tx);
        const supplier = await deps.read.supplier(address.companyId, tx);
        return { email: address.email, companyName: supplier?.name ?? '' };
      });
    },

    /** POST supplier/settings/email-groups/submit: only when every address is confirmed (§5). */
    async submit(caller: Caller): Promise<TEmailConfiguration> {
      return db.transaction(async (tx) => {
        const { groups, addresses } = await repo.groups(caller.companyId, tx);
        if (groups.length === 0) throw new AppError(400, 'EMAIL_GROUPS_EMPTY');
        const pending = addresses.filter((a) => !a.isConfirmed);
        if (pending.length) {
          const fields: Record<string, string> = {};
          for (const a of pending) fields[`addresses.${a.id}`] = `${a.email}: ${messages.EMAILS_NOT_CONFIRMED}`;
          throw new AppError(400, 'EMAILS_NOT_CONFIRMED', fields);
        }
        await repo.profileForUpdate(caller.companyId, tx);
        await repo.updateProfile(caller.companyId, { emailConfigurationSubmittedAt: deps.clock() }, tx);
        await writeAudit(tx, {
          profileId: caller.profileId,
          companyId: caller.companyId,
          entity: 'supplier_email_configuration',
          entityId: caller.companyId,
          action: 'SUBMIT',
          after: { groups: groups.length, addresses: addresses.length },
        });
        return configuration(caller.companyId, tx);
      });
    },
  };
}
export type EmailGroups = ReturnType<typeof createEmailGroups>;
