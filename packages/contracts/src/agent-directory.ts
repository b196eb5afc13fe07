import { z } from 'zod';
import { MAX_INT4, ZOptionalText } from './fields';
import { ZKypSummary } from './kyp';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, ZDirection, ZPaged } from './paging';

/**
 * The buyer's agent directory (platform-core §2 agent-directory, AGENT_DIRECTORY_VIEW): search agents,
 * open one agent's page (operations §7 `agent?id=`) with figures computed from the platform's data.
 */

/** VERIFIED: the agent holds an approved, active bank account (docs/decisions.md "Agent directory"). */
export const AGENT_VERIFICATIONS = ['VERIFIED', 'UNVERIFIED'] as const;
export const ZAgentVerification = z.enum(AGENT_VERIFICATIONS);
export type TAgentVerification = z.infer<typeof ZAgentVerification>;

/** Platform figures are shown only when they rest on calls of at least this many distinct buyers. */
export const PLATFORM_FIGURE_MIN_BUYERS = 5;

const ZQueryId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** GET buyer/agent-directory/agents: every filter optional; expertise as a comma list of agent-type ids. */
export const ZAgentDirectoryQuery = z.object({
  page: z.coerce.number().int().min(0).max(MAX_INT4).default(0),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  name: ZOptionalText(100),
  portId: ZQueryId.optional(),
  countryId: ZQueryId.optional(),
  expertise: z
    .string()
    .max(200)
    .regex(/^\d{1,15}(,\d{1,15})*$/, 'A comma list of ids')
    .transform((s) => s.split(',').map(Number))
    .optional(),
  verification: ZAgentVerification.optional(),
  /** The least mean rating the caller's company gave the agent (1 to 5). */
  minRating: z.coerce.number().min(1).max(5).optional(),
  /** Orders the agents by one of the caller's figures (missing figures last), then by name (DESIGN §5 paging). */
  property: z
    .enum(['pdaToFdaChangePct', 'sentBackSharePct', 'daysEtsToFda', 'hoursToAnswer', 'callsHandled'])
    .optional(),
  direction: ZDirection.optional(),
  /** The least calls the sorted figure (calls handled without a sort) rests on: a figure's sample size. */
  minCalls: z.coerce.number().int().min(0).max(MAX_INT4).optional(),
  /** The most PDA-to-FDA change, in %: agents without that figure are left out. */
  maxPdaToFdaChangePct: z.coerce.number().min(-1_000_000).max(1_000_000).optional(),
});
/** The figures the directory sorts by. */
export const AGENT_DIRECTORY_SORTS = ZAgentDirectoryQuery.shape.property.unwrap().options;
export type TAgentDirectorySort = (typeof AGENT_DIRECTORY_SORTS)[number];
export type TAgentDirectoryQuery = z.input<typeof ZAgentDirectoryQuery>;
export type TAgentDirectorySearch = z.output<typeof ZAgentDirectoryQuery>;

/** A figure and how many calls it rests on; `value` null when no call gives it. */
export const ZAgentFigure = z.object({ value: z.number().nullable(), calls: z.number().int() });
export type TAgentFigure = z.infer<typeof ZAgentFigure>;

export const AGENT_FIGURES = [
  'pdaToFdaChangePct',
  'sentBackSharePct',
  'daysEtsToFda',
  'hoursToAnswer',
  'callsHandled',
  'averageRating',
] as const;
export type TAgentFigureKey = (typeof AGENT_FIGURES)[number];

export const ZAgentFigures = z.object({
  /** Median change from the last PDA's total to the FDA's, in % of the PDA. */
  pdaToFdaChangePct: ZAgentFigure,
  /** Share of the agent's DAs with a line sent back for review, in %. */
  sentBackSharePct: ZAgentFigure,
  /** Median days from the port call's sailing (ETS) to the first FDA submitted. */
  daysEtsToFda: ZAgentFigure,
  /** Median hours from appointed to accepted or rejected. */
  hoursToAnswer: ZAgentFigure,
  /** Calls handled (appointments accepted or closed); value = calls. */
  callsHandled: ZAgentFigure,
  /** Mean of the ratings (each the mean of its criteria), 0 if none. */
  averageRating: ZAgentFigure,
});
export type TAgentFigures = z.infer<typeof ZAgentFigures>;

/** An agent's figures before any call with the buyer: counts 0 (a rating of 0 is "not rated"), the rest empty. */
export const NO_CALL_FIGURES: TAgentFigures = {
  pdaToFdaChangePct: { value: null, calls: 0 },
  sentBackSharePct: { value: null, calls: 0 },
  daysEtsToFda: { value: null, calls: 0 },
  hoursToAnswer: { value: null, calls: 0 },
  callsHandled: { value: 0, calls: 0 },
  averageRating: { value: 0, calls: 0 },
};

export const ZNamed = z.object({ id: z.number(), name: z.string() });

export const ZAgentDirectoryRow = z.object({
  id: z.number(),
  name: z.string(),
  country: ZNamed.nullable(),
  city: z.string().nullable(),
  portCount: z.number().int(),
  expertise: z.array(ZNamed),
  verification: ZAgentVerification,
  /** The agent's KYP verification (status and date; null: never opened). */
  kyp: ZKypSummary.nullable(),
  /** The caller's company's mean rating of the agent (0 if none) and how many ratings. */
  rating: z.object({ average: z.number(), count: z.number().int() }),
  /** Calls the agent handled for the caller's company. */
  callsWithYou: z.number().int(),
  /** The agent's figures over the caller's calls, each with the calls it rests on (the agent page's `yours`). */
  figures: ZAgentFigures.optional(),
});
export type TAgentDirectoryRow = z.infer<typeof ZAgentDirectoryRow>;
export const ZAgentDirectoryPage = ZPaged(ZAgentDirectoryRow);
export type TAgentDirectoryPage = z.infer<typeof ZAgentDirectoryPage>;

/** The platform's figures: each null unless at least five distinct buyers' calls make it (anonymised). */
export const ZPlatformFigures = z.object(
  Object.fromEntries(AGENT_FIGURES.map((k) => [k, ZAgentFigure.nullable()])) as Record<
    TAgentFigureKey,
    z.ZodNullable<typeof ZAgentFigure>
  >,
);
export type TPlatformFigures = z.infer<typeof ZPlatformFigures>;

export const ZAgentPageQuery = z.object({ id: ZQueryId, portId: ZQueryId.optional() });

export const ZAgentContact = z.object({ fullName: z.string(), email: z.string(), phone: z.string().nullable() });

/** GET agent?id=: the agent's page. */
export const ZAgentDetails = z.object({
  id: z.number(),
  name: z.string(),
  country: ZNamed.nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  siteUrl: z.string().nullable(),
  rfqEmail: z.string().nullable(),
  isWorldwide: z.boolean(),
  verification: ZAgentVerification,
  kyp: ZKypSummary.nullable(),
  expertise: z.array(ZNamed),
  ports: z.array(z.object({ id: z.number(), name: z.string(), unlocode: z.string() })),
  contacts: z.array(ZAgentContact),
  /** The port `callsHandled` is counted at (null: every port). */
  portId: z.number().nullable(),
  yours: ZAgentFigures,
  platform: ZPlatformFigures,
});
export type TAgentDetails = z.infer<typeof ZAgentDetails>;
