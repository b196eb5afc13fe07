/**
 * Typo-tolerant name matching for `charterer/suggest` (pure): "maersc" finds "Maersk Line". A name
 * matches when it contains the text, or when the text is within a few edits of the whole name, of
 * one of its words or of the start of one of its words (one edit per four letters, at least one;
 * swapping two neighbouring letters is one edit).
 */
export function editDistance(a: string, b: string): number {
  // Optimal string alignment: insert, delete, replace, or swap two neighbours, each one edit.
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => d[i]?.[j] ?? 0;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, at(i - 2, j - 2) + 1);
      (d[i] as number[])[j] = best;
    }
  }
  return at(a.length, b.length);
}

const normalise = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** How far `name` is from what was typed (0 = contains it); undefined when it does not match. */
export function matchScore(text: string, name: string): number | undefined {
  const t = normalise(text);
  const n = normalise(name);
  if (!t) return undefined;
  if (n.includes(t)) return n.startsWith(t) ? 0 : 0.5;
  const allowed = Math.max(1, Math.floor(t.length / 4));
  const candidates = [n, ...n.split(' ')].flatMap((w) => [w, w.slice(0, t.length)]);
  const best = Math.min(...candidates.map((c) => editDistance(t, c)));
  return best <= allowed ? 1 + best : undefined;
}

/** The best matches first (closer, then shorter, then by name), at most `limit`. */
export function suggestNames<T extends { name: string }>(text: string, rows: readonly T[], limit = 10): T[] {
  return rows
    .map((row) => ({ row, score: matchScore(text, row.name) }))
    .filter((m): m is { row: T; score: number } => m.score !== undefined)
    .sort((a, b) => a.score - b.score || a.row.name.length - b.row.name.length || a.row.name.localeCompare(b.row.name))
    .slice(0, limit)
    .map((m) => m.row);
}
