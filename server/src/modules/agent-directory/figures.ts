import {
  AGENT_FIGURES,
  PLATFORM_FIGURE_MIN_BUYERS,
  type TAgentFigure,
  type TAgentFigureKey,
  type TAgentFigures,
  type TPlatformFigures,
} from '@portcall/contracts/agent-directory';
import { Decimal } from '@portcall/contracts/money';

/** What one call (an appointment of the agent past DRAFT) tells about the agent. */
export interface CallFacts {
  appointmentId: number;
  buyerId: number;
  portId: number;
  state: string;
  appointedAt: Date | null;
  /** Accepted or rejected, whichever came. */
  answeredAt: Date | null;
  ets: Date | null;
  /** Totals of the last submitted PDA and FDA, when both are in the same currency (else null). */
  /** DA totals as exact decimal strings (money never goes through a JS float). */
  pdaTotal: string | null;
  fdaTotal: string | null;
  firstFdaAt: Date | null;
  /** DAs submitted on the call (evaluations) and how many had a line sent back for review. */
  daCount: number;
  sentBackCount: number;
  /** The call's rating (mean of its criteria), null if not rated. */
  rating: number | null;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** The states of a handled call (`callsHandled`). */
export const HANDLED_STATES = ['ACCEPTED', 'CLOSED'];
const HANDLED = new Set(HANDLED_STATES);
const round2 = (n: number) => Math.round(n * 100) / 100;

export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

interface Measured {
  value: number | null;
  /** The calls the figure rests on. */
  basis: CallFacts[];
}

function medianOf(calls: CallFacts[], measure: (c: CallFacts) => number | null): Measured {
  const basis: CallFacts[] = [];
  const values: number[] = [];
  for (const c of calls) {
    const v = measure(c);
    if (v === null || !Number.isFinite(v)) continue;
    basis.push(c);
    values.push(v);
  }
  const m = median(values);
  return { value: m === null ? null : round2(m), basis };
}

/** FDA against PDA in percent, computed in decimals; only the resulting ratio becomes a number. */
function changePct(pda: string | null, fda: string | null): number | null {
  if (pda === null || fda === null) return null;
  const base = new Decimal(pda);
  return base.gt(0) ? new Decimal(fda).minus(base).div(base).times(100).toNumber() : null;
}

/** Each figure over a set of calls, with the calls it rests on. */
function measure(calls: CallFacts[], portId: number | null): Record<TAgentFigureKey, Measured> {
  const withDas = calls.filter((c) => c.daCount > 0);
  const das = withDas.reduce((n, c) => n + c.daCount, 0);
  const sentBack = withDas.reduce((n, c) => n + c.sentBackCount, 0);
  const handled = calls.filter((c) => HANDLED.has(c.state) && (portId === null || c.portId === portId));
  const rated = calls.filter((c) => c.rating !== null);
  return {
    pdaToFdaChangePct: medianOf(calls, (c) => changePct(c.pdaTotal, c.fdaTotal)),
    sentBackSharePct: { value: das === 0 ? null : round2((sentBack / das) * 100), basis: withDas },
    daysEtsToFda: medianOf(calls, (c) =>
      c.ets && c.firstFdaAt ? (c.firstFdaAt.getTime() - c.ets.getTime()) / DAY_MS : null,
    ),
    hoursToAnswer: medianOf(calls, (c) =>
      c.appointedAt && c.answeredAt ? (c.answeredAt.getTime() - c.appointedAt.getTime()) / HOUR_MS : null,
    ),
    callsHandled: { value: handled.length, basis: handled },
    // platform-core §9: the mean of the ratings, 0 if none.
    averageRating: {
      value: rated.length === 0 ? 0 : round2(rated.reduce((s, c) => s + (c.rating as number), 0) / rated.length),
      basis: rated,
    },
  };
}

const toFigure = (m: Measured): TAgentFigure => ({ value: m.value, calls: m.basis.length });

/** The buyer's own figures: its calls only. */
export function buyerFigures(calls: CallFacts[], buyerId: number, portId: number | null): TAgentFigures {
  const measured = measure(
    calls.filter((c) => c.buyerId === buyerId),
    portId,
  );
  return Object.fromEntries(AGENT_FIGURES.map((k) => [k, toFigure(measured[k])])) as TAgentFigures;
}

/**
 * The platform's figures over every buyer's calls, anonymised: a figure resting on calls of fewer than
 * five distinct buyers is not shown (null), so no buyer's own history can be read out of it.
 */
export function platformFigures(calls: CallFacts[], portId: number | null): TPlatformFigures {
  const measured = measure(calls, portId);
  return Object.fromEntries(
    AGENT_FIGURES.map((k) => {
      const m = measured[k];
      const buyers = new Set(m.basis.map((c) => c.buyerId)).size;
      return [k, buyers >= PLATFORM_FIGURE_MIN_BUYERS ? toFigure(m) : null];
    }),
  ) as TPlatformFigures;
}
