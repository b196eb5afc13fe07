const DAY = 24 * 60 * 60 * 1000;

/**
 * A day counted from today (UTC), in the forms the journeys need: the wire's ISO date and the
 * dd/MM/yyyy a user types. Journeys use these instead of fixed dates so they mean the same thing
 * ("ETA in ten days") on any day the suite runs.
 */
export function daysFromToday(days: number) {
  const now = new Date();
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + days * DAY);
  const iso = day.toISOString().slice(0, 10);
  const [y, m, d] = iso.split('-');
  return {
    /** yyyy-MM-dd */
    iso,
    /** dd/MM/yyyy, as typed into the date fields and shown by the app */
    typed: `${d}/${m}/${y}`,
    /** An instant of that day, hh in UTC: `at(8)` is `yyyy-MM-ddT08:00:00Z`. */
    at: (hour: number) => `${iso}T${String(hour).padStart(2, '0')}:00:00Z`,
  };
}
