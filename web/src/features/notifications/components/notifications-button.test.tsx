import type { TNotification } from '@portcall/contracts/notifications';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRealtimeStore } from '../../../api/use-realtime';
import { fakeRealtime, stubApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { NotificationsButton } from './notifications-button';

const notification = (id: number, isRead = false): TNotification => ({
  id,
  profileId: 7,
  eventId: 100 + id,
  eventType: 'EVALUATION',
  eventMessage: `DA evaluation #${100 + id} was assigned to you`,
  createdDate: '2026-03-05T08:09:10.000Z',
  isRead,
});

afterEach(() => {
  vi.unstubAllGlobals();
  useRealtimeStore.setState({ connection: null, status: 'disconnected' });
});

describe('NotificationsButton', () => {
  it('raises the badge on a live notification to the count it carries', async () => {
    const live = fakeRealtime();
    useRealtimeStore.setState({ connection: live.connection, status: 'connected' });
    stubApi({ 'GET /secured/notification/unread': () => ({ count: 2 }) });
    renderWithProviders(<NotificationsButton />);
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeTruthy();
    act(() => live.push('NOTIFICATIONS', 'notification', { ...notification(1), entityId: 101, unreadCount: 3 }));
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeTruthy();
    // A push without a count (a workflow's bare message) is +1 only when it is a stored notification.
    act(() => live.push('NOTIFICATIONS', 'notification', { eventType: 'EVALUATION', eventMessage: 'Hello' }));
    expect(screen.getByRole('button', { name: 'Notifications, 3 unread' })).toBeTruthy();
  });

  it('lists 14, filters, loads more with page size x (page + 1), marks read and goes where the router says', async () => {
    const calls = stubApi({
      'GET /secured/notification/unread': () => ({ count: 1 }),
      'POST /secured/notification/list': ({ body }) => {
        const { size } = body as { size: number };
        const all = Array.from({ length: 20 }, (_, i) => notification(i + 1, i > 0));
        return { items: all.slice(0, size), page: 0, size, total: all.length };
      },
      'POST /secured/notification/read': () => ({ count: 0 }),
      'POST /secured/notification/router/EVALUATION': () => ({ path: '/secured/buyer/da-tool/evaluation/101' }),
    });
    renderWithProviders(
      <Routes>
        <Route path="/" element={<NotificationsButton />} />
        <Route path="/secured/buyer/da-tool/evaluation/:id" element={<p>Evaluation page</p>} />
      </Routes>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    expect(await screen.findByText('DA evaluation #114 was assigned to you')).toBeTruthy();
    expect(screen.queryByText('DA evaluation #115 was assigned to you')).toBeNull();
    expect(screen.getAllByText('05/03/2026', { exact: false }).length).toBeGreaterThan(0);

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('DA evaluation #120 was assigned to you')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/secured/notification/list').map((c) => c.body)).toEqual([
      { page: 0, size: 14, filter: 'ALL' },
      { page: 0, size: 28, filter: 'ALL' },
    ]);

    fireEvent.click(screen.getByRole('radio', { name: 'Unread' }));
    await waitFor(() =>
      expect(calls.at(-1)).toMatchObject({ path: '/secured/notification/list', body: { size: 14, filter: 'UNREAD' } }),
    );

    fireEvent.click(await screen.findByRole('button', { name: 'Unread: DA evaluation #101 was assigned to you' }));
    expect(await screen.findByText('Evaluation page')).toBeTruthy();
    expect(calls.find((c) => c.path === '/secured/notification/read')?.body).toEqual({ id: 1 });
    expect(calls.find((c) => c.path.startsWith('/secured/notification/router'))?.body).toEqual({ id: 101 });
  });
});
