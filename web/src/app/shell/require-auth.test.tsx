import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../lib/session-store';
import { buildProfile } from '../../test/profiles';
import { renderWithProviders } from '../../test/render';
import { RequireAuth } from './require-auth';

function App() {
  return (
    <Routes>
      <Route path="/authorization" element={<p>login page</p>} />
      <Route path="/authorization/terms" element={<p>terms page</p>} />
      <Route
        path="/secured/*"
        element={
          <RequireAuth>
            <p>secured content</p>
          </RequireAuth>
        }
      />
    </Routes>
  );
}

describe('RequireAuth (platform-core §2)', () => {
  it('sends an anonymous visitor to /authorization and remembers path and query', async () => {
    useSessionStore.getState().clearSession();
    renderWithProviders(<App />, { route: '/secured/buyer/da-tool?portCallId=7' });
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(useSessionStore.getState().redirectPath).toBe('/secured/buyer/da-tool?portCallId=7');
  });

  it('sends a profile that has not accepted the terms to the terms page', async () => {
    const profile = buildProfile('BUYER', { overrides: { status: 'PENDING_TERMS_AND_CONDITIONS' } });
    useSessionStore.getState().startSession({ token: 't', profile });
    renderWithProviders(<App />, { route: '/secured/buyer' });
    expect(await screen.findByText('terms page')).toBeTruthy();
  });

  it('lets an active session in', async () => {
    useSessionStore.getState().startSession({ token: 't', profile: buildProfile('AGENT') });
    renderWithProviders(<App />, { route: '/secured/agent/da-tool' });
    expect(await screen.findByText('secured content')).toBeTruthy();
  });
});
