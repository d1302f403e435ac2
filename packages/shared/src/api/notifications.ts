import type { NotificationCategory, NotificationType } from '../enums';
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

/** GET/PUT /api/users/self/notification-settings: e-mail on (true) or off per category. */
export type NotificationSettings = Record<NotificationCategory, boolean>;
