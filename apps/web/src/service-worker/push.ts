/**
 * What the service worker makes of a push and of a press on its notification, kept apart from
 * the worker's globals so it can be tested as it is. The API sends `{ title, body, url, tag }`.
 */
export interface PushNotice {
  title: string;
  body: string;
  /** Where a press on the notification leads: a path of this site, never another origin. */
  url: string;
  /** A later notice with the same tag replaces the earlier one instead of piling up. */
  tag?: string;
}

const FALLBACK: PushNotice = { title: 'RoomSetu', body: 'You have a new notification.', url: '/' };

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/**
 * The notice a push carries. A push the browser must show something for (userVisibleOnly), so a
 * payload that is not what the API sends still shows a plain notice that opens the app.
 */
export function pushNotice(payload: string | null, origin: string): PushNotice {
  let data: unknown;
  try {
    data = payload === null ? null : JSON.parse(payload);
  } catch {
    return FALLBACK;
  }
  if (typeof data !== 'object' || data === null) return FALLBACK;
  const { title, body, url, tag } = data as Record<string, unknown>;
  return {
    title: text(title) ?? FALLBACK.title,
    body: text(body) ?? FALLBACK.body,
    url: sameOriginUrl(text(url), origin),
    ...(text(tag) !== undefined && { tag: text(tag) }),
  };
}

/** `url` as an absolute address on `origin`, or the home page if it points anywhere else. */
export function sameOriginUrl(url: string | undefined, origin: string): string {
  try {
    const target = new URL(url ?? '/', origin);
    if (target.origin === origin) return target.href;
  } catch {
    // An address that does not parse opens the home page.
  }
  return new URL('/', origin).href;
}

/** The open window already showing `url`, if any (the first of them). */
export function windowShowing<T extends { url: string }>(windows: readonly T[], url: string) {
  return windows.find((w) => w.url === url);
}
