import {
  DEFAULT_DASHBOARD_GROUPING,
  dashboardFilterNames,
  type TDashboardFilterName,
  type TDashboardGrouping,
} from '@portcall/contracts/dashboard';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { storageKey } from '../../../lib/storage';
import type { FilterValue, SortState } from '../../../ui/table-state';

export type DashboardFilters = Record<TDashboardFilterName, FilterValue>;

export const emptyDashboardFilters = (): DashboardFilters =>
  Object.fromEntries(dashboardFilterNames.map((name) => [name, null])) as DashboardFilters;

/** What the side drawer shows (operations §2): an appointment, a port call, a voyage. */
export interface DrawerTarget {
  appointmentId: number | null;
  portCallId: number | null;
  voyageNumber: string | null;
}

interface DashboardState {
  grouping: TDashboardGrouping;
  filters: DashboardFilters;
  sort: SortState | null;
  drawer: DrawerTarget;
  setGrouping: (grouping: TDashboardGrouping) => void;
  /** Remembers the table's filters and sort as the user leaves them. */
  remember: (filters: DashboardFilters, sort: SortState | null) => void;
  openDrawer: (target: Partial<DrawerTarget>) => void;
}

/** Local persistence covers the buyer dashboard, state version 1 (operations §9). */
export const DASHBOARD_STATE_VERSION = 1;

export const useDashboardStore = create<DashboardState>()(
  persist(
    (set) => ({
      grouping: DEFAULT_DASHBOARD_GROUPING,
      filters: emptyDashboardFilters(),
      sort: null,
      drawer: { appointmentId: null, portCallId: null, voyageNumber: null },
      setGrouping: (grouping) => set({ grouping }),
      remember: (filters, sort) => set({ filters, sort }),
      openDrawer: (target) => set({ drawer: { appointmentId: null, portCallId: null, voyageNumber: null, ...target } }),
    }),
    {
      name: storageKey('buyer-dashboard'),
      version: DASHBOARD_STATE_VERSION,
      storage: createJSONStorage(() => localStorage),
      // The drawer is about the moment; the grouping, filters and sort are what a user comes back to.
      partialize: (s) => ({ grouping: s.grouping, filters: s.filters, sort: s.sort }),
      // A stored state of another shape (an older version) starts from the defaults, filter by filter.
      merge: (persisted, current) => {
        const p = (persisted ?? {}) as Partial<DashboardState>;
        return {
          ...current,
          grouping: p.grouping ?? current.grouping,
          filters: { ...current.filters, ...(p.filters ?? {}) },
          sort: p.sort ?? null,
        };
      },
    },
  ),
);
