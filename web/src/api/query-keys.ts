/**
 * One key factory for every cached query, so a mutation invalidates exactly what it changed.
 * The reference-data keys are the spec's cached keys (platform-core §9).
 */
export const queryKeys = {
  featureFlags: (userId: number | null) => ['feature-flags', userId ?? 'anonymous'] as const,
  claims: () => ['auth', 'claims'] as const,
  company: () => ['account', 'company'] as const,
  refData: {
    portMappingTypes: () => ['port-mapping-types'] as const,
    vesselSizes: () => ['vessel-sizes'] as const,
    vesselTypes: () => ['vessel-types'] as const,
    phonePrefixes: () => ['phone-prefixes'] as const,
    countries: () => ['ref', 'countries'] as const,
    countriesFilter: (filter: string) => ['ref', 'countries', 'filter', filter] as const,
    portsFilter: (filter: string) => ['ref', 'ports', 'filter', filter] as const,
    agentTypes: () => ['ref', 'agent-types'] as const,
    vendorTypes: () => ['ref', 'vendor-types'] as const,
  },
} as const;

/** Reference data that never changes while the app is open: fetched once, kept for the session. */
export const cachedReferenceKeys = [
  queryKeys.refData.portMappingTypes(),
  queryKeys.refData.vesselSizes(),
  queryKeys.refData.vesselTypes(),
  queryKeys.refData.phonePrefixes(),
] as const;
