import type { PropertyPhoto } from '@roomsetu/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/property-photos/:id/photos: an owner's listing photos, primary first. */
export async function getPropertyPhotos(id: number, signal?: AbortSignal) {
  const data = await api.get<PropertyPhoto[]>(`/property-photos/${id}/photos`, { signal });
  return Array.isArray(data) ? data : [];
}

export const propertyPhotosQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['properties', 'photos', id],
    queryFn: ({ signal }) => getPropertyPhotos(id, signal),
  });

export function usePropertyPhotos(id: number) {
  return useQuery(propertyPhotosQueryOptions(id));
}
