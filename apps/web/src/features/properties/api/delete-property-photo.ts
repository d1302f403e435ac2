import type { PropertyPhoto } from '@roomsetu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** DELETE /api/property-photos/photos/:photoId; the server promotes another photo if needed. */
export function deletePropertyPhoto(photoId: number) {
  return api.delete<PropertyPhoto[]>(`/property-photos/photos/${photoId}`);
}

export function useDeletePropertyPhoto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deletePropertyPhoto,
    onSuccess: () => client.invalidateQueries({ queryKey: ['properties'] }),
  });
}
