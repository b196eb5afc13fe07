import { z } from 'zod';
import { MAX_INT4 } from './fields';

/** Defaults of platform-core §9: tables start at page 0 with 10 rows. */
export const DEFAULT_PAGE_SIZE = 10;
export const DASHBOARD_PAGE_SIZE = 5;
export const ADMIN_DA_TOOL_PAGE_SIZE = 5;
export const MESSAGES_PAGE_SIZE = 14;
export const RULE_OPTIONS_PAGE_SIZE = 1000;
export const MAX_PAGE_SIZE = 1000;

/**
 * The buyer dashboard counts its matches only this far past the page's first row (issue 18: a count
 * that does not read what it need not). Its `total` is exact below that; at the limit it is a lower
 * bound, shown as "1,000+" (docs/decisions.md, "Issue 18, item 1").
 */
export const DASHBOARD_COUNT_AHEAD = 1000;
/** How many matching rows a dashboard page counts at most: the rows before the page, and DASHBOARD_COUNT_AHEAD + 1. */
export const dashboardCountLimit = (page: number, size: number) => page * size + DASHBOARD_COUNT_AHEAD + 1;
/** A dashboard total that reached its count limit: at least that many rows match. */
export const isCountCapped = (paged: { page: number; size: number; total: number }) =>
  paged.total >= dashboardCountLimit(paged.page, paged.size);
/** The total as a list shows it: "1,234", or "1,000+" when the count stopped at its limit. */
export const dashboardTotalLabel = (paged: { page: number; size: number; total: number }) =>
  isCountCapped(paged) ? `${(paged.total - 1).toLocaleString('en-GB')}+` : paged.total.toLocaleString('en-GB');

export const ZDirection = z.enum(['ASC', 'DESC', 'asc', 'desc']).transform((d) => d.toUpperCase() as 'ASC' | 'DESC');

/** Paging in a query string: page, size, property, direction (DESIGN §5). */
export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(0).max(MAX_INT4).default(0),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  property: z.string().max(64).optional(),
  direction: ZDirection.optional(),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

/** Filter entry (platform-core §3). */
export const ZFilterEntry = z.object({ name: z.string().max(64), value: z.unknown() });

/** Paging in a body: page, size, filter, order (operations §3). */
export const ZPageRequest = z.object({
  page: z.number().int().min(0).max(MAX_INT4).default(0),
  size: z.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  filter: z.record(z.string(), z.unknown()).optional(),
  order: z.object({ property: z.string().max(64), direction: ZDirection }).optional(),
});
export type TPageRequest = z.infer<typeof ZPageRequest>;

export const ZPaged = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number().int(),
    size: z.number().int(),
    total: z.number().int(),
  });
export interface TPaged<T> {
  items: T[];
  page: number;
  size: number;
  total: number;
}
