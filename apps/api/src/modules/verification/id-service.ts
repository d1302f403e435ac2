import {
  ID_DOCUMENT_LABELS,
  ID_DOCUMENT_RETENTION_DAYS,
  ID_MAX_IMAGES,
  type IdStatus,
  type IdVerificationInput,
  type IdVerificationState,
  API_ERRORS,
} from '@roomsetu/shared';
import type { Db } from '../../db/client';
import type { AppContext } from '../../lib/context';
import { badRequest, conflict } from '../../lib/errors';
import { encodeImage } from '../../lib/images';
import { MAIL_ONCE } from '../../jobs/mail';
import { ID_DECISION_MAIL, sendIdDecisionMail, type IdDecisionMail } from './decision-mail';
import {
  decidedWithFilesBefore,
  forgetDocumentFiles,
  idStandingOf,
  openIdRequest,
} from './repository';

export const ID_MESSAGES = {
  images: API_ERRORS.verificationIdImages,
  pending: API_ERRORS.verificationIdPending,
  approved: API_ERRORS.verificationIdApproved,
} as const;

const DAY_MS = 24 * 60 * 60_000;
/** The private folder of identity documents. */
const FOLDER = 'id';

/** The user's own standing on the ID rung: the newest request decides it. */
export async function idStateOf(db: Db, userId: number): Promise<IdVerificationState> {
  const { latest, isIdVerified } = await idStandingOf(db, userId);
  // An approval stays, whatever a later request (none is accepted) would say.
  const idStatus: IdStatus = isIdVerified ? 'APPROVED' : (latest?.status ?? 'NONE');
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
    // Two requests at once: the unique index on open requests lets only one in.
    const opened = await openIdRequest(
      db,
      { userId, documentType: input.documentType, last4: input.last4 },
      keys,
      ctx.now(),
    );
    if (!opened) throw conflict(ID_MESSAGES.pending);
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
  const due = await decidedWithFilesBefore(db, before);
  for (const row of due) {
    // Files first: a crash between the two leaves the row to be cleared again, never a file behind.
    await Promise.all(row.fileKeys.map((k) => ctx.privateFiles.delete(k)));
    await forgetDocumentFiles(db, row.id, ctx.now());
  }
  return due.length;
}

export function registerVerificationJobs(ctx: AppContext): void {
  ctx.jobs.register<IdDecisionMail>(ID_DECISION_MAIL, (job) => sendIdDecisionMail(ctx, job), {
    description: 'e-mails an identity-document decision to its owner, as their settings ask',
    idempotent: MAIL_ONCE,
  });
  ctx.jobs.register(
    'verification.delete-documents',
    async () => {
      const cleared = await deleteDecidedDocuments(ctx);
      if (cleared) ctx.logger.info({ cleared }, 'identity documents deleted after retention');
    },
    {
      description: `deletes the images of identity documents decided more than ${ID_DOCUMENT_RETENTION_DAYS} days ago`,
      idempotent:
        'files first, then the row forgets them: a second run finds nothing due, or the row whose files it already deleted',
    },
  );
  ctx.jobs.schedule('verification.delete-documents', '45 3 * * *');
}
