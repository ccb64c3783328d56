// The client session of contract 1.8: tokens and current user under the spec's storage keys.
// A tiny external store so that the navbar, guards and pages re-render on sign-in and sign-out.
import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@gaadi/domain/constants';
import { safeGet, safeSet, tokenStore } from '@/lib/api/client';

export interface CurrentUser {
  id: string;
  name: string;
  email: string | null;
  phone_number: string | null;
  avatar?: string | null;
  is_new_user?: boolean;
  [key: string]: unknown;
}

export interface AdminUser {
  id: string;
  name: string;
  email: string;
  role: string;
}

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
  signIn(user: CurrentUser, tokens: { access_token: string; refresh_token?: string }) {
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
    for (const k of [STORAGE_KEYS.authToken, STORAGE_KEYS.refreshToken, STORAGE_KEYS.currentUser]) safeSet(k, null);
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
  );
  return session;
}
