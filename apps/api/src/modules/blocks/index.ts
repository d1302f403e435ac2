/** Blocks: who blocked whom, and what a block refuses (messages, listings shown). */
export { blockedIdsOf, hasBlocked, notBlockedBy } from './repository';
export { blockRoutes } from './routes';
export { blockRefusal, messagingRefusal } from './service';
