import {
  type AccessHolder,
  buyerExtraModules,
  buyerModules,
  canUse,
  hasAuthority,
  type TAuthority,
  type TProduct,
  type TProfileType,
} from '@portcall/contracts/access';

/** The four secured areas, one per profile kind: /secured/{area}/{section} (platform-core §2). */
export const areas = ['buyer', 'agent', 'vendor', 'admin'] as const;
export type Area = (typeof areas)[number];

export const areaOfProfileType: Record<TProfileType, Area> = {
  BUYER: 'buyer',
  AGENT: 'agent',
  VENDOR: 'vendor',
  ADMIN: 'admin',
};

/** What opening a section needs: a module (product and authority) or an authority alone. */
export type SectionAccess =
  | { kind: 'open' }
  | { kind: 'module'; product: TProduct; authority: TAuthority }
  | { kind: 'authority'; authority: TAuthority };

export interface SectionDef {
  area: Area;
  /** Path below /secured/{area}; may hold a slash (dashboard/port-calls). */
  path: string;
  title: string;
  /** One sentence: what the section is for. */
  summary: string;
  /** What the section will hold once built; shown on its placeholder page. */
  plannedContent: readonly string[];
  access: SectionAccess;
}

const open = { kind: 'open' } as const;

function buyerModule(section: string): SectionAccess {
  const m = [...buyerModules, ...buyerExtraModules].find((x) => x.section === section);
  if (!m) throw new Error(`No buyer module for ${section}`);
  return { kind: 'module', product: m.product, authority: m.authority };
}

const adminOnly = (authority: TAuthority): SectionAccess => ({ kind: 'authority', authority });

/**
 * Every section of platform-core §2 "Route families", in navigation order. Buyer access follows the
 * module table of contracts/access (the same one the landing rule reads); admin sections are
 * guarded by the matching ADMIN_* authority.
 */
export const sections: readonly SectionDef[] = [
  // Buyer
  {
    area: 'buyer',
    path: 'dashboard/port-calls',
    title: 'Dashboard',
    summary: 'Every port call of your fleet with its appointments, disbursement accounts and pending tasks.',
    plannedContent: [
      'Port calls grouped by port call, voyage or appointment',
      'Filters by vessel, port, agent, region, voyage, ETA/ETS and assignee',
      'My pending tasks and my submitted appointments',
    ],
    access: buyerModule('dashboard/port-calls'),
  },
  {
    area: 'buyer',
    path: 'da-tool',
    title: 'DA tool',
    summary: 'Plan port calls, appoint agents and evaluate their proforma and final disbursement accounts.',
    plannedContent: [
      'Port calls with vessel, voyage, ETA/ETS, laycan and activities',
      'Agent appointments and requests for quotation',
      'Expense evaluation: verify, split, approve or send back',
    ],
    access: buyerModule('da-tool'),
  },
  {
    area: 'buyer',
    path: 'position-list',
    title: 'Position list',
    summary: 'Where each vessel of your fleet is heading and when it is expected.',
    plannedContent: ['Vessel positions with next port and expected dates', 'Filters by fleet and vessel type'],
    access: buyerModule('position-list'),
  },
  {
    area: 'buyer',
    path: 'port-estimator',
    title: 'Port estimator',
    summary: 'Estimate port and husbandry costs before a call from per-port formulas.',
    plannedContent: ['Basic and advanced port-cost estimates', 'Husbandry estimates', 'Estimates saved per voyage'],
    access: buyerModule('port-estimator'),
  },
  {
    area: 'buyer',
    path: 'port-directory',
    title: 'Port directory',
    summary: 'Ports, terminals and berths with their facilities and restrictions.',
    plannedContent: [
      'Harbour complexes filtered by vessel type, cargo and facility',
      'Terminals and berths of each port',
    ],
    access: buyerModule('port-directory'),
  },
  {
    area: 'buyer',
    path: 'financial',
    title: 'Financial',
    summary: 'Payments of approved disbursement accounts through your approval workflow.',
    plannedContent: ['Payment orders to review and approve', 'Bulk payments and adjustments', 'Remittance warnings'],
    access: buyerModule('financial'),
  },
  {
    area: 'buyer',
    path: 'agent-directory',
    title: 'Agent directory',
    summary: 'Port agents by port and expertise, with their ratings from past calls.',
    plannedContent: ['Agents by port and expertise', 'Ratings by criteria', 'Verification (KYP) status'],
    access: buyerModule('agent-directory'),
  },
  {
    area: 'buyer',
    path: 'claims',
    title: 'Claims',
    summary: 'Laytime and demurrage from the statement of facts, and claims with their time bar.',
    plannedContent: [
      'Laytime calculations read from the SOF',
      'Claims per port call and counterparty with their time bar',
    ],
    access: buyerModule('claims'),
  },
  {
    area: 'buyer',
    path: 'settings',
    title: 'Settings',
    summary: 'Your company, users, billing companies, vessels, fleets, teams, regions and rules.',
    plannedContent: ['Company details', 'Users, departments and roles', 'Billing companies', 'Vessels and fleets'],
    access: open,
  },
  // Agent
  {
    area: 'agent',
    path: 'da-tool',
    title: 'DA tool',
    summary: 'Your appointments and requests for quotation, with the proforma and final DAs you submit.',
    plannedContent: [
      'Appointments to accept or reject',
      'Proforma (PDA) and final (FDA) disbursement accounts with attachments',
      'Requests for quotation to quote or decline',
    ],
    access: open,
  },
  {
    area: 'agent',
    path: 'port-directory',
    title: 'Port directory',
    summary: 'Ports, terminals and berths with their facilities and restrictions.',
    plannedContent: [
      'Harbour complexes filtered by vessel type, cargo and facility',
      'Terminals and berths of each port',
    ],
    access: { kind: 'module', product: 'PORT_DIRECTORY', authority: 'PORT_DIRECTORY_VIEW' },
  },
  {
    area: 'agent',
    path: 'pricelist',
    title: 'Price list',
    summary: 'Your tariffs per port, used to quote requests faster.',
    plannedContent: ['Agency fees and husbandry tariffs per port', 'Auto-quote settings'],
    access: open,
  },
  {
    area: 'agent',
    path: 'profile',
    title: 'Company profile',
    summary: 'How buyers see your agency: ports, expertise, logo and verification.',
    plannedContent: ['Ports served and expertise', 'Logo and additional information', 'KYP verification documents'],
    access: open,
  },
  {
    area: 'agent',
    path: 'settings',
    title: 'Settings',
    summary: 'Your company details, e-mail groups, port addresses, consignees and after-hours contacts.',
    plannedContent: ['Company details', 'E-mail groups', 'Port addresses and consignees', 'After-hours contacts'],
    access: open,
  },
  // Vendor
  {
    area: 'vendor',
    path: 'da-tool',
    title: 'DA tool',
    summary: 'Requests and orders addressed to you, with the quotes and invoices you submit.',
    plannedContent: ['Requests for quotation to quote or decline', 'Orders and invoices with attachments'],
    access: open,
  },
  {
    area: 'vendor',
    path: 'settings',
    title: 'Settings',
    summary: 'Your company details, ports and categories.',
    plannedContent: ['Company details', 'Ports served and categories', 'Port addresses and contacts'],
    access: open,
  },
  // Admin
  {
    area: 'admin',
    path: 'support',
    title: 'Support',
    summary: 'Users and companies of the platform: look up, unlock, verify.',
    plannedContent: ['Profiles and companies', 'Registration review', 'Buyer teams and admin profiles'],
    access: adminOnly('ADMIN_SUPPORT'),
  },
  {
    area: 'admin',
    path: 'reopen-da',
    title: 'Reopen DA',
    summary: 'Find an approved or closed DA and reopen it for the buyer, with a reason kept in the audit log.',
    plannedContent: ['Search DAs by vessel, port, agent or DA number', 'Reopen with a recorded reason'],
    access: adminOnly('ADMIN_REOPEN_DA'),
  },
  {
    area: 'admin',
    path: 'port-analysis',
    title: 'Port analysis',
    summary: 'Cost analysis per port and the formulas behind the estimators.',
    plannedContent: ['Expense formulas per port', 'Formula test runs'],
    access: adminOnly('ADMIN_PORT_ANALYSIS'),
  },
  {
    area: 'admin',
    path: 'expense-formulas',
    title: 'Expense formulas',
    summary: 'The tariff formulas the port cost estimator runs: written, tested and published per port and expense.',
    plannedContent: ['Formulas per port and expense', 'Test runs with their working', 'Versions and publication'],
    access: adminOnly('ADMIN_PORT_ANALYSIS'),
  },
  {
    area: 'admin',
    path: 'estimation-api',
    title: 'Estimation API',
    summary: 'Reference mappings used by the cost estimators.',
    plannedContent: ['Port mapping types', 'Vessel sizes and vessel types'],
    access: adminOnly('ADMIN_ESTIMATION_API'),
  },
  {
    area: 'admin',
    path: 'financial',
    title: 'Financial',
    summary: 'Bank accounts, payment instructions and balance adjustments.',
    plannedContent: ['Bank-account verification', 'Buyer payment instructions', 'Balance adjustments'],
    access: adminOnly('ADMIN_FINANCIAL'),
  },
  {
    area: 'admin',
    path: 'know-your-customer',
    title: 'Know your customer',
    summary: 'KYC/KYP verification of agents and vendors.',
    plannedContent: ['Verification requests', 'Primary and secondary verifier decisions'],
    access: adminOnly('ADMIN_KYC'),
  },
  {
    area: 'admin',
    path: 'site-content',
    title: 'Site content',
    summary: 'Texts of the public site and notices shown to users.',
    plannedContent: ['Public pages', 'Announcements'],
    access: adminOnly('ADMIN_SYSTEM'),
  },
  {
    area: 'admin',
    path: 'metadata',
    title: 'Metadata',
    summary: 'Reference data: countries, ports, currencies, activity and expense types.',
    plannedContent: ['Ports and terminals', 'Currencies', 'Activity and expense types'],
    access: adminOnly('ADMIN_METADATA'),
  },
  {
    area: 'admin',
    path: 'integration',
    title: 'Integration',
    summary: 'Connections to third-party systems and their task flows.',
    plannedContent: ['Integration settings per buyer', 'Failed tasks to retry'],
    access: adminOnly('ADMIN_INTEGRATION'),
  },
  {
    area: 'admin',
    path: 'system-management',
    title: 'System management',
    summary: 'Feature flags, scheduled jobs, the e-mail outbox and the audit trail.',
    plannedContent: ['Feature flags (maintenance mode, cookie consent)', 'Jobs and e-mail outbox', 'Audit trail'],
    access: adminOnly('ADMIN_SYSTEM'),
  },
  {
    area: 'admin',
    path: 'sof',
    title: 'Statement of facts',
    summary: 'Statement-of-facts templates and the SOF of every port call.',
    plannedContent: ['Event templates', 'SOF per port call with collaborators and signatures'],
    access: adminOnly('ADMIN_SOF'),
  },
];

/** Product (module) keys of platform-core §1 as people say them. */
export const productNames: Record<TProduct, string> = {
  DA_TOOL: 'DA tool',
  POSITION_LIST: 'Position list',
  PORT_ESTIMATOR: 'Port estimator',
  HUSBANDRY_ESTIMATOR: 'Husbandry estimator',
  PORT_DIRECTORY: 'Port directory',
  FINANCIAL: 'Financial',
  AGENT_DIRECTORY: 'Agent directory',
  CLAIMS: 'Claims',
  DA_DASHBOARD: 'DA dashboard',
  SOF_EXCHANGE: 'SOF exchange',
  REOPEN_DA: 'Reopen DA',
};

export const areaTitles: Record<Area, string> = {
  buyer: 'Ship operator',
  agent: 'Port agent',
  vendor: 'Vendor',
  admin: 'Administration',
};

export function sectionsOf(area: Area): SectionDef[] {
  return sections.filter((s) => s.area === area);
}

export function canOpenSection(holder: AccessHolder, section: SectionDef): boolean {
  switch (section.access.kind) {
    case 'open':
      return true;
    case 'module':
      return canUse(holder, section.access.product, section.access.authority);
    case 'authority':
      return hasAuthority(holder, section.access.authority);
  }
}

/** The sections a profile sees in its navigation: only those it may open. */
export function visibleSections(holder: AccessHolder, area: Area): SectionDef[] {
  return sectionsOf(area).filter((s) => canOpenSection(holder, s));
}

export function sectionHref(section: SectionDef): string {
  return `/secured/${section.area}/${section.path}`;
}

export interface ResolvedPath {
  area: Area | null;
  section: SectionDef | null;
}

/** Which area and section a /secured path points into (the longest matching section path wins). */
export function resolveSecuredPath(pathname: string): ResolvedPath {
  const match = /^\/secured\/([^/]+)(?:\/(.*))?$/.exec(pathname.replace(/\/+$/, ''));
  if (!match) return { area: null, section: null };
  const area = (areas as readonly string[]).includes(match[1] ?? '') ? (match[1] as Area) : null;
  if (!area) return { area: null, section: null };
  const rest = match[2] ?? '';
  const section =
    sectionsOf(area)
      .filter((s) => rest === s.path || rest.startsWith(`${s.path}/`))
      .sort((a, b) => b.path.length - a.path.length)[0] ?? null;
  return { area, section };
}
