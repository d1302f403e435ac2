import { DIGEST_MAX_LISTINGS } from '@roomsetu/shared';
import type { AppContext } from '../../lib/context';
import { mailOnce } from '../../jobs/mail';
import type { Job } from '../../jobs/queue';
import type { Mail } from '../../lib/mailer';
import { listingPath } from '../../lib/links';
import type { SearchMailInput } from '../alerts';
import { announce, queueNotificationPushes, recipient, wantsEmail } from '../notifications';
import {
  LISTING_EVENTS,
  type ListingActivated,
  listingActivated as announceListingActivated,
} from '../properties';
import * as repo from './repository';

export const LISTING_ACTIVATED = 'listing.activated' satisfies typeof LISTING_EVENTS.activated;
const INSTANT_MAIL = 'saved-search.instant-mail';
const DAILY_DIGEST = 'saved-search.daily-digest';
const DIGEST_MAIL = 'saved-search.digest-mail';
/** Matches of one user within this window share one e-mail. */
export const INSTANT_WINDOW_MS = 60_000;

/** Queues the matching of a listing that just became ACTIVE: the listings' own announcement. */
export function listingActivated(ctx: AppContext, propertyId: number): Promise<void> {
  return announceListingActivated(ctx, propertyId);
}

async function matchListing(ctx: AppContext, propertyId: number): Promise<void> {
  const db = ctx.database.db;
  const listing = await repo.listingToMatch(db, propertyId);
  if (!listing) return;
  const at = ctx.now();
  const window = Math.floor(at.getTime() / INSTANT_WINDOW_MS) * INSTANT_WINDOW_MS;
  // Matches, notifications and the INSTANT mail jobs commit together: a crash leaves all or none.
  const recorded = await db.transaction(async (tx) => {
    const result = await repo.recordMatches(tx, listing, listingPath(propertyId), at);
    await ctx.jobs.sendMany(
      INSTANT_MAIL,
      result.instantUsers.map((userId) => ({
        payload: { userId },
        singletonKey: `${userId}:${window}`,
      })),
      { db: tx, runAt: new Date(window + INSTANT_WINDOW_MS) },
    );
    await queueNotificationPushes(
      ctx,
      result.notifications.map((n) => ({ id: n.id, userId: n.user_id, type: n.type })),
      tx,
    );
    return result;
  });
  for (const n of recorded.notifications) {
    announce(ctx, n.user_id, {
      id: n.id,
      type: n.type,
      title: n.title,
      body: n.body,
      link: n.link,
      createdAt: new Date(n.created_at).toISOString(),
      readAt: n.read_at && new Date(n.read_at).toISOString(),
    });
  }
}

/** What the saved-search jobs need from other modules, handed in by the composition root (app.ts). */
export interface SavedSearchPorts {
  /** The mail of the matches (the alerts module writes alert mails). */
  searchMail(o: SearchMailInput): Promise<Mail>;
}

async function sendSearchMail(
  ctx: AppContext,
  ports: SavedSearchPorts,
  job: Job<{ userId: number }>,
  kind: 'instant' | 'digest',
): Promise<void> {
  const { userId } = job.payload;
  const frequency = kind === 'instant' ? 'INSTANT' : 'DAILY';
  const matches = await repo.claimMatches(ctx.database.db, job.id, userId, frequency);
  const to = await recipient(ctx, userId);
  if (matches.length && to && (await wantsEmail(ctx.database.db, userId, 'searchAlerts'))) {
    await mailOnce(ctx, job, await ports.searchMail({ userId, to, kind, frequency, matches }));
  }
  await repo.markMailed(ctx.database.db, job.id, ctx.now());
}

const SEARCH_MAIL_ONCE =
  'claims its matches with the job’s id (no other job mails them), marks the job once SMTP accepts and stamps emailed_at: a run that finds the mark sends nothing; a crash between acceptance and mark sends it twice';

/** Subscribes to the listings going live (matching) and sends the mails that follow. */
export function registerSavedSearchJobs(ctx: AppContext, ports: SavedSearchPorts): void {
  ctx.jobs.register<ListingActivated>(
    LISTING_EVENTS.activated,
    (job) => matchListing(ctx, job.payload.propertyId),
    {
      description:
        'announced by properties when a listing goes live: matches it against saved searches, one saved_search_matches row and notification per search, queues the INSTANT mails',
      idempotent:
        'matches, notifications (dedupe key per search and listing) and mail jobs (singleton key per user and minute) commit together: a second run adds none',
    },
  );
  ctx.jobs.register<{ userId: number }>(
    INSTANT_MAIL,
    (job) => sendSearchMail(ctx, ports, job, 'instant'),
    {
      description: 'one mail per user per minute with every INSTANT match of that minute',
      idempotent: SEARCH_MAIL_ONCE,
    },
  );
  ctx.jobs.register<{ userId: number }>(
    DIGEST_MAIL,
    (job) => sendSearchMail(ctx, ports, job, 'digest'),
    {
      description: `one user’s daily digest: up to ${DIGEST_MAX_LISTINGS} listings and a link to the rest`,
      idempotent: SEARCH_MAIL_ONCE,
    },
  );
  ctx.jobs.register(
    DAILY_DIGEST,
    async (job) => {
      const users = await repo.usersWithUnsentDailyMatches(ctx.database.db);
      for (const { userId } of users) {
        await ctx.jobs.send(
          DIGEST_MAIL,
          { userId },
          { singletonKey: `${userId}:${job.runAt.toISOString()}` },
        );
      }
    },
    {
      description: 'queues one digest mail per user with unsent DAILY matches',
      idempotent: 'one digest job per (user, tick) by its singleton key: a second run queues none',
    },
  );
  // A digest is a morning mail: after a long outage the next morning's one carries the matches.
  ctx.jobs.schedule(DAILY_DIGEST, '0 8 * * *', {}, { catchUpMs: 2 * 60 * 60_000 });
}
