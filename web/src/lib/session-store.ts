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
  /**
   * Set while an administrator acts as another profile (mode switch, issue 25): the administrator's
   * own session waits here, and who switched and until when is kept for the banner.
   */
  modeSwitch: ModeSwitchState | null;
  /** Keeps the current (admin) session aside and makes the switched one current. */
  startModeSwitch: (session: TSession, info: { actingAdminName: string; expiresAt: string }) => void;
  /** Back to the administrator's own session. */
  endModeSwitch: () => void;
  startSession: (session: TSession) => void;
  /** Accepting the terms replaces the profile with the one the server returns (platform-core §4). */
  replaceProfile: (profile: TProfile) => void;
  applyClaims: (claims: TClaims) => void;
  rememberRedirect: (path: string) => void;
  /** Reads and forgets the remembered path. */
  takeRedirect: () => string | null;
  clearSession: () => void;
}

export interface ModeSwitchState {
  actingAdminName: string;
  expiresAt: string;
  admin: { token: string; profile: TProfile; company: TCompany | null };
}

const empty = { token: null, profile: null, company: null, modeSwitch: null } as const;

export const useSessionStore = create<SessionState>()(
  persist(
    (set, get) => ({
      ...empty,
      redirectPath: null,
      modeSwitch: null,
      startModeSwitch: ({ token, profile }, info) => {
        const { token: adminToken, profile: adminProfile, company } = get();
        if (!adminToken || !adminProfile) return;
        set({
          token,
          profile,
          company: null,
          modeSwitch: { ...info, admin: { token: adminToken, profile: adminProfile, company } },
        });
      },
      endModeSwitch: () => {
        const admin = get().modeSwitch?.admin;
        if (admin) set({ ...admin, modeSwitch: null });
      },
      startSession: ({ token, profile }) => set({ token, profile, company: null, modeSwitch: null }),
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
      partialize: ({ token, profile, company, redirectPath, modeSwitch }) => ({
        token,
        profile,
        company,
        redirectPath,
        modeSwitch,
      }),
    },
  ),
);

export const selectIsAuthenticated = (s: SessionState) => s.token !== null && s.profile !== null;
