import type { CatalogueEntry, CatalogueMatch, DaSection, LearntMapping } from './types';

/**
 * Words agents print for the same thing, folded to one form before comparing, so "pilot in",
 * "pilotage inbound" and "Pilotage inward" meet. Kept to maritime usage seen on DAs.
 */
const SYNONYMS: Record<string, string> = {
  pilot: 'pilotage',
  pilots: 'pilotage',
  piloting: 'pilotage',
  tug: 'towage',
  tugs: 'towage',
  towing: 'towage',
  tugboat: 'towage',
  tugboats: 'towage',
  in: 'inward',
  inbound: 'inward',
  incoming: 'inward',
  arrival: 'inward',
  entering: 'inward',
  out: 'outward',
  outbound: 'outward',
  outgoing: 'outward',
  departure: 'outward',
  sailing: 'outward',
  leaving: 'outward',
  shift: 'shifting',
  shifts: 'shifting',
  removal: 'removal',
  disposal: 'removal',
  collection: 'removal',
  harbour: 'port',
  harbor: 'port',
  dockage: 'berth',
  berthage: 'berth',
  berthing: 'berth',
  quay: 'berth',
  wharfage: 'cargo',
  linesmen: 'mooring',
  linesman: 'mooring',
  lines: 'mooring',
  line: 'mooring',
  moorings: 'mooring',
  unmoor: 'unmooring',
  waste: 'garbage',
  refuse: 'garbage',
  rubbish: 'garbage',
  fw: 'fresh',
  potable: 'fresh',
  agent: 'agency',
  agents: 'agency',
  agency: 'agency',
  remuneration: 'fee',
  launch: 'launch',
  boat: 'boat',
  car: 'transport',
  taxi: 'transport',
  transportation: 'transport',
  hotel: 'hotel',
  accommodation: 'hotel',
  visas: 'visa',
  doctor: 'medical',
  hospital: 'medical',
  ctm: 'cash',
  telex: 'communications',
  communication: 'communications',
  phone: 'communications',
  courier: 'courier',
  dhl: 'courier',
  security: 'security',
  isps: 'security',
  lighthouse: 'light',
  lights: 'light',
  tonnage: 'tonnage',
  quarantine: 'quarantine',
  pratique: 'quarantine',
  customs: 'customs',
  immigration: 'customs',
  documents: 'documentation',
  docs: 'documentation',
  paperwork: 'documentation',
};
/** Words that name no particular expense. */
const STOP = new Set([
  'fee',
  'fees',
  'charge',
  'charges',
  'cost',
  'costs',
  'expense',
  'expenses',
  'and',
  'of',
  'the',
  'for',
  'to',
  'a',
  'incl',
  'per',
  'service',
  'services',
  'dues',
  'due',
]);

export function normalise(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function tokens(text: string): string[] {
  const words = normalise(text.replace(/\bin\s*\/\s*out\b/gi, 'inward outward')).split(' ');
  return words.filter((w) => w && !STOP.has(w) && !/^\d+$/.test(w)).map((w) => SYNONYMS[w] ?? w);
}

function trigrams(text: string): Set<string> {
  const s = `  ${text} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= s.length; i++) out.add(s.slice(i, i + 3));
  return out;
}

function dice<T>(a: Set<T>, b: Set<T>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const x of a) if (b.has(x)) shared++;
  return (2 * shared) / (a.size + b.size);
}

/** Two words are the same when equal, or close enough for an OCR slip ("pilotaqe"). */
const wordSimilarity = (a: string, b: string) =>
  a === b ? 1 : a.length >= 5 && b.length >= 5 ? dice(trigrams(a), trigrams(b)) : 0;

function tokenScore(line: string[], entry: string[]): number {
  if (line.length === 0 || entry.length === 0) return 0;
  const best = (from: string[], to: string[]) =>
    from.reduce((sum, w) => sum + Math.max(0, ...to.map((v) => wordSimilarity(w, v)).filter((s) => s >= 0.6)), 0);
  return (best(line, entry) + best(entry, line)) / (line.length + entry.length);
}

interface Prepared {
  entry: CatalogueEntry;
  name: string[];
  category: string[];
  grams: Set<string>;
}

/**
 * Matches printed descriptions to the expense catalogue. What feedback taught for this agent comes
 * first (the same description, or one nearly the same); otherwise a fuzzy score over the item's name
 * (and, less, its category): words after synonym folding, plus character trigrams for spelling and
 * OCR slips, nudged towards the section the line was printed under.
 */
export function createCatalogueMatcher(catalogue: CatalogueEntry[], learnt: LearntMapping[]) {
  const prepared: Prepared[] = catalogue.map((entry) => ({
    entry,
    name: tokens(entry.name),
    category: tokens(entry.category),
    grams: trigrams(tokens(entry.name).join(' ')),
  }));
  const byId = new Map(catalogue.map((e) => [e.id, e]));
  const taught = learnt
    .map((l) => ({
      key: normalise(l.description),
      grams: trigrams(normalise(l.description)),
      entry: byId.get(l.itemId),
    }))
    .filter((l): l is { key: string; grams: Set<string>; entry: CatalogueEntry } => !!l.entry);

  return function match(description: string, section: DaSection | null): CatalogueMatch | null {
    const key = normalise(description);
    const exact = taught.findLast((t) => t.key === key);
    if (exact) return result(exact.entry, 0.99, 'LEARNT');
    const grams = trigrams(key);
    let nearest: { entry: CatalogueEntry; score: number } | null = null;
    for (const t of taught) {
      const score = dice(grams, t.grams);
      if (score >= 0.8 && (!nearest || score > nearest.score)) nearest = { entry: t.entry, score };
    }
    if (nearest) return result(nearest.entry, Math.min(0.98, nearest.score), 'LEARNT');

    const words = tokens(description);
    const wordGrams = trigrams(words.join(' '));
    let best: { entry: CatalogueEntry; score: number } | null = null;
    for (const p of prepared) {
      const score =
        0.6 * tokenScore(words, p.name) +
        0.3 * dice(wordGrams, p.grams) +
        0.1 * tokenScore(words, p.category) +
        (section && section === p.entry.section ? 0.05 : 0);
      if (!best || score > best.score) best = { entry: p.entry, score };
    }
    if (!best || best.score < 0.3) return null;
    return result(best.entry, Math.min(0.95, best.score), 'FUZZY');
  };
}

const result = (entry: CatalogueEntry, confidence: number, via: 'FUZZY' | 'LEARNT'): CatalogueMatch => ({
  itemId: entry.id,
  code: entry.code,
  name: entry.name,
  confidence: Math.round(confidence * 100) / 100,
  via,
});
