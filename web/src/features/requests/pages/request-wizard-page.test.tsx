import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { RequestWizardPage } from './request-wizard-page';

afterEach(() => vi.unstubAllGlobals());

const none = { isAll: false, ids: [] };
const draft = (step: number) => ({
  id: 7,
  status: 'DRAFT',
  step,
  portCallId: 3,
  vesselId: 1,
  vesselName: 'Nordic Aurora',
  portId: 9,
  portName: 'Rotterdam',
  eta: '2026-12-11T10:00:00.000Z',
  currency: 'EUR',
  activities: [],
  selections: { PORT_EXPENSES: none, AGENCY_EXPENSES: none, HUSBANDRY_EXPENSES: none },
  exchangeRates: [],
  agentIds: [4],
  emails: [],
  dueDate: null,
  comment: null,
  version: 1,
});

function openWizardAt(step: number) {
  const calls = stubApi({
    'GET /secured/request-case/7/load-wizard': () => draft(step),
    'GET /secured/request-case/7/load-agents': () => [{ id: 4, name: 'Aegean Port Agency', isOnPortCall: true }],
    'GET /secured/request-case/catalogue-expenses/PORT_EXPENSES/list': () => [],
    'GET /secured/request-case/catalogue-expenses/AGENCY_EXPENSES/list': () => [],
    'GET /secured/request-case/catalogue-expenses/HUSBANDRY_EXPENSES/list': () => [],
    'GET /secured/appointment/activity-types': () => [
      { value: '1', label: 'Discharging', code: 'DISCHARGING', position: 1, isActive: true, isEstimationActive: true },
    ],
  });
  renderWithProviders(
    <Routes>
      <Route path="/secured/buyer/da-tool/request-case/:id/wizard" element={<RequestWizardPage />} />
    </Routes>,
    { route: '/secured/buyer/da-tool/request-case/7/wizard' },
  );
  return calls;
}

const saves = (calls: Array<{ method: string; path: string }>) => calls.filter((c) => c.method === 'POST');

describe('RequestWizardPage: a step says what it misses before the buyer moves on', () => {
  it('the expenses step asks for an activity and an expense instead of saving an empty choice', async () => {
    const calls = openWizardAt(1);
    await screen.findByText('All husbandry expenses');
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Please add at least one activity')).toBeTruthy();
    expect(screen.getByText('Please choose at least one expense')).toBeTruthy();
    expect(saves(calls)).toEqual([]);
  });

  it('the expenses step asks for a husbandry expense when only port expenses are chosen', async () => {
    openWizardAt(1);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'All port expenses' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Please choose at least one husbandry expense')).toBeTruthy();
  });

  it('the agents step asks for an e-mail instead of saving none', async () => {
    const calls = openWizardAt(2);
    await screen.findByRole('textbox', { name: 'E-mails' });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Please add at least one e-mail')).toBeTruthy();
    expect(saves(calls)).toEqual([]);
  });
});
