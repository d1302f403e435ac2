import type { ConversationSummary, OwnListingCard } from '@roomsetu/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { tenancyKeys } from './tenancy-keys';

export type OwnListing = Pick<OwnListingCard, 'id' | 'title' | 'status'>;

/** GET /api/users/self-property: the caller's listings a tenancy can be started for. */
async function getOwnListings(signal?: AbortSignal): Promise<OwnListing[]> {
  const data = await api.get<OwnListing[]>('/users/self-property', { signal });
  return Array.isArray(data) ? data.filter((listing) => listing.status !== 'DELETED') : [];
}

export function useOwnListings() {
  return useQuery({
    queryKey: tenancyKeys.ownListings(),
    queryFn: ({ signal }) => getOwnListings(signal),
  });
}

export interface Contact {
  id: number;
  name: string;
}

/** Everyone but `selfId` in the caller's conversations, once each, the latest talked-to first. */
export function contactsOf(
  conversations: readonly ConversationSummary[],
  selfId: number,
): Contact[] {
  const seen = new Map<number, Contact>();
  for (const conversation of conversations) {
    for (const { user } of conversation.participants) {
      if (user.id === selfId || seen.has(user.id)) continue;
      seen.set(user.id, { id: user.id, name: `${user.firstName} ${user.lastName}`.trim() });
    }
  }
  return [...seen.values()];
}

/** GET /api/messages/conversations, as the people a tenancy can be offered to. */
export function useContacts(selfId: number) {
  return useQuery({
    queryKey: tenancyKeys.contacts(),
    queryFn: async ({ signal }) => {
      const data = await api.get<ConversationSummary[]>('/messages/conversations', { signal });
      return Array.isArray(data) ? data : [];
    },
    select: (conversations) => contactsOf(conversations, selfId),
  });
}
