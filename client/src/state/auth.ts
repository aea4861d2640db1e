// Who is playing (spec section 3, "User and profile"; section 6): the token when signed in, the
// device's session id, the profile last loaded, and the gem balance. A guest's gems live here; a
// signed-in player's balance is the server's and is copied here from each answer that carries it.

import type { Profile } from '@numberland/contract';
import { DEFAULT_GEMS } from '@numberland/engine';
import { create } from 'zustand';
import { keepPersisted, PERSISTED, readStored, writeStored } from './persisted';
import { isSessionId, newSessionId } from './session-id';
import { appStorage, type KeyValueStore } from './storage';

export interface AuthData {
  readonly token: string | null;
  readonly sessionId: string;
  readonly user: Profile | null;
  readonly gems: number;
  /** The day (YYYY-MM-DD) the daily reward was last claimed. */
  readonly lastDaily: string | null;
}

export interface AuthActions {
  signIn(token: string): void;
  /** A profile from the server: it is also the truth about gems and the daily claim. */
  setProfile(profile: Profile): void;
  setGems(gems: number): void;
  /** null after the development reset (d r): the gift may be claimed again. */
  setLastDaily(day: string | null): void;
  /** Logout (spec section 4): token and profile gone, gems back to the default. */
  signOut(): void;
}

export type AuthState = AuthData & AuthActions;

export const isLoggedIn = (state: AuthData): boolean => state.token !== null;

function isGemCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

function parseProfile(value: unknown): Profile | null {
  if (typeof value !== 'object' || value === null) return null;
  const p = value as Record<string, unknown>;
  return typeof p.username === 'string' && isGemCount(p.gems) ? (value as Profile) : null;
}

export function parseAuth(stored: Record<string, unknown>, makeSessionId: () => string): AuthData {
  const token = typeof stored.token === 'string' && stored.token !== '' ? stored.token : null;
  return {
    token,
    sessionId: isSessionId(stored.sessionId) ? stored.sessionId : makeSessionId(),
    user: token ? parseProfile(stored.user) : null,
    gems: isGemCount(stored.gems) ? stored.gems : DEFAULT_GEMS,
    lastDaily: typeof stored.lastDaily === 'string' ? stored.lastDaily : null,
  };
}

export function createAuthStore(storage: KeyValueStore, makeSessionId: () => string = newSessionId) {
  const entry = PERSISTED.auth;
  const initial = parseAuth(readStored(storage, entry.key), makeSessionId);
  const store = create<AuthState>()((set) => ({
    ...initial,
    signIn: (token) => set({ token }),
    setProfile: (profile) => set({ user: profile, gems: profile.gems, lastDaily: profile.lastDaily }),
    setGems: (gems) => set((s) => ({ gems, user: s.user ? { ...s.user, gems } : null })),
    setLastDaily: (day) => set({ lastDaily: day }),
    signOut: () => set({ token: null, user: null, gems: DEFAULT_GEMS, lastDaily: null }),
  }));
  // A new session id is written at once, so it stays the same after a reload.
  writeStored(storage, entry, store.getState());
  keepPersisted(store, entry, storage);
  return store;
}

export const useAuth = createAuthStore(appStorage);
