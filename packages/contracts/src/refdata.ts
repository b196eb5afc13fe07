import { z } from 'zod';
import { ZId, ZOption } from './fields';

/**
 * Reference data answers (platform-core §7, operations §7 "Reference data"). Lists that feed a
 * select are options (label = name, value = id as text) with a few extra fields where a screen
 * needs them; single rows a screen shows (a port, a country) are plain objects.
 */

/** Async selects search from this many characters on ('Insert text to search!' below it). */
export const REF_FILTER_MIN_LENGTH = 2;
/** At most this many options come back from a filter lookup. */
export const REF_FILTER_LIMIT = 20;

export const EXPENSE_SECTIONS = ['PORT_EXPENSES', 'AGENCY_EXPENSES', 'HUSBANDRY_EXPENSES'] as const;
export const ZExpenseSectionCode = z.enum(EXPENSE_SECTIONS);
export type TExpenseSectionCode = z.infer<typeof ZExpenseSectionCode>;

export const ZNoQuery = z.strictObject({});
export const ZIdParams = z.strictObject({ id: ZId });
export const ZPortIdParams = z.strictObject({ portId: ZId });
export const ZTerminalIdParams = z.strictObject({ terminalId: ZId });

/** Text of an async select; `text` and `name` are accepted aliases of `filter`. */
export const ZRefFilterQuery = z.strictObject({
  filter: z.string().max(100).optional(),
  text: z.string().max(100).optional(),
  name: z.string().max(100).optional(),
});
export type TRefFilterQuery = z.infer<typeof ZRefFilterQuery>;

/**
 * A port search. `isAvailableInPce=true` keeps the ports the port cost estimator offers (operations
 * §4: set by port analysis), so the estimator's picker does not offer ports it then refuses.
 */
export const ZPortFilterQuery = ZRefFilterQuery.extend({
  isAvailableInPce: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export type TPortFilterQuery = z.infer<typeof ZPortFilterQuery>;

export const ZCatalogueQuery = z.strictObject({ section: ZExpenseSectionCode.optional() });

/** A row of a fixed code list (agent types, voyage types, discrepancy reasons...). */
export const ZCodeOption = ZOption.extend({ code: z.string() });
export type TCodeOption = z.infer<typeof ZCodeOption>;

export const ZCountryOption = ZOption.extend({ alpha2: z.string() });
export type TCountryOption = z.infer<typeof ZCountryOption>;

export const ZCountry = z.object({
  id: z.number(),
  name: z.string(),
  alpha2: z.string(),
  alpha3: z.string().nullable(),
  continent: z.object({ id: z.number(), code: z.string(), name: z.string() }).nullable(),
  phonePrefixes: z.array(z.string()),
  capital: z.string().nullable(),
  currencies: z.array(z.string()),
});
export type TCountry = z.infer<typeof ZCountry>;

/** label is the bare name; `+30 Greece` is built by the select from prefix and label. */
export const ZPhonePrefixOption = ZOption.extend({ prefix: z.string(), countryId: z.number() });
export type TPhonePrefixOption = z.infer<typeof ZPhonePrefixOption>;

/** label is the ISO code, the word people read on a DA; name is the ISO name. */
export const ZCurrencyOption = ZOption.extend({
  code: z.string(),
  name: z.string(),
  minorUnits: z.number().int(),
  symbol: z.string().nullable(),
});
export type TCurrencyOption = z.infer<typeof ZCurrencyOption>;

/** Port names repeat across countries, so the option carries what tells them apart. */
export const ZPortOption = ZOption.extend({ unlocode: z.string(), countryAlpha2: z.string() });
export type TPortOption = z.infer<typeof ZPortOption>;

export const ZPort = z.object({
  id: z.number(),
  name: z.string(),
  unlocode: z.string(),
  country: z.object({ id: z.number(), name: z.string(), alpha2: z.string() }),
  timezoneId: z.string().nullable(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
});
export type TPort = z.infer<typeof ZPort>;

/** Ordered by list position (platform-core §9). */
export const ZActivityType = ZCodeOption.extend({
  position: z.number().int(),
  isActive: z.boolean(),
  isEstimationActive: z.boolean(),
});
export type TActivityType = z.infer<typeof ZActivityType>;

export const ZVesselType = ZCodeOption.extend({ segmentCode: z.string() });
export type TVesselType = z.infer<typeof ZVesselType>;

/** Size class; capacity bounds are in m3, TEU or CEU for gas, container and car carriers. */
export const ZVesselSize = ZOption.extend({
  vesselTypeCode: z.string(),
  minDwt: z.number().int(),
  maxDwt: z.number().int(),
  capacityUnit: z.string().nullable(),
  minCapacity: z.number().int().nullable(),
  maxCapacity: z.number().int().nullable(),
});
export type TVesselSize = z.infer<typeof ZVesselSize>;

export const ZExpenseCategory = ZOption.extend({
  sectionCode: ZExpenseSectionCode,
  position: z.number().int(),
});
export type TExpenseCategory = z.infer<typeof ZExpenseCategory>;

export const ZExpenseCatalogueItem = ZCodeOption.extend({
  sectionCode: ZExpenseSectionCode,
  categoryId: z.number(),
  categoryName: z.string(),
  /** The usual charging basis (per GT, per tug, lump sum...), not a tariff. */
  unit: z.string(),
  position: z.number().int(),
});
export type TExpenseCatalogueItem = z.infer<typeof ZExpenseCatalogueItem>;

export const ZIntegrationConfig = ZCodeOption.extend({
  description: z.string().nullable(),
  isEnabled: z.boolean(),
});
export type TIntegrationConfig = z.infer<typeof ZIntegrationConfig>;

export const ZOptions = z.array(ZOption);
export const ZCodeOptions = z.array(ZCodeOption);
