import {
  BENCHMARK_MIN_BUYERS,
  BENCHMARK_MIN_CALLS,
  type TBenchmarkGroup,
  type TLineDistribution,
} from '@portcall/contracts/evaluation-benchmarks';
import { Decimal, roundToMinorUnits } from '@portcall/contracts/money';

/**
 * The maths of line benchmarks, pure so tests can prove it on rows they know: conversion at the
 * DA's rates, one amount per past call, the narrowest group with enough calls, percentiles. Every
 * amount is a Decimal; nothing passes through a JS number.
 */

/** A past final DA's line of the expense, as the read model holds it. */
export interface PastLine {
  proformaId: number;
  companyId: number;
  code: string;
  vesselTypeId: number | null;
  vesselSizeId: number | null;
  currency: string;
  amount: string;
}

/** One past call's amount of one expense, in the DA's currency. */
export interface PastCall {
  companyId: number;
  vesselTypeId: number | null;
  vesselSizeId: number | null;
  amount: Decimal;
}

/**
 * `amount` in `from` expressed in `to`, through each one's US dollar value on the DA's date, half-up
 * to `to`'s minor units (a named rounding point); null when either rate is unknown.
 */
export function convertAt(
  amount: Decimal.Value,
  from: string,
  to: string,
  usdPerUnit: ReadonlyMap<string, string>,
  minorUnits: number,
): Decimal | null {
  if (from === to) return new Decimal(amount);
  const fromRate = usdPerUnit.get(from);
  const toRate = usdPerUnit.get(to);
  if (!fromRate || !toRate || new Decimal(toRate).isZero()) return null;
  return roundToMinorUnits(new Decimal(amount).times(fromRate).div(toRate), minorUnits);
}

/**
 * Past lines grouped by expense code, then by call (a DA's lines of the same expense added up), each
 * converted to the DA's currency. Lines whose currency has no rate are left out and named.
 */
export function pastCallsByCode(
  lines: readonly PastLine[],
  target: { currency: string; minorUnits: number; usdPerUnit: ReadonlyMap<string, string> },
): { byCode: Map<string, PastCall[]>; unconverted: Set<string> } {
  const unconverted = new Set<string>();
  const calls = new Map<string, Map<number, PastCall>>();
  for (const line of lines) {
    const amount = convertAt(line.amount, line.currency, target.currency, target.usdPerUnit, target.minorUnits);
    if (amount === null) {
      unconverted.add(line.currency);
      continue;
    }
    let ofCode = calls.get(line.code);
    if (!ofCode) calls.set(line.code, (ofCode = new Map()));
    const call = ofCode.get(line.proformaId);
    if (call) call.amount = call.amount.plus(amount);
    else ofCode.set(line.proformaId, { ...line, amount });
  }
  return { byCode: new Map([...calls].map(([code, byCall]) => [code, [...byCall.values()]])), unconverted };
}

/**
 * The `p`-quantile of sorted values by linear interpolation between the closest ranks (as
 * PostgreSQL's percentile_cont): rank p x (n - 1).
 */
export function quantile(sorted: readonly Decimal[], p: Decimal.Value): Decimal {
  if (sorted.length === 0) throw new Error('quantile of no values');
  const rank = new Decimal(p).times(sorted.length - 1);
  const low = rank.floor().toNumber();
  const high = Math.min(low + 1, sorted.length - 1);
  const lowValue = sorted[low] as Decimal;
  return lowValue.plus((sorted[high] as Decimal).minus(lowValue).times(rank.minus(low)));
}

export interface Vessel {
  typeId: number | null;
  sizeId: number | null;
}

/** The groups to try, narrowest first, with the calls each admits; groups the vessel cannot form are skipped. */
function groupsFor(vessel: Vessel): Array<{ group: TBenchmarkGroup; admits: (c: PastCall) => boolean }> {
  const groups: Array<{ group: TBenchmarkGroup; admits: (c: PastCall) => boolean }> = [];
  if (vessel.typeId !== null && vessel.sizeId !== null)
    groups.push({
      group: 'PORT_TYPE_SIZE',
      admits: (c) => c.vesselTypeId === vessel.typeId && c.vesselSizeId === vessel.sizeId,
    });
  if (vessel.typeId !== null) groups.push({ group: 'PORT_TYPE', admits: (c) => c.vesselTypeId === vessel.typeId });
  groups.push({ group: 'PORT', admits: () => true });
  return groups;
}

export interface Distribution extends Omit<TLineDistribution, 'groupLabel'> {
  /** Whether a narrower group was tried and had too few calls. */
  fellBack: boolean;
}

/**
 * The distribution of the narrowest group with at least BENCHMARK_MIN_CALLS calls (and, for the
 * platform, at least BENCHMARK_MIN_BUYERS distinct buyers), or null. `platform` leaves min and max
 * out: an extreme is one buyer's own figure.
 */
export function distributionOf(
  calls: readonly PastCall[],
  vessel: Vessel,
  options: { platform: boolean; minorUnits: number },
): Distribution | null {
  const groups = groupsFor(vessel);
  for (const [i, { group, admits }] of groups.entries()) {
    const admitted = calls.filter(admits);
    if (admitted.length < BENCHMARK_MIN_CALLS) continue;
    if (options.platform && new Set(admitted.map((c) => c.companyId)).size < BENCHMARK_MIN_BUYERS) continue;
    const sorted = admitted.map((c) => c.amount).sort((a, b) => a.comparedTo(b));
    const fixed = (v: Decimal) => v.toFixed(options.minorUnits, Decimal.ROUND_HALF_UP);
    return {
      group,
      calls: sorted.length,
      median: fixed(quantile(sorted, '0.5')),
      p10: fixed(quantile(sorted, '0.1')),
      p90: fixed(quantile(sorted, '0.9')),
      min: options.platform ? null : fixed(sorted[0] as Decimal),
      max: options.platform ? null : fixed(sorted[sorted.length - 1] as Decimal),
      fellBack: i > 0 && groups[0]?.group === 'PORT_TYPE_SIZE',
    };
  }
  return null;
}
