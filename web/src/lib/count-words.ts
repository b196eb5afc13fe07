/**
 * A count in plain words: "1 expense", "2 expenses", "No filters" — never "expense(s)", which
 * reads as a form letter. `many` is for the nouns that do not just take an s.
 */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** The same, with "No …" for zero: for a line that says how much is set rather than how much was done. */
export function countOrNone(count: number, one: string, many = `${one}s`): string {
  return count === 0 ? `No ${many}` : countOf(count, one, many);
}

/** How many filters narrow a list: "No filters", "1 filter on", "2 filters on". */
export const filtersOn = (count: number): string => (count === 0 ? 'No filters' : `${countOf(count, 'filter')} on`);
