import type { TLineFlag } from '@portcall/contracts/evaluation-benchmarks';
import { formatAmount } from '@portcall/contracts/format';
import { formatMessage } from '@portcall/contracts/messages';
import { Decimal, roundToMinorUnits } from '@portcall/contracts/money';

/**
 * The checks a reviewer makes on a DA without any history: the arithmetic of units and price per
 * unit, the currency against the port's tariff currency, the same expense in two sections, and the
 * same expense on another DA of the same kind for the same call. Pure: the rows come from the read
 * model, the flags carry their sentences.
 */

export interface CheckedLine {
  id: number;
  code: string | null;
  name: string;
  section: string;
  /** As evaluated, else as quoted, in the DA's currency. */
  amount: string;
  /** The currency the agent charged the line in (the line's, else the DA's). */
  currency: string | null;
  unit: string | null;
  pricePerUnit: string | null;
}

/** The port and its country's currencies (ISO codes), the tariff currencies. */
export interface TariffPlace {
  portName: string;
  countryName: string;
  currencies: readonly string[];
}

/** A line of another submitted DA of the same kind on the same appointment. */
export interface OtherDaLine {
  proformaId: number;
  type: string;
  submittedAt: Date | null;
  code: string;
  amount: string;
  currency: string | null;
}

const sectionWords: Record<string, string> = {
  PORT_EXPENSES: 'port expenses',
  AGENCY_EXPENSES: 'agency expenses',
  HUSBANDRY_EXPENSES: 'husbandry expenses',
};
const sectionOf = (s: string) => sectionWords[s] ?? s.toLowerCase();
/** Sections in the order the DA shows them. */
const bySection = (a: { section: string }, b: { section: string }) =>
  Object.keys(sectionWords).indexOf(a.section) - Object.keys(sectionWords).indexOf(b.section);
const money = (v: Decimal.Value, decimals = 2) => formatAmount(new Decimal(v), decimals);
/** dd/MM/yyyy of an instant, read in UTC so the server's zone cannot move the day. */
const day = (d: Date) => d.toISOString().slice(0, 10).split('-').reverse().join('/');

/** Units x price per unit against the line's evaluated amount, at the currency's minor units. */
export function arithmeticFlag(line: CheckedLine, currency: string, minorUnits: number): TLineFlag | null {
  if (line.unit === null || line.pricePerUnit === null) return null;
  const expected = roundToMinorUnits(new Decimal(line.unit).times(line.pricePerUnit), minorUnits);
  const amount = roundToMinorUnits(line.amount, minorUnits);
  if (expected.eq(amount)) return null;
  const p = { currency, expected: money(expected, minorUnits), amount: money(amount, minorUnits) };
  return {
    kind: 'ARITHMETIC',
    message: formatMessage('CHECK_ARITHMETIC', p),
    why: formatMessage('CHECK_ARITHMETIC_WHY', {
      ...p,
      unit: new Decimal(line.unit).toString(),
      price: new Decimal(line.pricePerUnit).toString(),
      difference: money(amount.minus(expected).abs(), minorUnits),
    }),
  };
}

/** A line charged in a currency that is not the port country's. */
export function tariffCurrencyFlag(line: CheckedLine, place: TariffPlace | null): TLineFlag | null {
  if (!place || place.currencies.length === 0 || !line.currency) return null;
  if (place.currencies.includes(line.currency)) return null;
  const p = {
    currency: line.currency,
    port: place.portName,
    country: place.countryName,
    tariff: place.currencies.join(' or '),
  };
  return {
    kind: 'TARIFF_CURRENCY',
    message: formatMessage('CHECK_TARIFF_CURRENCY', p),
    why: formatMessage('CHECK_TARIFF_CURRENCY_WHY', p),
  };
}

/**
 * Per line id: the flag of an expense charged in more than one section of the DA. Lines are the same
 * expense when their names match (case and spacing aside): a catalogue line carries the catalogue's
 * name and its own section only, so a second charge is an additional item of the same name elsewhere.
 */
export function duplicateFlags(lines: readonly CheckedLine[], currency: string): Map<number, TLineFlag> {
  const key = (l: CheckedLine) => l.name.trim().toLowerCase().replace(/\s+/g, ' ');
  const byName = new Map<string, CheckedLine[]>();
  for (const l of lines) byName.set(key(l), [...(byName.get(key(l)) ?? []), l]);
  const flags = new Map<number, TLineFlag>();
  for (const named of byName.values()) {
    const same = [...named].sort(bySection);
    const sections = [...new Set(same.map((l) => l.section))];
    if (sections.length < 2) continue;
    const amounts = same.map((l) => `${money(l.amount)} ${currency} in ${sectionOf(l.section)}`).join(', ');
    for (const l of same)
      flags.set(l.id, {
        kind: 'DUPLICATE_ACROSS_SECTIONS',
        message: formatMessage('CHECK_DUPLICATE_SECTIONS', {
          name: l.name,
          sections: sections.map(sectionOf).join(' and '),
        }),
        why: formatMessage('CHECK_DUPLICATE_SECTIONS_WHY', { name: l.name, amounts }),
      });
  }
  return flags;
}

/** The flag of a line whose catalogue expense another DA of the same kind for the call also charges. */
export function chargedTwiceFlag(line: CheckedLine, others: readonly OtherDaLine[]): TLineFlag | null {
  const other = line.code ? others.find((o) => o.code === line.code) : undefined;
  if (!other) return null;
  return {
    kind: 'CHARGED_TWICE',
    message: formatMessage('CHECK_CHARGED_TWICE', { name: line.name, other: other.proformaId }),
    why: formatMessage('CHECK_CHARGED_TWICE_WHY', {
      other: other.proformaId,
      type: other.type,
      date: other.submittedAt ? day(other.submittedAt) : '-',
      code: other.code,
      amount: money(other.amount),
      currency: other.currency ?? '',
    }),
  };
}
