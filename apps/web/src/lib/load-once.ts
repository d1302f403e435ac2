/**
 * Something the app downloads once, when first needed: a page's code, the query client, a part
 * below the fold, the forms' schemas, the toaster. Calls while the download is under way join it;
 * once it has arrived every call has it at once. A download that failed (a phone that lost its
 * signal for a moment, a new deploy) is tried again on the next call, never cached as a failure.
 */
export interface LoadOnce<T> {
  /**
   * Starts the download, or joins the one under way. `visit` (a history entry's key) is the visit
   * that asked: a failure is shown to that visit only (`read`).
   */
  (visit?: string): Promise<T>;
  /**
   * Starts the download, or joins the one under way; resolves once it has arrived or failed,
   * never rejects (after a failure the next call tries again).
   */
  preload: () => Promise<void>;
  /** What was downloaded, once it has arrived. */
  value: () => T | undefined;
  /**
   * For a render (inside Suspense and an error boundary): what was downloaded, once it has arrived.
   * Until then it suspends on the download. After a failure it throws the error to the visit that
   * met it, and downloads again for any other.
   */
  read: (visit?: string) => T;
}

const noop = () => {};

export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let arrived: { value: T } | undefined;
  let pending: Promise<T> | undefined;
  let failure: { error: unknown; visit: string | undefined } | undefined;
  const get = (visit?: string): Promise<T> => {
    if (arrived) return Promise.resolve(arrived.value);
    if (pending) return pending;
    failure = undefined;
    pending = load().then(
      (value) => {
        arrived = { value };
        return value;
      },
      (error: unknown) => {
        failure = { error, visit };
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  return Object.assign(get, {
    preload: () => get().then(noop, noop),
    value: () => arrived?.value,
    read: (visit?: string): T => {
      if (arrived) return arrived.value;
      if (failure && !pending && failure.visit === visit) throw failure.error;
      // Suspends as React.lazy does, by throwing the download; unlike React.lazy, what has
      // already arrived renders on the first pass, and a failure is not kept for good.
      throw get(visit).then(noop, noop);
    },
  });
}
