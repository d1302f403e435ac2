import {
  ID_DOCUMENT_LABELS,
  ID_DOCUMENT_RETENTION_DAYS,
  ID_MAX_IMAGES,
  type IdStatus,
  type IdVerificationInput,
  type IdVerificationState,
} from '@roomsetu/shared';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idVerifications, users } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { badRequest, conflict } from '../../lib/errors';
import { encodeImage } from '../../lib/images';
import { ID_DECISION_MAIL, sendIdDecisionMail, type IdDecisionMail } from './decision-mail';

export const ID_MESSAGES = {
  images: `Add one or two photos of the document (the front, and the back if it has one).`,
  pending: 'Your ID is already waiting for our team. You can send another once it is decided.',
  approved: 'Your ID is already verified.',
} as const;

const DAY_MS = 24 * 60 * 60_000;
/** The private folder of identity documents. */
const FOLDER = 'id';

/** The user's own standing on the ID rung: the newest request decides it. */
export async function idStateOf(db: Db, userId: number): Promise<IdVerificationState> {
  const [latest] = await db
    .select({ status: idVerifications.status, reason: idVerifications.rejectionReason })
    .from(idVerifications)
    .where(eq(idVerifications.userId, userId))
    .orderBy(desc(idVerifications.id))
    .limit(1);
  const [user] = await db
    .select({ isIdVerified: users.isIdVerified })
    .from(users)
    .where(eq(users.id, userId));
  // An approval stays, whatever a later request (none is accepted) would say.
  const idStatus: IdStatus = user?.isIdVerified ? 'APPROVED' : (latest?.status ?? 'NONE');
  return {
    idStatus,
    idRejectionReason: idStatus === 'REJECTED' ? (latest?.reason ?? null) : null,
  };
}

/**
 * Stores the images privately (re-encoded: EXIF and GPS dropped, anything not an image refused)
 * and opens a request for the admins' queue. One open request per user.
 */
export async function submitIdDocument(
  ctx: AppContext,
  userId: number,
  input: IdVerificationInput,
  files: Express.Multer.File[],
): Promise<IdVerificationState> {
  const { db } = ctx.database;
  if (files.length < 1 || files.length > ID_MAX_IMAGES) {
    throw badRequest(ID_MESSAGES.images, { images: ID_MESSAGES.images });
  }
  const current = await idStateOf(db, userId);
  if (current.idStatus === 'APPROVED') throw conflict(ID_MESSAGES.approved);
  if (current.idStatus === 'PENDING') throw conflict(ID_MESSAGES.pending);
  const encoded = [];
  for (const file of files) encoded.push((await encodeImage(file.buffer)).full);
  const keys: string[] = [];
  try {
    for (const data of encoded) keys.push(await ctx.privateFiles.put(FOLDER, data, 'webp'));
    const inserted = await db
      .insert(idVerifications)
      .values({
        userId,
        documentType: input.documentType,
        last4: input.last4,
        fileKeys: keys,
        createdAt: ctx.now(),
      })
      // Two requests at once: the unique index on open requests lets only one in.
      .onConflictDoNothing()
      .returning({ id: idVerifications.id });
    if (!inserted.length) throw conflict(ID_MESSAGES.pending);
  } catch (err) {
    await Promise.all(keys.map((k) => ctx.privateFiles.delete(k)));
    throw err;
  }
  ctx.logger.info(
    { userId, documentType: ID_DOCUMENT_LABELS[input.documentType] },
    'identity document sent for review',
  );
  return { idStatus: 'PENDING', idRejectionReason: null };
}

/**
 * Deletes the images of requests decided more than ID_DOCUMENT_RETENTION_DAYS ago; the request
 * itself (type, last 4 characters, decision) stays for the record. Answers how many were cleared.
 */
export async function deleteDecidedDocuments(ctx: AppContext): Promise<number> {
  const { db } = ctx.database;
  const before = new Date(ctx.now().getTime() - ID_DOCUMENT_RETENTION_DAYS * DAY_MS);
  const due = await db
    .select({ id: idVerifications.id, fileKeys: idVerifications.fileKeys })
    .from(idVerifications)
    .where(and(lt(idVerifications.decidedAt, before), isNull(idVerifications.filesDeletedAt)));
  for (const row of due) {
    // Files first: a crash between the two leaves the row to be cleared again, never a file behind.
    await Promise.all(row.fileKeys.map((k) => ctx.privateFiles.delete(k)));
    await db
      .update(idVerifications)
      .set({ fileKeys: sql`'{}'::text[]`, filesDeletedAt: ctx.now() })
      .where(eq(idVerifications.id, row.id));
  }
  return due.length;
}

export function registerVerificationJobs(ctx: AppContext): void {
  ctx.jobs.register<IdDecisionMail>(ID_DECISION_MAIL, ({ payload }) =>
    sendIdDecisionMail(ctx, payload),
  );
  ctx.jobs.register('verification.delete-documents', async () => {
    const cleared = await deleteDecidedDocuments(ctx);
    if (cleared) ctx.logger.info({ cleared }, 'identity documents deleted after retention');
  });
  ctx.jobs.schedule('verification.delete-documents', '45 3 * * *');
}
