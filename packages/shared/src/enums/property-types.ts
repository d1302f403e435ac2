import type { Labels } from './labels';

// Apart from index.ts for the web app's entry (the landing page's search): see roles.ts.
export const PROPERTY_TYPES = ['APARTMENT', 'HOUSE', 'SHARED_ROOM', 'PG', 'PRIVATE_ROOM'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];
export const PROPERTY_TYPE_LABELS: Labels<typeof PROPERTY_TYPES> = {
  APARTMENT: 'Apartment',
  HOUSE: 'House',
  SHARED_ROOM: 'Shared Room',
  PG: 'PG',
  PRIVATE_ROOM: 'Private Room',
};
