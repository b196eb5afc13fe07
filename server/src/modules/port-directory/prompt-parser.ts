import {
  type HARBOR_SIZES,
  PORT_CARGOS,
  PORT_FACILITIES,
  PORT_SEGMENTS,
  type TPortDirectoryFilters,
  type TUnderstoodFilter,
  type TUnderstoodKind,
} from '@portcall/contracts/port-directory';

/**
 * The deterministic reader of POST ai/port/search (no external service): a plain-language prompt
 * ("tanker ports in Greece with a drydock") becomes the directory's structured filters. Words are
 * matched longest phrase first (up to three words) against a fixed vocabulary, the reference
 * countries (by name, code or demonym) and plural forms; every other word is reported as unknown,
 * never guessed. Pure: the caller passes the countries in.
 */

export interface ParserCountry {
  id: number;
  name: string;
  alpha2: string;
  alpha3?: string | null;
}

export interface ParsedPrompt {
  filters: TPortDirectoryFilters;
  understood: TUnderstoodFilter[];
  /** Words that meant nothing here, in prompt order (lower case, accents folded). */
  unknownWords: string[];
}

type Meaning = { kind: Exclude<TUnderstoodKind, 'country' | 'name'>; value: string };

const segment = (value: keyof typeof PORT_SEGMENTS): Meaning => ({ kind: 'segment', value });
const cargo = (value: keyof typeof PORT_CARGOS): Meaning => ({ kind: 'cargo', value });
const facility = (value: keyof typeof PORT_FACILITIES): Meaning => ({ kind: 'facility', value });
const size = (value: (typeof HARBOR_SIZES)[number]): Meaning => ({ kind: 'harborSize', value });

/** Phrases in their singular, folded form. */
const VOCABULARY: Record<string, Meaning> = {
  tanker: segment('TANKER'),
  'oil tanker': segment('TANKER'),
  'crude tanker': segment('TANKER'),
  'product tanker': segment('TANKER'),
  'chemical tanker': segment('TANKER'),
  vlcc: segment('TANKER'),
  bulk: segment('DRY_BULK'),
  'dry bulk': segment('DRY_BULK'),
  bulker: segment('DRY_BULK'),
  'bulk carrier': segment('DRY_BULK'),
  'ore carrier': segment('DRY_BULK'),
  gas: segment('GAS'),
  'gas carrier': segment('GAS'),
  'lng carrier': segment('GAS'),
  'lpg carrier': segment('GAS'),
  container: segment('CONTAINER'),
  'container ship': segment('CONTAINER'),
  'container vessel': segment('CONTAINER'),
  'general cargo': segment('GENERAL_CARGO'),
  multipurpose: segment('GENERAL_CARGO'),
  roro: segment('RO_RO'),
  'ro ro': segment('RO_RO'),
  'car carrier': segment('RO_RO'),
  pctc: segment('RO_RO'),
  passenger: segment('PASSENGER'),
  cruise: segment('PASSENGER'),
  'cruise ship': segment('PASSENGER'),
  ferry: segment('PASSENGER'),
  offshore: segment('OFFSHORE'),
  fishing: segment('FISHING'),
  crude: cargo('CRUDE_OIL'),
  'crude oil': cargo('CRUDE_OIL'),
  oil: cargo('CRUDE_OIL'),
  'oil product': cargo('OIL_PRODUCTS'),
  'refined product': cargo('OIL_PRODUCTS'),
  'clean product': cargo('OIL_PRODUCTS'),
  chemical: cargo('CHEMICALS'),
  lng: cargo('LNG'),
  lpg: cargo('LPG'),
  grain: cargo('GRAIN'),
  coal: cargo('COAL'),
  ore: cargo('IRON_ORE'),
  'iron ore': cargo('IRON_ORE'),
  steel: cargo('STEEL'),
  fertiliser: cargo('FERTILISERS'),
  fertilizer: cargo('FERTILISERS'),
  cement: cargo('CEMENT'),
  car: cargo('VEHICLES'),
  vehicle: cargo('VEHICLES'),
  drydock: facility('DRYDOCK'),
  'dry dock': facility('DRYDOCK'),
  'floating dock': facility('DRYDOCK'),
  dock: facility('DRYDOCK'),
  repair: facility('REPAIRS'),
  'ship repair': facility('REPAIRS'),
  shipyard: facility('REPAIRS'),
  bunker: facility('BUNKERS'),
  bunkering: facility('BUNKERS'),
  'fresh water': facility('FRESH_WATER'),
  water: facility('FRESH_WATER'),
  crane: facility('CRANES'),
  tug: facility('TUGS'),
  towage: facility('TUGS'),
  pilot: facility('PILOTAGE'),
  pilotage: facility('PILOTAGE'),
  'waste reception': facility('WASTE_RECEPTION'),
  'slop reception': facility('WASTE_RECEPTION'),
  provision: facility('PROVISIONS'),
  'crew change': facility('CREW_CHANGE'),
  large: size('Large'),
  big: size('Large'),
  major: size('Large'),
  medium: size('Medium'),
  'medium sized': size('Medium'),
  small: size('Small'),
  'very small': size('Very Small'),
  tiny: size('Very Small'),
};

/** Words that carry no filter ("show me the ports in ... with a ..."). */
const STOPWORDS = new Set(
  (
    'a an the of in at on for to from with without and or but near by port ports harbour harbours harbor harbors ' +
    'terminal terminals anchorage anchorages show me find list all any some which that where there have has having ' +
    'can handle handles handling accept accepting berth berths facility facilities ship ships vessel vessels ' +
    'i we want need looking look please what are is be located country countries who whose offer offering ' +
    'available providing provide'
  ).split(' '),
);

/** Adjectives of nationality where they are easy; the name and the codes cover the rest. */
const DEMONYMS: Record<string, string> = {
  greek: 'GR',
  hellenic: 'GR',
  dutch: 'NL',
  german: 'DE',
  belgian: 'BE',
  french: 'FR',
  spanish: 'ES',
  portuguese: 'PT',
  italian: 'IT',
  maltese: 'MT',
  cypriot: 'CY',
  turkish: 'TR',
  british: 'GB',
  english: 'GB',
  irish: 'IE',
  norwegian: 'NO',
  swedish: 'SE',
  danish: 'DK',
  finnish: 'FI',
  polish: 'PL',
  russian: 'RU',
  ukrainian: 'UA',
  romanian: 'RO',
  bulgarian: 'BG',
  croatian: 'HR',
  egyptian: 'EG',
  moroccan: 'MA',
  nigerian: 'NG',
  american: 'US',
  canadian: 'CA',
  mexican: 'MX',
  brazilian: 'BR',
  argentinian: 'AR',
  argentine: 'AR',
  chilean: 'CL',
  peruvian: 'PE',
  chinese: 'CN',
  japanese: 'JP',
  korean: 'KR',
  indian: 'IN',
  singaporean: 'SG',
  malaysian: 'MY',
  indonesian: 'ID',
  vietnamese: 'VN',
  thai: 'TH',
  filipino: 'PH',
  australian: 'AU',
  emirati: 'AE',
  saudi: 'SA',
  qatari: 'QA',
  omani: 'OM',
  kuwaiti: 'KW',
  israeli: 'IL',
  'south african': 'ZA',
};

/** Common names a reference list spells otherwise. */
const COUNTRY_ALIASES: Record<string, string> = {
  usa: 'US',
  america: 'US',
  'united states': 'US',
  uk: 'GB',
  'united kingdom': 'GB',
  britain: 'GB',
  'great britain': 'GB',
  england: 'GB',
  holland: 'NL',
  netherlands: 'NL',
  'the netherlands': 'NL',
  'south korea': 'KR',
  korea: 'KR',
  russia: 'RU',
  uae: 'AE',
  emirates: 'AE',
  turkey: 'TR',
  turkiye: 'TR',
  vietnam: 'VN',
  iran: 'IR',
  syria: 'SY',
};

const MAX_PHRASE = 3;

/** Lower case, accents folded, punctuation to spaces: 'Ro-Ro' -> 'ro ro', 'Piraeús' -> 'piraeus'. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Singular candidates of an English plural: 'drydocks' -> 'drydock', 'ferries' -> 'ferry', 'bunkers'. */
export function singularForms(word: string): string[] {
  const forms: string[] = [];
  if (word.length > 4 && word.endsWith('ies')) forms.push(`${word.slice(0, -3)}y`);
  if (word.length > 3 && word.endsWith('es')) forms.push(word.slice(0, -2));
  if (word.length > 2 && word.endsWith('s') && !word.endsWith('ss')) forms.push(word.slice(0, -1));
  return forms;
}

function lookup<T>(dictionary: Record<string, T> | Map<string, T>, words: string[]): T | undefined {
  const get = (key: string) =>
    dictionary instanceof Map ? dictionary.get(key) : Object.hasOwn(dictionary, key) ? dictionary[key] : undefined;
  const phrase = words.join(' ');
  const exact = get(phrase);
  if (exact !== undefined) return exact;
  const last = words[words.length - 1] ?? '';
  for (const form of singularForms(last)) {
    const found = get([...words.slice(0, -1), form].join(' '));
    if (found !== undefined) return found;
  }
  return undefined;
}

function labelOf(meaning: Meaning): string {
  switch (meaning.kind) {
    case 'segment':
      return PORT_SEGMENTS[meaning.value as keyof typeof PORT_SEGMENTS];
    case 'cargo':
      return PORT_CARGOS[meaning.value as keyof typeof PORT_CARGOS];
    case 'facility':
      return PORT_FACILITIES[meaning.value as keyof typeof PORT_FACILITIES];
    case 'harborSize':
      return `${meaning.value} harbour`;
  }
}

/** Reads a prompt against the vocabulary and the given countries. Never throws. */
export function parsePortPrompt(prompt: string, countries: readonly ParserCountry[]): ParsedPrompt {
  const byAlpha2 = new Map(countries.map((c) => [c.alpha2.toUpperCase(), c]));
  const byName = new Map<string, ParserCountry>();
  for (const c of countries) byName.set(foldText(c.name), c);
  for (const [alias, code] of Object.entries(COUNTRY_ALIASES)) {
    const c = byAlpha2.get(code);
    if (c && !byName.has(alias)) byName.set(alias, c);
  }
  for (const [demonym, code] of Object.entries(DEMONYMS)) {
    const c = byAlpha2.get(code);
    if (c) byName.set(demonym, c);
  }

  const filters: TPortDirectoryFilters = {};
  const understood: TUnderstoodFilter[] = [];
  const unknownWords: string[] = [];
  const take = (kind: TUnderstoodKind, value: string, label: string, text: string) => {
    // One value per filter: the first mention wins, a later one of the same kind is reported unknown.
    if (understood.some((u) => u.kind === kind)) return false;
    understood.push({ kind, value, label, text });
    return true;
  };

  // A quoted part, or what follows 'named'/'called', is a port name, taken as written.
  let rest = prompt.slice(0, 1000);
  const quoted = /["“”']([^"“”']{1,100})["“”']/.exec(rest);
  const named = /\b(?:named|called)\s+([\p{L}\p{N} .-]{1,100})$/iu.exec(rest);
  const nameText = (quoted?.[1] ?? named?.[1] ?? '').trim();
  if (nameText && foldText(nameText)) {
    filters.name = nameText;
    take('name', nameText, `Name: ${nameText}`, nameText);
    rest = rest.replace(quoted?.[0] ?? named?.[0] ?? '', ' ');
  }

  // Original tokens keep their case: 'GR' in capitals is a country code, 'gr' is just a word.
  const original = rest
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  const words = original.map((w) => w.toLowerCase());
  const isShouted = rest === rest.toUpperCase();
  for (let i = 0; i < words.length; ) {
    let matched = 0;
    for (let n = Math.min(MAX_PHRASE, words.length - i); n >= 1 && matched === 0; n--) {
      const slice = words.slice(i, i + n);
      const text = original.slice(i, i + n).join(' ');
      const meaning = lookup(VOCABULARY, slice);
      if (meaning) {
        if (take(meaning.kind, meaning.value, labelOf(meaning), text)) {
          (filters as Record<string, unknown>)[meaning.kind] = meaning.value;
        } else unknownWords.push(...slice);
        matched = n;
        continue;
      }
      const country = lookup(byName, slice);
      if (country) {
        if (take('country', String(country.id), country.name, text)) filters.countryId = country.id;
        else unknownWords.push(...slice);
        matched = n;
        continue;
      }
      if (n === 1) {
        const token = original[i] ?? '';
        // In a prompt written all in capitals, 'IN' or 'TO' is the word, not India or Togo.
        const isCode = /^[A-Z]{2}$/.test(token) && !(isShouted && STOPWORDS.has(slice[0] ?? ''));
        const code = isCode ? byAlpha2.get(token) : undefined;
        if (code) {
          if (take('country', String(code.id), code.name, token)) filters.countryId = code.id;
          else unknownWords.push(slice[0] ?? '');
          matched = 1;
        } else if (STOPWORDS.has(slice[0] ?? '')) {
          matched = 1;
        }
      }
    }
    if (matched === 0) {
      unknownWords.push(words[i] ?? '');
      matched = 1;
    }
    i += matched;
  }
  return { filters, understood, unknownWords };
}
