import { indiaDay, type NotificationItem, type PropertyStatus } from '@roomsetu/shared';
import { MAIL_ONCE, mailOnce } from '../../jobs/mail';
import type { Job } from '../../jobs/queue';
import type { AppContext } from '../../lib/context';
import { announce, notify, recipient, storeNotification, wantsEmail } from '../notifications';
import { LISTING_EVENTS, type ListingRentDropped, type ListingUnavailable } from '../properties';
import { favouritersOf, listingTitle } from './repository';
import { listingPath } from '../../lib/links';
import { mailListings, unsubscribeUrl } from './shared';
import { alertMail, priceDropMail, priceDropValues } from './templates';
import { phrase, type Phrase } from '../../lib/i18n';

const PRICE_DROP_MAIL = 'favorites.price-drop-mail';

type PriceDrop = ListingRentDropped;

/**
 * At most one alert (notification, and mail where there is one) per favourite, that is per
 * favouriter and listing, per IST day, whatever happened to the listing: the first alert stored
 * that day is told, the later ones that day (another rent cut, a pause) are dropped, not queued
 * or merged, so an owner editing the rent again and again cannot flood the people who saved it;
 * the listing's page shows its state now. The key is the notification's dedupe key and the mail
 * job's singleton key.
 */
function dailyKey(ctx: AppContext, favouriteId: number): string {
  return `listing:${favouriteId}:${indiaDay(ctx.now())}`;
}

async function priceDrop(ctx: AppContext, p: PriceDrop): Promise<void> {
  const title = await listingTitle(ctx.database.db, p.propertyId);
  if (!title) return;
  for (const fav of await favouritersOf(ctx.database.db, p.propertyId)) {
    const key = dailyKey(ctx, fav.id);
    const stored = await ctx.database.db.transaction(
      async (tx): Promise<NotificationItem | null> => {
        const n = await storeNotification(
          ctx,
          {
            userId: fav.userId,
            type: 'PRICE_DROP',
            title: phrase('emails.priceDropTitle'),
            body: phrase('emails.priceDropLine', priceDropValues(title, p.oldRent, p.newRent)),
            link: listingPath(p.propertyId),
            dedupeKey: key,
          },
          tx,
        );
        if (n && (await wantsEmail(tx, fav.userId, 'priceDrops'))) {
          await ctx.jobs.send(
            PRICE_DROP_MAIL,
            { ...p, userId: fav.userId },
            { db: tx, singletonKey: key },
          );
        }
        return n;
      },
    );
    if (stored) announce(ctx, fav.userId, stored);
  }
}

async function priceDropMailJob(ctx: AppContext, job: Job<PriceDrop & { userId: number }>) {
  const p = job.payload;
  const to = await recipient(ctx, p.userId);
  const title = await listingTitle(ctx.database.db, p.propertyId);
  const [listing] = await mailListings(ctx, [p.propertyId]);
  if (!to || !title || !listing) return;
  const url = unsubscribeUrl(ctx, { userId: p.userId, category: 'priceDrops' });
  const rendered = priceDropMail({
    lang: to.language,
    firstName: to.firstName,
    title,
    ...p,
    listing,
    unsubscribeUrl: url,
  });
  await mailOnce(ctx, job, alertMail(to.email, rendered, url));
}

type Unavailable = ListingUnavailable;

function unavailableLine(title: string, status: PropertyStatus | undefined): Phrase {
  if (status === 'LET_AGREED') return phrase('emails.unavailableLetAgreed', { title });
  if (status === 'PAUSED') return phrase('emails.unavailablePaused', { title });
  return phrase('emails.unavailableTakenDown', { title });
}

async function unavailable(ctx: AppContext, p: Unavailable) {
  const title = await listingTitle(ctx.database.db, p.propertyId);
  if (!title) return;
  for (const fav of await favouritersOf(ctx.database.db, p.propertyId)) {
    await notify(ctx, {
      userId: fav.userId,
      type: 'LISTING_UNAVAILABLE',
      title: phrase('emails.unavailableTitle'),
      body: unavailableLine(title, p.status),
      link: null,
      dedupeKey: dailyKey(ctx, fav.id),
    });
  }
}

/** Subscribes to the listings' rent drops and departures, told to those who favourited them. */
export function registerListingAlertJobs(ctx: AppContext): void {
  ctx.jobs.register<PriceDrop>(LISTING_EVENTS.rentDropped, (job) => priceDrop(ctx, job.payload), {
    description:
      'announced by properties when the rent of a live listing drops: notifies each favouriter (at most once per listing and IST day, with any other alert of that listing), queues the mail when price-drop e-mail is on',
    idempotent:
      'the notification (dedupe key) and its mail job (singleton key) per (favourite, IST day) commit together: a second run stores and queues nothing',
  });
  ctx.jobs.register<PriceDrop & { userId: number }>(
    PRICE_DROP_MAIL,
    (job) => priceDropMailJob(ctx, job),
    { description: 'the price-drop mail (key: favourite and IST day)', idempotent: MAIL_ONCE },
  );
  ctx.jobs.register<Unavailable>(
    LISTING_EVENTS.unavailable,
    (job) => unavailable(ctx, job.payload),
    {
      description:
        'announced by properties when a live listing is deleted, paused, let, suspended or held: one notification per favouriter (at most once per listing and IST day, with any other alert of that listing)',
      idempotent:
        'one notification per (favourite, IST day) by its dedupe key: a second run stores none',
    },
  );
}
