import type {
  TAllowance,
  TLaytimeRequest,
  TLaytimeResult,
  TReversibleLaytimeRequest,
  TReversibleLaytimeResult,
  TStatementReason,
  TStatementRow,
} from './laytime';
import { parseWeeklyTime } from './laytime';
import { Decimal } from './money';

/**
 * The laytime calculator (issue 22): pure, no I/O, no clock. Time is whole minutes since the epoch
 * (seconds of an instant are dropped); counted time is held in integer "percent-minutes" (a minute
 * counting 50% adds 50), so partial deductions stay exact and the statement adds up to the totals
 * with no rounding. Amounts are decimal.js and rounded once, at the end, half-up to the currency's
 * minor unit. Weekly excepted periods and holidays are local times of `timeZone` (Intl, across DST).
 * The rules and the BIMCO Laytime Definitions 2013 clauses they follow: docs/decisions.md "Issue 22".
 */

const MINUTE_MS = 60_000;
const DAY_MIN = 1440;
/** How far past completion "all time saved" looks for the hypothetical expiry of laytime. */
const SAVED_HORIZON_MIN = 5 * 366 * DAY_MIN;

interface Interval {
  from: number;
  to: number;
}
interface Deduction extends Interval {
  percent: number;
  reason: string;
}

const toMinute = (iso: string) => Math.floor(Date.parse(iso) / MINUTE_MS);
const toIso = (minute: number) => `${new Date(minute * MINUTE_MS).toISOString().slice(0, 16)}:00Z`;

// ---------- time zones (Intl only) ----------

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** The zone's local wall clock at an instant, as minutes since the epoch read as UTC. */
function localMinute(zone: string, minute: number): number {
  const parts: Record<string, number> = {};
  for (const p of formatterOf(zone).formatToParts(new Date(minute * MINUTE_MS))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return (
    Date.UTC(parts.year ?? 1970, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0) / MINUTE_MS
  );
}

/**
 * The instant a local wall-clock time names (minutes, local read as UTC). In the autumn overlap the
 * earlier instant; in the spring gap the wall time is shifted by the gap (02:30 becomes 03:30).
 */
function localToInstant(zone: string, local: number): number {
  const offset1 = localMinute(zone, local) - local;
  const guess = local - offset1;
  const offset2 = localMinute(zone, guess) - guess;
  if (offset2 === offset1) {
    // The earlier of two readings in an overlap: try one hour before.
    const earlier = guess - 60;
    if (localMinute(zone, earlier) === local) return earlier;
    return guess;
  }
  const second = local - offset2;
  return localMinute(zone, second) === local ? second : Math.max(guess, second);
}

/**
 * A port's wall clock and the instant it names, for forms that take times as the port reads them:
 * 'YYYY-MM-DDTHH:mm' (no zone) to an ISO instant carrying the port's offset, and back.
 */
export function wallClockOf(iso: string, zone: string): string {
  const minute = Math.floor(Date.parse(iso) / MINUTE_MS);
  return new Date(localMinute(zone, minute) * MINUTE_MS).toISOString().slice(0, 16);
}

export function instantOfWallClock(local: string, zone: string): string {
  const wall = Date.parse(`${local}:00Z`) / MINUTE_MS;
  const instant = localToInstant(zone, wall);
  const shown = localMinute(zone, instant);
  const offset = shown - instant;
  const sign = offset < 0 ? '-' : '+';
  const hhmm = `${String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0')}:${String(Math.abs(offset) % 60).padStart(2, '0')}`;
  return `${new Date(shown * MINUTE_MS).toISOString().slice(0, 16)}:00${sign}${hhmm}`;
}

/** Local calendar day (days since epoch) of an instant. */
const localDay = (zone: string, minute: number) => Math.floor(localMinute(zone, minute) / DAY_MIN);

function weeklyIntervals(
  zone: string,
  weekly: ReadonlyArray<{ from: string; to: string }>,
  from: number,
  to: number,
): Interval[] {
  const out: Interval[] = [];
  const firstDay = localDay(zone, from) - 8;
  const lastDay = localDay(zone, to) + 1;
  for (const w of weekly) {
    const a = parseWeeklyTime(w.from);
    const b = parseWeeklyTime(w.to);
    let span = (b.day - a.day + 7) % 7;
    if (span === 0 && b.minute <= a.minute) span = 7;
    for (let day = firstDay; day <= lastDay; day++) {
      // Day 0 of the epoch (1970-01-01) was a Thursday (4).
      if ((((day + 4) % 7) + 7) % 7 !== a.day) continue;
      const start = localToInstant(zone, day * DAY_MIN + a.minute);
      const end = localToInstant(zone, (day + span) * DAY_MIN + b.minute);
      if (end > start && end > from && start < to) out.push({ from: start, to: end });
    }
  }
  return out;
}

function holidayIntervals(zone: string, holidays: readonly string[], from: number, to: number): Interval[] {
  const out: Interval[] = [];
  for (const h of holidays) {
    const day = Date.parse(`${h}T00:00:00Z`) / MINUTE_MS / DAY_MIN;
    const start = localToInstant(zone, day * DAY_MIN);
    const end = localToInstant(zone, (day + 1) * DAY_MIN);
    if (end > from && start < to) out.push({ from: start, to: end });
  }
  return out;
}

const covers = (list: readonly Interval[], m: number) => list.some((i) => i.from <= m && m < i.to);

// ---------- amounts ----------

/** ISO 4217 minor units through Intl (JPY 0, KWD 3, most 2). */
export function minorUnitsOf(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** percent-minutes x rate per day / (100 x 1440), rounded half-up once to the minor unit. */
export function amountOf(units: number, ratePerDay: string, currency: string): string {
  const minor = minorUnitsOf(currency);
  return new Decimal(units)
    .times(ratePerDay)
    .dividedBy(100 * DAY_MIN)
    .toDecimalPlaces(minor, Decimal.ROUND_HALF_UP)
    .toFixed(minor);
}

/** Laytime allowed in whole minutes: hours x 60, or quantity / rate per day days; half-up to the minute. */
export function allowedMinutesOf(allowance: TAllowance): number {
  const minutes =
    'hours' in allowance
      ? new Decimal(allowance.hours).times(60)
      : new Decimal(allowance.quantity).dividedBy(allowance.ratePerDay).times(DAY_MIN);
  return minutes.toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();
}

const despatchRateOf = (body: TLaytimeRequest) =>
  body.despatchRatePerDay === null
    ? new Decimal(body.demurrageRatePerDay).dividedBy(2).toFixed()
    : body.despatchRatePerDay;

// ---------- the calculation of one port or operation ----------

interface PartOutcome {
  allowedUnits: number;
  laytimeUnits: number;
  demurrageUnits: number;
  savedUnits: number;
  commencedAt: number;
  expiredAt: number | null;
  rows: Array<Omit<TStatementRow, 'cumulativeMinutes' | 'minutesCounted'> & { units: number }>;
}

/** When laytime commences (LD 2013 "Notice time", "Turn time"; work before it counts from then). */
export function laytimeCommencement(body: TLaytimeRequest): number {
  if (body.laytimeCommencesAt !== null) return toMinute(body.laytimeCommencesAt);
  const turnEnd =
    toMinute(body.norTenderedAt) +
    new Decimal(body.turnTimeHours).times(60).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();
  if (body.commencedWorkAt !== null) {
    const work = toMinute(body.commencedWorkAt);
    if (work < turnEnd) return work;
  }
  return turnEnd;
}

function computePart(body: TLaytimeRequest, allowedUnits: number, startsOnDemurrage: boolean): PartOutcome {
  const nor = toMinute(body.norTenderedAt);
  const commence = laytimeCommencement(body);
  const end = toMinute(body.completedAt);
  const zone = body.timeZone;
  const windowFrom = Math.min(nor, commence);
  const weekly = weeklyIntervals(zone, body.exceptedPeriods.weekly, windowFrom, Math.max(end, windowFrom));
  const holidays = holidayIntervals(zone, body.exceptedPeriods.holidays, windowFrom, Math.max(end, windowFrom));
  const used: Interval[] = body.unlessUsed
    ? body.usedDuringExcepted.map((u) => ({ from: toMinute(u.from), to: toMinute(u.to) }))
    : [];
  const deductions: Deduction[] = body.deductions.map((d) => ({
    from: toMinute(d.from),
    to: toMinute(d.to),
    percent: Number(d.countPercent),
    reason: d.reason,
  }));

  const rows: PartOutcome['rows'] = [];
  const push = (
    from: number,
    to: number,
    percent: number,
    kind: TStatementReason,
    reason: string,
    units: number,
    onDemurrage: boolean,
  ) => {
    if (to <= from) return;
    const last = rows.at(-1);
    if (
      last &&
      last.kind === kind &&
      last.reason === reason &&
      last.counts === String(percent) &&
      last.onDemurrage === onDemurrage &&
      Date.parse(last.to) === from * MINUTE_MS
    ) {
      last.to = toIso(to);
      last.units += units;
      return;
    }
    rows.push({ from: toIso(from), to: toIso(to), counts: String(percent), kind, reason, units, onDemurrage });
  };

  // Before laytime: from NOR (or the earliest fact) to commencement nothing counts.
  const countFrom = Math.min(commence, end);
  if (windowFrom < countFrom) push(windowFrom, countFrom, 0, 'BEFORE_LAYTIME', 'BEFORE_LAYTIME', 0, false);

  let laytimeUnits = 0;
  let demurrageUnits = 0;
  let onDemurrage = startsOnDemurrage;
  let expiredAt: number | null = null;
  if (!onDemurrage && allowedUnits === 0 && commence <= end) {
    onDemurrage = true;
    expiredAt = commence;
  }

  const points = new Set<number>([commence, end]);
  for (const list of [weekly, holidays, used, deductions]) {
    for (const i of list) {
      if (i.from > commence && i.from < end) points.add(i.from);
      if (i.to > commence && i.to < end) points.add(i.to);
    }
  }
  const sorted = [...points].filter((p) => p >= commence && p <= end).sort((a, b) => a - b);

  /** How a minute from `m` counts before demurrage: percent, kind and reason. */
  const classify = (m: number): { percent: number; kind: TStatementReason; reason: string } => {
    const isHoliday = covers(holidays, m);
    const isExcepted = isHoliday || covers(weekly, m);
    const isUsed = isExcepted && covers(used, m);
    let deduction: Deduction | null = null;
    for (const d of deductions) {
      if (d.from <= m && m < d.to && (deduction === null || d.percent < deduction.percent)) deduction = d;
    }
    if (isExcepted && !isUsed)
      return isHoliday
        ? { percent: 0, kind: 'HOLIDAY', reason: 'HOLIDAY' }
        : { percent: 0, kind: 'EXCEPTED', reason: 'EXCEPTED' };
    if (deduction) return { percent: deduction.percent, kind: 'DEDUCTION', reason: deduction.reason };
    if (isUsed) return { percent: 100, kind: 'USED_DURING_EXCEPTED', reason: 'USED_DURING_EXCEPTED' };
    return { percent: 100, kind: 'LAYTIME', reason: 'LAYTIME' };
  };
  const onDemurrageClass = (m: number) => {
    if (!body.exceptionsApplyOnDemurrage) return { percent: 100, kind: 'DEMURRAGE' as const, reason: 'DEMURRAGE' };
    const c = classify(m);
    return c.percent === 100 ? { percent: 100, kind: 'DEMURRAGE' as const, reason: 'DEMURRAGE' } : c;
  };

  for (let i = 0; i + 1 < sorted.length; i++) {
    let a = sorted[i] as number;
    const b = sorted[i + 1] as number;
    if (!onDemurrage) {
      const c = classify(a);
      const remaining = allowedUnits - laytimeUnits;
      const units = (b - a) * c.percent;
      if (units < remaining || c.percent === 0) {
        laytimeUnits += units;
        push(a, b, c.percent, c.kind, c.reason, units, false);
        continue;
      }
      // Laytime runs out inside this segment: the minute in which it runs out is laytime.
      const minutes = Math.ceil(remaining / c.percent);
      laytimeUnits += remaining;
      push(a, a + minutes, c.percent, c.kind, c.reason, remaining, false);
      a += minutes;
      onDemurrage = true;
      expiredAt = a;
      if (a >= b) continue;
    }
    const c = onDemurrageClass(a);
    const units = (b - a) * c.percent;
    demurrageUnits += units;
    push(a, b, c.percent, c.kind, c.reason, units, true);
  }

  // Time saved (LD 2013 "Despatch on (all) working time saved" / "on all time saved").
  let savedUnits = 0;
  const remaining = allowedUnits - laytimeUnits;
  if (!onDemurrage && remaining > 0) {
    savedUnits = remaining;
    if (body.despatchBasis === 'ALL_TIME_SAVED') {
      const from = Math.max(end, commence);
      const horizon = from + SAVED_HORIZON_MIN;
      const excepted = [
        ...weeklyIntervals(zone, body.exceptedPeriods.weekly, from, horizon),
        ...holidayIntervals(zone, body.exceptedPeriods.holidays, from, horizon),
      ];
      const marks = new Set<number>([from, horizon]);
      for (const e of excepted) {
        if (e.from > from && e.from < horizon) marks.add(e.from);
        if (e.to > from && e.to < horizon) marks.add(e.to);
      }
      const cuts = [...marks].sort((x, y) => x - y);
      let left = remaining;
      for (let i = 0; i + 1 < cuts.length && left > 0; i++) {
        const a = cuts[i] as number;
        const b = cuts[i + 1] as number;
        if (covers(excepted, a)) continue;
        const units = (b - a) * 100;
        if (units >= left) {
          savedUnits = (a + Math.ceil(left / 100) - from) * 100;
          left = 0;
        } else left -= units;
      }
    }
  }

  return {
    allowedUnits,
    laytimeUnits,
    demurrageUnits,
    savedUnits,
    commencedAt: commence,
    expiredAt,
    rows,
  };
}

function toResult(body: TLaytimeRequest, part: PartOutcome, savedUnits: number): TLaytimeResult {
  let cumulative = 0;
  const statement = part.rows.map((r) => {
    cumulative += r.units;
    const { units, ...row } = r;
    return { ...row, minutesCounted: units / 100, cumulativeMinutes: cumulative / 100 };
  });
  const despatchRate = despatchRateOf(body);
  return {
    allowedMinutes: part.allowedUnits / 100,
    usedMinutes: (part.laytimeUnits + part.demurrageUnits) / 100,
    demurrageMinutes: part.demurrageUnits / 100,
    savedMinutes: savedUnits / 100,
    demurrageAmount: amountOf(part.demurrageUnits, body.demurrageRatePerDay, body.currency),
    despatchAmount: amountOf(savedUnits, despatchRate, body.currency),
    currency: body.currency,
    laytimeCommencedAt: toIso(part.commencedAt),
    laytimeExpiredAt: part.expiredAt === null ? null : toIso(part.expiredAt),
    statement,
  };
}

/** One port or operation: POST claims/laytime/calculate. */
export function calculateLaytime(body: TLaytimeRequest): TLaytimeResult {
  const part = computePart(body, allowedMinutesOf(body.allowance) * 100, false);
  return toResult(body, part, part.savedUnits);
}

/**
 * Reversible laytime (LD 2013 "Reversible"): the parts share the first part's allowance, used in the
 * order given; once laytime has run out in one part, the next ones are on demurrage from their
 * commencement. Time saved is what is left at the completion of the last part.
 */
export function calculateReversibleLaytime(body: TReversibleLaytimeRequest): TReversibleLaytimeResult {
  const first = body.parts[0];
  if (!first) throw new Error('A reversible calculation needs a part');
  const allowed = allowedMinutesOf(first.allowance) * 100;
  let remaining = allowed;
  let onDemurrage = false;
  let expiredAt: string | null = null;
  const parts: TLaytimeResult[] = [];
  let laytimeUnits = 0;
  let demurrageUnits = 0;
  let savedUnits = 0;
  for (const [i, p] of body.parts.entries()) {
    const isLast = i === body.parts.length - 1;
    const outcome = computePart({ ...p, despatchBasis: first.despatchBasis }, remaining, onDemurrage);
    const saved = isLast ? outcome.savedUnits : 0;
    const result = toResult(p, outcome, saved);
    parts.push(result);
    laytimeUnits += outcome.laytimeUnits;
    demurrageUnits += outcome.demurrageUnits;
    savedUnits += saved;
    if (result.laytimeExpiredAt !== null && expiredAt === null) expiredAt = result.laytimeExpiredAt;
    remaining -= outcome.laytimeUnits;
    onDemurrage = onDemurrage || remaining <= 0;
  }
  return {
    allowedMinutes: allowed / 100,
    usedMinutes: (laytimeUnits + demurrageUnits) / 100,
    demurrageMinutes: demurrageUnits / 100,
    savedMinutes: savedUnits / 100,
    demurrageAmount: amountOf(demurrageUnits, first.demurrageRatePerDay, first.currency),
    despatchAmount: amountOf(savedUnits, despatchRateOf(first), first.currency),
    currency: first.currency,
    laytimeExpiredAt: expiredAt,
    parts,
  };
}
