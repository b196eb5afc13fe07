import { DA_HELPER_SURE_MATCH, type THistoryRecord } from '@portcall/contracts/da-helper';
import { messages } from '@portcall/contracts/messages';
import type { TExpenseCatalogueItem } from '@portcall/contracts/refdata';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ReadReview } from './read-review';

const box = { page: 1, x: 0, y: 0, width: 1, height: 1 };
const sourced = (value: string) => ({ value, snippet: value, box, confidence: 1 });
const item = (id: number, label: string) =>
  ({ value: String(id), label, sectionCode: 'AGENCY_EXPENSES', categoryName: 'c' }) as TExpenseCatalogueItem;
const line = (description: string, amount: string, itemId: number, confidence: number, cell: string) => ({
  description: sourced(description),
  amount: sourced(amount),
  quantity: null,
  unitPrice: null,
  section: 'AGENCY' as const,
  match: { itemId, code: 'x', name: 'x', confidence, via: 'FUZZY' as const },
  cell,
  needsChoice: confidence < DA_HELPER_SURE_MATCH,
});
const record = {
  id: 3,
  fileName: 'pda.xlsx',
  result: {
    currency: sourced('EUR'),
    lines: [
      line('Agency fee', '400', 1, 0.95, 'Sheet1!B4'),
      line('Communication and sundries', '85', 2, 0.46, 'Sheet1!B5'),
    ],
  },
} as unknown as THistoryRecord;
const catalogue = [item(1, 'Agency fee'), item(2, 'Communication, postage and stationery')];

describe('ReadReview', () => {
  it('keeps Apply closed until the unsure line is chosen explicitly, then applies with that choice', () => {
    const onApply = vi.fn();
    renderWithProviders(<ReadReview record={record} catalogue={catalogue} onApply={onApply} onDiscard={vi.fn()} />);
    const apply = screen.getByRole('button', { name: 'Apply 2 lines' });
    expect((apply as HTMLButtonElement).disabled).toBe(true);
    screen.getByText(messages.REASON_DA_HELPER_UNSURE_LINES);
    screen.getByText('Read at Sheet1!B5: “Communication and sundries 85”');
    const unsure = screen.getByRole('row', { name: 'Communication and sundries' });
    within(unsure).getByText('Check the item');
    within(unsure).getByText('Match 46%');
    fireEvent.click(apply);
    expect(onApply).not.toHaveBeenCalled();

    fireEvent.click(
      within(unsure).getByRole('button', { name: 'Use suggestion: Communication, postage and stationery' }),
    );
    within(unsure).getByText('Chosen');
    expect((apply as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(apply);
    expect(onApply).toHaveBeenCalledWith(new Map([[1, 2]]));
  });
});
