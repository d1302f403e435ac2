import { SHOWCASE_SIZE, type PropertyType } from '@roomsetu/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface ImageWidth {
  width: number;
  url: string;
}

export interface ShowcasePhoto {
  id: number;
  url: string;
  cardUrl?: string | null;
  /** The card at several widths, narrowest first (the API's `cardVariants`). */
  cardVariants?: readonly ImageWidth[] | null;
  altText?: string | null;
  isPrimary: boolean;
}

/** The fields of a property the landing showcase reads. */
export interface ShowcaseProperty {
  id: number;
  title: string;
  rent: number;
  period?: string | null;
  address: {
    line1?: string | null;
    area?: string | null;
    city: string;
    postalCode?: string | null;
    state?: string | null;
    country?: string | null;
  };
  bedrooms: number;
  bathrooms: number;
  propertyType: PropertyType;
  verified: boolean;
  /** YYYY-MM-DD */
  availableFrom?: string | null;
  photos?: ShowcasePhoto[] | null;
}

export async function getShowcase(signal?: AbortSignal): Promise<ShowcaseProperty[]> {
  const data = await api.get<ShowcaseProperty[]>('/properties/all', {
    query: { limit: SHOWCASE_SIZE },
    signal,
  });
  return Array.isArray(data) ? data.slice(0, SHOWCASE_SIZE) : [];
}

export const showcaseQueryOptions = () =>
  queryOptions({
    queryKey: ['properties', 'showcase'],
    queryFn: ({ signal }) => getShowcase(signal),
  });

export function useShowcase() {
  return useQuery(showcaseQueryOptions());
}
