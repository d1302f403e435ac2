/** Every tenancy query key, so each move and the create form invalidate what they change. */
export const tenancyKeys = {
  all: ['tenancies'] as const,
  lists: () => ['tenancies', 'list'] as const,
  list: (role?: string) => ['tenancies', 'list', role ?? 'all'] as const,
  one: (id: number) => ['tenancies', 'one', id] as const,
  /** The owner's listings, for the create form (and whether to offer it at all). */
  ownListings: () => ['tenancies', 'own-listings'] as const,
  /** The people the user has conversations with: whom a tenancy can be offered to. */
  contacts: () => ['tenancies', 'contacts'] as const,
};
