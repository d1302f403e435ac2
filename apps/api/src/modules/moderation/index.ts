/** Moderation: reports, the review queue, actions on users and listings, suspensions. */
export { conversationReportRoute } from './conversation-report';
export { MODERATION_EVENTS, type ReportFiled } from './events';
export { everReported } from './repository';
export { moderationRoutes } from './routes';
export { isSuspended, noteSuspension, suspensionRefusal } from './suspensions';
export { registerModerationJobs } from './warning-mail';
