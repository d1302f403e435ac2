/**
 * The About page's people and values: who is shown, in which order. Their roles, bios and words
 * are the catalog's (info:about); names are written the same in every language.
 */
export const FOUNDERS = [
  { key: 'aarav', name: 'Aarav Mathur' },
  { key: 'nisha', name: 'Nisha Rathore' },
] as const;

export const TEAM = [
  { key: 'kunal', name: 'Kunal Shekhawat' },
  { key: 'priyanka', name: 'Priyanka Jain' },
  { key: 'siddharth', name: 'Siddharth Menon' },
  { key: 'fatima', name: 'Fatima Sheikh' },
] as const;

/** The figures beside the vision (info:about.stats.*). */
export const STATS = ['cities', 'supportReply', 'listingFee'] as const;

/** What we stand for, in order (info:about.values.items.*). */
export const VALUES = ['safety', 'transparency', 'community'] as const;
