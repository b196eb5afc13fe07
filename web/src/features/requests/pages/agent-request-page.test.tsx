import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../lib/session-store';
import { stubApi } from '../../../test/fake-api';
import { buildProfile } from '../../../test/profiles';
import { renderWithProviders } from '../../../test/render';
import { AgentRequestPage } from './agent-request-page';

// The agent the request is addressed to, in its DA tool: the policy table lets it answer an open request.
beforeEach(() =>
  useSessionStore
    .getState()
    .startSession({ token: 't', profile: buildProfile('AGENT', { products: ['DA_TOOL'], authorities: ['DA_VIEW'] }) }),
);
afterEach(() => vi.unstubAllGlobals());

const expense = (id: number, section: string, name: string) => ({
  id,
  section,
  catalogueItemId: id + 100,
  name,
  groupName: null,
  amount: null,
  currency: 'EUR',
  comment: null,
});
const request = (status: string) => ({
  id: 5,
  requestCaseId: 2,
  agentId: 3,
  agentName: 'Aegean Port Agency',
  buyerName: 'Nordic Bulk Carriers',
  status,
  currency: 'EUR',
  requestCurrency: 'EUR',
  rate: null,
  total: null,
  isAutomatic: false,
  declineReason: null,
  renegotiateComment: null,
  vesselName: 'Nordic Svalbard',
  portName: 'Rotterdam',
  eta: null,
  dueDate: null,
  comment: null,
  sentAt: null,
  seenAt: null,
  quotedAt: null,
  observer: { pokes: 0, firstPokeDate: null, lastPokeDate: null, pokeLock: false },
  quotation: {
    portExpensesSection: { expenses: [expense(11, 'PORT_EXPENSES', 'Port dues')] },
    agencyExpensesSection: { expenses: [] },
    husbandryExpensesSection: { expenses: [expense(12, 'HUSBANDRY_EXPENSES', 'Crew transportation')] },
  },
  version: 1,
});

const routes = (
  <Routes>
    <Route path="/secured/agent/da-tool/request/:id" element={<AgentRequestPage />} />
  </Routes>
);

describe('AgentRequestPage (the quote form)', () => {
  it('marks a new request seen, fills amounts from the price list and sends the quote by expense', async () => {
    const calls = stubApi({
      'GET /secured/request-for-quotation/5/edit': () => request('SENT'),
      'POST /secured/request-for-quotation/mark-as-seen': () => request('SEEN'),
      'GET /secured/request-for-quotations/5/pricelist-amounts': () => [
        { expenseId: 11, amount: '950.0000', currency: 'EUR' },
      ],
      'POST /secured/request-for-quotation/quote': () => ({ ...request('QUOTED'), total: '1025' }),
      'GET /secured/ref/currencies': () => [
        { value: 'EUR', label: 'EUR', code: 'EUR', name: 'Euro', minorUnits: 2, symbol: '€' },
      ],
    });
    renderWithProviders(routes, { route: '/secured/agent/da-tool/request/5' });
    await screen.findByText('Nordic Svalbard at Rotterdam');
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/mark-as-seen'))).toBe(true));

    fireEvent.click(screen.getByRole('button', { name: 'Fill in from price list' }));
    const dues = screen.getByRole('textbox', { name: 'Amount of Port dues' }) as HTMLInputElement;
    await waitFor(() => expect(dues.value).toBe('950'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount of Crew transportation' }), {
      target: { value: '75' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send quote' }));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/quote'))).toBe(true));
    expect(calls.find((c) => c.path.endsWith('/quote'))?.body).toEqual({
      id: 5,
      expenses: [
        { expenseId: 11, amount: '950' },
        { expenseId: 12, amount: '75' },
      ],
    });
  });

  it('shows the total of each section and of the quote as the agent types', async () => {
    stubApi({
      'GET /secured/request-for-quotation/5/edit': () => request('SEEN'),
      'GET /secured/ref/currencies': () => [],
    });
    renderWithProviders(routes, { route: '/secured/agent/da-tool/request/5' });
    const dues = await screen.findByRole('textbox', { name: 'Amount of Port dues' });
    expect(screen.getByLabelText('Quote total').textContent).toBe('Total EUR 0.00');
    fireEvent.change(dues, { target: { value: '1,200.10' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount of Crew transportation' }), {
      target: { value: '0.20' },
    });
    expect(screen.getByLabelText('Port expenses total').textContent).toBe('Port expenses total EUR 1,200.10');
    expect(screen.getByLabelText('Husbandry expenses total').textContent).toBe('Husbandry expenses total EUR 0.20');
    expect(screen.getByLabelText('Quote total').textContent).toBe('Total EUR 1,200.30');
  });

  it('leads the awarded agent to its PDA draft and its letter of appointment', async () => {
    stubApi({
      'GET /secured/request-for-quotation/5/edit': () => ({
        ...request('QUOTED'),
        total: '1025',
        outcome: 'AWARDED',
        appointmentId: 22,
      }),
      'GET /secured/ref/currencies': () => [],
    });
    renderWithProviders(routes, { route: '/secured/agent/da-tool/request/5' });
    await screen.findByText('Your quote was awarded');
    expect(screen.getByRole('link', { name: 'Open the PDA draft' }).getAttribute('href')).toBe(
      '/secured/agent/da-tool/appointment/22/proforma',
    );
    expect(screen.getByRole('link', { name: 'Letter of appointment' }).getAttribute('href')).toBe(
      '/secured/agent/da-tool/appointment/22/official-preview',
    );
  });
});
