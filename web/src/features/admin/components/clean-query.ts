/** A list call's query without the filters that are off ('' or null), so the server sees no empty filter. */
export function cleanQuery(query: Record<string, string | number | boolean | null | undefined>) {
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== '' && v !== null && v !== undefined));
}
