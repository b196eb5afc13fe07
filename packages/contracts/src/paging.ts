import { z } from 'zod';
import { MAX_INT4 } from './fields';

/** Defaults of platform-core §9: tables start at page 0 with 10 rows. */
export const DEFAULT_PAGE_SIZE = 10;
export const DASHBOARD_PAGE_SIZE = 5;
export const ADMIN_DA_TOOL_PAGE_SIZE = 5;
export const MESSAGES_PAGE_SIZE = 14;
export const RULE_OPTIONS_PAGE_SIZE = 1000;
export const MAX_PAGE_SIZE = 1000;

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
