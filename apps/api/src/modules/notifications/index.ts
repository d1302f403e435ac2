/** Notifications: the in-app list, its live push, and each person's mail settings. */
export { upsertSettings, wantsEmail } from './repository';
export { notificationRoutes } from './routes';
export {
  announce,
  notify,
  recipient,
  registerNotificationJobs,
  storeNotification,
} from './service';
