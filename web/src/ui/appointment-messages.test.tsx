import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../lib/session-store';
import { buildProfile } from '../test/profiles';
import { renderWithProviders } from '../test/render';
import { type AppointmentConversationProps, AppointmentMessages, ConversationProvider } from './appointment-messages';

/** Stands in for the messages feature's panel: says what it was given. */
const FakePanel = ({ appointmentId, buyerId }: AppointmentConversationProps) => (
  <p>
    conversation {appointmentId} of buyer {buyerId}
  </p>
);

afterEach(() => useSessionStore.getState().clearSession());

describe('AppointmentMessages', () => {
  it('shows the provided conversation under a Messages section, for the buyer it is given', () => {
    renderWithProviders(
      <ConversationProvider value={FakePanel}>
        <AppointmentMessages appointmentId={55} buyerId={9} />
      </ConversationProvider>,
    );
    expect(screen.getByRole('region', { name: 'Messages' }).textContent).toContain('conversation 55 of buyer 9');
  });

  it("takes the reader's own company as the buyer when none is given (a buyer's page)", () => {
    useSessionStore.getState().startSession({ token: 't', profile: buildProfile('BUYER') });
    renderWithProviders(
      <ConversationProvider value={FakePanel}>
        <AppointmentMessages appointmentId={55} />
      </ConversationProvider>,
    );
    expect(screen.getByText('conversation 55 of buyer 3')).toBeTruthy();
  });

  it('renders nothing where the app provides no conversation', () => {
    renderWithProviders(<AppointmentMessages appointmentId={55} buyerId={9} />);
    expect(screen.queryByRole('region', { name: 'Messages' })).toBeNull();
  });
});
