import {
  addDays,
  startOfIndiaDay,
  todayInIndia,
  verificationBadge,
  type ListingInquiry,
  type ListingStats,
  type ListingStatsWindow,
} from '@roomsetu/shared';
import type { AppContext } from '../../lib/context';
import type { AuthUser } from '../../lib/tokens';
import { inquiryThreads, statsByDay, type DayRow } from './insights-repository';
import { ownedProperty } from './write-service';

const STATS_DAYS = 30;

const iso = (v: Date | string) => new Date(v).toISOString();

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
  const rows = await inquiryThreads(ctx.database.db, propertyId, user.id);
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

/**
 * Views, favourites, inquiries and the reply rate for the last 7 and 30 days (India's days, today
 * included), and each day for the chart. Views are those written so far (at most a minute behind).
 */
export async function listingStats(
  ctx: AppContext,
  user: AuthUser,
  propertyId: number,
): Promise<ListingStats> {
  await ownedProperty(ctx, propertyId, user);
  const fromDay = addDays(todayInIndia(ctx.now()), -(STATS_DAYS - 1));
  const fromAt = startOfIndiaDay(fromDay).toISOString();
  const rows = await statsByDay(ctx.database.db, propertyId, user.id, fromDay, fromAt, STATS_DAYS);
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
