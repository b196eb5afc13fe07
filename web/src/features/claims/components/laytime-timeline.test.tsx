import { ZLaytimeRequest } from '@portcall/contracts/laytime';
import { calculateLaytime } from '@portcall/contracts/laytime-calc';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { hoursOf, LaytimeTimeline } from './laytime-timeline';

describe('LaytimeTimeline', () => {
  it('draws one segment per statement interval, sized by its time, with the expiry and a legend', () => {
    // NOR Fri 20:00 + 6 h, weekend SAT 12:00-MON 08:00 excepted, 24 h allowed: counting, excepted,
    // counting, demurrage (see the calculator's case 2).
    const result = calculateLaytime(
      ZLaytimeRequest.parse({
        currency: 'USD',
        demurrageRatePerDay: '20000',
        allowance: { hours: '24' },
        norTenderedAt: '2026-03-06T20:00:00+01:00',
        turnTimeHours: '6',
        completedAt: '2026-03-10T04:00:00+01:00',
        timeZone: 'Europe/Amsterdam',
        exceptedPeriods: { weekly: [{ from: 'SAT 12:00', to: 'MON 08:00' }], holidays: [] },
      }),
    );
    renderWithProviders(<LaytimeTimeline result={result} />);
    const bar = screen.getByRole('img', { name: /Laytime timeline/ });
    expect(bar.getAttribute('aria-label')).toContain('laytime expired 09/03/2026 21:00:00 (UTC)');
    const segments = [...bar.children].filter((c) => (c as HTMLElement).title.includes('UTC'));
    // 5 intervals and the expiry marker.
    expect(segments).toHaveLength(6);
    expect((segments[2] as HTMLElement).title).toMatch(/^Excepted/);
    // The weekend (Sat 11:00Z to Mon 07:00Z = 44 h) over the whole span (Fri 19:00Z to Tue 03:00Z = 80 h).
    expect((segments[2] as HTMLElement).style.width).toBe('55%');
    for (const label of ['Counting', 'Excepted', 'Demurrage', 'Before laytime'])
      expect(screen.getByText(label)).toBeTruthy();
    expect(hoursOf(1800)).toBe('30h 00m');
  });
});
