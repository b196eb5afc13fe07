/** Letters NFKD does not split into a base letter and a mark. */
const FOLDED: Record<string, string> = {
  ø: 'o',
  Ø: 'o',
  æ: 'ae',
  Æ: 'ae',
  œ: 'oe',
  Œ: 'oe',
  ß: 'ss',
  đ: 'd',
  Đ: 'd',
  ł: 'l',
  Ł: 'l',
  þ: 'th',
  Þ: 'th',
};

/**
 * Port search keys. The same function builds ports.search_name in the seed and normalises what a
 * user types, so 'São Paulo', 'sao-paulo' and 'SAO PAULO' all meet at 'sao paulo'.
 */
export function toSearchName(text: string): string {
  return text
    .replace(/[øØæÆœŒßđĐłŁþÞ]/g, (c) => FOLDED[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** 'new york city' -> ['york city', 'city']: what a prefix of a later word must match. */
export function laterWordSuffixes(searchName: string): string[] {
  const suffixes: string[] = [];
  for (let i = searchName.indexOf(' '); i !== -1; i = searchName.indexOf(' ', i + 1)) {
    suffixes.push(searchName.slice(i + 1));
  }
  return [...new Set(suffixes)];
}

/** Something that could start a UN/LOCODE: two letters, then up to three letters or digits. */
export function asLocodePrefix(text: string): string | null {
  const code = text.trim().toUpperCase();
  return /^[A-Z]{2}[A-Z0-9]{0,3}$/.test(code) ? code : null;
}

/** World Port Index harbour size to search rank: larger harbours come first. */
export function rankOfHarborSize(size: string | null | undefined): number {
  switch (size) {
    case 'Large':
      return 4;
    case 'Medium':
      return 3;
    case 'Small':
      return 2;
    case 'Very Small':
      return 1;
    default:
      return 0;
  }
}
