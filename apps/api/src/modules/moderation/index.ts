/** Moderation: reports, the review queue, actions on users and listings, suspensions. */
export { conversationReportRoute } from './conversation-report';
export { moderationRoutes } from './routes';
export {
  activeSuspension,
  isSuspended,
  suspendedError,
  suspensionMessage,
  suspensionRefusal,
} from './suspensions';
export { registerModerationJobs } from './warning-mail';
