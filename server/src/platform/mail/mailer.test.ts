import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../modules/account/db';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import type { NotificationEvent } from '../notify';
import { emailOutbox } from './db';

interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP server in this process; `refuse` makes it answer 550 to every recipient. */
async function startSmtp() {
  const received: Received[] = [];
  const state = { refuse: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(_address, _session, callback) {
      if (state.refuse) return callback(new Error('550 mailbox unavailable'));
      callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    state,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;
let now = new Date('2030-02-03T09:00:00Z');
let buyer: TestProfile;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({
    clock: () => new Date(now),
    env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://portcall.example' },
  });
  buyer = await createCompanyWithProfile(t, { type: 'BUYER' });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const event = (profile: TestProfile, eventMessage: string): NotificationEvent => ({
  profileIds: [profile.profileId],
  eventType: 'PAYMENT',
  eventId: 41,
  eventMessage,
});
const outboxOf = async (profile: TestProfile) =>
  t.database.db.select().from(emailOutbox).where(eq(emailOutbox.profileId, profile.profileId));

describe('e-mail of notifications', () => {
  it('sends each notification by SMTP to its recipient, branded, with the link to the page', async () => {
    await t.services.notifier.notify(event(buyer, 'Payment #41 waits for your approval'));
    await t.services.jobs.drain();
    const mail = smtp.received.find((m) => m.to.includes(buyer.username));
    expect(mail?.raw).toContain('Subject: Payment update: Payment #41 waits for your approval');
    expect(mail?.raw).toContain('https://portcall.example/secured/notifications/PAYMENT/41');
    expect(mail?.raw).toContain('Content-Type: text/html');
    expect(await outboxOf(buyer)).toEqual([expect.objectContaining({ status: 'SENT', attempts: 1, sentAt: now })]);
  });

  it('sends nothing to a profile that muted e-mails; the notification is still there', async () => {
    const muted = await createCompanyWithProfile(t, { type: 'BUYER', companyId: buyer.companyId });
    await t.database.db.update(profiles).set({ isEmailMuted: true }).where(eq(profiles.id, muted.profileId));
    await t.services.notifier.notify(event(muted, 'Payment #42 approved'));
    await t.services.jobs.drain();
    expect(await outboxOf(muted)).toEqual([]);
    expect(smtp.received.some((m) => m.to.includes(muted.username))).toBe(false);
  });

  it('retries a refused send with a growing delay and keeps it as dead, with the error, after the last try', async () => {
    const unlucky = await createCompanyWithProfile(t, { type: 'BUYER', companyId: buyer.companyId });
    smtp.state.refuse = true;
    try {
      await t.services.notifier.notify(event(unlucky, 'Payment #43 sent back for review'));
      await t.services.jobs.drain();
      const [first] = await outboxOf(unlucky);
      expect(first).toMatchObject({ status: 'PENDING', attempts: 1, lastError: expect.stringContaining('550') });
      for (let attempt = 2; attempt <= 6; attempt++) {
        now = new Date(now.getTime() + 60 * 60 * 1000);
        await t.services.jobs.drain();
      }
      const [last] = await outboxOf(unlucky);
      expect(last).toMatchObject({ status: 'DEAD', attempts: 6 });
      now = new Date(now.getTime() + 24 * 60 * 60 * 1000);
      expect(await t.services.jobs.drain()).toBe(0);
    } finally {
      smtp.state.refuse = false;
    }
    expect(smtp.received.some((m) => m.to.includes(unlucky.username))).toBe(false);
  });
});

describe('without an SMTP server', () => {
  it('keeps the e-mail in the outbox, pending, and queues no job', async () => {
    const local = await createTestApp();
    try {
      const person = await createCompanyWithProfile(local, { type: 'BUYER' });
      await local.services.notifier.notify({ ...event(person, 'DA submitted'), eventType: 'EVALUATION' });
      expect(await local.services.jobs.drain()).toBe(0);
      const rows = await local.database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.profileId, person.profileId));
      expect(rows).toEqual([
        expect.objectContaining({ status: 'PENDING', toAddress: person.username, kind: 'notification.EVALUATION' }),
      ]);
    } finally {
      await local.close();
    }
  });
});
