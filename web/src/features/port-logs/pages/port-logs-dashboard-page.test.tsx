import type { TDashboardAssignment } from '@portcall/contracts/port-logs';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../lib/session-store';
import { stubApi } from '../../../test/fake-api';
import { buildProfile } from '../../../test/profiles';
import { renderWithProviders } from '../../../test/render';
import { PortLogsDashboardPage } from './port-logs-dashboard-page';

afterEach(() => {
  useSessionStore.getState().clearSession();
  vi.unstubAllGlobals();
});

const routes = (
  <Routes>
    <Route path="/secured/buyer/dashboard/port-logs" element={<PortLogsDashboardPage />} />
    <Route path="/error-no-access" element={<p>No access page</p>} />
  </Routes>
);

const row: TDashboardAssignment = {
  id: 9,
  appointmentId: 41,
  state: 'SUBMITTED',
  vessel: { id: 1, name: 'Nordic Star' },
  port: { id: 2, name: 'Rotterdam' },
  eta: '2026-03-10T08:00:00.000Z',
  agent: { id: 3, name: 'Aegean Agency' },
  voyageNumber: 'LOG-7',
  departments: [
    { departmentId: 5, departmentName: 'Technical', abbreviation: 'TEC', isIncluded: true, total: 2, done: 1 },
    { departmentId: 6, departmentName: 'Crew', abbreviation: 'CRW', isIncluded: true, total: 0, done: 0 },
  ],
  createdAt: '2026-03-01T08:00:00.000Z',
  updatedAt: '2026-03-02T08:00:00.000Z',
  submittedAt: '2026-03-02T08:00:00.000Z',
};

describe('PortLogsDashboardPage', () => {
  it('lists the port logs, 5 a page, each linking to its internal port log', async () => {
    const calls = stubApi({
      'GET /secured/dashboard/assignments': () => ({ items: [row], page: 0, size: 5, total: 1 }),
    });
    useSessionStore.getState().startSession({
      token: 't',
      profile: buildProfile('BUYER', { products: ['DA_DASHBOARD'], authorities: ['DA_DASHBOARD_ASSIGNMENTS_VIEW'] }),
    });
    renderWithProviders(routes, { route: '/secured/buyer/dashboard/port-logs' });
    const link = await screen.findByRole('link', { name: 'Port log of Nordic Star V.LOG-7 at Rotterdam' });
    expect(link.getAttribute('href')).toBe('/secured/buyer/dashboard/port-log/41');
    expect(screen.getByText('TEC 1/2')).toBeTruthy();
    expect(screen.queryByText(/CRW/)).toBeNull();
    expect(calls.map((c) => c.path)).toEqual(['/secured/dashboard/assignments']);
    const url = new URL((vi.mocked(fetch).mock.calls[0]?.[0] as string) ?? '', 'http://localhost');
    expect(url.searchParams.get('size')).toBe('5');
  });

  it('sends a buyer without DA_DASHBOARD_ASSIGNMENTS_VIEW to the no-access page without asking', async () => {
    const calls = stubApi({});
    useSessionStore.getState().startSession({
      token: 't',
      profile: buildProfile('BUYER', { products: ['DA_DASHBOARD'], authorities: ['DA_VIEW'] }),
    });
    renderWithProviders(routes, { route: '/secured/buyer/dashboard/port-logs' });
    expect(await screen.findByText('No access page')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
