import { PRODUCT_NAME } from '@roomsetu/shared';
import { MAIL_ONCE, mailOnce } from '../../jobs/mail';
import type { AppContext } from '../../lib/context';
import { emailOf } from './repository';

export const WARNING_MAIL = 'moderation.warning_mail';

/** The warning e-mail: sent by the job queue, so a failed delivery is tried again. */
export function registerModerationJobs(ctx: AppContext): void {
  ctx.jobs.register<{ userId: number; reason: string }>(
    WARNING_MAIL,
    async (job) => {
      const { payload } = job;
      const email = await emailOf(ctx.database.db, payload.userId);
      if (email === null) return;
      await mailOnce(ctx, job, {
        to: email,
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
    {
      description: 'the warning mail an admin’s warning sends; queued with the moderation action',
      idempotent: MAIL_ONCE,
    },
  );
}
