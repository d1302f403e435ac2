import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvent } from '@/lib/socket/live-socket';
import { notificationKeys, receiveNotification } from '../api/notifications';

/**
 * Keeps the count and the lists in step with the socket: a `notification:new` is added at once;
 * after a reconnection whatever came meanwhile is fetched again.
 */
export function useLiveNotifications(): void {
  const client = useQueryClient();
  useSocketEvent('notification:new', ({ notification }) =>
    receiveNotification(client, notification),
  );
  useSocketEvent(
    'connect',
    () => void client.invalidateQueries({ queryKey: notificationKeys.all }),
  );
}
