/** Sent on the document once the app has started on the page (its first render committed). */
export const APP_STARTED = 'roomsetu:started';

/**
 * Whether the app has taken the page over. While a page the server drew waits for it
 * (app/before-start.ts marks it `html[data-holding]`), parts of it are not hydrated yet: an
 * update that reaches them then makes React draw them again from nothing.
 */
export function appHasStarted(): boolean {
  return !document.documentElement.hasAttribute('data-holding');
}

export function subscribeAppStarted(onStart: () => void): () => void {
  document.addEventListener(APP_STARTED, onStart);
  return () => document.removeEventListener(APP_STARTED, onStart);
}
