import type { Response } from 'express';
import { asSentence, API_ERRORS } from '@roomsetu/shared';
import type {
  AdminVerificationQuery,
  AdminVerificationRow,
  IdRequestStatus,
} from '@roomsetu/shared';
import { pipeline } from 'node:stream/promises';
import type { AppContext } from '../../lib/context';
import { phrase } from '../../lib/i18n';
import { conflict, notFound } from '../../lib/errors';
import type { Pagination } from '../../lib/route';
import { recordAudit } from '../audit';
import { announce, storeNotification, wantsEmail } from '../notifications';
import { documentKeysOf, lockRequest, recordDecision, requestPage } from './repository';
import { ID_DECISION_MAIL, type IdDecisionMail } from './decision-mail';

const NOT_FOUND = API_ERRORS.verificationRequestNotFound;
const DOCUMENT_GONE = API_ERRORS.verificationDocumentGone;

export async function listRequests(
  ctx: AppContext,
  q: AdminVerificationQuery,
): Promise<{ data: AdminVerificationRow[]; pagination: Pagination }> {
  const { rows, total: n } = await requestPage(ctx.database.db, q);
  return {
    data: rows.map(({ request: r, user: u }) => ({
      id: r.id,
      status: r.status,
      documentType: r.documentType,
      last4: r.last4,
      imageCount: r.fileKeys.length,
      rejectionReason: r.rejectionReason,
      createdAt: r.createdAt.toISOString(),
      decidedAt: r.decidedAt?.toISOString() ?? null,
      user: {
        id: u.id,
        firstName: u.firstName,
        lastName: u.lastName,
        email: u.email,
        createdAt: u.createdAt.toISOString(),
        verifications: { email: u.isEmailVerified, phone: u.isPhoneVerified, id: u.isIdVerified },
      },
    })),
    pagination: { page: q.page, limit: q.limit, total: n, pages: Math.ceil(n / q.limit) },
  };
}

/**
 * Streams image `n` (1 or 2) of a request; never cached anywhere on the way. Every image an admin
 * opens is written to the audit log first (who, which document and image, when).
 */
export async function streamDocument(
  ctx: AppContext,
  adminId: number,
  id: number,
  n: number,
  res: Response,
): Promise<void> {
  const fileKeys = await documentKeysOf(ctx.database.db, id);
  if (!fileKeys) throw notFound(NOT_FOUND);
  const key = fileKeys[n - 1];
  const stream = key ? await ctx.privateFiles.open(key) : null;
  if (!stream) throw notFound(DOCUMENT_GONE);
  try {
    await recordAudit(ctx.database.db, {
      actorId: adminId,
      action: 'verification.view-document',
      targetType: 'VERIFICATION',
      targetId: id,
      after: { image: n },
    });
  } catch (err) {
    stream.destroy();
    throw err;
  }
  res.status(200);
  res.setHeader('Content-Type', 'image/webp');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Disposition', `inline; filename="document-${id}-${n}.webp"`);
  try {
    await pipeline(stream, res);
  } catch (err) {
    if (!res.destroyed) ctx.logger.warn({ err, id }, 'identity document stream failed');
  }
}

interface Decision {
  status: Exclude<IdRequestStatus, 'PENDING'>;
  reason: string | null;
}

/**
 * Approves or rejects an open request: the request, the user's badge, the audit entry and the
 * user's notification are stored together; the notification is announced once committed.
 */
async function decide(ctx: AppContext, adminId: number, id: number, decision: Decision) {
  const now = ctx.now();
  const { notification, userId } = await ctx.database.db.transaction(async (tx) => {
    const row = await lockRequest(tx, id);
    if (!row) throw notFound(NOT_FOUND);
    if (row.status !== 'PENDING')
      throw conflict(
        row.status === 'APPROVED'
          ? API_ERRORS.verificationAlreadyApproved
          : API_ERRORS.verificationAlreadyRejected,
      );
    await recordDecision(tx, row, decision, adminId, now);
    await recordAudit(tx, {
      actorId: adminId,
      action: decision.status === 'APPROVED' ? 'verification.approve' : 'verification.reject',
      targetType: 'VERIFICATION',
      targetId: id,
      reason: decision.reason,
      before: { status: 'PENDING', userId: row.userId, documentType: row.documentType },
      after: { status: decision.status, userId: row.userId, documentType: row.documentType },
    });
    const stored = await storeNotification(
      ctx,
      decision.status === 'APPROVED'
        ? {
            userId: row.userId,
            type: 'VERIFICATION',
            title: phrase('emails.idVerifiedTitle'),
            body: phrase('emails.idVerifiedBody'),
            link: '/profile?tab=verification',
          }
        : {
            userId: row.userId,
            type: 'VERIFICATION',
            title: phrase('emails.idRejectedTitle'),
            body: phrase('emails.idRejectedBody', { reason: asSentence(decision.reason ?? '') }),
            link: '/profile?tab=verification',
          },
      tx,
    );
    // Besides the bell, the e-mail the user's settings ask for, queued with the decision.
    if (stored && (await wantsEmail(tx, row.userId, 'accountSafety'))) {
      const mail: IdDecisionMail = { userId: row.userId, ...decision };
      await ctx.jobs.send(ID_DECISION_MAIL, mail, { db: tx, singletonKey: `id-decision:${id}` });
    }
    return { notification: stored, userId: row.userId };
  });
  if (notification) announce(ctx, userId, notification);
}

export async function approveRequest(ctx: AppContext, adminId: number, id: number) {
  await decide(ctx, adminId, id, { status: 'APPROVED', reason: null });
  return { id, status: 'APPROVED' as const };
}

export async function rejectRequest(ctx: AppContext, adminId: number, id: number, reason: string) {
  await decide(ctx, adminId, id, { status: 'REJECTED', reason });
  return { id, status: 'REJECTED' as const };
}
