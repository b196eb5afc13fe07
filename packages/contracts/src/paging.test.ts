import { describe, expect, it } from 'vitest';
import { dashboardCountLimit, dashboardTotalLabel, isCountCapped } from './paging';

describe('the dashboard total', () => {
  it('is exact below its count limit and "1,000+" once the count stopped there', () => {
    expect(dashboardCountLimit(0, 5)).toBe(1001);
    expect(dashboardTotalLabel({ page: 0, size: 5, total: 17 })).toBe('17');
    expect(dashboardTotalLabel({ page: 0, size: 5, total: 1000 })).toBe('1,000');
    expect(isCountCapped({ page: 0, size: 5, total: 1001 })).toBe(true);
    expect(dashboardTotalLabel({ page: 0, size: 5, total: 1001 })).toBe('1,000+');
  });

  it('counts on past the page a user moved to, so the next pages stay reachable', () => {
    expect(dashboardCountLimit(200, 5)).toBe(2001);
    expect(dashboardTotalLabel({ page: 200, size: 5, total: 1001 })).toBe('1,001');
    expect(dashboardTotalLabel({ page: 200, size: 5, total: 2001 })).toBe('2,000+');
  });
});
