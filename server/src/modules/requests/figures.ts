import { Decimal, roundToMinorUnits, sumAmounts } from '@portcall/contracts/money';

/**
 * The money of requests, pure: conversion into the request's currency (rounded half-up to its minor
 * units at that one point, DESIGN §5) and the historical figures. Never a JS number on an amount.
 */

/** A rate table: what one unit of each currency is worth in the request's currency. */
export type Rates = ReadonlyMap<string, string>;

export function ratesOf(requestCurrency: string, rates: ReadonlyArray<{ currency: string; rate: string }>): Rates {
  const map = new Map(rates.map((r) => [r.currency, r.rate]));
  map.set(requestCurrency, '1');
  return map;
}

/** The amount in the request's currency, or null when no rate is known for its currency. */
export function convert(amount: string, currency: string, rates: Rates, minorUnits: number): Decimal | null {
  const rate = rates.get(currency);
  if (rate === undefined) return null;
  return roundToMinorUnits(new Decimal(amount).times(rate), minorUnits);
}

/** The median of decimals (mean of the middle two for an even count), exact; null for none. */
export function median(values: readonly Decimal[]): Decimal | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a.comparedTo(b));
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle] as Decimal;
  return (sorted[middle - 1] as Decimal).plus(sorted[middle] as Decimal).dividedBy(2);
}

export interface Figures {
  count: number;
  median: string | null;
  min: string | null;
  max: string | null;
}

/** Count, median, min and max of converted amounts, written with the currency's minor units. */
export function figuresOf(values: readonly Decimal[], minorUnits: number): Figures {
  if (values.length === 0) return { count: 0, median: null, min: null, max: null };
  const text = (d: Decimal) => roundToMinorUnits(d, minorUnits).toFixed(minorUnits);
  return {
    count: values.length,
    median: text(median(values) as Decimal),
    min: text(Decimal.min(...values)),
    max: text(Decimal.max(...values)),
  };
}

export const total = (values: ReadonlyArray<Decimal.Value>) => sumAmounts(values);
