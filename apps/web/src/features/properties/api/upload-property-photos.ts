import type { PropertyPhoto } from '@roomsetu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/property-photos/:id/photos/upload: more photos (multipart field `photos`). */
export function uploadPropertyPhotos({ id, files }: { id: number; files: readonly File[] }) {
  const body = new FormData();
  for (const file of files) body.append('photos', file);
  return api.post<PropertyPhoto[]>(`/property-photos/${id}/photos/upload`, body);
}

export function useUploadPropertyPhotos() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadPropertyPhotos,
    onSuccess: () => client.invalidateQueries({ queryKey: ['properties'] }),
  });
}
