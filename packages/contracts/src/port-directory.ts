import { z } from 'zod';
import { MAX_INT4, ZId, ZOptionalText, ZRequiredText } from './fields';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, ZPaged } from './paging';

/**
 * The port directory (platform-core §1/§2 port-directory, §6 PORT_DIRECTORY_VIEW; operations §2, §3
 * "Harbor complex response", §7 "Port directory") and the admin port analysis (operations §7
 * "Port analysis service") that edits what the directory shows.
 */

/** Segments of reference data (server/seed/reference/segments.csv), the harbor complex's vessel-type filter. */
export const PORT_SEGMENTS = {
  DRY_BULK: 'Dry bulk',
  TANKER: 'Tanker',
  GAS: 'Gas',
  CONTAINER: 'Container',
  GENERAL_CARGO: 'General cargo',
  RO_RO: 'Ro-ro and car carriers',
  PASSENGER: 'Passenger and cruise',
  OFFSHORE: 'Offshore',
  SERVICE: 'Harbour and service craft',
  FISHING: 'Fishing',
  OTHER: 'Other',
} as const;
export type TPortSegment = keyof typeof PORT_SEGMENTS;
export const ZPortSegment = z.enum(Object.keys(PORT_SEGMENTS) as [TPortSegment, ...TPortSegment[]]);

/** Cargoes a terminal handles (docs/decisions.md "Port directory"). */
export const PORT_CARGOS = {
  CRUDE_OIL: 'Crude oil',
  OIL_PRODUCTS: 'Oil products',
  CHEMICALS: 'Chemicals',
  LNG: 'LNG',
  LPG: 'LPG',
  CONTAINERS: 'Containers',
  GRAIN: 'Grain',
  COAL: 'Coal',
  IRON_ORE: 'Iron ore',
  STEEL: 'Steel',
  FERTILISERS: 'Fertilisers',
  CEMENT: 'Cement',
  VEHICLES: 'Vehicles',
  PASSENGERS: 'Passengers',
  GENERAL: 'General cargo',
} as const;
export type TPortCargo = keyof typeof PORT_CARGOS;
export const ZPortCargo = z.enum(Object.keys(PORT_CARGOS) as [TPortCargo, ...TPortCargo[]]);

/** Facilities of a port or terminal. */
export const PORT_FACILITIES = {
  DRYDOCK: 'Drydock',
  REPAIRS: 'Ship repairs',
  BUNKERS: 'Bunkers',
  FRESH_WATER: 'Fresh water',
  CRANES: 'Cranes',
  TUGS: 'Tugs',
  PILOTAGE: 'Pilotage',
  WASTE_RECEPTION: 'Waste reception',
  PROVISIONS: 'Provisions',
  CREW_CHANGE: 'Crew change',
} as const;
export type TPortFacility = keyof typeof PORT_FACILITIES;
export const ZPortFacility = z.enum(Object.keys(PORT_FACILITIES) as [TPortFacility, ...TPortFacility[]]);

/** World Port Index harbour sizes as stored on a port. */
export const HARBOR_SIZES = ['Large', 'Medium', 'Small', 'Very Small'] as const;
export const ZHarborSize = z.enum(HARBOR_SIZES);
export type THarborSize = z.infer<typeof ZHarborSize>;

const ZQueryId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** The structured filters of a directory search: what the table's filters and the prompt's chips set. */
export const ZPortDirectoryFilters = z.strictObject({
  name: ZOptionalText(100),
  countryId: ZQueryId.optional(),
  segment: ZPortSegment.optional(),
  cargo: ZPortCargo.optional(),
  facility: ZPortFacility.optional(),
  harborSize: ZHarborSize.optional(),
});
export type TPortDirectoryFilters = z.output<typeof ZPortDirectoryFilters>;

/** GET port-directory/search: the filters plus the shared paging (page 0, size 10). */
export const ZPortDirectoryQuery = ZPortDirectoryFilters.extend({
  page: z.coerce.number().int().min(0).max(MAX_INT4).default(0),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type TPortDirectoryQuery = z.output<typeof ZPortDirectoryQuery>;

export const ZNamedCountry = z.object({ id: z.number(), name: z.string(), alpha2: z.string() });
export type TCountryRef = z.infer<typeof ZNamedCountry>;

export const ZPortDirectoryRow = z.object({
  id: z.number(),
  name: z.string(),
  unlocode: z.string(),
  country: ZNamedCountry,
  harborSize: z.string().nullable(),
  segments: z.array(ZPortSegment),
  facilities: z.array(ZPortFacility),
  supplierCount: z.number().int(),
});
export type TPortDirectoryRow = z.infer<typeof ZPortDirectoryRow>;
export const ZPortDirectoryPage = ZPaged(ZPortDirectoryRow);
export type TPortDirectoryPage = z.infer<typeof ZPortDirectoryPage>;

/** POST ai/port/search: the body is the prompt text (text/plain or a JSON string), or `{ prompt }`. */
export const PROMPT_MAX_LENGTH = 300;
export const ZPortPromptText = z
  .string()
  .trim()
  .min(1, 'Please describe the ports you are looking for')
  .max(PROMPT_MAX_LENGTH, `Maximum ${PROMPT_MAX_LENGTH} characters are allowed!`);
export const ZPortPrompt = z.union([
  ZPortPromptText,
  z.strictObject({ prompt: ZPortPromptText }).transform((body) => body.prompt),
]);

export const UNDERSTOOD_KINDS = ['segment', 'country', 'cargo', 'facility', 'harborSize', 'name'] as const;
export const ZUnderstoodKind = z.enum(UNDERSTOOD_KINDS);
export type TUnderstoodKind = z.infer<typeof ZUnderstoodKind>;

/** One filter the parser understood: which words of the prompt gave it, and what it means. */
export const ZUnderstoodFilter = z.object({
  kind: ZUnderstoodKind,
  /** The filter's value as the search takes it (a code, a country id as text, a name). */
  value: z.string(),
  label: z.string(),
  /** The words of the prompt it was read from. */
  text: z.string(),
});
export type TUnderstoodFilter = z.infer<typeof ZUnderstoodFilter>;

export const ZPortPromptAnswer = z.object({
  prompt: z.string(),
  filters: ZPortDirectoryFilters,
  understood: z.array(ZUnderstoodFilter),
  /** Words neither the vocabulary nor a port name explained. */
  unknownWords: z.array(z.string()),
  result: ZPortDirectoryPage,
});
export type TPortPromptAnswer = z.infer<typeof ZPortPromptAnswer>;

export const ZPortIdParam = z.strictObject({ portId: ZId });
export const ZPortNameParam = z.strictObject({ portName: z.string().trim().min(1).max(100) });

/** GET port-directory/header/port/{portId}. */
export const ZPortHeader = z.object({
  id: z.number(),
  name: z.string(),
  unlocode: z.string(),
  country: ZNamedCountry,
  subdivision: z.string().nullable(),
  harborSize: z.string().nullable(),
  timezoneId: z.string().nullable(),
  /** The port's local time now (HH:mm), when its time zone is known. */
  localTime: z.string().nullable(),
});
export type TPortHeader = z.infer<typeof ZPortHeader>;

/** UN/LOCODE function positions (UN/ECE Rec. 16) decoded. */
export const PORT_FUNCTIONS = ['PORT', 'RAIL', 'ROAD', 'AIRPORT', 'POSTAL', 'MULTIMODAL', 'FIXED_TRANSPORT'] as const;
export const ZPortFunction = z.enum(PORT_FUNCTIONS);

/** GET port-directory/port-information/port/{portId}. */
export const ZPortInformation = z.object({
  id: z.number(),
  name: z.string(),
  nameAscii: z.string(),
  unlocode: z.string(),
  country: ZNamedCountry,
  subdivision: z.string().nullable(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  timezoneId: z.string().nullable(),
  harborSize: z.string().nullable(),
  functions: z.array(ZPortFunction),
  isActive: z.boolean(),
  terminalCount: z.number().int(),
});
export type TPortInformation = z.infer<typeof ZPortInformation>;

export const ADDITIONAL_INFORMATION_MAX = 4000;

/** GET port-directory/port-information/port/{portId}/additional-information. */
export const ZPortAdditionalInformation = z.object({
  portId: z.number(),
  text: z.string().nullable(),
  maxDraftMeters: z.string().nullable(),
  maxLoaMeters: z.string().nullable(),
  isPilotageCompulsory: z.boolean().nullable(),
  workingHours: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type TPortAdditionalInformation = z.infer<typeof ZPortAdditionalInformation>;

/** GET port-directory/supplier/port/{portId}: agents and vendors serving the port. */
export const ZPortSupplier = z.object({
  id: z.number(),
  name: z.string(),
  type: z.enum(['AGENT', 'VENDOR']),
  city: z.string().nullable(),
  country: z.string().nullable(),
  siteUrl: z.string().nullable(),
  isWorldwide: z.boolean(),
});
export type TPortSupplier = z.infer<typeof ZPortSupplier>;
export const ZPortSuppliers = z.array(ZPortSupplier);

/** A terminal or anchorage of the harbor complex, with its reference coordinates. */
export const ZHarborComplexPlace = z.object({
  id: z.number(),
  name: z.string(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  segments: z.array(ZPortSegment),
  cargos: z.array(ZPortCargo),
  facilities: z.array(ZPortFacility),
  maxDraftMeters: z.string().nullable(),
});
export type THarborComplexPlace = z.infer<typeof ZHarborComplexPlace>;

/** operations §3: every list defaults to empty. */
export const ZHarborComplex = z.object({
  segments: z.array(ZPortSegment).default([]),
  cargos: z.array(ZPortCargo).default([]),
  facilities: z.array(ZPortFacility).default([]),
  harborComplexTerminals: z.array(ZHarborComplexPlace).default([]),
  harborComplexAnchorages: z.array(ZHarborComplexPlace).default([]),
});
export type THarborComplex = z.infer<typeof ZHarborComplex>;

/** GET harbor-complex/port/{portId}?segment&cargo&facility: the places narrowed by the filters. */
export const ZHarborComplexQuery = z.strictObject({
  segment: ZPortSegment.optional(),
  cargo: ZPortCargo.optional(),
  facility: ZPortFacility.optional(),
});

/** GET port-directory/overview/port/{portId}: the port page in one answer (header, counts, map points). */
export const ZPortOverview = z.object({
  header: ZPortHeader,
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  supplierCount: z.number().int(),
  terminalCount: z.number().int(),
  anchorageCount: z.number().int(),
  segments: z.array(ZPortSegment),
  facilities: z.array(ZPortFacility),
  isAvailableInPce: z.boolean(),
  /** Ports within 50 km, nearest first. */
  nearbyPorts: z.array(z.object({ id: z.number(), name: z.string(), unlocode: z.string(), distanceKm: z.number() })),
});
export type TPortOverview = z.infer<typeof ZPortOverview>;

/** GET port-directory/port/{portName}: ports by name (a prefix of any word, or a UN/LOCODE). */
export const ZPortsByName = z.array(ZPortDirectoryRow);

/** Metres with at most two decimals ('14.50'), as text: a draught is never a float on the wire. */
export const ZMeters = z
  .string()
  .trim()
  .regex(/^\d{1,3}(\.\d{1,2})?$/, 'Please insert metres with at most 2 decimals (up to 999.99)');

const codesOf = <T extends z.ZodType>(code: T) =>
  z
    .array(code)
    .max(20)
    .transform((list) => [...new Set(list)] as Array<z.output<T>>);

export const ZHarborComplexPlaceInput = z.strictObject({
  id: ZId.optional(),
  name: ZRequiredText(120),
  lat: z.number().min(-90).max(90).nullable().default(null),
  lon: z.number().min(-180).max(180).nullable().default(null),
  segments: codesOf(ZPortSegment).default([]),
  cargos: codesOf(ZPortCargo).default([]),
  facilities: codesOf(ZPortFacility).default([]),
  maxDraftMeters: ZMeters.nullable().default(null),
});
export type THarborComplexPlaceInput = z.input<typeof ZHarborComplexPlaceInput>;

const uniqueNames = (places: Array<{ name: string }>) =>
  new Set(places.map((p) => p.name.toLowerCase())).size === places.length;

/** POST port (port analysis): what the directory shows of a port, saved as a whole. */
export const ZSavePortDetails = z.strictObject({
  portId: ZId,
  additionalInformation: z
    .string()
    .trim()
    .max(ADDITIONAL_INFORMATION_MAX, `Maximum ${ADDITIONAL_INFORMATION_MAX} characters are allowed!`)
    .nullable()
    .default(null),
  maxDraftMeters: ZMeters.nullable().default(null),
  maxLoaMeters: ZMeters.nullable().default(null),
  isPilotageCompulsory: z.boolean().nullable().default(null),
  workingHours: z.string().trim().max(100, 'Maximum 100 characters are allowed!').nullable().default(null),
  facilities: codesOf(ZPortFacility).default([]),
  terminals: z
    .array(ZHarborComplexPlaceInput)
    .max(100)
    .refine(uniqueNames, 'Two terminals have the same name')
    .default([]),
  anchorages: z
    .array(ZHarborComplexPlaceInput)
    .max(100)
    .refine(uniqueNames, 'Two anchorages have the same name')
    .default([]),
});
export type TSavePortDetails = z.output<typeof ZSavePortDetails>;
export type TSavePortDetailsInput = z.input<typeof ZSavePortDetails>;
