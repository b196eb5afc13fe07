import type { TEvaluation } from '@portcall/contracts/evaluations';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../lib/session-store';
import { stubApi } from '../../../test/fake-api';
import { buildProfile } from '../../../test/profiles';
import { renderWithProviders } from '../../../test/render';
import { berthLabel, EvaluationBerthField } from './evaluation-berth-field';

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().clearSession();
});

const section = { total: '0', expenseEvaluations: [] };
const evaluation = (over: Partial<TEvaluation> = {}): TEvaluation => ({
  id: 9,
  proformaId: 1,
  appointmentId: 1,
  type: 'PDA',
  status: 'OPEN',
  assigneeId: null,
  currency: 'EUR',
  rate: '1',
  rateEur: null,
  terminalId: null,
  berthId: null,
  berth: null,
  invoiceNumber: null,
  invoiceDate: null,
  relationIds: [],
  paymentInstructionId: null,
  paymentDueDate: null,
  port: section,
  agency: section,
  husbandry: section,
  version: 4,
  ...over,
});
const run = async (action: () => Promise<unknown>) => {
  await action();
  return true;
};
const berths = [{ label: 'Container Terminal Pier I · Pier I', value: '21', terminalId: 5 }];

describe('EvaluationBerthField', () => {
  it("offers the port's berths and names the picked one", () => {
    useSessionStore.getState().startSession({
      token: 't',
      profile: buildProfile('BUYER', { authorities: ['DA_EVALUATION_VERIFY'] }),
    });
    stubApi({});
    renderWithProviders(
      <EvaluationBerthField evaluation={evaluation({ berthId: 21 })} berths={berths} isOpen run={run} />,
    );
    expect(screen.getByDisplayValue('Container Terminal Pier I · Pier I')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save berth' })).toBeNull();
    expect(berthLabel(evaluation({ berthId: 21 }), berths)).toBe('Container Terminal Pier I · Pier I');
  });

  it('takes the berth as text where the port lists none', async () => {
    useSessionStore.getState().startSession({
      token: 't',
      profile: buildProfile('BUYER', { authorities: ['DA_EVALUATION_VERIFY'] }),
    });
    const calls = stubApi({
      'POST /secured/evaluation/save-evaluation-values': () => evaluation({ berth: 'Jurong 3' }),
    });
    renderWithProviders(<EvaluationBerthField evaluation={evaluation()} berths={[]} isOpen run={run} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Berth' }), { target: { value: ' Jurong 3 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save berth' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        path: '/secured/evaluation/save-evaluation-values',
        body: { id: 9, version: 4, berth: 'Jurong 3' },
      }),
    );
  });

  it('says why someone who may not verify cannot change it', () => {
    useSessionStore.getState().startSession({ token: 't', profile: buildProfile('BUYER') });
    stubApi({});
    const { container } = renderWithProviders(
      <EvaluationBerthField evaluation={evaluation()} berths={berths} isOpen run={run} />,
    );
    expect(container.querySelector('[data-reason]')?.getAttribute('data-reason')).toBe(
      'Only an evaluator who verifies expenses may change the berth',
    );
  });
});
