import type { updateAddressInput } from '@roomsetu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type AddressChanges = z.input<typeof updateAddressInput>;

/** PUT /api/properties/address/:id: the server derives state and country and geocodes again. */
export function updateAddress({ id, address }: { id: number; address: AddressChanges }) {
  return api.put<{ latitude: number; longitude: number; locationApproximate: boolean }>(
    `/properties/address/${id}`,
    address,
  );
}

export function useUpdateAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateAddress,
    onSuccess: () => client.invalidateQueries({ queryKey: ['properties'] }),
  });
}
