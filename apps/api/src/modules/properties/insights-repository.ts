import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

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

/** The owner's threads about the listing, newest first, with the other person and the last message. */
export function inquiryThreads(db: Db, propertyId: number, ownerId: number) {
  return queryRows<{
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
    db,
    sql`with ${threadsAbout(propertyId, ownerId)}
      select t.conversation_id, t.started_at,
        u.id as person_id, u.first_name, u.is_email_verified, u.is_phone_verified,
        m.content, m.created_at as sent_at, m.sender_id, mine.last_read_at
      from threads t
      join conversation_participants mine on mine.conversation_id = t.conversation_id and mine.user_id = ${ownerId}
      join conversation_participants theirs on theirs.conversation_id = t.conversation_id and theirs.user_id <> ${ownerId}
      join users u on u.id = theirs.user_id
      left join messages m on m.id = t.last_id
      order by t.started_at desc, t.conversation_id desc`,
  );
}

export interface DayRow {
  date: string;
  views: number;
  favourites: number;
  inquiries: number;
  replied: number;
}

/** Each of the `days` India days from `fromDay` (starting at `fromAt`): its counts for the listing. */
export function statsByDay(
  db: Db,
  propertyId: number,
  ownerId: number,
  fromDay: string,
  fromAt: string,
  days: number,
): Promise<DayRow[]> {
  return queryRows<DayRow>(
    db,
    sql`with days as (
        select (${fromDay}::date + i) as day from generate_series(0, ${days - 1}) i
      ),
      views as (
        select day, views from property_views_daily where property_id = ${propertyId} and day >= ${fromDay}::date
      ),
      favs as (
        select (created_at at time zone 'Asia/Kolkata')::date as day, count(*)::int as n
        from favorites where property_id = ${propertyId} and created_at >= ${fromAt}::timestamptz
        group by 1
      ),
      ${threadsAbout(propertyId, ownerId)},
      inq as (
        select (started_at at time zone 'Asia/Kolkata')::date as day, count(*)::int as n,
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
}
