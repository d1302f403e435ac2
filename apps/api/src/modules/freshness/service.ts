import {
  FRESHNESS_ASK_AFTER_DAYS,
  FRESHNESS_PAUSE_AFTER_DAYS,
  WEB_ROUTES,
  type FreshnessAnswer,
  type NotificationItem,
} from '@roomsetu/shared';
import { MAIL_ONCE, mailOnce } from '../../jobs/mail';
import type { Job } from '../../jobs/queue';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { phrase } from '../../lib/i18n';
import { announce, recipient, storeNotification } from '../notifications';
import { findProperty, moveListing, type Tx } from '../properties';
import { askMail, pausedMail } from './mail';
import {
  askStillOpen,
  forgetAsksBefore,
  openAsk,
  overdueAsks,
  unconfirmedSince,
} from './repository';
import { signFreshnessToken } from './tokens';
import type { MODERATION_EVENTS, ReportFiled } from '../moderation';

/** Moderation's announcement, named here by its type alone: freshness does not import moderation. */
const REPORT_FILED = 'moderation.report-filed' satisfies typeof MODERATION_EVENTS.reportFiled;

const DAY_MS = 86_400_000;
/** The answer links work a little past the pause, so a late "Rented" still says something clear. */
const ANSWER_LINK_DAYS = FRESHNESS_PAUSE_AFTER_DAYS + 4;
const REACTIVATE_LINK_DAYS = 30;
/** Days past the pause deadline after which an open ask is stale (see runFreshnessCycle). */
const STALE_ASK_GRACE_DAYS = 2;
/** Listings handled per sweep step; the sweep continues until none are left. */
const BATCH = 200;

export const FRESHNESS_SWEEP = 'listings.freshness';
const FRESHNESS_MAIL = 'listings.freshness-mail';
/** 10:00 in India: owners are asked in the morning, never at night. */
const FRESHNESS_CRON = '0 10 * * *';

/** My Property, the profile's listings tab. */
const MY_LISTINGS = `${WEB_ROUTES.profile}?tab=properties`;

interface MailJob {
  propertyId: number;
  kind: 'ASK' | 'PAUSED';
  askedAt: string;
}

/** Answers expire a fixed time after the ask; the re-activate link a month after the pause. */
function checkUrl(ctx: AppContext, propertyId: number, answer: FreshnessAnswer, askedAt: Date) {
  const expiresAt =
    answer === 'REACTIVATE'
      ? new Date(ctx.now().getTime() + REACTIVATE_LINK_DAYS * DAY_MS)
      : new Date(askedAt.getTime() + ANSWER_LINK_DAYS * DAY_MS);
  const token = signFreshnessToken(
    {
      propertyId,
      answer,
      askedAt,
      expiresAt,
    },
    ctx.env.JWT_SECRET,
  );
  return `${ctx.env.PUBLIC_URL}${WEB_ROUTES.listingCheck}?token=${encodeURIComponent(token)}`;
}

/** Stores the owner's notification and queues its mail, both keyed by the listing and the ask. */
async function tellOwner(
  ctx: AppContext,
  tx: Tx,
  owner: { ownerId: number; title: string; propertyId: number },
  kind: MailJob['kind'],
  askedAt: Date,
): Promise<NotificationItem | null> {
  const key = `${kind.toLowerCase()}:${owner.propertyId}:${askedAt.toISOString()}`;
  const n = await storeNotification(
    ctx,
    {
      userId: owner.ownerId,
      type: 'LISTING_FRESHNESS',
      title: phrase(
        kind === 'ASK' ? 'emails.freshnessAskSubject' : 'emails.freshnessPausedSubject',
        {
          title: owner.title,
        },
      ),
      body:
        kind === 'ASK'
          ? phrase('emails.freshnessAskBody', { days: FRESHNESS_PAUSE_AFTER_DAYS })
          : phrase('emails.freshnessPausedBody'),
      link: MY_LISTINGS,
      dedupeKey: `freshness:${key}`,
    },
    tx,
  );
  const job: MailJob = { propertyId: owner.propertyId, kind, askedAt: askedAt.toISOString() };
  await ctx.jobs.send(FRESHNESS_MAIL, job, { db: tx, singletonKey: key });
  return n;
}

/**
 * Asks the owner at once whether the listing is still available (mail and notification), unless
 * an ask is already open or the listing is not live: at most one open ask per listing, however
 * often or from however many places this is called. Answers whether a new ask went out.
 */
export async function askOwnerToConfirm(ctx: AppContext, propertyId: number): Promise<boolean> {
  const askedAt = ctx.now();
  const result = await ctx.database.db.transaction(async (tx) => {
    const row = await openAsk(tx, propertyId, askedAt);
    if (!row) return null;
    const n = await tellOwner(ctx, tx, { ...row, propertyId }, 'ASK', askedAt);
    return { ownerId: row.ownerId, n };
  });
  if (result?.n) announce(ctx, result.ownerId, result.n);
  return result !== null;
}

/** An ask left unanswered: the listing is paused through the lifecycle, the owner told. */
async function pauseUnanswered(ctx: AppContext, propertyId: number, askedAt: Date) {
  const before = await findProperty(ctx.database.db, propertyId);
  if (!before || before.status !== 'ACTIVE') return;
  // Filled inside the move's transaction, announced once it has committed.
  const told: { n: NotificationItem | null } = { n: null };
  try {
    await moveListing(ctx, before, 'PAUSED', {
      where: askStillOpen(askedAt),
      alsoIn: async (tx) => {
        told.n = await tellOwner(
          ctx,
          tx,
          { ownerId: before.ownerId, title: before.title, propertyId },
          'PAUSED',
          askedAt,
        );
      },
    });
  } catch (err) {
    // The owner answered (or changed the listing) between the read and the move: nothing to do.
    if (err instanceof AppError && err.status === 409) return;
    throw err;
  }
  if (told.n) announce(ctx, before.ownerId, told.n);
}

/**
 * The daily cycle: listings unconfirmed for FRESHNESS_ASK_AFTER_DAYS are asked, asks unanswered
 * for FRESHNESS_PAUSE_AFTER_DAYS are paused. Every step is conditional on the state it saw, so
 * running it twice, or on two instances at once, asks and pauses each listing once.
 */
export async function runFreshnessCycle(
  ctx: AppContext,
): Promise<{ asked: number; paused: number }> {
  const db = ctx.database.db;
  const now = ctx.now().getTime();
  let asked = 0;
  let paused = 0;
  // An ask far older than the pause deadline belongs to a listing that was away meanwhile (held
  // for review, suspended, restored by an admin without a move of the owner's) or to days the
  // cycle did not run: pausing it now would come without warning, so it is asked afresh instead.
  await forgetAsksBefore(
    db,
    new Date(now - (FRESHNESS_PAUSE_AFTER_DAYS + STALE_ASK_GRACE_DAYS) * DAY_MS),
  );
  for (;;) {
    const overdue = await overdueAsks(
      db,
      new Date(now - FRESHNESS_PAUSE_AFTER_DAYS * DAY_MS),
      BATCH,
    );
    for (const row of overdue) await pauseUnanswered(ctx, row.id, row.askedAt!);
    paused += overdue.length;
    if (overdue.length < BATCH) break;
  }
  for (;;) {
    const stale = await unconfirmedSince(
      db,
      new Date(now - FRESHNESS_ASK_AFTER_DAYS * DAY_MS),
      BATCH,
    );
    for (const row of stale) if (await askOwnerToConfirm(ctx, row.id)) asked++;
    if (stale.length < BATCH) break;
  }
  return { asked, paused };
}

async function sendMail(ctx: AppContext, run: Job<MailJob>): Promise<void> {
  const job = run.payload;
  const p = await findProperty(ctx.database.db, job.propertyId);
  const askedAt = new Date(job.askedAt);
  if (!p) return;
  // An ask answered before its mail went out needs no mail; a pause undone, no news of it.
  if (job.kind === 'ASK' && p.freshnessAskedAt?.getTime() !== askedAt.getTime()) return;
  if (job.kind === 'PAUSED' && (p.status !== 'PAUSED' || p.confirmedAt > askedAt)) return;
  const to = await recipient(ctx, p.ownerId);
  if (!to) return;
  const base = { lang: to.language, to: to.email, firstName: to.firstName, title: p.title };
  await mailOnce(
    ctx,
    run,
    job.kind === 'ASK'
      ? askMail({
          ...base,
          available: checkUrl(ctx, p.id, 'AVAILABLE', askedAt),
          rented: checkUrl(ctx, p.id, 'RENTED', askedAt),
        })
      : pausedMail({ ...base, reactivate: checkUrl(ctx, p.id, 'REACTIVATE', askedAt) }),
  );
}

/** "Is it still available?": the daily cycle that asks owners and pauses unanswered listings. */
/** What freshness needs from other modules, handed in by the composition root (app.ts). */
export interface FreshnessPorts {
  /** Whether `ownerId` has written to `personId` (a reply or a visit answer in their chat). */
  ownerWroteTo(ownerId: number, personId: number): Promise<boolean>;
}

export function registerFreshnessJobs(ctx: AppContext, ports: FreshnessPorts): void {
  ctx.jobs.register(
    FRESHNESS_SWEEP,
    async () => {
      await runFreshnessCycle(ctx);
    },
    {
      description: `asks the owners of listings live for ${FRESHNESS_ASK_AFTER_DAYS} days whether they are still available, pauses those still unanswered ${FRESHNESS_PAUSE_AFTER_DAYS} days later`,
      idempotent:
        'at most one open ask per listing; an ask or pause, its notification (dedupe key) and its mail job (singleton key) commit together, so a second run finds them done',
    },
  );
  ctx.jobs.register<MailJob>(FRESHNESS_MAIL, (job) => sendMail(ctx, job), {
    description: 'the freshness ask or paused mail to one owner, queued by the sweep',
    idempotent: MAIL_ONCE,
  });
  ctx.jobs.register<ReportFiled>(
    REPORT_FILED,
    async ({ payload: r }) => {
      // A seeker says the room is gone: its owner is asked at once, not at the next 14-day check
      // (unless the report took the listing out of search already). Only a seeker the owner has
      // dealt with (a reply, a visit) can start it: a stranger's word waits for the sweep.
      if (r.targetType !== 'LISTING' || r.reason !== 'ALREADY_RENTED' || r.hidListing) return;
      const listing = await findProperty(ctx.database.db, r.targetId);
      if (listing && (await ports.ownerWroteTo(listing.ownerId, r.reporterId))) {
        await askOwnerToConfirm(ctx, r.targetId);
      }
    },
    {
      description:
        'announced by moderation when a report is stored: a listing reported as already rented by someone its owner has written to gets the freshness ask at once',
      idempotent: 'at most one open ask per listing: a second run finds the ask open',
    },
  );
  ctx.jobs.schedule(FRESHNESS_SWEEP, FRESHNESS_CRON);
}
