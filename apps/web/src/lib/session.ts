// The client session of contract 1.8: tokens and current user under the spec's storage keys.
// A tiny external store so that the navbar, guards and pages re-render on sign-in and sign-out.
import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@gaadi/domain/brand';
import type { AdminUser, Tokens } from '@gaadi/domain/schemas/auth';
import type { User } from '@gaadi/domain/schemas/users';
import { safeGet, safeSet, tokenStore } from '@/lib/api/client';

/** The user stored at sign-in (contract 3.2); a stored copy may lack fields added since. */
export type CurrentUser = Pick<User, 'id' | 'name' | 'email' | 'phone_number'> & Partial<User>;

const listeners = new Set<() => void>();
let version = 0;
const emit = () => {
  version++;
  for (const l of listeners) l();
};
if (typeof window !== 'undefined') window.addEventListener('storage', emit);

function readJson<T>(key: string): T | null {
  const raw = safeGet(key);
  if (!raw) return null;
  try {
    return (JSON.parse(raw) as T) || null;
  } catch {
    return null;
  }
}

export const session = {
  get user() {
    return readJson<CurrentUser>(STORAGE_KEYS.currentUser);
  },
  get admin() {
    return readJson<AdminUser>(STORAGE_KEYS.adminUser);
  },
  /** Signed in when authToken is set and currentUser parses to a truthy value. */
  get isAuthenticated() {
    return !!tokenStore.access && !!this.user;
  },
  get isAdmin() {
    return !!tokenStore.admin && !!this.admin;
  },
  signIn(user: CurrentUser, tokens: Pick<Tokens, 'access_token'> & Partial<Tokens>) {
    safeSet(STORAGE_KEYS.authToken, tokens.access_token);
    if (tokens.refresh_token) safeSet(STORAGE_KEYS.refreshToken, tokens.refresh_token);
    safeSet(STORAGE_KEYS.currentUser, JSON.stringify(user));
    emit();
  },
  updateUser(patch: Partial<CurrentUser>) {
    const current = this.user;
    if (current) safeSet(STORAGE_KEYS.currentUser, JSON.stringify({ ...current, ...patch }));
    emit();
  },
  signOut() {
    // With the session goes this browser's copy of the shortlist (features/shortlist/kept-shortlist.ts).
    for (const k of [STORAGE_KEYS.authToken, STORAGE_KEYS.refreshToken, STORAGE_KEYS.currentUser, 'gaadibazaar-shortlist-copy']) safeSet(k, null);
    emit();
  },
  /** Admin sign-in writes both slots (contract 1.8). */
  adminSignIn(admin: AdminUser, token: string) {
    safeSet(STORAGE_KEYS.adminToken, token);
    safeSet(STORAGE_KEYS.authToken, token);
    safeSet(STORAGE_KEYS.adminUser, JSON.stringify(admin));
    safeSet(STORAGE_KEYS.currentUser, JSON.stringify(admin));
    emit();
  },
  /** Admin sign-out removes only adminToken and adminUser. */
  adminSignOut() {
    safeSet(STORAGE_KEYS.adminToken, null);
    safeSet(STORAGE_KEYS.adminUser, null);
    emit();
  },
  changed: emit,
};

export function useSession() {
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => version,
    () => 0,
  );
  return session;
}
