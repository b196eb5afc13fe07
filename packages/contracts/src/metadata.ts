import { z } from 'zod';
import { MAX_INT4, ZId, ZOptionalText, ZRequiredText } from './fields';
import { messages } from './messages';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, ZDirection } from './paging';

/**
 * Admin console, Metadata (platform-core §2 "metadata", ADMIN_METADATA): the reference lists an
 * administrator keeps. A row in use is deactivated, never deleted; every change is in the audit log.
 */

/** The editable lists, by the name in the path (`admin/metadata/{list}`). */
export const metadataLists = [
  'expense-categories',
  'expense-items',
  'activity-types',
  'terminals',
  'berths',
  'discrepancy-reasons',
  'agent-types',
  'vendor-types',
  'voyage-types',
  'segments',
  'accounting-code-application-types',
  'verification-discount-types',
  'verification-discrepancy-types',
  'port-mapping-types',
  'logo-types',
] as const;
export const ZMetadataList = z.enum(metadataLists, { error: messages.INVALID_VALUE });
export type TMetadataList = z.infer<typeof ZMetadataList>;

/** What a list's rows hang under: a port's terminals, a terminal's berths, a section's categories... */
export const metadataParents: Partial<Record<TMetadataList, 'port' | 'terminal' | 'section' | 'category'>> = {
  terminals: 'port',
  berths: 'terminal',
  'expense-categories': 'section',
  'expense-items': 'category',
};
/** Lists whose rows carry a code (the name other systems and the reference files know them by). */
export const isCodedList = (list: TMetadataList) => !['terminals', 'berths', 'expense-categories'].includes(list);

export const metadataSortProperties = ['name', 'code', 'position', 'isActive'] as const;

export const ZMetadataListRequest = z.strictObject({
  page: z.number().int().min(0).max(MAX_INT4).default(0),
  size: z.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  filter: z
    .strictObject({
      text: z.string().trim().max(100).optional(),
      isActive: z.boolean().optional(),
      parentId: ZId.optional(),
    })
    .optional(),
  order: z.strictObject({ property: z.enum(metadataSortProperties), direction: ZDirection }).optional(),
});
export type TMetadataListRequest = z.input<typeof ZMetadataListRequest>;

export const ZMetadataRow = z.object({
  id: z.number(),
  code: z.string().nullable(),
  name: z.string(),
  position: z.number(),
  isActive: z.boolean(),
  parentId: z.number().nullable(),
  parentName: z.string().nullable(),
  /** Expense items: the usual charging basis and notes. */
  unit: z.string().nullable(),
  notes: z.string().nullable(),
  /** Activity types: offered by the cost estimators. */
  isEstimationActive: z.boolean().nullable(),
  /** Another row points at it: it can be deactivated, not deleted. */
  isInUse: z.boolean(),
  editedAt: z.string().nullable(),
});
export type TMetadataRow = z.infer<typeof ZMetadataRow>;

/** Create (no id) or edit a row. The code is set once, at creation; the parent cannot move. */
export const ZMetadataSave = z.strictObject({
  id: ZId.optional(),
  code: z
    .string()
    .trim()
    .regex(/^[A-Z0-9][A-Z0-9_]{0,63}$/, messages.INVALID_CODE)
    .optional(),
  name: ZRequiredText(200),
  parentId: ZId.optional(),
  unit: ZOptionalText(100),
  notes: ZOptionalText(1000).nullable(),
  isEstimationActive: z.boolean().optional(),
  isActive: z.boolean().optional(),
  position: z.number().int().min(0).max(MAX_INT4).optional(),
});
export type TMetadataSave = z.infer<typeof ZMetadataSave>;

/** One change of a row, newest first: who, when, what it was and became. */
export const ZMetadataHistoryItem = z.object({
  id: z.number(),
  at: z.string(),
  profileId: z.number().nullable(),
  profileName: z.string().nullable(),
  action: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type TMetadataHistoryItem = z.infer<typeof ZMetadataHistoryItem>;
