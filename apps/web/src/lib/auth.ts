import { ROLES, type Role } from '@roomsetu/shared';
import { useCallback, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { env } from '@/config/env';
import { paths } from '@/config/paths';

/** The user record kept beside the token (DESIGN: `data.user` at login). */
export interface AuthUser {
  id: number;
  name: string;
  email: string;
  role: Role;
}

export interface AuthSnapshot {
  token: string | null;
  user: AuthUser | null;
}

export const TOKEN_KEY = 'accessToken';
export const USER_KEY = 'user';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled (private mode on some browsers)
  }
}

function parseUser(raw: string | null): AuthUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { id, name, email, role } = value as Record<string, unknown>;
    const numericId = typeof id === 'string' ? Number(id) : id;
    if (typeof numericId !== 'number' || !Number.isFinite(numericId)) return null;
    if (typeof email !== 'string' || !(ROLES as readonly unknown[]).includes(role)) return null;
    return {
      id: numericId,
      name: typeof name === 'string' ? name : '',
      email,
      role: role as Role,
    };
  } catch {
    return null;
  }
}

function read(): AuthSnapshot {
  const store = storage();
  return {
    token: store?.getItem(TOKEN_KEY) || null,
    user: parseUser(store?.getItem(USER_KEY) ?? null),
  };
}

let snapshot: AuthSnapshot = read();
const listeners = new Set<() => void>();

function refresh(): void {
  const next = read();
  const userChanged = JSON.stringify(next.user) !== JSON.stringify(snapshot.user);
  if (next.token === snapshot.token && !userChanged) return;
  snapshot = next;
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  return snapshot.token;
}

export function getUser(): AuthUser | null {
  return snapshot.user;
}

export function getAuthSnapshot(): AuthSnapshot {
  return snapshot;
}

/** Stores a new access token (after a refresh); the user record is unchanged. */
export function setToken(token: string): void {
  storage()?.setItem(TOKEN_KEY, token);
  refresh();
}

export function setSession(session: { accessToken: string; user: AuthUser }): void {
  const store = storage();
  store?.setItem(TOKEN_KEY, session.accessToken);
  store?.setItem(USER_KEY, JSON.stringify(session.user));
  refresh();
}

export function clearSession(): void {
  const store = storage();
  store?.removeItem(TOKEN_KEY);
  store?.removeItem(USER_KEY);
  refresh();
}

export function subscribeAuth(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Another tab signed in or out: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === TOKEN_KEY || event.key === USER_KEY) refresh();
  });
}

/** The name to greet the user with: their name, else their e-mail. */
export function displayName(user: AuthUser): string {
  return user.name.trim() || user.email;
}

let serverLogout: Promise<void> = Promise.resolve();

/**
 * Ends the session on the server too (revokes the refresh token, clears its cookie). Best effort:
 * a failure or a slow network never keeps anyone signed in on this device.
 */
export function logoutOnServer(): Promise<void> {
  serverLogout = fetch(`${env.apiBaseUrl}/auth/logout`, {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: '{}',
  }).then(
    () => undefined,
    () => undefined,
  );
  return serverLogout;
}

const LOGOUT_WAIT_LIMIT_MS = 3000;

/**
 * Resolves once the last server logout has answered (or after a few seconds at most), so a
 * sign-in right after a logout is not undone by the logout's cookie-clearing answer arriving late.
 */
export function serverLogoutSettled(): Promise<void> {
  return Promise.race([
    serverLogout,
    new Promise<void>((resolve) => setTimeout(resolve, LOGOUT_WAIT_LIMIT_MS)),
  ]);
}

const signOutTasks = new Set<() => Promise<void>>();

/**
 * Has `task` run at every sign-out from this tab, before the session is forgotten: work that the
 * token must still sign (removing this device's push subscription). Given a few seconds at most.
 */
export function beforeSignOut(task: () => Promise<void>): () => void {
  signOutTasks.add(task);
  return () => signOutTasks.delete(task);
}

function runSignOutTasks(): Promise<unknown> {
  return Promise.race([
    Promise.all([...signOutTasks].map((task) => task().catch(() => undefined))),
    new Promise<void>((resolve) => setTimeout(resolve, LOGOUT_WAIT_LIMIT_MS)),
  ]);
}

export interface UseAuth extends AuthSnapshot {
  isSignedIn: boolean;
  /**
   * Tells the server (without waiting for it), leaves the page for / first, then forgets the
   * session, so no guard sees a half-signed-out page.
   */
  logout: () => Promise<void>;
}

/** What the prerendered pages were drawn with (a guest): hydration starts from it, then follows the session. */
const GUEST: AuthSnapshot = { token: null, user: null };
const guestSnapshot = () => GUEST;

export function useAuth(): UseAuth {
  const current = useSyncExternalStore(subscribeAuth, getAuthSnapshot, guestSnapshot);
  const navigate = useNavigate();
  const logout = useCallback(async () => {
    if (signOutTasks.size > 0) await runSignOutTasks();
    void logoutOnServer();
    try {
      await navigate(paths.home);
    } finally {
      clearSession();
    }
  }, [navigate]);
  return { ...current, isSignedIn: current.token !== null, logout };
}
