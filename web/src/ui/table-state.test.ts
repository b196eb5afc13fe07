import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  initialTableState,
  lastPage,
  nextSort,
  pageLocally,
  type TableState,
  tableStateReducer,
  toPageQuery,
  useTableState,
} from './table-state';

type Filters = { name: string; isActive: string | null };
const start = (overrides: Partial<TableState<Filters>> = {}): TableState<Filters> => ({
  ...initialTableState<Filters>({ filters: { name: '', isActive: null } }),
  ...overrides,
});

describe('table state (platform-core §3, §9)', () => {
  it('starts at page 0 with 10 rows and no sort', () => {
    expect(start()).toEqual({ page: 0, size: 10, sort: null, filters: { name: '', isActive: null } });
  });

  it('goes back to page 0 when a filter changes', () => {
    const next = tableStateReducer(start({ page: 3 }), { type: 'filter', name: 'name', value: 'nordic' });
    expect(next.page).toBe(0);
    expect(next.filters.name).toBe('nordic');
  });

  it('goes back to page 0 when the sort changes, by header click or directly', () => {
    const clicked = tableStateReducer(start({ page: 2 }), { type: 'toggleSort', property: 'name' });
    expect(clicked).toMatchObject({ page: 0, sort: { property: 'name', direction: 'ASC' } });
    const set = tableStateReducer(start({ page: 2, sort: { property: 'name', direction: 'ASC' } }), {
      type: 'sort',
      sort: { property: 'dwt', direction: 'DESC' },
    });
    expect(set).toMatchObject({ page: 0, sort: { property: 'dwt', direction: 'DESC' } });
  });

  it('goes back to page 0 when a filter form is submitted with a change, or the page size changes', () => {
    expect(tableStateReducer(start({ page: 4 }), { type: 'filters', filters: { isActive: 'true' } }).page).toBe(0);
    expect(tableStateReducer(start({ page: 4 }), { type: 'size', size: 25 })).toMatchObject({ page: 0, size: 25 });
  });

  it('keeps the page when nothing actually changes', () => {
    const state = start({ page: 3, filters: { name: 'tern', isActive: null } });
    expect(tableStateReducer(state, { type: 'filter', name: 'name', value: 'tern' })).toBe(state);
    // An empty text and no value are the same "no filter".
    const empty = start({ page: 3 });
    expect(tableStateReducer(empty, { type: 'filter', name: 'name', value: null })).toBe(empty);
    expect(tableStateReducer(empty, { type: 'filter', name: 'isActive', value: '' })).toBe(empty);
    expect(tableStateReducer(state, { type: 'filters', filters: { name: 'tern' } })).toBe(state);
    expect(tableStateReducer(state, { type: 'size', size: 10 })).toBe(state);
    const sorted = start({ page: 3, sort: { property: 'name', direction: 'ASC' } });
    expect(tableStateReducer(sorted, { type: 'sort', sort: { property: 'name', direction: 'ASC' } })).toBe(sorted);
  });

  it('changes only the page when paging', () => {
    const state = start({ filters: { name: 'tern', isActive: 'true' }, sort: { property: 'imo', direction: 'DESC' } });
    const next = tableStateReducer(state, { type: 'page', page: 2 });
    expect(next).toEqual({ ...state, page: 2 });
    expect(tableStateReducer(state, { type: 'page', page: -1 }).page).toBe(0);
  });

  it('resets the filters and returns paging to the given page (filter form RESET)', () => {
    const state = start({ page: 5, filters: { name: 'tern', isActive: 'false' } });
    const initial = { name: '', isActive: null };
    expect(tableStateReducer(state, { type: 'reset', initialFilters: initial })).toMatchObject({
      page: 0,
      filters: initial,
    });
    expect(tableStateReducer(state, { type: 'reset', initialFilters: initial, page: 1 }).page).toBe(1);
  });

  it('cycles a header between ascending, descending and no sort', () => {
    expect(nextSort(null, 'name')).toEqual({ property: 'name', direction: 'ASC' });
    expect(nextSort({ property: 'name', direction: 'ASC' }, 'name')).toEqual({ property: 'name', direction: 'DESC' });
    expect(nextSort({ property: 'name', direction: 'DESC' }, 'name')).toBeNull();
    expect(nextSort({ property: 'name', direction: 'DESC' }, 'imo')).toEqual({ property: 'imo', direction: 'ASC' });
  });

  it('builds the list query: page, size, property, direction and the non-empty filters only', () => {
    const state = start({
      page: 1,
      size: 25,
      sort: { property: 'name', direction: 'DESC' },
      filters: { name: '  tern ', isActive: null },
    });
    expect(toPageQuery(state)).toEqual({ page: 1, size: 25, property: 'name', direction: 'DESC', name: 'tern' });
    expect(toPageQuery(start())).toEqual({ page: 0, size: 10 });
  });

  it('pages a whole list locally with the same rules: filter, stable sort, then the page', () => {
    const rows = Array.from({ length: 23 }, (_, i) => ({ id: i + 1, name: `Vessel ${i + 1}`, active: i % 2 === 0 }));
    const paging = {
      matches: (r: (typeof rows)[number], f: Filters) => !f.isActive || String(r.active) === f.isActive,
      sortValues: { name: (r: (typeof rows)[number]) => r.name },
    };
    const all = pageLocally(rows, start({ page: 2 }), paging);
    expect(all.total).toBe(23);
    expect(all.items.map((r) => r.id)).toEqual([21, 22, 23]);
    // Natural order: "Vessel 10" after "Vessel 9"; descending reverses it.
    const desc = pageLocally(rows, start({ sort: { property: 'name', direction: 'DESC' } }), paging);
    expect(desc.items[0]?.name).toBe('Vessel 23');
    const active = pageLocally(rows, start({ filters: { name: '', isActive: 'true' } }), paging);
    expect(active.total).toBe(12);
  });

  it('knows the last page that holds rows', () => {
    expect(lastPage(0, 10)).toBe(0);
    expect(lastPage(10, 10)).toBe(0);
    expect(lastPage(11, 10)).toBe(1);
  });
});

describe('useTableState', () => {
  it('applies the page-reset rule through its setters and exposes the query', () => {
    const { result } = renderHook(() =>
      useTableState({
        filters: { name: '', isActive: null as string | null },
        sort: { property: 'name', direction: 'ASC' },
      }),
    );
    expect(result.current.query).toEqual({ page: 0, size: 10, property: 'name', direction: 'ASC' });
    act(() => result.current.setPage(3));
    expect(result.current.state.page).toBe(3);
    act(() => result.current.setFilter('isActive', 'true'));
    expect(result.current.state.page).toBe(0);
    expect(result.current.query).toMatchObject({ isActive: 'true', page: 0 });
    act(() => result.current.setPage(2));
    act(() => result.current.toggleSort('name'));
    expect(result.current.state).toMatchObject({ page: 0, sort: { property: 'name', direction: 'DESC' } });
    act(() => result.current.setPage(1));
    act(() => result.current.resetFilters());
    expect(result.current.state).toMatchObject({ page: 0, filters: { name: '', isActive: null } });
  });
});
