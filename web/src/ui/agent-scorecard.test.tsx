import type { TAgentFigures } from '@portcall/contracts/agent-directory';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { ScorecardLine, scorecardText } from './agent-scorecard';

const figures: TAgentFigures = {
  pdaToFdaChangePct: { value: 4.2, calls: 17 },
  sentBackSharePct: { value: 0, calls: 3 },
  daysEtsToFda: { value: null, calls: 0 },
  hoursToAnswer: { value: 6, calls: 1 },
  callsHandled: { value: 17, calls: 17 },
  averageRating: { value: 0, calls: 0 },
};

describe('agent scorecard', () => {
  it('reads each figure with the calls it rests on, and nothing made up for a missing one', () => {
    expect(scorecardText('pdaToFdaChangePct', figures.pdaToFdaChangePct)).toBe('+4.2% over 17 calls');
    expect(scorecardText('pdaToFdaChangePct', { value: -3, calls: 2 })).toBe('-3.0% over 2 calls');
    expect(scorecardText('hoursToAnswer', figures.hoursToAnswer)).toBe('6.0 h over 1 call');
    expect(scorecardText('daysEtsToFda', figures.daysEtsToFda)).toBe('—');
    // Within the hour in minutes: an agent that answered at once does not read "0.0 h".
    expect(scorecardText('hoursToAnswer', { value: 0.25, calls: 2 })).toBe('15 min over 2 calls');
    expect(scorecardText('hoursToAnswer', { value: 0.004, calls: 1 })).toBe('< 1 min over 1 call');
  });

  it('puts an agent figures on one line, or says it has no calls with the buyer', () => {
    renderWithProviders(<ScorecardLine agentName="Steady" figures={figures} />);
    expect(screen.getByLabelText('Figures of Steady').textContent).toBe(
      'PDA to FDA +4.2% over 17 calls · Answers in 6.0 h over 1 call · DAs sent back 0.0% over 3 calls · Calls with you 17',
    );
    renderWithProviders(<ScorecardLine agentName="Fresh" figures={undefined} />);
    expect(screen.getByLabelText('Figures of Fresh').textContent).toBe('No calls with you yet');
  });
});
