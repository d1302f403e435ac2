import type { UserReviews } from '@roomsetu/shared';
import { useQuery } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { api } from '@/lib/api-client';

/** GET /api/users/:id/reviews: the visible reviews' average and count, and the turn-up record. */
export function useVisitRecord(userId: number) {
  return useQuery({
    queryKey: ['users', userId, 'reviews'],
    queryFn: ({ signal }) => api.get<UserReviews>(`/users/${userId}/reviews`, { signal }),
    staleTime: 60_000,
  });
}

/**
 * What real visits say about a person: "★ 4.5 · 3 reviews" and "Turned up to 5 of 6 visits" (only
 * once there are three settled visits, never the visits themselves). Nothing before there is any.
 */
export function VisitRecord({ userId }: { userId: number }) {
  const { data } = useVisitRecord(userId);
  if (!data || (data.count === 0 && !data.turnedUp)) return null;
  return (
    <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
      {data.count > 0 && data.average !== null && (
        <span className="inline-flex items-center gap-1">
          <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-400" />
          <span>
            {data.average.toFixed(1)} · {data.count} {data.count === 1 ? 'review' : 'reviews'}
          </span>
        </span>
      )}
      {data.turnedUp && (
        <span>
          Turned up to {data.turnedUp.attended} of {data.turnedUp.total} visits
        </span>
      )}
    </p>
  );
}
