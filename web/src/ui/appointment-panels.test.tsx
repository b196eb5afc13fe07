import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../lib/session-store';
import { buildProfile } from '../test/profiles';
import { renderWithProviders } from '../test/render';
import { AppointmentMessages, ConversationProvider } from './appointment-messages';
import { AppointmentPanelsProvider, AppointmentRating, type AppointmentRatingProps } from './appointment-panels';

const FakeRating = ({ appointmentId }: AppointmentRatingProps) => <p>rating of {appointmentId}</p>;
const FakeConversation = ({ appointmentId }: { appointmentId: number }) => <p>conversation {appointmentId}</p>;

afterEach(() => useSessionStore.getState().clearSession());

describe('AppointmentRating', () => {
  it('shows the provided rating panel under an "Agent rating" section to those who view ratings', () => {
    useSessionStore
      .getState()
      .startSession({ token: 't', profile: buildProfile('BUYER', { authorities: ['AGENT_RATING_VIEW'] }) });
    renderWithProviders(
      <AppointmentPanelsProvider panels={{ Rating: FakeRating }}>
        <AppointmentRating appointmentId={12} />
      </AppointmentPanelsProvider>,
    );
    expect(screen.getByRole('region', { name: 'Agent rating' }).textContent).toContain('rating of 12');
  });

  it('renders nothing without AGENT_RATING_VIEW or without a provided panel', () => {
    useSessionStore.getState().startSession({ token: 't', profile: buildProfile('BUYER') });
    const first = renderWithProviders(
      <AppointmentPanelsProvider panels={{ Rating: FakeRating }}>
        <AppointmentRating appointmentId={12} />
      </AppointmentPanelsProvider>,
    );
    expect(screen.queryByRole('region', { name: 'Agent rating' })).toBeNull();
    first.unmount();
    useSessionStore
      .getState()
      .startSession({ token: 't', profile: buildProfile('BUYER', { authorities: ['AGENT_RATING_VIEW'] }) });
    renderWithProviders(<AppointmentRating appointmentId={12} />);
    expect(screen.queryByRole('region', { name: 'Agent rating' })).toBeNull();
  });

  it('keeps an outer provider panels when an inner one adds the conversation', () => {
    useSessionStore
      .getState()
      .startSession({ token: 't', profile: buildProfile('BUYER', { authorities: ['AGENT_RATING_VIEW'] }) });
    renderWithProviders(
      <AppointmentPanelsProvider panels={{ Rating: FakeRating }}>
        <ConversationProvider value={FakeConversation}>
          <AppointmentRating appointmentId={4} />
          <AppointmentMessages appointmentId={4} buyerId={9} />
        </ConversationProvider>
      </AppointmentPanelsProvider>,
    );
    expect(screen.getByText('rating of 4')).toBeTruthy();
    expect(screen.getByText('conversation 4')).toBeTruthy();
  });
});
