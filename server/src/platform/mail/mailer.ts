import { and, eq, inArray } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import type { JobQueue } from '../jobs/runner';
import { emailOutbox } from './db';

export interface Email {
  kind: string;
  profileId?: number | null;
  to: string;
  subject: string;
  text: string;
  html: string;
}

const SEND_JOB = 'email.send';

/**
 * The outbox and its sender. `queue` writes the e-mail inside the caller's transaction (so it exists
 * exactly when the change that caused it commits) and, when an SMTP server is configured, a job that
 * sends it; the jobs runner retries a refused send with a growing delay and the e-mail ends DEAD
 * with the error after the last attempt. Without SMTP_URL e-mails stay PENDING in the outbox.
 */
export function createMailer(deps: {
  db: Db;
  jobs: JobQueue;
  clock: () => Date;
  smtpUrl?: string;
  from: string;
  maxAttempts?: number;
}) {
  const { db, clock } = deps;
  const maxAttempts = deps.maxAttempts ?? 6;
  const transport = deps.smtpUrl ? nodemailer.createTransport(deps.smtpUrl) : undefined;

  if (transport) {
    deps.jobs.register<{ emailId: number }>(SEND_JOB, async ({ emailId }, run) => {
      const [email] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, emailId));
      // Sent already (a retry after a crash between sending and recording), or gone: nothing to do.
      if (email?.status !== 'PENDING') return;
      try {
        await transport.sendMail({
          from: deps.from,
          to: email.toAddress,
          subject: email.subject,
          text: email.text,
          html: email.html,
        });
      } catch (error) {
        const lastError = error instanceof Error ? error.message : String(error);
        await db
          .update(emailOutbox)
          .set({ attempts: run.attempt, lastError, ...(run.attempt >= run.maxAttempts ? { status: 'DEAD' } : {}) })
          .where(eq(emailOutbox.id, emailId));
        throw error;
      }
      await db
        .update(emailOutbox)
        .set({ status: 'SENT', attempts: run.attempt, sentAt: clock(), lastError: null })
        .where(eq(emailOutbox.id, emailId));
    });
  }

  async function queue(emails: readonly Email[], tx: Db = db) {
    if (emails.length === 0) return;
    const rows = await tx
      .insert(emailOutbox)
      .values(
        emails.map((e) => ({
          kind: e.kind,
          profileId: e.profileId ?? null,
          toAddress: e.to,
          subject: e.subject,
          text: e.text,
          html: e.html,
          createdAt: clock(),
        })),
      )
      .returning({ id: emailOutbox.id });
    if (!transport) return;
    for (const row of rows) await deps.jobs.enqueue(SEND_JOB, { emailId: row.id }, { maxAttempts }, tx);
  }

  /**
   * Sends an e-mail again (the admin console's outbox): a DEAD or PENDING one goes back to PENDING
   * with its tries reset and, when SMTP is configured, a new send job. Answers false for a SENT one.
   */
  async function resend(emailId: number, tx: Db = db): Promise<boolean> {
    const rows = await tx
      .update(emailOutbox)
      .set({ status: 'PENDING', attempts: 0, lastError: null })
      .where(and(eq(emailOutbox.id, emailId), inArray(emailOutbox.status, ['PENDING', 'DEAD'])))
      .returning({ id: emailOutbox.id });
    if (rows.length === 0) return false;
    if (transport) await deps.jobs.enqueue(SEND_JOB, { emailId }, { maxAttempts }, tx);
    return true;
  }

  return { queue, resend, isSending: transport !== undefined, close: () => transport?.close() };
}
export type Mailer = ReturnType<typeof createMailer>;
