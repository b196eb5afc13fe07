import { DEFAULT_PAGE_SIZE } from '@portcall/contracts/paging';
import { useCallback, useMemo, useReducer, useState } from 'react';

/**
 * Table state of platform-core §3: page (from 0), size, sort property and direction, filters by
 * name. The rule of platform-core §9 lives here, once for every table: changing a filter, the sort
 * or the page size goes back to page 0, so a user never lands on an empty page 4 of a shorter list.
 */
export type SortDirection = 'ASC' | 'DESC';
export interface SortState {
  property: string;
  direction: SortDirection;
}

/** A filter value as it travels in a query string; '' and null mean "no filter". */
export type FilterValue = string | number | boolean | null;
export type TableFilters = Record<string, FilterValue>;

export interface TableState<F extends TableFilters = TableFilters> {
  page: number;
  size: number;
  sort: SortState | null;
  filters: F;
}

export type TableAction<F extends TableFilters = TableFilters> =
  | { type: 'page'; page: number }
  | { type: 'size'; size: number }
  | { type: 'sort'; sort: SortState | null }
  /** A click on a column header: ascending first, then descending, then back to no sort. */
  | { type: 'toggleSort'; property: string }
  | { type: 'filter'; name: keyof F & string; value: FilterValue }
  /** A filter form submitted as a whole. */
  | { type: 'filters'; filters: Partial<F> }
  /** A filter form's RESET: every filter back to its initial value, paging to the given page. */
  | { type: 'reset'; initialFilters: F; page?: number };

export const PAGE_SIZE_OPTIONS = [10, 25, 50] as const;

const isSameValue = (a: FilterValue | undefined, b: FilterValue | undefined) =>
  (a ?? null) === (b ?? null) || (isEmptyFilter(a) && isEmptyFilter(b));

export function isEmptyFilter(value: FilterValue | undefined): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

export function initialTableState<F extends TableFilters>(options: {
  filters: F;
  size?: number;
  sort?: SortState | null;
}): TableState<F> {
  return { page: 0, size: options.size ?? DEFAULT_PAGE_SIZE, sort: options.sort ?? null, filters: options.filters };
}

/** The next sort after a click on a column header. */
export function nextSort(current: SortState | null, property: string): SortState | null {
  if (current?.property !== property) return { property, direction: 'ASC' };
  return current.direction === 'ASC' ? { property, direction: 'DESC' } : null;
}

/**
 * Pure table-state transitions. An action that changes nothing answers the same object, so a
 * debounced search that settles on the text already applied does not move the user off their page.
 */
export function tableStateReducer<F extends TableFilters>(state: TableState<F>, action: TableAction<F>): TableState<F> {
  switch (action.type) {
    case 'page': {
      const page = Math.max(0, Math.floor(action.page));
      return page === state.page ? state : { ...state, page };
    }
    case 'size':
      return action.size === state.size ? state : { ...state, size: action.size, page: 0 };
    case 'sort': {
      const same = action.sort?.property === state.sort?.property && action.sort?.direction === state.sort?.direction;
      return same ? state : { ...state, sort: action.sort, page: 0 };
    }
    case 'toggleSort':
      return { ...state, sort: nextSort(state.sort, action.property), page: 0 };
    case 'filter':
      return isSameValue(state.filters[action.name], action.value)
        ? state
        : { ...state, filters: { ...state.filters, [action.name]: action.value }, page: 0 };
    case 'filters': {
      const changed = Object.entries(action.filters).some(
        ([name, value]) => !isSameValue(state.filters[name], value as FilterValue),
      );
      return changed ? { ...state, filters: { ...state.filters, ...action.filters }, page: 0 } : state;
    }
    case 'reset':
      return { ...state, filters: action.initialFilters, page: action.page ?? 0 };
  }
}

/** The query string of a paged list call: page, size, property, direction and the non-empty filters. */
export function toPageQuery<F extends TableFilters>(state: TableState<F>): Record<string, string | number | boolean> {
  const query: Record<string, string | number | boolean> = { page: state.page, size: state.size };
  if (state.sort) {
    query.property = state.sort.property;
    query.direction = state.sort.direction;
  }
  for (const [name, value] of Object.entries(state.filters)) {
    if (!isEmptyFilter(value)) query[name] = typeof value === 'string' ? value.trim() : (value as number | boolean);
  }
  return query;
}

export interface LocalPaging<T, F extends TableFilters> {
  /** Keeps a row when it matches the filters. */
  matches?: (row: T, filters: F) => boolean;
  /** The value each sortable property sorts by. */
  sortValues?: Record<string, (row: T) => string | number | boolean | null>;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function compareValues(a: string | number | boolean | null, b: string | number | boolean | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  if (typeof a === 'string' && typeof b === 'string') return collator.compare(a, b);
  return a < b ? -1 : 1;
}

/**
 * The same table rules over a list the server answers whole (the settings page's people and
 * billing companies): filter, then a stable sort, then the page.
 */
export function pageLocally<T, F extends TableFilters>(
  rows: readonly T[],
  state: TableState<F>,
  paging: LocalPaging<T, F> = {},
): { items: T[]; total: number } {
  const matches = paging.matches;
  const filtered = matches ? rows.filter((row) => matches(row, state.filters)) : [...rows];
  const sortValue = state.sort ? paging.sortValues?.[state.sort.property] : undefined;
  if (state.sort && sortValue) {
    const factor = state.sort.direction === 'ASC' ? 1 : -1;
    filtered.sort((a, b) => factor * compareValues(sortValue(a), sortValue(b)));
  }
  const start = state.page * state.size;
  return { items: filtered.slice(start, start + state.size), total: filtered.length };
}

/** The last page that holds rows (0 for an empty list). */
export function lastPage(total: number, size: number): number {
  return Math.max(0, Math.ceil(total / size) - 1);
}

export interface TableController<F extends TableFilters = TableFilters> {
  state: TableState<F>;
  setPage: (page: number) => void;
  setSize: (size: number) => void;
  setSort: (sort: SortState | null) => void;
  toggleSort: (property: string) => void;
  setFilter: (name: keyof F & string, value: FilterValue) => void;
  setFilters: (filters: Partial<F>) => void;
  resetFilters: (page?: number) => void;
  /**
   * A filter differs from its initial value: what "Clear filters" would undo. A table that opens on
   * a chosen filter (a queue's status) is not filtered by the user until it changes that.
   */
  isFiltered: boolean;
  /** The list call's query string for the current state. */
  query: Record<string, string | number | boolean>;
}

/** Table state for one table: page 0, size 10 by default, with the page-reset rule built in. */
export function useTableState<F extends TableFilters>(options: {
  filters: F;
  size?: number;
  sort?: SortState | null;
}): TableController<F> {
  // The options are read once, like useState's initial value.
  const [state, dispatch] = useReducer(tableStateReducer<F>, options, initialTableState<F>);
  const [initialFilters] = useState(options.filters);
  const setPage = useCallback((page: number) => dispatch({ type: 'page', page }), []);
  const setSize = useCallback((size: number) => dispatch({ type: 'size', size }), []);
  const setSort = useCallback((sort: SortState | null) => dispatch({ type: 'sort', sort }), []);
  const toggleSort = useCallback((property: string) => dispatch({ type: 'toggleSort', property }), []);
  const setFilter = useCallback(
    (name: keyof F & string, value: FilterValue) => dispatch({ type: 'filter', name, value }),
    [],
  );
  const setFilters = useCallback((filters: Partial<F>) => dispatch({ type: 'filters', filters }), []);
  const resetFilters = useCallback(
    (page?: number) => dispatch({ type: 'reset', initialFilters, page }),
    [initialFilters],
  );
  const query = useMemo(() => toPageQuery(state), [state]);
  const isFiltered = Object.keys(state.filters).some((name) => !isSameValue(state.filters[name], initialFilters[name]));
  return { state, setPage, setSize, setSort, toggleSort, setFilter, setFilters, resetFilters, isFiltered, query };
}
