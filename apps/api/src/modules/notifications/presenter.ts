import type { NotificationItem } from '@roomsetu/shared';
import type { NotificationRow } from './repository';

export function presentNotification(n: NotificationRow): NotificationItem {
  return {
    id: n.id,
    type: n.type,
    title: n.title,
    body: n.body,
    link: n.link,
    createdAt: n.createdAt.toISOString(),
    readAt: n.readAt ? n.readAt.toISOString() : null,
  };
}
