import { z } from 'zod';
import { ZId, ZRequiredText } from './fields';
import {
  ZHarborComplex,
  ZNamedCountry,
  ZPortAdditionalInformation,
  ZPortDirectoryRow,
  ZPortFacility,
  ZPortInformation,
} from './port-directory';

/**
 * Port analysis (operations §7 "Port analysis service", admin ADMIN_PORT_ANALYSIS, base /port-analysis)
 * and the admin estimation-api section (port code mappings, API keys). A "location" is a port: the
 * unit estimation formulas are written for (operations §3 estimation `locations`).
 */

export const ZCountryListQuery = z.strictObject({ name: z.string().trim().max(100).optional() });
export const ZCountryList = z.array(ZNamedCountry);

export const ZLocationSearchQuery = z.strictObject({ location: z.string().trim().max(100).default('') });
export const LOCATION_TYPES = ['country', 'port', 'terminal', 'anchorage'] as const;
export const ZLocationType = z.enum(LOCATION_TYPES);

export const ZLocation = z.object({
  id: z.number(),
  type: z.literal('PORT'),
  name: z.string(),
  unlocode: z.string(),
  country: ZNamedCountry,
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  timezoneId: z.string().nullable(),
  isAvailableInPce: z.boolean(),
});
export type TLocation = z.infer<typeof ZLocation>;
export const ZLocations = z.array(ZLocation);

export const ZIdParam = z.strictObject({ id: ZId });
export const ZTypedIdParams = z.strictObject({ type: ZLocationType, id: ZId });

/** GET location/{id}/related-data: what hangs on a port. */
export const ZLocationRelatedData = z.object({
  location: ZLocation,
  referenceTerminals: z.array(z.object({ id: z.number(), name: z.string() })),
  harborComplex: ZHarborComplex,
  nearbyPorts: z.array(z.object({ id: z.number(), name: z.string(), unlocode: z.string(), distanceKm: z.number() })),
  codeMappings: z.array(z.object({ id: z.number(), mappingType: z.string(), externalCode: z.string() })),
});
export type TLocationRelatedData = z.infer<typeof ZLocationRelatedData>;

/** GET {type}/{id}/location-data: where an entity of the given type lies. */
export const ZLocationData = z.object({
  type: ZLocationType,
  id: z.number(),
  name: z.string(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  portId: z.number().nullable(),
  countryId: z.number(),
  /** For a country: the box around its ports with coordinates. */
  bounds: z.object({ minLat: z.number(), minLon: z.number(), maxLat: z.number(), maxLon: z.number() }).nullable(),
});
export type TLocationData = z.infer<typeof ZLocationData>;

export const ZPortSearchQuery = z.strictObject({ portName: z.string().trim().max(100).default('') });
export const ZPortSearchList = z.array(ZPortDirectoryRow);

/** GET port/{id} and the answer of POST port. */
export const ZAnalysedPort = z.object({
  information: ZPortInformation,
  additional: ZPortAdditionalInformation,
  harborComplex: ZHarborComplex,
  /** Facilities of the port itself (not of one of its places). */
  ownFacilities: z.array(ZPortFacility),
  isAvailableInPce: z.boolean(),
});
export type TAnalysedPort = z.infer<typeof ZAnalysedPort>;

export const ZAvailableInPceQuery = z.strictObject({
  state: z.enum(['true', 'false'], { error: 'Please choose true or false' }).transform((s) => s === 'true'),
});
export const ZAvailableInPce = z.object({ portId: z.number(), isAvailableInPce: z.boolean() });

// ---------- estimation-api (admin) ----------

export const ZPortCodeMapping = z.object({
  id: z.number(),
  mappingType: z.object({ id: z.number(), code: z.string(), name: z.string() }),
  externalCode: z.string(),
  port: z.object({ id: z.number(), name: z.string(), unlocode: z.string() }),
  createdAt: z.string(),
});
export type TPortCodeMapping = z.infer<typeof ZPortCodeMapping>;
export const ZPortCodeMappings = z.array(ZPortCodeMapping);

export const ZCreatePortCodeMapping = z.strictObject({
  mappingTypeId: ZId,
  externalCode: z
    .string({ error: 'This field is required' })
    .trim()
    .min(1, 'This field is required')
    .max(40, 'Maximum 40 characters are allowed!')
    .regex(/^[A-Za-z0-9._:/-]+$/, 'Letters, digits and . _ : / - only'),
  portId: ZId,
});
export type TCreatePortCodeMapping = z.infer<typeof ZCreatePortCodeMapping>;

export const ZApiKey = z.object({
  id: z.number(),
  name: z.string(),
  prefix: z.string(),
  requestsPerMinute: z.number().int(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type TApiKey = z.infer<typeof ZApiKey>;
export const ZApiKeys = z.array(ZApiKey);

export const ZCreateApiKey = z.strictObject({
  name: ZRequiredText(80),
  requestsPerMinute: z.number().int().min(1, 'At least 1').max(6000, 'At most 6000').default(60),
});
export type TCreateApiKey = z.input<typeof ZCreateApiKey>;
/** The key itself is in this answer only: it is stored hashed and never shown again. */
export const ZCreatedApiKey = ZApiKey.extend({ key: z.string() });
export type TCreatedApiKey = z.infer<typeof ZCreatedApiKey>;

/** The header an external system sends its key in. */
export const API_KEY_HEADER = 'x-api-key';
