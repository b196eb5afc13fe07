import { Decimal } from './money';

/**
 * Display and wire formats of platform-core §9, shared by every screen (and by the server where it
 * renders documents). Amounts are decimal strings end to end: nothing here turns money into a JS number.
 */

export const DATE_FORMAT = 'dd/MM/yyyy';
export const DATE_TIME_FORMAT = 'dd/MM/yyyy HH:mm:ss';
export const TIME_FORMAT = 'HH:mm:ss';
/** What a missing amount displays as. */
export const DEFAULT_AMOUNT = '0.00';
/** Long text is cut to this many characters plus an ellipsis. */
export const DEFAULT_TRUNCATE_LENGTH = 14;
export const ELLIPSIS = '...';

// The font-size cookie lives in its own file (no decimal.js) because the web app reads it before
// anything else; it is re-exported here for the callers that already import it from format.
export { FONT_SIZE_COOKIE, fontSizeCookieValues, isFontSize, type TFontSize } from './font-size';

type DateInput = string | Date | null | undefined;

// A date without a zone ("2026-03-01" or "2026-03-01T00:00:00") is a calendar date: it is read in
// local time so that it never shifts a day for users west or east of UTC.
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/;

/** Reads a wire date; answers null for anything that is not a valid date. */
export function parseDate(value: DateInput): Date | null {
  if (value == null || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const local = LOCAL_DATE_TIME.exec(value);
  if (local) {
    const [, y, mo, d, h = '0', mi = '0', s = '0'] = local;
    const date = new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
    // Reject roll-overs such as 2026-02-31.
    if (date.getMonth() !== Number(mo) - 1 || date.getDate() !== Number(d)) return null;
    return date;
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** dd/MM/yyyy, or '' when there is no valid date. */
export function formatDate(value: DateInput): string {
  const d = parseDate(value);
  return d ? `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${pad(d.getFullYear(), 4)}` : '';
}

/** HH:mm:ss, or '' when there is no valid date. */
export function formatTime(value: DateInput): string {
  const d = parseDate(value);
  return d ? `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}` : '';
}

/** dd/MM/yyyy HH:mm:ss, or '' when there is no valid date. */
export function formatDateTime(value: DateInput): string {
  const d = parseDate(value);
  return d ? `${formatDate(d)} ${formatTime(d)}` : '';
}

/** yyyy-MM-dd of a date in local time (what a native date input holds). */
export function toCalendarDate(value: DateInput): string | null {
  const d = parseDate(value);
  return d ? `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}` : null;
}

/** A date as the API expects it: ISO date with T00:00:00 (platform-core §9). */
export function toIsoDate(value: DateInput): string | null {
  const day = toCalendarDate(value);
  return day ? `${day}T00:00:00` : null;
}

/** Strips every comma (thousands separators) from a typed amount. */
export function cleanAmount(text: string): string {
  return text.replaceAll(',', '');
}

/**
 * An amount as shown on screen: en-US grouping, 2 decimals, '0.00' when missing or unreadable.
 * Accepts the wire string, a Decimal, or a typed text with thousands separators.
 */
export function formatAmount(value: string | Decimal | null | undefined, decimals = 2): string {
  const fallback = decimals === 2 ? DEFAULT_AMOUNT : new Decimal(0).toFixed(decimals);
  if (value == null) return fallback;
  let amount: Decimal;
  try {
    amount = value instanceof Decimal ? value : new Decimal(cleanAmount(value.trim()));
  } catch {
    return fallback;
  }
  if (!amount.isFinite()) return fallback;
  const fixed = amount.toFixed(decimals, Decimal.ROUND_HALF_UP);
  const isNegative = fixed.startsWith('-');
  const [whole = '0', fraction] = (isNegative ? fixed.slice(1) : fixed).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  // '-0.00' is not a thing a user should read.
  const sign = isNegative && !new Decimal(fixed).isZero() ? '-' : '';
  return `${sign}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/**
 * Money as every screen and document prints it: the currency code first, then the amount with
 * thousands separators and the currency's minor units ("USD 13,520.00").
 */
export function formatMoney(
  value: string | Decimal | null | undefined,
  currency: string | null | undefined,
  decimals = 2,
): string {
  const amount = formatAmount(value, decimals);
  return currency ? `${currency} ${amount}` : amount;
}

// One formatter per zone: building an Intl.DateTimeFormat costs about 0.2 ms, formatting with one
// a hundredth of that, and a SOF of 300 events formats 300 instants on every read.
const zoneFormats = new Map<string, Intl.DateTimeFormat>();
function zoneFormat(zone: string): Intl.DateTimeFormat {
  let format = zoneFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'longOffset',
    });
    zoneFormats.set(zone, format);
  }
  return format;
}

/**
 * An instant on the clock of a time zone, saying which: "28/11/2026 22:00:37 (UTC)", or for a port
 * "12/03/2026 20:30:00 (Asia/Singapore, UTC+08:00)" so that the offset is read without knowing the
 * zone. Without a zone, or with one the runtime does not know: UTC. '' when there is no valid date.
 */
export function formatDateTimeInZone(value: DateInput, timeZone?: string | null): string {
  const date = parseDate(value);
  if (!date) return '';
  const zone = timeZone || 'UTC';
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = zoneFormat(zone).formatToParts(date);
  } catch {
    return formatDateTimeInZone(date, 'UTC');
  }
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const offset = part('timeZoneName').replace(/^GMT/, 'UTC') || 'UTC';
  const label = zone === 'UTC' || zone === 'Etc/UTC' ? 'UTC' : `${zone}, ${offset}`;
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}:${part('second')} (${label})`;
}

/** Cuts text to `max` characters plus an ellipsis; shorter text is returned as is. */
export function truncate(text: string | null | undefined, max = DEFAULT_TRUNCATE_LENGTH): string {
  if (text == null) return '';
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}${ELLIPSIS}` : text;
}

/** Port call state for display (platform-core §3): IN_PROCESS reads 'IN PROCESS', unknown is a dash. */
export function formatPortCallState(state: string | null | undefined): string {
  switch (state) {
    case 'IMPORTED':
    case 'DRAFT':
    case 'CANCELLED':
      return state;
    case 'IN_PROCESS':
      return 'IN PROCESS';
    default:
      return '-';
  }
}
