import { Decimal, roundToMinorUnits, sumAmounts } from '@portcall/contracts/money';

/**
 * The money of requests, pure: conversion into the request's currency (rounded half-up to its minor
 * units at that one point, DESIGN §5) and the historical figures' wire text. Never a JS number on an amount.
 */

/** A rate table: what one unit of each currency is worth in the request's currency. */
export type Rates = ReadonlyMap<string, string>;

export function ratesOf(requestCurrency: string, rates: ReadonlyArray<{ currency: string; rate: string }>): Rates {
  const map = new Map(rates.map((r) => [r.currency, r.rate]));
  map.set(requestCurrency, '1');
  return map;
}

export interface Figures {
  count: number;
  median: string | null;
  min: string | null;
  max: string | null;
}

/**
 * The historical figures as the wire writes them: each rounded half-up to the currency's minor units
 * (the median is the database's exact mean of the middle two; min and max are already rounded).
 */
export function figuresText(
  figures: { count: number; min: string; max: string; median: string } | undefined,
  minorUnits: number,
): Figures {
  if (!figures || figures.count === 0) return { count: 0, median: null, min: null, max: null };
  const text = (d: string) => roundToMinorUnits(new Decimal(d), minorUnits).toFixed(minorUnits);
  return { count: figures.count, median: text(figures.median), min: text(figures.min), max: text(figures.max) };
}

export const total = (values: ReadonlyArray<Decimal.Value>) => sumAmounts(values);
