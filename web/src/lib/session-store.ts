import type { TClaims, TCompany, TProfile, TSession } from '@portcall/contracts/auth';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { isSafeRedirect } from './landing';
import { storageKey } from './storage';

/**
 * The stored session (platform-core §3 Session: token plus profile), the company from the last
 * claims, and the path an anonymous visitor asked for before being sent to log in.
 */
export interface SessionState {
  token: string | null;
  profile: TProfile | null;
  company: TCompany | null;
  redirectPath: string | null;
  startSession: (session: TSession) => void;
  /** Accepting the terms replaces the profile with the one the server returns (platform-core §4). */
  replaceProfile: (profile: TProfile) => void;
  applyClaims: (claims: TClaims) => void;
  rememberRedirect: (path: string) => void;
  /** Reads and forgets the remembered path. */
  takeRedirect: () => string | null;
  clearSession: () => void;
}

const empty = { token: null, profile: null, company: null } as const;

export const useSessionStore = create<SessionState>()(
  persist(
    (set, get) => ({
      ...empty,
      redirectPath: null,
      startSession: ({ token, profile }) => set({ token, profile, company: null }),
      replaceProfile: (profile) => set({ profile }),
      applyClaims: ({ profile, company }) => set({ profile, company }),
      rememberRedirect: (path) => set({ redirectPath: isSafeRedirect(path) ? path : null }),
      takeRedirect: () => {
        const path = get().redirectPath;
        if (path) set({ redirectPath: null });
        return path;
      },
      clearSession: () => set({ ...empty }),
    }),
    {
      name: storageKey('session'),
      version: 3,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ token, profile, company, redirectPath }) => ({ token, profile, company, redirectPath }),
    },
  ),
);

export const selectIsAuthenticated = (s: SessionState) => s.token !== null && s.profile !== null;
