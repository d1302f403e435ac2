import type { CreatePropertyResponse, ListingFormValues } from '@roomsetu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { listingSchemas } from '../utils/listing-steps';

/** POST /api/properties: the listing's fields plus its photos, as one multipart body. */
export async function createProperty(values: ListingFormValues): Promise<CreatePropertyResponse> {
  const { listingFormToCreateInput, toMultipartFields } = await listingSchemas();
  const body = new FormData();
  for (const [name, value] of Object.entries(toMultipartFields(listingFormToCreateInput(values)))) {
    body.append(name, value);
  }
  for (const file of values.images) {
    if (file instanceof Blob) body.append('photos', file);
  }
  return api.post<CreatePropertyResponse>('/properties', body);
}

export function useCreateProperty() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createProperty,
    onSuccess: () => client.invalidateQueries({ queryKey: ['properties'] }),
  });
}
