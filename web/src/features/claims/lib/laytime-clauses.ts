import { instantOfWallClock, wallClockOf } from '@portcall/contracts/laytime-calc';
import type { LaytimeBody } from '../components/laytime-terms';

type Weekly = LaytimeBody['exceptedPeriods']['weekly'];

/**
 * The charter-party laytime clauses people name, as the excepted periods they stand for (in the
 * port's time; public holidays stay in the Holidays field, which every "…HEX" clause also excepts).
 * A clause fills the fields; the user can still change them.
 */
export const LAYTIME_CLAUSES = [
  { value: 'SHINC', label: 'SHINC: Sundays and holidays included', weekly: [], unlessUsed: false },
  {
    value: 'SHEX',
    label: 'SHEX: Sundays and holidays excepted',
    weekly: [{ from: 'SUN 00:00', to: 'MON 00:00' }],
    unlessUsed: false,
  },
  {
    value: 'SSHEX',
    label: 'SSHEX: Saturdays, Sundays and holidays excepted',
    weekly: [{ from: 'SAT 00:00', to: 'MON 00:00' }],
    unlessUsed: false,
  },
  {
    value: 'SHEXUU',
    label: 'SHEXUU: Sundays and holidays excepted unless used',
    weekly: [{ from: 'SUN 00:00', to: 'MON 00:00' }],
    unlessUsed: true,
  },
  {
    value: 'FHEX',
    label: 'FHEX: Fridays and holidays excepted',
    weekly: [{ from: 'FRI 00:00', to: 'SAT 00:00' }],
    unlessUsed: false,
  },
  // WIBON is about where NOR may be tendered, not about excepted time: laytime runs from NOR.
  { value: 'WIBON', label: 'WIBON: whether in berth or not (laytime from NOR)', weekly: [], unlessUsed: false },
  { value: 'NOR_OFFICE_HOURS', label: 'NOR in office hours (Mon–Fri 09:00–17:00)', weekly: null, unlessUsed: null },
] as const satisfies ReadonlyArray<{
  value: string;
  label: string;
  weekly: Weekly | null;
  unlessUsed: boolean | null;
}>;
export type LaytimeClause = (typeof LAYTIME_CLAUSES)[number]['value'];

const OPENS = 9 * 60;
const CLOSES = 17 * 60;

/** When a NOR tendered at `norAt` counts if it may only be tendered in office hours (port time). */
export function officeHoursNor(norAt: string, zone: string): string {
  const wall = new Date(`${wallClockOf(norAt, zone)}:00Z`);
  const minute = () => wall.getUTCHours() * 60 + wall.getUTCMinutes();
  const isWeekday = () => wall.getUTCDay() >= 1 && wall.getUTCDay() <= 5;
  if (isWeekday() && minute() >= OPENS && minute() < CLOSES) return instantOfWallClock(wallClockOf(norAt, zone), zone);
  if (!(isWeekday() && minute() < OPENS)) wall.setUTCDate(wall.getUTCDate() + 1);
  while (!isWeekday()) wall.setUTCDate(wall.getUTCDate() + 1);
  wall.setUTCHours(9, 0, 0, 0);
  return instantOfWallClock(wall.toISOString().slice(0, 16), zone);
}

/** The fields a clause fills in `body`. */
export function applyClause(body: LaytimeBody, clause: LaytimeClause): Partial<LaytimeBody> {
  const preset = LAYTIME_CLAUSES.find((c) => c.value === clause);
  if (!preset) return {};
  if (preset.weekly === null) {
    const counts = Date.parse(officeHoursNor(body.norTenderedAt, body.timeZone));
    const commences = counts + Number(body.turnTimeHours ?? '0') * 3_600_000;
    const wall = wallClockOf(new Date(commences).toISOString(), body.timeZone);
    return { laytimeCommencesAt: instantOfWallClock(wall, body.timeZone) };
  }
  return {
    exceptedPeriods: { ...body.exceptedPeriods, weekly: [...preset.weekly] },
    unlessUsed: preset.unlessUsed,
  };
}
