import type { PhotoPrimaryInput, PropertyPhoto } from '@roomsetu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/property-photos/:id/photos: the primary flags, exactly one of them set. */
export function setPrimaryPhoto({
  id,
  photoIds,
  primaryId,
}: {
  id: number;
  photoIds: readonly number[];
  primaryId: number;
}) {
  const body: PhotoPrimaryInput = {
    photos: photoIds.map((photoId) => ({ id: photoId, isPrimary: photoId === primaryId })),
  };
  return api.post<PropertyPhoto[]>(`/property-photos/${id}/photos`, body);
}

export function useSetPrimaryPhoto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setPrimaryPhoto,
    onSuccess: () => client.invalidateQueries({ queryKey: ['properties'] }),
  });
}
