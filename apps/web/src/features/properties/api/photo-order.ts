import type { PhotoAltText, PropertyPhoto } from '@roomsetu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** PUT /api/property-photos/:id/photos/order: every photo once; the first is the cover. */
export function reorderPhotos({ id, photoIds }: { id: number; photoIds: readonly number[] }) {
  return api.put<PropertyPhoto[]>(`/property-photos/${id}/photos/order`, { photoIds });
}

/** PATCH /api/property-photos/photos/:photoId: what the photo shows. */
export function describePhoto({ photoId, altText }: { photoId: number; altText: PhotoAltText }) {
  return api.patch<PropertyPhoto[]>(`/property-photos/photos/${photoId}`, { altText });
}

export function useReorderPhotos() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reorderPhotos,
    onSuccess: () => client.invalidateQueries({ queryKey: ['properties'] }),
  });
}

export function useDescribePhoto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: describePhoto,
    onSuccess: () => client.invalidateQueries({ queryKey: ['properties'] }),
  });
}
