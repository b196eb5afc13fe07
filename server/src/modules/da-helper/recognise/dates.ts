const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};
const MONTH = '(jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)[a-z]*\\.?';

interface Found {
  iso: string;
  /** Where the date text starts and ends in the input. */
  start: number;
  end: number;
  certainty: number;
}

const PATTERNS: Array<{ re: RegExp; read: (m: RegExpExecArray) => [number, number, number, number] | null }> = [
  { re: /\b(\d{4})-(\d{1,2})-(\d{1,2})\b/g, read: (m) => [Number(m[1]), Number(m[2]), Number(m[3]), 1] },
  {
    // 14/03/2026, 14.03.2026, 14-03-26; a day above 12 settles the order, otherwise day first
    // (the usual order on DAs outside the US), with less certainty.
    re: /\b(\d{1,2})[./-](\d{1,2})[./-](\d{4}|\d{2})\b/g,
    read: (m) => {
      const a = Number(m[1]);
      const b = Number(m[2]);
      const y = year(m[3] ?? '');
      if (a > 12 && b <= 12) return [y, b, a, 1];
      if (b > 12 && a <= 12) return [y, a, b, 0.9];
      return [y, b, a, a === b ? 1 : 0.7];
    },
  },
  {
    re: new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?[\\s-]+${MONTH}[\\s,-]+(\\d{4}|\\d{2})\\b`, 'gi'),
    read: (m) => [year(m[3] ?? ''), MONTHS[(m[2] ?? '').toLowerCase()] ?? 0, Number(m[1]), 1],
  },
  {
    re: new RegExp(`\\b${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b`, 'gi'),
    read: (m) => [Number(m[3]), MONTHS[(m[1] ?? '').toLowerCase()] ?? 0, Number(m[2]), 1],
  },
];

function year(text: string) {
  const y = Number(text);
  return text.length === 2 ? 2000 + y : y;
}

/** Every date in a text, as ISO yyyy-mm-dd, with where it was printed. */
export function findDates(text: string): Found[] {
  const found: Found[] = [];
  for (const { re, read } of PATTERNS) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const parts = read(m);
      if (!parts) continue;
      const [y, mo, d, certainty] = parts;
      if (!valid(y, mo, d)) continue;
      if (found.some((f) => m && m.index < f.end && m.index + m[0].length > f.start)) continue;
      const iso = `${y}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
      found.push({ iso, start: m.index, end: m.index + m[0].length, certainty });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

function valid(y: number, m: number, d: number) {
  if (y < 1900 || y > 2200 || m < 1 || m > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(y, m, 0)).getUTCDate();
}
