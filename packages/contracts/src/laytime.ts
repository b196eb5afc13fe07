import { z } from 'zod';
import { isYearInRange } from './fields';
import { messages } from './messages';

/**
 * The laytime calculation's wire shapes (issue 22): one body per port or operation, a list of them
 * for reversible laytime, and the answer with its minute-by-minute statement. The calculator itself
 * is laytime-calc.ts (pure, no I/O); docs/decisions.md "Issue 22" says which clause each rule follows.
 */

/** An instant with its offset: "2026-03-06T18:00:00+01:00" or "...Z". Seconds are ignored (minutes). */
const INSTANT_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;
export const ZOffsetInstant = z
  .string({ error: messages.REQUIRED_FIELD })
  .regex(INSTANT_WITH_OFFSET, messages.LAYTIME_INSTANT_WITH_OFFSET)
  .refine((v) => {
    const t = Date.parse(v);
    return Number.isFinite(t) && isYearInRange(new Date(t).getUTCFullYear());
  }, messages.DATE_OUT_OF_RANGE);

const RATE = /^\d{1,13}(\.\d{1,4})?$/;
export const ZLaytimeRate = z.string({ error: messages.REQUIRED_FIELD }).regex(RATE, messages.LAYTIME_RATE);
export const ZLaytimeHours = z
  .string({ error: messages.REQUIRED_FIELD })
  .regex(/^\d{1,4}(\.\d{1,4})?$/, messages.LAYTIME_HOURS)
  .refine((v) => Number(v) <= 8784, messages.LAYTIME_HOURS);
const ZQuantity = z
  .string({ error: messages.REQUIRED_FIELD })
  .regex(/^\d{1,13}(\.\d{1,3})?$/, messages.LAYTIME_QUANTITY)
  .refine((v) => /[1-9]/.test(v), messages.LAYTIME_QUANTITY);
const ZPercent = z.string({ error: messages.REQUIRED_FIELD }).regex(/^(100|[1-9]?\d)$/, messages.LAYTIME_PERCENT);

export const WEEKDAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;
const WEEKLY_TIME = /^(SUN|MON|TUE|WED|THU|FRI|SAT) ([01]\d|2[0-3]):([0-5]\d)$/;
export const ZWeeklyTime = z
  .string({ error: messages.REQUIRED_FIELD })
  .regex(WEEKLY_TIME, messages.LAYTIME_WEEKLY_TIME);
/** "SAT 12:00" as day of week (0 = Sunday) and minute of the day. */
export function parseWeeklyTime(value: string): { day: number; minute: number } {
  const m = WEEKLY_TIME.exec(value);
  if (!m) throw new Error(`Not a weekly time: ${value}`);
  return { day: WEEKDAYS.indexOf(m[1] as (typeof WEEKDAYS)[number]), minute: Number(m[2]) * 60 + Number(m[3]) };
}

export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
}

const ZDay = z
  .string({ error: messages.REQUIRED_FIELD })
  .regex(/^\d{4}-\d{2}-\d{2}$/, messages.INVALID_DATE)
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v && isYearInRange(d.getUTCFullYear());
  }, messages.INVALID_DATE);

const before = (a: string, b: string) => Date.parse(a) < Date.parse(b);
const ZPeriod = z
  .strictObject({ from: ZOffsetInstant, to: ZOffsetInstant })
  .refine((p) => before(p.from, p.to), { message: messages.LAYTIME_PERIOD_ORDER, path: ['to'] });

export const DESPATCH_BASES = ['ALL_TIME_SAVED', 'WORKING_TIME_SAVED'] as const;
export type TDespatchBasis = (typeof DESPATCH_BASES)[number];

export const ZAllowance = z.union([
  z.strictObject({ hours: ZLaytimeHours }),
  z.strictObject({ quantity: ZQuantity, ratePerDay: ZQuantity }),
]);
export type TAllowance = z.infer<typeof ZAllowance>;

/** The longest a calculation may span (NOR to completion), and the most laytime allowed: a year. */
export const MAX_LAYTIME_DAYS = 366;
const DAY_MS = 86_400_000;

const laytimeFields = {
  currency: z.string({ error: messages.REQUIRED_FIELD }).regex(/^[A-Z]{3}$/, messages.LAYTIME_CURRENCY),
  demurrageRatePerDay: ZLaytimeRate,
  despatchRatePerDay: ZLaytimeRate.nullable().default(null),
  allowance: ZAllowance,
  norTenderedAt: ZOffsetInstant,
  turnTimeHours: ZLaytimeHours.default('0'),
  laytimeCommencesAt: ZOffsetInstant.nullable().default(null),
  commencedWorkAt: ZOffsetInstant.nullable().default(null),
  completedAt: ZOffsetInstant,
  timeZone: z
    .string({ error: messages.REQUIRED_FIELD })
    .max(64)
    .refine(isKnownTimeZone, messages.LAYTIME_UNKNOWN_TIME_ZONE),
  exceptedPeriods: z
    .strictObject({
      weekly: z
        .array(z.strictObject({ from: ZWeeklyTime, to: ZWeeklyTime }))
        .max(14)
        .default([]),
      holidays: z.array(ZDay).max(100).default([]),
    })
    .default({ weekly: [], holidays: [] }),
  unlessUsed: z.boolean().default(false),
  usedDuringExcepted: z.array(ZPeriod).max(200).default([]),
  deductions: z
    .array(
      z.strictObject({
        from: ZOffsetInstant,
        to: ZOffsetInstant,
        reason: z.string().trim().min(1, messages.REQUIRED_FIELD).max(255, messages.MAX_LENGTH.replace('{n}', '255')),
        countPercent: ZPercent.default('0'),
      }),
    )
    .max(500)
    .default([]),
  exceptionsApplyOnDemurrage: z.boolean().default(false),
  despatchBasis: z.enum(DESPATCH_BASES).default('WORKING_TIME_SAVED'),
};

type LaytimeShape = { [K in keyof typeof laytimeFields]: z.infer<(typeof laytimeFields)[K]> };
function checkLaytime(body: LaytimeShape, ctx: z.RefinementCtx) {
  for (const [i, d] of body.deductions.entries()) {
    if (!before(d.from, d.to))
      ctx.addIssue({ code: 'custom', message: messages.LAYTIME_PERIOD_ORDER, path: ['deductions', i, 'to'] });
  }
  if (Date.parse(body.completedAt) < Date.parse(body.norTenderedAt)) {
    ctx.addIssue({ code: 'custom', message: messages.LAYTIME_COMPLETED_BEFORE_NOR, path: ['completedAt'] });
  }
  const earliest = Math.min(
    Date.parse(body.norTenderedAt),
    ...[body.laytimeCommencesAt, body.commencedWorkAt].filter((v): v is string => v !== null).map(Date.parse),
  );
  if (Date.parse(body.completedAt) - earliest > MAX_LAYTIME_DAYS * DAY_MS) {
    ctx.addIssue({ code: 'custom', message: messages.LAYTIME_WINDOW_TOO_LONG, path: ['completedAt'] });
  }
  const a = body.allowance;
  const days = 'hours' in a ? Number(a.hours) / 24 : Number(a.quantity) / Number(a.ratePerDay);
  if (!(days <= MAX_LAYTIME_DAYS)) {
    ctx.addIssue({ code: 'custom', message: messages.LAYTIME_ALLOWANCE_TOO_LONG, path: ['allowance'] });
  }
}

/** POST claims/laytime/calculate. */
export const ZLaytimeRequest = z.strictObject(laytimeFields).superRefine(checkLaytime);
export type TLaytimeRequest = z.infer<typeof ZLaytimeRequest>;
export type TLaytimeRequestInput = z.input<typeof ZLaytimeRequest>;

/** POST claims/laytime/calculate-reversible: the parts share the first part's allowance. */
export const ZReversibleLaytimeRequest = z
  .strictObject({ parts: z.array(ZLaytimeRequest).min(1).max(10) })
  .superRefine((body, ctx) => {
    const [first] = body.parts;
    for (const [i, p] of body.parts.entries()) {
      if (
        first &&
        (p.currency !== first.currency ||
          p.demurrageRatePerDay !== first.demurrageRatePerDay ||
          p.despatchRatePerDay !== first.despatchRatePerDay ||
          p.despatchBasis !== first.despatchBasis)
      ) {
        ctx.addIssue({ code: 'custom', message: messages.LAYTIME_PARTS_DIFFER, path: ['parts', i] });
      }
    }
  });
export type TReversibleLaytimeRequest = z.infer<typeof ZReversibleLaytimeRequest>;

export const STATEMENT_REASONS = [
  'BEFORE_LAYTIME',
  'LAYTIME',
  'EXCEPTED',
  'HOLIDAY',
  'USED_DURING_EXCEPTED',
  'DEDUCTION',
  'DEMURRAGE',
] as const;
export type TStatementReason = (typeof STATEMENT_REASONS)[number];

export const ZStatementRow = z.object({
  from: z.string(),
  to: z.string(),
  counts: z.string(),
  /** What the row is: a STATEMENT_REASONS code, a deduction's own reason after "DEDUCTION: ". */
  reason: z.string(),
  kind: z.enum(STATEMENT_REASONS),
  minutesCounted: z.number(),
  cumulativeMinutes: z.number(),
  onDemurrage: z.boolean(),
});
export type TStatementRow = z.infer<typeof ZStatementRow>;

export const ZLaytimeResult = z.object({
  allowedMinutes: z.number(),
  usedMinutes: z.number(),
  demurrageMinutes: z.number(),
  savedMinutes: z.number(),
  demurrageAmount: z.string(),
  despatchAmount: z.string(),
  currency: z.string(),
  laytimeCommencedAt: z.string(),
  laytimeExpiredAt: z.string().nullable(),
  statement: z.array(ZStatementRow),
});
export type TLaytimeResult = z.infer<typeof ZLaytimeResult>;

export const ZReversibleLaytimeResult = ZLaytimeResult.omit({ statement: true, laytimeCommencedAt: true }).extend({
  parts: z.array(ZLaytimeResult),
});
export type TReversibleLaytimeResult = z.infer<typeof ZReversibleLaytimeResult>;
