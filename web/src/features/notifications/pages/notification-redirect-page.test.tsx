import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { NotificationRedirectPage } from './notification-redirect-page';

afterEach(() => vi.unstubAllGlobals());

const routes = (
  <Routes>
    <Route path="/secured/notifications/:type/:id" element={<NotificationRedirectPage />} />
    <Route path="/secured/buyer/da-tool/evaluation/:id" element={<p>Evaluation page</p>} />
    <Route path="/error-not-found" element={<p>Not found page</p>} />
  </Routes>
);

describe('NotificationRedirectPage (the e-mail link)', () => {
  it('asks the router for the entity and goes where it answers', async () => {
    const calls = stubApi({
      'POST /secured/notification/router/EVALUATION': () => ({ path: '/secured/buyer/da-tool/evaluation/42' }),
    });
    renderWithProviders(routes, { route: '/secured/notifications/EVALUATION/42' });
    expect(await screen.findByText('Evaluation page')).toBeTruthy();
    expect(calls).toEqual([{ method: 'POST', path: '/secured/notification/router/EVALUATION', body: { id: 42 } }]);
  });

  it('opens the not-found page for a type or id that cannot be routed, without asking', async () => {
    const calls = stubApi({});
    renderWithProviders(routes, { route: '/secured/notifications/UNKNOWN/42' });
    expect(await screen.findByText('Not found page')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
