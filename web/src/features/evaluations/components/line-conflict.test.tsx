import type { TEvaluation, TExpenseEvaluation } from '@portcall/contracts/evaluations';
import { messages } from '@portcall/contracts/messages';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { applyLiveChange } from '../../../api/live-changes';
import { expenseLine } from '../../../test/expense-line';
import { stubApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { EditConflictAlert } from '../../../ui/edit-conflict-alert';
import { useEvaluation } from '../api/load-evaluation';
import { codableLines } from '../lib/accounting-codes';
import { SplitModal } from './line-dialogs';
import { useLinesConflict } from './use-line-conflict';

const line = expenseLine({ id: 5, name: 'Pilotage', amount: '100.00', version: 1 });
const section = { total: '0.00', expenseEvaluations: [] };
/** Evaluation 9 as the server has it, with these port lines. */
const evaluationWith = (lines: TExpenseEvaluation[]): TEvaluation => ({
  id: 9,
  proformaId: 1,
  appointmentId: 1,
  type: 'FDA',
  status: 'OPEN',
  assigneeId: null,
  currency: 'USD',
  rate: null,
  rateEur: null,
  terminalId: null,
  berthId: null,
  berth: null,
  invoiceNumber: null,
  invoiceDate: null,
  relationIds: [],
  paymentInstructionId: null,
  paymentDueDate: null,
  port: { total: '100.00', expenseEvaluations: lines },
  agency: section,
  husbandry: section,
  version: 3,
});

afterEach(() => vi.unstubAllGlobals());

describe('the split dialog when someone else changed the line', () => {
  it('shows the refusal inside the dialog, and Reload keeps the typed split for a save on the new version', async () => {
    // The server has the line on version 2: a colleague changed it after the dialog opened.
    stubApi({ 'GET /secured/evaluation/9/load': () => evaluationWith([{ ...line, version: 2 }]) });
    const sent: unknown[] = [];
    const onSubmit = vi.fn(async (body: unknown) => {
      sent.push(body);
      if (sent.length === 1)
        throw new ApiError({ status: 409, code: 'STALE_VERSION', message: messages.STALE_VERSION });
    });
    const onClose = vi.fn();
    renderWithProviders(<SplitModal evaluationId={9} line={line} onClose={onClose} onSubmit={onSubmit} />);
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Charterer amount/ }), {
      target: { value: '40' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Split' }));

    expect((await within(dialog).findByRole('alert')).textContent).toContain(messages.STALE_VERSION_RELOAD);
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
    expect(within(dialog).getByRole('textbox', { name: /Charterer amount/ })).toHaveProperty('value', '40.00');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Split' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([
      { version: 1, chartererAmount: '40.00' },
      { version: 2, chartererAmount: '40.00' },
    ]);
  });
});

/** A dialog on several lines of evaluation 9 (as the bulk accounting codes): what it would send. */
function BulkDialog() {
  const evaluation = useEvaluation(9).data;
  const lines = evaluation ? codableLines(evaluation) : [];
  const [chosen, setChosen] = useState([5, 6]);
  const conflict = useLinesConflict(9, lines, chosen, (l) => l.name);
  if (!evaluation) return null;
  return (
    <>
      <output aria-label="Sends">
        {lines
          .filter((l) => chosen.includes(l.id))
          .map((l) => `${l.name}@${conflict.versionOf(l)}`)
          .join(' ')}
      </output>
      <button type="button" onClick={() => setChosen((ids) => ids.filter((id) => id !== 6))}>
        Untick Towage
      </button>
      <button
        type="button"
        onClick={() =>
          conflict.catches(new ApiError({ status: 409, code: 'STALE_VERSION', message: messages.STALE_VERSION }))
        }
      >
        Assign
      </button>
      <EditConflictAlert conflict={conflict} />
    </>
  );
}

describe('a dialog on several lines when others change some of them', () => {
  it('names who changed which chosen line, and Reload stands them all on the new versions keeping the choice', async () => {
    const lines = [
      expenseLine({ id: 5, name: 'Pilotage', version: 1 }),
      expenseLine({ id: 6, name: 'Towage', version: 1 }),
      expenseLine({ id: 7, name: 'Agency fee', version: 1 }),
    ];
    let server = evaluationWith(lines);
    stubApi({ 'GET /secured/evaluation/9/load': () => server });
    const { queryClient } = renderWithProviders(<BulkDialog />);
    await screen.findByText('Pilotage@1 Towage@1');

    // Two colleagues change Pilotage and Towage, a third the unchosen Agency fee.
    server = evaluationWith(lines.map((l) => ({ ...l, version: 2 })));
    const change = (byName: string, id: number) =>
      applyLiveChange(queryClient, {
        kind: 'evaluation',
        id: 9,
        byProfileId: 100 + id,
        byName,
        byCompany: 'Nordic Bulk Carriers',
        entities: [{ entity: 'expense_evaluation', id }],
      });
    act(() => {
      change('Lars Eriksen', 5);
      change('Ingrid Dahl', 6);
      change('Ola Nord', 7);
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Lars Eriksen (Nordic Bulk Carriers) changed Pilotage; ');
    expect(alert.textContent).toContain('Ingrid Dahl (Nordic Bulk Carriers) changed Towage while you were editing');
    expect(alert.textContent).not.toContain('Agency fee');
    // Still on the versions the dialog opened on: a save meets the server's version check.
    expect(screen.getByLabelText('Sends').textContent).toBe('Pilotage@1 Towage@1');

    fireEvent.click(screen.getByRole('button', { name: 'Untick Towage' }));
    expect(screen.getByRole('alert').textContent).not.toContain('Towage');
    fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
    expect(screen.getByRole('alert').textContent).toContain(messages.STALE_VERSION_RELOAD);

    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await screen.findByText('Pilotage@2');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
