import { mailOnce } from '../../jobs/mail';
import type { Job } from '../../jobs/queue';
import type { AppContext } from '../../lib/context';
import { translator } from '../../lib/i18n';
import { unsubscribeUrl } from '../../lib/unsubscribe-tokens';
import { recipient } from '../notifications';

export const ID_DECISION_MAIL = 'verification.decision_mail';

export interface IdDecisionMail {
  userId: number;
  status: 'APPROVED' | 'REJECTED';
  reason: string | null;
}

/** Sends the e-mail of an ID decision (queued only when the user's settings ask for it). */
export async function sendIdDecisionMail(ctx: AppContext, job: Job<IdDecisionMail>): Promise<void> {
  const p = job.payload;
  const user = await recipient(ctx, p.userId);
  if (!user) return;
  const unsubscribe = unsubscribeUrl(ctx, { userId: p.userId, category: 'accountSafety' });
  const approved = p.status === 'APPROVED';
  const t = translator(user.language);
  const lines = approved
    ? [t('emails.idVerifiedLine')]
    : [
        t('emails.idRejectedLine'),
        ...(p.reason ? ['', t('emails.reasonLine', { reason: p.reason })] : []),
        '',
        t('emails.idSendNew'),
      ];
  await mailOnce(ctx, job, {
    to: user.email,
    subject: t(approved ? 'emails.idVerifiedSubject' : 'emails.idRejectedSubject'),
    text: [
      t('emails.greeting', { firstName: user.firstName }),
      '',
      ...lines,
      `${ctx.env.PUBLIC_URL}/profile?tab=verification`,
      '',
      t('emails.signOff'),
      '',
      t('emails.accountSafetyFooter', { url: unsubscribe }),
    ].join('\n'),
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });
}
