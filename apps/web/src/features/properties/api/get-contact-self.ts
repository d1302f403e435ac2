import type { SelfUser } from '@roomsetu/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** What the listing wizard prefills its contact step with. */
export type ContactSelf = Pick<SelfUser, 'id' | 'firstName' | 'lastName' | 'email'>;

/** GET /api/users/self, read for the listing's contact name and e-mail. */
export function getContactSelf(signal?: AbortSignal): Promise<ContactSelf> {
  return api.get<ContactSelf>('/users/self', { signal });
}

export const contactSelfQueryOptions = () =>
  queryOptions({
    // Under ['users', 'self'], so invalidating the profile refreshes this as well.
    queryKey: ['users', 'self', 'listing-contact'],
    queryFn: ({ signal }) => getContactSelf(signal),
  });

export function useContactSelf() {
  return useQuery(contactSelfQueryOptions());
}
