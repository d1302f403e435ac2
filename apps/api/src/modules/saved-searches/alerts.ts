import { DIGEST_MAX_LISTINGS, type SavedSearchFrequency } from '@roomsetu/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { properties, savedSearchMatches } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import type { Job } from '../../jobs/queue';
import type { Mail } from '../../lib/mailer';
import { listingPath } from '../../lib/links';
import type { SearchMailInput } from '../alerts';
import { announce, recipient, wantsEmail } from '../notifications';
import {
  LISTING_EVENTS,
  type ListingActivated,
  listingActivated as announceListingActivated,
  openToInquiries,
  openToInquiriesAs,
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
  const [listing] = await db
    .select({
      id: properties.id,
      title: properties.title,
      city: properties.city,
      propertyType: properties.propertyType,
      rent: properties.rent,
      latitude: properties.latitude,
      longitude: properties.longitude,
      ownerId: properties.ownerId,
    })
    .from(properties)
    .where(and(eq(properties.id, propertyId), openToInquiries));
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

interface ClaimedMatch {
  savedSearchId: number;
  propertyId: number;
  name: string;
}

/**
 * Claims the user's unsent matches of one frequency for this job, so a second job (another
 * minute, another instance) never mails them again; a retry of the same job finds its own claim.
 */
async function claimMatches(
  ctx: AppContext,
  jobId: number,
  userId: number,
  frequency: SavedSearchFrequency,
): Promise<ClaimedMatch[]> {
  const db = ctx.database.db;
  await db
    .update(savedSearchMatches)
    .set({ mailJobId: jobId })
    .where(
      and(
        eq(savedSearchMatches.userId, userId),
        eq(savedSearchMatches.frequency, frequency),
        isNull(savedSearchMatches.mailJobId),
      ),
    );
  // Listings gone since they matched are left out; searches switched off since are too.
  return queryRows<ClaimedMatch>(
    db,
    sql`select m.saved_search_id as "savedSearchId", m.property_id as "propertyId", s.name
        from saved_search_matches m
        join saved_searches s on s.id = m.saved_search_id
        join properties p on p.id = m.property_id
        where m.mail_job_id = ${jobId} and m.emailed_at is null
          and s.frequency <> 'OFF' and ${openToInquiriesAs('p')}
        order by m.created_at desc, m.property_id desc`,
  );
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
  const matches = await claimMatches(ctx, job.id, userId, frequency);
  const to = await recipient(ctx, userId);
  if (matches.length && to && (await wantsEmail(ctx.database.db, userId, 'searchAlerts'))) {
    await ctx.mailer.send(await ports.searchMail({ userId, to, kind, frequency, matches }));
  }
  await ctx.database.db
    .update(savedSearchMatches)
    .set({ emailedAt: ctx.now() })
    .where(and(eq(savedSearchMatches.mailJobId, job.id), isNull(savedSearchMatches.emailedAt)));
}

/** Subscribes to the listings going live (matching) and sends the mails that follow. */
export function registerSavedSearchJobs(ctx: AppContext, ports: SavedSearchPorts): void {
  ctx.jobs.register<ListingActivated>(
    LISTING_EVENTS.activated,
    (job) => matchListing(ctx, job.payload.propertyId),
    {
      description:
        'announced by properties when a listing goes live: matches it against saved searches, one saved_search_matches row and notification per search, queues the INSTANT mails',
    },
  );
  ctx.jobs.register<{ userId: number }>(
    INSTANT_MAIL,
    (job) => sendSearchMail(ctx, ports, job, 'instant'),
    { description: 'one mail per user per minute with every INSTANT match of that minute' },
  );
  ctx.jobs.register<{ userId: number }>(
    DIGEST_MAIL,
    (job) => sendSearchMail(ctx, ports, job, 'digest'),
    {
      description: `one user’s daily digest: up to ${DIGEST_MAX_LISTINGS} listings and a link to the rest`,
    },
  );
  ctx.jobs.register(
    DAILY_DIGEST,
    async (job) => {
      const users = await queryRows<{ userId: number }>(
        ctx.database.db,
        sql`select distinct user_id as "userId" from saved_search_matches
          where frequency = 'DAILY' and mail_job_id is null`,
      );
      for (const { userId } of users) {
        await ctx.jobs.send(
          DIGEST_MAIL,
          { userId },
          { singletonKey: `${userId}:${job.runAt.toISOString()}` },
        );
      }
    },
    { description: 'queues one digest mail per user with unsent DAILY matches' },
  );
  // A digest is a morning mail: after a long outage the next morning's one carries the matches.
  ctx.jobs.schedule(DAILY_DIGEST, '0 8 * * *', {}, { catchUpMs: 2 * 60 * 60_000 });
}
