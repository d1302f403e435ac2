import type {
  SharedVisit,
  UserReviews,
  VisitDetail,
  VisitParty,
  VisitReview,
  VisitRole,
} from '@roomsetu/shared';
import { verificationBadge } from '@roomsetu/shared';
import type { ListingRow, PersonRow, ReviewRow, VisitRow } from './repository';

type Place = Pick<
  ListingRow,
  'addressLine1' | 'area' | 'city' | 'postalCode' | 'locationApproximate'
>;

/** The address as the listing shows it: only the locality when its pin is approximate. */
export function shownAddress(p: Place): string {
  const parts = p.locationApproximate
    ? [p.area, p.city, p.postalCode]
    : [p.addressLine1, p.area, p.city, p.postalCode];
  return parts.filter(Boolean).join(', ');
}

export const endOf = (v: Pick<VisitRow, 'startsAt' | 'durationMinutes'>): Date | null =>
  v.startsAt ? new Date(v.startsAt.getTime() + v.durationMinutes * 60_000) : null;

const party = (p: PersonRow | undefined): VisitParty => ({
  id: p?.id ?? 0,
  firstName: p?.firstName ?? '',
  lastName: p?.lastName ?? '',
  avatar: p?.avatar ?? null,
});

export function presentVisit(
  v: VisitRow,
  role: VisitRole | null,
  people: Map<number, PersonRow>,
  listing: Place & { id: number; title: string },
  canReview: boolean,
): VisitDetail {
  return {
    id: v.id,
    status: v.status,
    role,
    property: {
      id: listing.id,
      title: listing.title,
      address: shownAddress(listing),
      city: listing.city,
    },
    tenant: party(people.get(v.tenantId)),
    owner: party(people.get(v.ownerId)),
    slots: v.slots.map((s) => s.toISOString()),
    proposedBy: v.proposedBy,
    startsAt: v.startsAt?.toISOString() ?? null,
    endsAt: endOf(v)?.toISOString() ?? null,
    durationMinutes: v.durationMinutes as VisitDetail['durationMinutes'],
    note: v.note,
    reason: v.reason,
    sequence: v.sequence,
    outcome: { tenant: v.tenantOutcome, owner: v.ownerOutcome },
    conversationId: v.conversationId,
    canReview,
    createdAt: v.createdAt.toISOString(),
    updatedAt: v.updatedAt.toISOString(),
  };
}

export function presentReview(
  r: ReviewRow,
  author: { id: number; firstName: string; avatar: string | null },
): VisitReview {
  return {
    id: r.id,
    visitId: r.visitId,
    author,
    rating: r.rating,
    text: r.text,
    createdAt: r.createdAt.toISOString(),
  };
}

/** What a shared link shows a friend: the time, the place as listed, a first name and a badge. */
export function presentShared(
  v: VisitRow,
  listing: Place & { title: string },
  other: PersonRow,
): SharedVisit {
  return {
    status: v.status,
    startsAt: v.startsAt!.toISOString(),
    endsAt: endOf(v)!.toISOString(),
    propertyTitle: listing.title,
    address: shownAddress(listing),
    city: listing.city,
    otherPerson: { firstName: other.firstName, badge: verificationBadge(other) },
  };
}

/** A reply record as the profile shows it: a whole percentage and whole minutes. */
export function presentReplies(r: {
  total: number;
  answered: number;
  medianSeconds: number | null;
}): NonNullable<UserReviews['replies']> {
  return {
    rate: Math.round((100 * r.answered) / r.total),
    typicalMinutes: r.medianSeconds === null ? null : Math.round(r.medianSeconds / 60),
    conversations: r.total,
  };
}
