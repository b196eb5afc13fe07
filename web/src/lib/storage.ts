/**
 * Everything the app persists in the browser lives under one prefix and one version tag
 * (platform-core §9: storage version tag 'v3'), so a 401 can remove all of it in one sweep and a
 * future layout change can ignore an older tag.
 */
export const STORAGE_PREFIX = 'portcall';
export const STORAGE_VERSION_TAG = 'v3';

export function storageKey(name: string): string {
  return `${STORAGE_PREFIX}:${STORAGE_VERSION_TAG}:${name}`;
}

/** Removes every persisted entry of the app, whatever its version tag. */
export function clearPersistedState(storages: Storage[] = defaultStorages()): void {
  for (const storage of storages) {
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key?.startsWith(`${STORAGE_PREFIX}:`)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  }
}

function defaultStorages(): Storage[] {
  if (typeof window === 'undefined') return [];
  return [window.localStorage, window.sessionStorage];
}
