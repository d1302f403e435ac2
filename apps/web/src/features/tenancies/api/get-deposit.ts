import type { TenancyDeposit } from '@roomsetu/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { tenancyKeys } from './tenancy-keys';

/** GET /api/tenancies/:id/deposit: received and confirmed, the deductions, the refund. */
export const depositQueryOptions = (id: number) =>
  queryOptions({
    queryKey: tenancyKeys.deposit(id),
    queryFn: ({ signal }) => api.get<TenancyDeposit>(`/tenancies/${id}/deposit`, { signal }),
  });

export const useDeposit = (id: number) => useQuery(depositQueryOptions(id));
