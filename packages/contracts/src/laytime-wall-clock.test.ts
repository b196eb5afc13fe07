import { describe, expect, it } from 'vitest';
import { instantOfWallClock, wallClockOf } from './laytime-calc';

describe("a port's wall clock and the instant it names", () => {
  it('gives the offset the port had on that day, summer and winter', () => {
    expect(instantOfWallClock('2026-11-15T08:00', 'Europe/Amsterdam')).toBe('2026-11-15T08:00:00+01:00');
    expect(instantOfWallClock('2026-07-15T08:00', 'Europe/Amsterdam')).toBe('2026-07-15T08:00:00+02:00');
    expect(instantOfWallClock('2026-07-15T08:00', 'America/Chicago')).toBe('2026-07-15T08:00:00-05:00');
    expect(instantOfWallClock('2026-07-15T08:00', 'UTC')).toBe('2026-07-15T08:00:00+00:00');
  });

  it('reads an instant back as the port shows it, whatever offset it was written with', () => {
    expect(wallClockOf('2026-11-15T07:00:00Z', 'Europe/Amsterdam')).toBe('2026-11-15T08:00');
    expect(wallClockOf('2026-11-15T08:00:00+01:00', 'Asia/Singapore')).toBe('2026-11-15T15:00');
    const there = instantOfWallClock('2026-03-29T12:30', 'Europe/Amsterdam');
    expect(wallClockOf(there, 'Europe/Amsterdam')).toBe('2026-03-29T12:30');
  });
});
