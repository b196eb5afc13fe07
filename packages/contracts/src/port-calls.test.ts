import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseInstant, portCallRuleViolations, portCallStatusLabel, ZPortCallForm } from './port-calls';

const valid = {
  eta: '2026-03-10T08:00:00Z',
  ets: '2026-03-12T08:00:00Z',
  laycanStart: null,
  laycanEnd: null,
  activities: [{ activityTypeId: 1 }],
  agentIds: [1],
};

describe('parseInstant', () => {
  it('reads a zoneless date or date-time as UTC, and a zoned one as given', () => {
    expect(parseInstant('2026-03-01T00:00:00')?.toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(parseInstant('2026-03-01')?.toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(parseInstant('2026-03-01T10:00:00+02:00')?.toISOString()).toBe('2026-03-01T08:00:00.000Z');
  });

  it('refuses roll-overs and anything that is not an ISO date', () => {
    for (const bad of ['2026-02-31T00:00:00', '2026-13-01', '01/03/2026', 'tomorrow', '', '2026-03-01T25:00:00'])
      expect(parseInstant(bad), bad).toBeNull();
  });

  it('never throws on any text', () => {
    fc.assert(fc.property(fc.string(), (text) => parseInstant(text) === null || parseInstant(text) instanceof Date));
  });
});

describe('port call rules (platform-core §5)', () => {
  it('passes a valid port call', () => {
    expect(portCallRuleViolations(valid)).toEqual([]);
  });

  it('names every broken rule with its catalogue code', () => {
    expect(
      portCallRuleViolations({
        ...valid,
        agentIds: [],
        activities: [],
        ets: valid.eta,
        laycanStart: '2026-03-09',
        laycanEnd: '2026-03-08',
      }),
    ).toEqual([
      { field: 'agentIds', code: 'AGENT_REQUIRED' },
      { field: 'activities', code: 'ACTIVITY_REQUIRED' },
      { field: 'ets', code: 'ETS_BEFORE_ETA' },
      { field: 'laycanEnd', code: 'LAYCAN_END_BEFORE_START' },
    ]);
    expect(portCallRuleViolations({ ...valid, laycanStart: '2026-03-09' })).toEqual([
      { field: 'laycanEnd', code: 'REQUIRED_FIELD' },
    ]);
  });

  it('gives the web form the same rules as field messages', () => {
    const result = ZPortCallForm.safeParse({
      ...valid,
      vesselId: 1,
      voyageId: 1,
      portId: 1,
      ets: '2026-03-01T00:00:00Z',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['ets', 'ETS must be after ETA']]);
  });
});

describe('port call state values', () => {
  it('shows IN_PROCESS as IN PROCESS and anything unknown as a dash (platform-core §3)', () => {
    expect(['IMPORTED', 'DRAFT', 'IN_PROCESS', 'CANCELLED', 'OPEN', null].map(portCallStatusLabel)).toEqual([
      'IMPORTED',
      'DRAFT',
      'IN PROCESS',
      'CANCELLED',
      '-',
      '-',
    ]);
  });
});
