import { ApiError, api, apiRequest } from '@/lib/api-client';

/** The browser can receive push: a service worker, the Push API and notifications. */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

const SNOOZE_KEY = 'pushPromptSnoozedAt';
const SNOOZE_MS = 30 * 24 * 60 * 60_000;

/** "Not now" was said on this device within the last 30 days. */
export function promptSnoozed(now = Date.now()): boolean {
  const at = Number(localStorage.getItem(SNOOZE_KEY));
  return Number.isFinite(at) && at > 0 && now - at < SNOOZE_MS;
}

export function snoozePrompt(now = Date.now()): void {
  localStorage.setItem(SNOOZE_KEY, String(now));
}

/** A VAPID key as the Push API takes it (the server gives it in base64url). */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

export type TurnOnResult = 'on' | 'denied' | 'failed' | 'too-many';

/**
 * Asks the browser's permission (only now, after the person said yes in our prompt), subscribes
 * this device with the server's key and stores the subscription (POST /api/push/subscriptions).
 */
export async function turnOnPush(publicKey: string): Promise<TurnOnResult> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  try {
    const registration = await navigator.serviceWorker.ready;
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(publicKey),
      }));
    const { endpoint, keys } = subscription.toJSON();
    await api.post('/push/subscriptions', { endpoint, keys });
    return 'on';
  } catch (error) {
    return error instanceof ApiError && error.status === 409 ? 'too-many' : 'failed';
  }
}

/**
 * Forgets this device's subscription on the server (DELETE /api/push/subscriptions), while the
 * token still signs the request, then in the browser: the next person on this device gets none
 * of the last one's notifications. Best effort.
 */
export async function turnOffPushOnThisDevice(): Promise<void> {
  if (!pushSupported()) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  const body = { endpoint: subscription.endpoint };
  await apiRequest('/push/subscriptions', { method: 'DELETE', body }).catch(() => undefined);
  await subscription.unsubscribe().catch(() => false);
}
