import type { TLineBenchmark } from '@portcall/contracts/evaluation-benchmarks';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { LineBenchmarkNote } from './line-benchmark';

const benchmark: TLineBenchmark = {
  expenseEvaluationId: 7,
  code: 'PILOTAGE_IN',
  amount: '1850.00',
  own: {
    group: 'PORT_TYPE',
    groupLabel: 'bulk carriers at Piraeus',
    calls: 6,
    median: '802.50',
    p10: '785.00',
    p90: '815.00',
    min: '780.00',
    max: '820.00',
  },
  platform: null,
  flags: [
    {
      kind: 'OUTLIER_HIGH',
      message: '2.3x the median of 6 calls of bulk carriers at Piraeus in the last 24 months',
      why: '1,850.00 EUR against a median of 802.50 EUR',
    },
  ],
};

describe('a line benchmark beside its line', () => {
  it('shows the history with its group and the flag in words; a click opens why', async () => {
    renderWithProviders(<LineBenchmarkNote benchmark={benchmark} currency="EUR" />);
    expect(
      screen.getByText(
        'Your history: median EUR 802.50, range 785.00–815.00 (10th–90th percentile), 6 calls of bulk carriers at Piraeus',
      ),
    ).toBeTruthy();
    const flag = screen.getByRole('button', {
      name: 'Outlier: 2.3x the median of 6 calls of bulk carriers at Piraeus in the last 24 months',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(flag);
    const why = await screen.findByRole('dialog', { name: 'Why this line is flagged' });
    expect(why.textContent).toContain('1,850.00 EUR against a median of 802.50 EUR');
  });

  it('shows nothing for a line without history or flags', () => {
    renderWithProviders(<LineBenchmarkNote benchmark={{ ...benchmark, own: null, flags: [] }} currency="EUR" />);
    expect(screen.queryByText(/Your history|Platform/)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
