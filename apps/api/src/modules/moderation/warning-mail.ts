import { eq } from 'drizzle-orm';
import { PRODUCT_NAME } from '@roomsetu/shared';
import { users } from '../../db/schema';
import type { AppContext } from '../../lib/context';

export const WARNING_MAIL = 'moderation.warning_mail';

/** The warning e-mail: sent by the job queue, so a failed delivery is tried again. */
export function registerModerationJobs(ctx: AppContext): void {
  ctx.jobs.register<{ userId: number; reason: string }>(
    WARNING_MAIL,
    async ({ payload }) => {
      const [user] = await ctx.database.db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, payload.userId));
      if (!user) return;
      await ctx.mailer.send({
        to: user.email,
        subject: `A warning about your ${PRODUCT_NAME} account`,
        text: [
          `Our team reviewed reports about your activity on ${PRODUCT_NAME} and is giving you a warning:`,
          '',
          payload.reason,
          '',
          'Repeated problems can lead to your account being suspended.',
          '',
          `— The ${PRODUCT_NAME} team`,
        ].join('\n'),
      });
    },
    { description: 'the warning mail an admin’s warning sends; queued with the moderation action' },
  );
}
