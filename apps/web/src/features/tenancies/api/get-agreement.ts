import type { AgreementList } from '@roomsetu/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { tenancyKeys } from './tenancy-keys';

/** GET /api/tenancies/:id/agreement: the versions, newest first, and the state's stamp duty. */
export const agreementQueryOptions = (id: number) =>
  queryOptions({
    queryKey: tenancyKeys.agreement(id),
    queryFn: ({ signal }) => api.get<AgreementList>(`/tenancies/${id}/agreement`, { signal }),
  });

export const useAgreement = (id: number) => useQuery(agreementQueryOptions(id));
