/** The visits module's public surface: its routes, its jobs and what it needs handed in. */
export { visitRoutes } from './routes';
export { registerVisitJobs, VISIT_MAIL, VISIT_REMINDER, VISIT_SETTLE } from './jobs';
export type { VisitPorts } from './ports';
export { hasConfirmedVisit } from './repository';
