import type { TLiveChange } from '@portcall/contracts/live';
import { describe, expect, it } from 'vitest';
import { latestChangeOf } from './live-changes';

const change = (over: Partial<TLiveChange>): TLiveChange => ({
  kind: 'evaluation',
  id: 7,
  byProfileId: 2,
  byName: 'Dana Deputy',
  byCompany: 'Nordic Bulk',
  entities: [],
  ...over,
});

describe('who changed what an open form edits', () => {
  const line = { kind: 'evaluation', id: 7, part: { entity: 'expense_evaluation', id: 70 } } as const;

  it("names the change of the form's own part before a later one of what holds it", () => {
    const heard = [
      { seq: 1, change: change({ byName: 'Before opening', entities: [{ entity: 'expense_evaluation', id: 70 }] }) },
      { seq: 2, change: change({ byName: 'Ola Own Line', entities: [{ entity: 'expense_evaluation', id: 70 }] }) },
      { seq: 3, change: change({ byName: 'Other Line', entities: [{ entity: 'expense_evaluation', id: 71 }] }) },
      { seq: 4, change: change({ kind: 'sof', byName: 'Other Kind' }) },
    ];
    expect(latestChangeOf(heard, line, 1, 1)?.byName).toBe('Ola Own Line');
    expect(latestChangeOf(heard, { kind: 'evaluation', id: 7 }, 1, 1)?.byName).toBe('Other Line');
  });

  it("leaves out one's own changes, not a link collaborator's (who has no profile)", () => {
    const heard = [
      { seq: 1, change: change({ byProfileId: null, byName: 'Captain Olsen', byCompany: '' }) },
      { seq: 2, change: change({ byProfileId: 1, byName: 'Me Myself' }) },
    ];
    expect(latestChangeOf(heard, line, 0, 1)?.byName).toBe('Captain Olsen');
    expect(latestChangeOf(heard, line, 1, 1)).toBeUndefined();
  });
});
