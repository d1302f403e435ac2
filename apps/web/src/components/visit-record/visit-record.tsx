import type { UserReviews } from '@roomsetu/shared';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

/** GET /api/users/:id/reviews: the visible reviews' average and count, and the turn-up record. */
export function useVisitRecord(userId: number) {
  return useQuery({
    queryKey: ['users', userId, 'reviews'],
    queryFn: ({ signal }) => api.get<UserReviews>(`/users/${userId}/reviews`, { signal }),
    staleTime: 60_000,
  });
}

/** A typical reply time in `t`'s language (see replyTime). */
function replyTimeIn(t: TFunction<'common'>, minutes: number): string {
  if (minutes < 60) return t('visitRecord.minutes', { n: Math.max(1, minutes) });
  if (minutes <= 48 * 60) return t('visitRecord.hours', { n: Math.ceil(minutes / 60) });
  return t('visitRecord.days', { n: Math.ceil(minutes / (24 * 60)) });
}

/** "30 min", "2 h", "3 days": a typical reply time in the unit that reads naturally, rounded up. */
export function replyTime(minutes: number): string {
  return replyTimeIn(i18n.getFixedT(null, 'common'), minutes);
}

/**
 * What real visits say about a person: "★ 4.5 · 3 reviews" and "Turned up to 5 of 6 visits" (only
 * once there are three settled visits, never the visits themselves), and how they answer chat:
 * "Replies to 67% of new chats, usually within 2 h" (measured over 90 days, once three people wrote
 * first). Nothing before there is any.
 */
export function VisitRecord({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const { data } = useVisitRecord(userId);
  if (!data || (data.count === 0 && !data.turnedUp && !data.replies)) return null;
  return (
    <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
      {data.count > 0 && data.average !== null && (
        <span className="inline-flex items-center gap-1">
          <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-400" />
          <span>
            {t('visitRecord.reviews', { average: data.average.toFixed(1), count: data.count })}
          </span>
        </span>
      )}
      {data.turnedUp && (
        <span>
          {t('visitRecord.turnedUp', {
            attended: data.turnedUp.attended,
            total: data.turnedUp.total,
          })}
        </span>
      )}
      {data.replies && (
        <span>
          {data.replies.typicalMinutes === null
            ? t('visitRecord.replies', { rate: data.replies.rate })
            : t('visitRecord.repliesWithin', {
                rate: data.replies.rate,
                time: replyTimeIn(t, data.replies.typicalMinutes),
              })}
        </span>
      )}
    </p>
  );
}
