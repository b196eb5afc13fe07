import { describe, expect, it } from 'vitest';
import { buildProfile } from '../test/profiles';
import { useSessionStore } from './session-store';
import { clearPersistedState, STORAGE_VERSION_TAG, storageKey } from './storage';

describe('persisted state', () => {
  it("keeps the session under the storage version tag 'v3'", () => {
    expect(STORAGE_VERSION_TAG).toBe('v3');
    useSessionStore.getState().startSession({ token: 'abc', profile: buildProfile('VENDOR') });
    const stored = JSON.parse(localStorage.getItem(storageKey('session')) ?? '{}') as {
      state?: { token?: string };
      version?: number;
    };
    expect(stored.state?.token).toBe('abc');
    expect(stored.version).toBe(3);
  });

  it("removes every entry of the app, whatever its tag, and nothing else's", () => {
    localStorage.setItem('portcall:v3:session', '{}');
    localStorage.setItem('portcall:v2:old', '{}');
    sessionStorage.setItem('portcall:v3:wizard', '{}');
    localStorage.setItem('someone-else', 'keep');
    clearPersistedState();
    expect(localStorage.getItem('portcall:v3:session')).toBeNull();
    expect(localStorage.getItem('portcall:v2:old')).toBeNull();
    expect(sessionStorage.getItem('portcall:v3:wizard')).toBeNull();
    expect(localStorage.getItem('someone-else')).toBe('keep');
  });

  it('remembers only safe redirects and forgets them once taken', () => {
    const store = useSessionStore.getState();
    store.rememberRedirect('https://evil.example/');
    expect(useSessionStore.getState().redirectPath).toBeNull();
    store.rememberRedirect('/secured/buyer/claims?x=1');
    expect(useSessionStore.getState().takeRedirect()).toBe('/secured/buyer/claims?x=1');
    expect(useSessionStore.getState().takeRedirect()).toBeNull();
  });
});
