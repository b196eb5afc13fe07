import { describe, expect, it } from 'vitest';
import {
  collaboratorTypeOf,
  formatInPortTime,
  portTimeToInstant,
  toPortLocalInput,
  ZAddEventInput,
} from './statement-of-facts';

describe('SOF times in the port time zone', () => {
  it('reads the port wall clock as an instant, across summer time', () => {
    expect(portTimeToInstant('2026-03-12T14:30', 'Europe/Athens')?.toISOString()).toBe('2026-03-12T12:30:00.000Z');
    expect(portTimeToInstant('2026-07-12T14:30', 'Europe/Athens')?.toISOString()).toBe('2026-07-12T11:30:00.000Z');
    expect(portTimeToInstant('2026-07-12T14:30', null)?.toISOString()).toBe('2026-07-12T14:30:00.000Z');
    expect(portTimeToInstant('12/07/2026 14:30', 'Europe/Athens')).toBeNull();
  });

  it('shows an instant on the port clock and back for the edit field', () => {
    expect(formatInPortTime('2026-03-12T12:30:00Z', 'Asia/Singapore')).toBe(
      '12/03/2026 20:30:00 (Asia/Singapore, UTC+08:00)',
    );
    expect(formatInPortTime('2026-03-12T12:30:00Z', 'Not/AZone')).toBe('12/03/2026 12:30:00 (UTC)');
    expect(toPortLocalInput('2026-03-12T12:30:00Z', 'Europe/Athens')).toBe('2026-03-12T14:30');
  });
});

describe('SOF inputs', () => {
  it('acts a link collaborator as a profile kind with no authorities', () => {
    expect(collaboratorTypeOf('MASTER')).toBe('BUYER');
    expect(collaboratorTypeOf('SURVEYOR')).toBe('VENDOR');
    expect(collaboratorTypeOf('PORT')).toBe('VENDOR');
  });

  it('refuses unknown fields in an add-event input', () => {
    const base = { portCallId: 1, version: 0, templateCode: 'ALL_FAST', timestamp: '2026-03-12T14:30' };
    expect(ZAddEventInput.safeParse(base).success).toBe(true);
    expect(ZAddEventInput.safeParse({ ...base, sofId: 3 }).success).toBe(false);
  });
});
