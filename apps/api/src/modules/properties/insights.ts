import {
  verificationBadge,
  type ListingInquiry,
  type ListingStats,
  type ListingStatsWindow,
} from '@roomsetu/shared';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { AppContext } from '../../lib/context';
import type { AuthUser } from '../../lib/tokens';
import { ownedProperty } from './write-service';

const DAY_MS = 24 * 60 * 60 * 1000;
const STATS_DAYS = 30;

const iso = (v: Date | string) => new Date(v).toISOString();

/**
 * The threads about a listing, as `threads` (conversation_id, started_at, last_id, replied). One
 * conversation per pair of people may be about several listings of the owner: each message
 * belongs to the listing of the latest inquiry at or before it (an inquiry names its listing),
 * so a thread is a conversation's messages that belong to this listing, started by its first
 * inquiry about it.
 */
const threadsAbout = (propertyId: number, ownerId: number) =>
  sql`scope as (
      select distinct conversation_id from messages where property_id = ${propertyId}
    ),
    attributed as (
      select m.id, m.conversation_id, m.sender_id, m.created_at, m.property_id,
        (select i.property_id from messages i
          where i.conversation_id = m.conversation_id and i.id <= m.id and i.property_id is not null
          order by i.id desc limit 1) as listing_id
      from messages m where m.conversation_id in (select conversation_id from scope)
    ),
    threads as (
      select conversation_id,
        min(created_at) filter (where property_id = ${propertyId}) as started_at,
        max(id) as last_id,
        bool_or(sender_id = ${ownerId}) as replied
      from attributed where listing_id = ${propertyId}
      group by conversation_id
    )`;

/**
 * The threads about the listing, newest first, each with the other person (first name and
 * verification only), the listing's last message and whether the owner has yet to read it.
 */
export async function listingInquiries(
  ctx: AppContext,
  user: AuthUser,
  propertyId: number,
): Promise<ListingInquiry[]> {
  await ownedProperty(ctx, propertyId, user);
  const rows = await queryRows<{
    conversation_id: number;
    started_at: string;
    person_id: number;
    first_name: string;
    is_email_verified: boolean;
    is_phone_verified: boolean;
    content: string | null;
    sent_at: string | null;
    sender_id: number | null;
    last_read_at: string | null;
  }>(
    ctx.database.db,
    sql`with ${threadsAbout(propertyId, user.id)}
      select t.conversation_id, t.started_at,
        u.id as person_id, u.first_name, u.is_email_verified, u.is_phone_verified,
        m.content, m.created_at as sent_at, m.sender_id, mine.last_read_at
      from threads t
      join conversation_participants mine on mine.conversation_id = t.conversation_id and mine.user_id = ${user.id}
      join conversation_participants theirs on theirs.conversation_id = t.conversation_id and theirs.user_id <> ${user.id}
      join users u on u.id = theirs.user_id
      left join messages m on m.id = t.last_id
      order by t.started_at desc, t.conversation_id desc`,
  );
  return rows.map((r) => {
    const person = {
      id: r.person_id,
      firstName: r.first_name,
      isEmailVerified: r.is_email_verified,
      isPhoneVerified: r.is_phone_verified,
    };
    const fromOwner = r.sender_id === user.id;
    return {
      conversationId: r.conversation_id,
      startedAt: iso(r.started_at),
      person: { ...person, badge: verificationBadge(person) },
      lastMessage:
        r.content === null || r.sent_at === null
          ? null
          : { content: r.content, sentAt: iso(r.sent_at), fromOwner },
      unread:
        r.sent_at !== null &&
        !fromOwner &&
        (r.last_read_at === null || new Date(r.last_read_at) < new Date(r.sent_at)),
    };
  });
}

interface DayRow {
  date: string;
  views: number;
  favourites: number;
  inquiries: number;
  replied: number;
}

/**
 * Views, favourites, inquiries and the reply rate for the last 7 and 30 days (UTC days, today
 * included), and each day for the chart. Views are those written so far (at most a minute behind).
 */
export async function listingStats(
  ctx: AppContext,
  user: AuthUser,
  propertyId: number,
): Promise<ListingStats> {
  await ownedProperty(ctx, propertyId, user);
  const today = new Date(Math.floor(ctx.now().getTime() / DAY_MS) * DAY_MS);
  const from = new Date(today.getTime() - (STATS_DAYS - 1) * DAY_MS);
  const fromAt = from.toISOString();
  const fromDay = fromAt.slice(0, 10);
  const rows = await queryRows<DayRow>(
    ctx.database.db,
    sql`with days as (
        select (${fromDay}::date + i) as day from generate_series(0, ${STATS_DAYS - 1}) i
      ),
      views as (
        select day, views from property_views_daily where property_id = ${propertyId} and day >= ${fromDay}::date
      ),
      favs as (
        select (created_at at time zone 'UTC')::date as day, count(*)::int as n
        from favorites where property_id = ${propertyId} and created_at >= ${fromAt}::timestamptz
        group by 1
      ),
      ${threadsAbout(propertyId, user.id)},
      inq as (
        select (started_at at time zone 'UTC')::date as day, count(*)::int as n,
          count(*) filter (where replied)::int as replied
        from threads where started_at >= ${fromAt}::timestamptz
        group by 1
      )
      select to_char(days.day, 'YYYY-MM-DD') as date, coalesce(views.views, 0)::int as views,
        coalesce(favs.n, 0)::int as favourites, coalesce(inq.n, 0)::int as inquiries,
        coalesce(inq.replied, 0)::int as replied
      from days
      left join views on views.day = days.day
      left join favs on favs.day = days.day
      left join inq on inq.day = days.day
      order by days.day`,
  );
  const days = rows.map((r) => ({
    date: r.date,
    views: Number(r.views),
    favourites: Number(r.favourites),
    inquiries: Number(r.inquiries),
    replied: Number(r.replied),
  }));
  const window = (n: number): ListingStatsWindow => {
    const last = days.slice(-n);
    const sum = (k: keyof Omit<DayRow, 'date'>) => last.reduce((s, d) => s + d[k], 0);
    const inquiries = sum('inquiries');
    return {
      views: sum('views'),
      favourites: sum('favourites'),
      inquiries,
      replyRate: inquiries ? sum('replied') / inquiries : null,
    };
  };
  return {
    last7Days: window(7),
    last30Days: window(STATS_DAYS),
    days: days.map(({ replied: _replied, ...d }) => d),
  };
}
