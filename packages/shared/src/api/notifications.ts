import type { NotificationCategory, NotificationType, PushCategory } from '../enums';
import type { IsoDateTime } from './envelope';

/** One entry of GET /api/notifications and the payload of the `notification:new` event. */
export interface NotificationItem {
  id: number;
  type: NotificationType;
  title: string;
  body: string;
  /** A path inside the web app ('/property/12'), or null. */
  link: string | null;
  createdAt: IsoDateTime;
  readAt: IsoDateTime | null;
}

/** GET /api/notifications. */
export interface NotificationPage {
  items: NotificationItem[];
  /** Pass as `cursor` for the next (older) page; null on the last one. */
  nextCursor: string | null;
}

/** GET /api/notifications/unread-count, and what POST /api/notifications/read answers. */
export interface UnreadCount {
  count: number;
}

/** Web push on (true) or off per category. */
export type PushSettings = Record<PushCategory, boolean>;

/**
 * GET/PUT /api/users/self/notification-settings: e-mail on (true) or off per category, and web
 * push per category under `push`.
 */
export type NotificationSettings = Record<NotificationCategory, boolean> & { push: PushSettings };

/** GET /api/push/key: the VAPID public key (base64url) to subscribe with; null while push is off. */
export interface PushKey {
  publicKey: string | null;
}

/** POST /api/push/subscriptions. */
export interface PushSubscribed {
  endpoint: string;
}

/** DELETE /api/push/subscriptions: false when the caller had no such device. */
export interface PushUnsubscribed {
  removed: boolean;
}
