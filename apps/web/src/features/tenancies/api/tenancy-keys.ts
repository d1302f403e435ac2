/** Every tenancy query key, so each move and the create form invalidate what they change. */
export const tenancyKeys = {
  all: ['tenancies'] as const,
  lists: () => ['tenancies', 'list'] as const,
  list: (role?: string) => ['tenancies', 'list', role ?? 'all'] as const,
  one: (id: number) => ['tenancies', 'one', id] as const,
  /** The deposit ledger: every deposit step answers it whole. */
  deposit: (id: number) => ['tenancies', 'deposit', id] as const,
  /** The move-in and move-out reports, with their items and signatures. */
  reports: (id: number) => ['tenancies', 'reports', id] as const,
  /** The agreement's versions and the state's stamp duty: every agreement step answers it whole. */
  agreement: (id: number) => ['tenancies', 'agreement', id] as const,
  /** The owner's listings, for the create form (and whether to offer it at all). */
  ownListings: () => ['tenancies', 'own-listings'] as const,
  /** The people the user has conversations with: whom a tenancy can be offered to. */
  contacts: () => ['tenancies', 'contacts'] as const,
};
