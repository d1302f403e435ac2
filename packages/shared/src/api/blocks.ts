import { z } from 'zod';
import { entityId, isoDateTime } from './envelope';

/** GET /api/blocks: someone I blocked, as little as the list needs (no e-mail, no phone). */
export const blockedUser = z.object({
  id: entityId,
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string().nullable(),
  blockedAt: isoDateTime,
});
export type BlockedUser = z.infer<typeof blockedUser>;

/** POST/DELETE /api/blocks/{userId}. */
export const blockState = z.object({ userId: entityId, blocked: z.boolean() });
export type BlockState = z.infer<typeof blockState>;
