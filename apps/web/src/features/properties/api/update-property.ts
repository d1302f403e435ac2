import type { updatePropertyInput } from '@roomsetu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type PropertyChanges = z.input<typeof updatePropertyInput>;

/** PUT /api/properties/:id: any of the listing's fields (the address has its own call). */
export function updateProperty({ id, changes }: { id: number; changes: PropertyChanges }) {
  return api.put<{ id: number }>(`/properties/${id}`, changes);
}

export function useUpdateProperty() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProperty,
    onSuccess: () => client.invalidateQueries({ queryKey: ['properties'] }),
  });
}
