import type { AccountSuspension } from '@roomsetu/shared';
import { clearSession, logoutOnServer } from './auth';

// Apart from the API client and the socket, which both report a suspension here: the notice is
// drawn by the layout, wherever the person was.
let current: AccountSuspension | null = null;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

/** Whether an answer's `suspension` is one (the API's 403 to a suspended account, the socket's refusal). */
export function isAccountSuspension(value: unknown): value is AccountSuspension {
  if (typeof value !== 'object' || value === null) return false;
  const { message, reason, until } = value as Record<string, unknown>;
  return (
    typeof message === 'string' &&
    (reason === null || typeof reason === 'string') &&
    (until === null || typeof until === 'string')
  );
}

/** The account was suspended: keep the notice for the layout and sign this tab out. */
export function accountSuspended(suspension: AccountSuspension): void {
  current = suspension;
  clearSession();
  void logoutOnServer();
  changed();
}

export function dismissSuspension(): void {
  current = null;
  changed();
}

export function getSuspension(): AccountSuspension | null {
  return current;
}

export function subscribeSuspension(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
