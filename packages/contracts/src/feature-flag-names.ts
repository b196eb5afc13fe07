/** Feature flags (platform-core §3) by name; no zod, the web reads them on every page. */
export const featureFlagNames = ['MAINTENANCE_MODE', 'COOKIE_CONSENT'] as const;
