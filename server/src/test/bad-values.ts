import fc from 'fast-check';

/**
 * Hostile values shaped like what a route expects (test code only): control characters in text,
 * dates at and past the product's edges, numbers past every column, wrong types, deep and huge
 * bodies. The field name picks the family, so an id field mostly gets id-shaped trouble.
 */
const controlText = ['\u0000', 'a\u0000b', 'Ops\u0007team', '\u001b[31mred', 'line\r\nbreak', '\u007f', '\ud800'];
const edgeDates = [
  '9999-12-31',
  '0000-01-01',
  '0001-01-01T00:00:00Z',
  '10000-01-01',
  '2200-12-31T23:59:59-14:00',
  '1899-12-31',
  '2026-02-30',
  '2026-13-01',
  '+275760-09-13T00:00:00Z',
  'not a date',
];
const edgeIds = ['99999999999999999999', '9007199254740993', '-1', '0', '1e3', '0x10', '1.5', 'NaN', ' 7 '];
const edgeNumbers = [1e308, -1e308, 2 ** 31, 2 ** 53 + 2, -1, 0, 1.5, -0.0001, 1e20];
const edgeAmounts = ['99999999999999999', '-99999999999999999', '1500.555', '1e6', '0.00001', '-0', '1,000.00'];
const oddTypes: unknown[] = [null, true, [], {}, [1, 'a'], { a: { b: 1 } }, '', ' ', 'x'.repeat(5_000)];

export const hostileScalar = fc.oneof(
  fc.constantFrom<unknown>(...controlText, ...edgeDates, ...edgeIds, ...edgeNumbers, ...edgeAmounts, ...oddTypes),
  fc.string({ maxLength: 12 }).map((s) => `${s}\u0000`),
  fc.integer({ min: -(2 ** 40), max: 2 ** 40 }),
  fc.bigInt({ min: 10n ** 15n, max: 10n ** 25n }).map((n) => n.toString()),
);

/** A value for a field, biased by its name (dates for `...Date`, ids for `...Id`, amounts...). */
export function hostileFor(field: string): fc.Arbitrary<unknown> {
  const family = /date|eta|ets|at$|day/i.test(field)
    ? fc.constantFrom<unknown>(...edgeDates)
    : /ids?$/i.test(field)
      ? fc.constantFrom<unknown>(...edgeIds, ...edgeNumbers)
      : /amount|price|unit|rate|percentage|page|size|version|persons/i.test(field)
        ? fc.constantFrom<unknown>(...edgeAmounts, ...edgeNumbers)
        : fc.constantFrom<unknown>(...controlText);
  return fc.oneof({ weight: 3, arbitrary: family }, { weight: 2, arbitrary: hostileScalar });
}

/** A path segment where an id belongs. */
export const hostileSegment = fc.constantFrom(...edgeIds, '%00', 'a%00b', '%E2%80%AE', '..%2F..', "1'--");

const deep = (levels: number, leaf: unknown): unknown => {
  let value = leaf;
  for (let i = 0; i < levels; i++) value = i % 2 ? [value] : { a: value };
  return value;
};

/** Whole bodies of the wrong shape: other types, deep nesting, long arrays, near the body limit. */
export const hostileBody = fc.constantFrom<unknown>(
  [],
  'text',
  42,
  null,
  deep(2_000, 'x'),
  { items: Array.from({ length: 20_000 }, (_, i) => ({ id: i, version: 0 })) },
  { a: 'x'.repeat(900_000) },
  Object.fromEntries(Array.from({ length: 2_000 }, (_, i) => [`k${i}`, i])),
  JSON.parse('{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"x": 1}}}'),
);
