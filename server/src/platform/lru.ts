/**
 * A map that keeps its `maxEntries` most recently used entries. It only stores: whoever uses it puts
 * in the key everything an entry was made from, and checks it against the database on each request.
 */
export function createLru<T>(maxEntries: number) {
  const entries = new Map<string, T>();
  return {
    get(key: string): T | undefined {
      const entry = entries.get(key);
      if (entry !== undefined) {
        // Recently used last, so the cap drops the least recently used.
        entries.delete(key);
        entries.set(key, entry);
      }
      return entry;
    },
    set(key: string, entry: T) {
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
    delete(key: string) {
      entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
}
