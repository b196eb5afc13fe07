import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../lib/session-store';
import { stubApi } from '../../../test/fake-api';
import { buildProfile } from '../../../test/profiles';
import { renderWithProviders } from '../../../test/render';
import { LineDocumentCheck } from './line-document-check';

const box = { page: 1, x: 0, y: 0, width: 1, height: 1 };
const record = (id: number, expenseId: number, printed: string) => ({
  id,
  kind: 'EVALUATION',
  appointmentId: 1,
  proformaId: 9,
  evaluationId: 4,
  expenseId,
  fileName: 'invoice.pdf',
  fileKey: 'k',
  createdAt: '2026-03-01T00:00:00.000Z',
  pages: [],
  result: {
    currency: null,
    dates: [],
    vessel: null,
    port: null,
    voyage: null,
    lines: [],
    totals: { printed: { value: printed, snippet: printed, box, confidence: 1 }, sumOfLines: printed, difference: '0' },
    pageCount: 1,
    pages: [],
  },
});
const CACHE = 'GET /secured/da-helper/evaluation/4/get-cache';
const props = {
  evaluationId: 4,
  proformaId: 9,
  expenseId: 5,
  lineName: 'Port dues',
  enteredAmount: '1000.50',
  currency: 'USD',
  attachments: [{ id: 3, filename: 'invoice.pdf' }],
};

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().clearSession();
});

describe('LineDocumentCheck', () => {
  it('flags the line when the last reading of its invoice says another amount', async () => {
    stubApi({ [CACHE]: () => ({ evaluationId: 4, records: [record(1, 5, '1100.50')] }) });
    renderWithProviders(<LineDocumentCheck {...props} />);
    const flag = await screen.findByLabelText('Port dues: the document disagrees');
    expect(flag.textContent).toBe('Document says USD 1,100.50 (difference 100.00)');
  });

  it('reads the first attachment on a click and shows that the document agrees', async () => {
    useSessionStore.getState().startSession({ token: 't', profile: buildProfile('BUYER') });
    let records: unknown[] = [];
    const calls = stubApi({
      [CACHE]: () => ({ evaluationId: 4, records }),
      'GET /secured/disbursements/9/attachment/3': () => ({ pdf: true }),
      'POST /secured/da-helper/register-response': () => {
        records = [record(2, 5, '1000.50')];
        return records[0];
      },
    });
    renderWithProviders(<LineDocumentCheck {...props} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Check the amount of Port dues against its document' }));
    await screen.findByLabelText('Port dues: the document agrees');
    const registered = calls.find((c) => c.path === '/secured/da-helper/register-response');
    if (!registered) throw new Error('the document was not sent to the DA helper');
    expect(JSON.parse(String((registered.body as FormData).get('form')))).toEqual({ evaluationId: 4, expenseId: 5 });
  });
});
