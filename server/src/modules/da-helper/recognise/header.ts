import type { Box, TextLine, TextRun } from '../../../platform/documents/types';
import { findDates } from './dates';
import type { RecogniseContext, RecognisedDa, Sourced } from './types';

const SYMBOLS: Record<string, string> = {
  $: 'USD',
  US$: 'USD',
  '€': 'EUR',
  '£': 'GBP',
  '¥': 'JPY',
  KD: 'KWD',
  BD: 'BHD',
};
/** Three capitals that are currency codes but far more often plain words on a DA. */
const NOT_CURRENCIES = new Set(['ALL', 'TOP', 'CUP', 'SOS', 'MOP', 'BOB', 'PEN']);

const sourced = <T>(value: T, run: TextRun, certainty = 1): Sourced<T> => ({
  value,
  box: run.box,
  snippet: run.text,
  confidence: round(run.confidence * certainty),
});
export const round = (n: number) => Math.round(n * 100) / 100;

/**
 * The document's currency: a labelled "Currency: EUR" wins; otherwise the code or symbol printed
 * most often, counting those beside amounts or in a column heading ("Amount (USD)") double.
 */
export function findCurrency(lines: TextLine[], ctx: RecogniseContext): Sourced<string> | null {
  const known = new Set(ctx.currencies.map((c) => c.code));
  const scores = new Map<string, { score: number; run: TextRun; labelled: boolean }>();
  for (const line of lines)
    for (const run of line.runs) {
      const labelled = /\bcurrency\b/i.test(run.text) || /\bcurrency\b/i.test(line.text);
      const codes = [...run.text.matchAll(/(?<![A-Za-z])([A-Z]{3})(?![A-Za-z])/g)].map((m) => m[1] ?? '');
      for (const [symbol, code] of Object.entries(SYMBOLS))
        if (
          symbol.length === 1
            ? run.text.includes(symbol)
            : new RegExp(`(^|[^A-Za-z])${symbol}([^A-Za-z]|$)`).test(run.text)
        )
          codes.push(code);
      for (const code of codes) {
        if (!known.has(code) || NOT_CURRENCIES.has(code)) continue;
        const weight = labelled ? 10 : /\d/.test(run.text) || /amount|total|price|rate/i.test(run.text) ? 2 : 1;
        const current = scores.get(code);
        if (current) {
          current.score += weight;
          if (labelled && !current.labelled) Object.assign(current, { run, labelled });
        } else scores.set(code, { score: weight, run, labelled });
      }
    }
  const ranked = [...scores.entries()].sort((a, b) => b[1].score - a[1].score);
  const top = ranked[0];
  if (!top) return null;
  const total = ranked.reduce((n, [, s]) => n + s.score, 0);
  return sourced(top[0], top[1].run, top[1].labelled ? 1 : Math.max(0.5, top[1].score / total));
}

const LABELS: Array<{ field: 'vessel' | 'port' | 'voyage'; re: RegExp }> = [
  { field: 'vessel', re: /^(?:vessel(?:'s)?(?:\s+name)?|ship(?:\s+name)?|m\/?v|name of vessel)$/i },
  { field: 'port', re: /^(?:port(?:\s+of\s+call)?|port\s+name|place|location)$/i },
  { field: 'voyage', re: /^(?:voyage(?:\s+(?:no\.?|number|#))?|voy\.?(?:\s*no\.?)?)$/i },
];

/** Vessel, port and voyage when labelled ("Vessel: MV Nordic Star", or a label cell and its value cell). */
export function findLabelled(lines: TextLine[]): Pick<RecognisedDa, 'vessel' | 'port' | 'voyage'> {
  const found: Pick<RecognisedDa, 'vessel' | 'port' | 'voyage'> = { vessel: null, port: null, voyage: null };
  for (const line of lines)
    line.runs.forEach((run, i) => {
      // "Label: value" inside one run (a sentence of the header), possibly several on one run.
      for (const m of run.text.matchAll(/([A-Za-z' .#/]+?)\s*:\s*([^:]+?)(?=\s+[A-Za-z' .#/]{2,20}\s*:|$)/g)) {
        const label = (m[1] ?? '').trim();
        const value = (m[2] ?? '').trim();
        for (const { field, re } of LABELS)
          if (!found[field] && re.test(label) && value) found[field] = sourced(value, run);
      }
      const bare = run.text.replace(/\s*[:#]\s*$/, '').trim();
      const next = line.runs[i + 1];
      for (const { field, re } of LABELS)
        if (!found[field] && next && re.test(bare) && !/:/.test(next.text) && /[A-Za-z0-9]/.test(next.text))
          found[field] = sourced(next.text.trim(), next, /[:#]\s*$/.test(run.text) ? 1 : 0.9);
    });
  return found;
}

/** Every date outside the table, with the label printed before it ("ETA", "Date of issue"). */
export function findHeaderDates(lines: TextLine[]): RecognisedDa['dates'] {
  const dates: RecognisedDa['dates'] = [];
  for (const line of lines)
    line.runs.forEach((run, i) => {
      for (const date of findDates(run.text)) {
        const before = run.text
          .slice(0, date.start)
          .replace(/[:\s-]+$/, '')
          .trim();
        const previous = line.runs[i - 1]?.text.replace(/[:\s-]+$/, '').trim();
        const label = before || (previous && !/\d/.test(previous) ? previous : '') || null;
        dates.push({ ...sourced(date.iso, run, date.certainty), label: label && label.length <= 40 ? label : null });
      }
    });
  return dates;
}

export const unionBox = (runs: TextRun[]): Box => {
  const first = runs[0]?.box ?? { page: 1, x: 0, y: 0, width: 0, height: 0 };
  const left = Math.min(...runs.map((r) => r.box.x));
  const top = Math.min(...runs.map((r) => r.box.y));
  const right = Math.max(...runs.map((r) => r.box.x + r.box.width));
  const bottom = Math.max(...runs.map((r) => r.box.y + r.box.height));
  return { page: first.page, x: left, y: top, width: right - left, height: bottom - top };
};
