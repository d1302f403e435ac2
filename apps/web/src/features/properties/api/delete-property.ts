import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** DELETE /api/properties/:id: a soft delete; the listing leaves search and detail. */
export function deleteProperty(id: number) {
  return api.delete<{ id: number }>(`/properties/${id}`);
}

export function useDeleteProperty() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteProperty,
    onSuccess: () => client.invalidateQueries({ queryKey: ['properties'] }),
  });
}
