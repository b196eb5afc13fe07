import type { TConversationMessage } from '@portcall/contracts/conversations';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRealtimeStore } from '../../../api/use-realtime';
import { fakeRealtime, stubApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { MessagesButton } from './messages-button';

const message = (id: number, over: Partial<TConversationMessage> = {}): TConversationMessage => ({
  id,
  conversationId: 55,
  buyerId: 9,
  senderFullName: 'Eleni Pappas',
  senderCompanyName: 'Aegean Port Agency',
  sentDate: '2026-03-05T08:09:10.000Z',
  received: true,
  isRead: false,
  title: null,
  text: `<p>Berth <strong>${id}</strong> confirmed</p>`,
  attachments: [{ id: 3, name: 'nor.pdf', size: 2048 }],
  ...over,
});

afterEach(() => {
  vi.unstubAllGlobals();
  useRealtimeStore.setState({ connection: null, status: 'disconnected' });
});

describe('MessagesButton', () => {
  it('raises the badge live, opens the conversation of a message with its buyer, and counts it read', async () => {
    const live = fakeRealtime();
    useRealtimeStore.setState({ connection: live.connection, status: 'connected' });
    let unread = 0;
    const calls = stubApi({
      'GET /secured/message/unread': () => ({ count: unread }),
      'POST /secured/messages/list': () => ({ items: [message(1)], page: 0, size: 14, total: 1 }),
      'GET /secured/conversation/55/load': () => ({
        id: 55,
        appointmentId: 55,
        buyerId: 9,
        supplierId: 4,
        messages: [message(0, { received: false, isRead: true, senderFullName: 'Ingrid Berg' }), message(1)],
      }),
      'POST /secured/message/read': () => ({ count: 0 }),
    });
    renderWithProviders(<MessagesButton />);
    expect(await screen.findByRole('button', { name: 'Messages' })).toBeTruthy();

    unread = 1;
    act(() => live.push('APPOINTMENT_CHAT', 'message', { ...message(1), unreadCount: 1 }));
    // The sender's own echo in another tab changes no count.
    act(() => live.push('APPOINTMENT_CHAT', 'message', { ...message(2, { received: false }), unreadCount: 1 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Messages, 1 unread' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/secured/messages/list')?.body).toEqual({
        page: 0,
        size: 14,
        filter: { singleValueFilterItems: [{ name: 'status', value: 'ALL' }] },
      }),
    );

    fireEvent.click(await screen.findByRole('button', { name: /^Unread message from Eleni Pappas/ }));
    expect(await screen.findByRole('log', { name: 'Conversation' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Download nor.pdf' })).toHaveLength(2);
    expect(screen.getByText('Ingrid Berg')).toBeTruthy();
    // The reply form loads with the conversation (a lazy chunk).
    await waitFor(() => expect(document.querySelector('[data-placeholder="Write your message..."]')).toBeTruthy());
    await waitFor(() => expect(calls.find((c) => c.path === '/secured/message/read')?.body).toBe(1));
    expect(await screen.findByRole('button', { name: 'Messages' })).toBeTruthy();
  });

  it('asks the inbox by status', async () => {
    const calls = stubApi({
      'GET /secured/message/unread': () => ({ count: 0 }),
      'POST /secured/messages/list': () => ({ items: [], page: 0, size: 14, total: 0 }),
    });
    renderWithProviders(<MessagesButton />);
    fireEvent.click(await screen.findByRole('button', { name: 'Messages' }));
    fireEvent.click(await screen.findByRole('radio', { name: 'Unread' }));
    await waitFor(() =>
      expect(calls.at(-1)?.body).toMatchObject({ filter: { singleValueFilterItems: [{ value: 'UNREAD' }] } }),
    );
    expect(await screen.findByText('No messages yet')).toBeTruthy();
  });
});
