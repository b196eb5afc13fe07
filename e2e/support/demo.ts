/** The demo profiles the seed creates (one password for all) and where each lands after login. */
export const DEMO_PASSWORD = 'Portcall2026';

export const demoProfiles = [
  { username: 'manager@nordic-bulk.example', kind: 'buyer manager', landing: '/secured/buyer/dashboard/port-calls' },
  { username: 'deputy@nordic-bulk.example', kind: 'buyer deputy', landing: '/secured/buyer/dashboard/port-calls' },
  // DA_TOOL but no DA_DASHBOARD product: the next module in the landing order.
  { username: 'user@nordic-bulk.example', kind: 'buyer user', landing: '/secured/buyer/da-tool' },
  { username: 'agent@aegean-agency.example', kind: 'agent', landing: '/secured/agent/da-tool' },
  { username: 'vendor@harbour-supply.example', kind: 'vendor', landing: '/secured/vendor/da-tool' },
  { username: 'admin@portcall.example', kind: 'admin', landing: '/secured/admin' },
] as const;

export const ADMIN_USERNAME = 'admin@portcall.example';
