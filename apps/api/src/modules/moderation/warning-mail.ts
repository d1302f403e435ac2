import { MAIL_ONCE, mailOnce } from '../../jobs/mail';
import type { AppContext } from '../../lib/context';
import { translator } from '../../lib/i18n';
import { mailboxOf } from './repository';

export const WARNING_MAIL = 'moderation.warning_mail';

/** The warning e-mail, in the person's language: sent by the job queue, so a failed delivery is tried again. */
export function registerModerationJobs(ctx: AppContext): void {
  ctx.jobs.register<{ userId: number; reason: string }>(
    WARNING_MAIL,
    async (job) => {
      const { payload } = job;
      const mailbox = await mailboxOf(ctx.database.db, payload.userId);
      if (mailbox === null) return;
      const t = translator(mailbox.language);
      await mailOnce(ctx, job, {
        to: mailbox.email,
        subject: t('emails.warningSubject'),
        text: [
          t('emails.warningIntro'),
          '',
          payload.reason,
          '',
          t('emails.warningRepeat'),
          '',
          t('emails.signOff'),
        ].join('\n'),
      });
    },
    {
      description: 'the warning mail an admin’s warning sends; queued with the moderation action',
      idempotent: MAIL_ONCE,
    },
  );
}
