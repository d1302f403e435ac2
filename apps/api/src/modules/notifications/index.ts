/**
 * Notifications: the in-app list, its live push, each person's mail and push settings, and the
 * devices web pushes go to.
 */
export { upsertSettings, wantsEmail } from './repository';
export { queueMessagePushes, queueNotificationPushes } from './push';
export { pushRoutes } from './push-routes';
export { notificationRoutes } from './routes';
export {
  announce,
  notify,
  recipient,
  registerNotificationJobs,
  storeNotification,
  type NotificationDraft,
} from './service';
