import { describe, expect, it } from 'vitest';
import type { Db } from './db/client';
import { createOutbox, type NotificationEvent, type Notifier, type RecordedNotifications } from './notify';

const tx = {} as Db;
const event = (profileIds: number[]): NotificationEvent => ({
  profileIds,
  eventType: 'EVALUATION',
  eventId: 1,
  eventMessage: 'DA evaluation #1 was assigned to you',
});

/** A notifier that remembers what it was asked, and can fail its pushes. */
function fakeNotifier(options: { failDeliver?: boolean } = {}) {
  const recorded: NotificationEvent[][] = [];
  const delivered: RecordedNotifications[] = [];
  const notifier: Pick<Notifier, 'record' | 'deliver'> = {
    async record(events) {
      recorded.push([...(Array.isArray(events) ? events : [events])]);
      return { ids: [recorded.length] };
    },
    async deliver(handle) {
      if (options.failDeliver) throw new Error('socket server gone');
      delivered.push(handle);
      return true;
    },
  };
  return { notifier, recorded, delivered };
}

describe('createOutbox', () => {
  it('records only events that reach someone, and delivers each recording once after the commit', async () => {
    const fake = fakeNotifier();
    const outbox = createOutbox(fake.notifier);
    await outbox.record([event([]), event([4, 5])], tx);
    await outbox.record([event([])], tx);
    expect(fake.recorded).toEqual([[event([4, 5])]]);
    expect(await outbox.deliver()).toBe(true);
    expect(await outbox.deliver()).toBe(false);
    expect(fake.delivered).toEqual([{ ids: [1] }]);
  });

  it('never fails the committed change when a push fails, and records nothing without a notifier', async () => {
    const failing = createOutbox(fakeNotifier({ failDeliver: true }).notifier);
    await failing.record([event([4])], tx);
    expect(await failing.deliver()).toBe(false);
    const none = createOutbox(undefined);
    await none.record([event([4])], tx);
    expect(await none.deliver()).toBe(false);
  });
});
