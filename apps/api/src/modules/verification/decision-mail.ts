import { PRODUCT_NAME } from '@roomsetu/shared';
import { mailOnce } from '../../jobs/mail';
import type { Job } from '../../jobs/queue';
import type { AppContext } from '../../lib/context';
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
  const lines = approved
    ? ['Our team checked your document: your profile now shows the ID badge.']
    : [
        'Our team could not verify your ID from the document you sent.',
        ...(p.reason ? ['', `Reason: ${p.reason}`] : []),
        '',
        'You can send a new photo of your document:',
      ];
  await mailOnce(ctx, job, {
    to: user.email,
    subject: approved
      ? `Your ID is verified on ${PRODUCT_NAME}`
      : `We could not verify your ID on ${PRODUCT_NAME}`,
    text: [
      `Hi ${user.firstName},`,
      '',
      ...lines,
      `${ctx.env.PUBLIC_URL}/profile?tab=verification`,
      '',
      `— The ${PRODUCT_NAME} team`,
      '',
      `You get this because account and safety e-mails are on. Turn them off: ${unsubscribe}`,
    ].join('\n'),
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });
}
