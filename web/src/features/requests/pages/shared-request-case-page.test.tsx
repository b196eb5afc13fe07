import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { SharedRequestCasePage } from './shared-request-case-page';

afterEach(() => vi.unstubAllGlobals());

const routes = (
  <Routes>
    <Route path="/shared/request-case/:id" element={<SharedRequestCasePage />} />
    <Route path="/error-not-found" element={<p>Not found page</p>} />
  </Routes>
);

describe('SharedRequestCasePage (the e-mailed link)', () => {
  it('sends the code and shows the request read-only, by section', async () => {
    const calls = stubApi({
      'POST /public/shared/request-case/7': () => ({
        id: 7,
        status: 'SENT',
        buyerName: 'Nordic Bulk Carriers',
        vesselName: 'Nordic Svalbard',
        portName: 'Rotterdam',
        eta: '2026-12-14T08:00:00.000Z',
        currency: 'EUR',
        dueDate: null,
        comment: null,
        expenses: [
          { id: 1, section: 'PORT_EXPENSES', catalogueItemId: 3, name: 'Port dues', groupName: 'Dues' },
          { id: 2, section: 'HUSBANDRY_EXPENSES', catalogueItemId: 9, name: 'Crew transportation', groupName: null },
        ],
      }),
    });
    renderWithProviders(routes, { route: '/shared/request-case/7#code=abc123' });
    expect(await screen.findByText('Request for quotation: Nordic Svalbard at Rotterdam')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Port expenses' }).textContent).toContain('Port dues');
    expect(screen.getByRole('table', { name: 'Husbandry expenses' }).textContent).toContain('Crew transportation');
    expect(calls).toEqual([{ method: 'POST', path: '/public/shared/request-case/7', body: { code: 'abc123' } }]);
  });

  it('still opens a link sent with the code in its query string', async () => {
    const calls = stubApi({});
    renderWithProviders(routes, { route: '/shared/request-case/7?code=older' });
    expect(await screen.findByText('This link is not valid')).toBeTruthy();
    expect(calls).toEqual([{ method: 'POST', path: '/public/shared/request-case/7', body: { code: 'older' } }]);
  });

  it('stays on the page and says the link is not valid when the code is refused', async () => {
    stubApi({});
    renderWithProviders(routes, { route: '/shared/request-case/7?code=revoked' });
    expect(await screen.findByText('This link is not valid')).toBeTruthy();
    expect(screen.queryByText('Not found page')).toBeNull();
  });

  it('asks nothing without a code', async () => {
    const calls = stubApi({});
    renderWithProviders(routes, { route: '/shared/request-case/7' });
    expect(await screen.findByText('This link is not valid')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
