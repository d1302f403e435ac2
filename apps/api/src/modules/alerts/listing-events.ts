import type { NotificationItem, PropertyStatus } from '@roomsetu/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { favorites, properties } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { wantsEmail } from '../notifications/repository';
import { announce, notify, storeNotification } from '../notifications/service';
import { listingActivated } from '../saved-searches/alerts';
import { listingPath, mailListings, recipient, unsubscribeUrl } from './shared';
import { alertMail, priceDropLine, priceDropMail } from './templates';

const PRICE_DROP = 'favorites.price-drop';
const PRICE_DROP_MAIL = 'favorites.price-drop-mail';
const UNAVAILABLE = 'favorites.listing-unavailable';

interface PriceDrop {
  propertyId: number;
  oldRent: number;
  newRent: number;
}

/** Alerts that follow a status change: matching when it goes live, favouriters when it goes away. */
export async function listingStatusChanged(
  ctx: AppContext,
  propertyId: number,
  before: PropertyStatus,
  after: PropertyStatus,
  db: Db = ctx.database.db,
  /** The state favouriters are told of, when it differs (a pause because the room was rented). */
  toldAs: PropertyStatus = after,
): Promise<void> {
  if (after === before) return;
  if (after === 'ACTIVE') await listingActivated(ctx, propertyId, db);
  else if (before === 'ACTIVE') {
    const at = ctx.now().toISOString();
    await ctx.jobs.send(
      UNAVAILABLE,
      { propertyId, at, status: toldAs },
      { db, singletonKey: `${propertyId}:${at}` },
    );
  }
}

/** A lower rent on a live listing tells everyone who favourited it. */
export async function listingRentChanged(
  ctx: AppContext,
  change: PriceDrop & { status: PropertyStatus },
  db: Db = ctx.database.db,
): Promise<void> {
  if (change.status !== 'ACTIVE' || change.newRent >= change.oldRent) return;
  const { propertyId, oldRent, newRent } = change;
  await ctx.jobs.send(PRICE_DROP, { propertyId, oldRent, newRent }, { db });
}

async function favouriters(ctx: AppContext, propertyId: number) {
  return ctx.database.db
    .select({ id: favorites.id, userId: favorites.userId })
    .from(favorites)
    .where(and(eq(favorites.propertyId, propertyId), eq(favorites.type, 'PROPERTY')));
}

async function listingTitle(ctx: AppContext, propertyId: number): Promise<string | null> {
  const [row] = await ctx.database.db
    .select({ title: properties.title })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return row?.title ?? null;
}

async function priceDrop(ctx: AppContext, p: PriceDrop): Promise<void> {
  const title = await listingTitle(ctx, p.propertyId);
  if (!title) return;
  for (const fav of await favouriters(ctx, p.propertyId)) {
    // One alert per (favourite, new rent): the notification's key, and its mail job's.
    const stored = await ctx.database.db.transaction(
      async (tx): Promise<NotificationItem | null> => {
        const n = await storeNotification(
          ctx,
          {
            userId: fav.userId,
            type: 'PRICE_DROP',
            title: 'Price drop',
            body: priceDropLine(title, p.oldRent, p.newRent),
            link: listingPath(p.propertyId),
            dedupeKey: `price:${fav.id}:${p.newRent}`,
          },
          tx,
        );
        if (n && (await wantsEmail(tx, fav.userId, 'priceDrops'))) {
          await ctx.jobs.send(
            PRICE_DROP_MAIL,
            { ...p, userId: fav.userId },
            { db: tx, singletonKey: `${fav.id}:${p.newRent}` },
          );
        }
        return n;
      },
    );
    if (stored) announce(ctx, fav.userId, stored);
  }
}

async function priceDropMailJob(ctx: AppContext, p: PriceDrop & { userId: number }) {
  const to = await recipient(ctx, p.userId);
  const title = await listingTitle(ctx, p.propertyId);
  const [listing] = await mailListings(ctx, [p.propertyId]);
  if (!to || !title || !listing) return;
  const url = unsubscribeUrl(ctx, { userId: p.userId, category: 'priceDrops' });
  const rendered = priceDropMail({
    firstName: to.firstName,
    title,
    ...p,
    listing,
    unsubscribeUrl: url,
  });
  await ctx.mailer.send(alertMail(to.email, rendered, url));
}

interface Unavailable {
  propertyId: number;
  at: string;
  /** The state it left ACTIVE for; absent in jobs queued before states were recorded. */
  status?: PropertyStatus;
}

function unavailableLine(title: string, status: PropertyStatus | undefined): string {
  if (status === 'LET_AGREED') return `${title} has been let: the owner agreed a let with someone.`;
  if (status === 'PAUSED') return `${title} is paused by its owner for now; it may come back.`;
  return `${title} has been taken down by its owner or by RoomSetu.`;
}

async function unavailable(ctx: AppContext, p: Unavailable) {
  const title = await listingTitle(ctx, p.propertyId);
  if (!title) return;
  for (const fav of await favouriters(ctx, p.propertyId)) {
    await notify(ctx, {
      userId: fav.userId,
      type: 'LISTING_UNAVAILABLE',
      title: 'A room you saved is no longer available',
      body: unavailableLine(title, p.status),
      link: null,
      dedupeKey: `unavailable:${fav.id}:${p.at}`,
    });
  }
}

export function registerListingAlertJobs(ctx: AppContext): void {
  ctx.jobs.register<PriceDrop>(PRICE_DROP, (job) => priceDrop(ctx, job.payload));
  ctx.jobs.register<PriceDrop & { userId: number }>(PRICE_DROP_MAIL, (job) =>
    priceDropMailJob(ctx, job.payload),
  );
  ctx.jobs.register<Unavailable>(UNAVAILABLE, (job) => unavailable(ctx, job.payload));
}
