import type { TAgentFigures, TPlatformFigures } from '@portcall/contracts/agent-directory';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { AgentFigures, basedOn } from './agent-figures';

const yours: TAgentFigures = {
  pdaToFdaChangePct: { value: 2.5, calls: 2 },
  sentBackSharePct: { value: 25, calls: 2 },
  daysEtsToFda: { value: 4, calls: 2 },
  hoursToAnswer: { value: null, calls: 0 },
  callsHandled: { value: 1, calls: 1 },
  averageRating: { value: 4, calls: 1 },
};
const platform: TPlatformFigures = {
  pdaToFdaChangePct: null,
  sentBackSharePct: null,
  daysEtsToFda: null,
  hoursToAnswer: { value: 10, calls: 6 },
  callsHandled: { value: 6, calls: 6 },
  averageRating: null,
};

describe('AgentFigures', () => {
  it('shows each figure with the calls it rests on, and hides platform figures under five buyers', () => {
    renderWithProviders(<AgentFigures yours={yours} platform={platform} />);
    const row = (name: string) => within(screen.getByRole('row', { name: new RegExp(name) }));
    expect(row('PDA to FDA change').getByText('+2.5%')).toBeTruthy();
    expect(row('PDA to FDA change').getByText('based on 2 calls')).toBeTruthy();
    expect(row('PDA to FDA change').getByText(/Not enough data/)).toBeTruthy();
    expect(row('Time to answer').getByText('No data yet')).toBeTruthy();
    expect(row('Time to answer').getByText('10.0 h')).toBeTruthy();
    expect(row('Average rating').getByText('4.00 / 5')).toBeTruthy();
    expect(row('Calls handled').getByText('based on 1 call')).toBeTruthy();
    expect(basedOn(6)).toBe('based on 6 calls');
  });
});
