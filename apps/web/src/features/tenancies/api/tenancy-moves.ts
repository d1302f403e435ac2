import type { CreateTenancyInput, TenancyAction, TenancyDetail } from '@roomsetu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { api, ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { tenancyKeys } from './tenancy-keys';

/** The moves a party makes by a button (`invite` waits until drafts exist). */
export type TenancyMove = Exclude<TenancyAction, 'invite'>;

/** POST /api/tenancies/:id/{accept,decline,cancel,notice,end} */
export function moveTenancy({ id, move }: { id: number; move: TenancyMove }) {
  return api.post<TenancyDetail>(`/tenancies/${id}/${move}`);
}

/** A refusal says the server's words; anything else this text (read when it happens). */
export const failed = (fallback: () => string) => (error: Error) =>
  toast.error(error instanceof ApiError ? error.message : fallback());

/** Shows the answer (the whole tenancy) at once, and refreshes every list. */
function useRefresh() {
  const client = useQueryClient();
  return (tenancy: TenancyDetail) => {
    client.setQueryData(tenancyKeys.one(tenancy.id), tenancy);
    void client.invalidateQueries({ queryKey: tenancyKeys.lists() });
    // Ending sets the refund's due date.
    void client.invalidateQueries({ queryKey: tenancyKeys.deposit(tenancy.id) });
  };
}

export function useMoveTenancy() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: moveTenancy,
    onSuccess: (tenancy, { move }) => {
      refresh(tenancy);
      toast.success(i18n.t(`tenancies:toast.moved.${move}`));
    },
    onError: failed(() => i18n.t('tenancies:toast.moveFailed')),
  });
}

/** POST /api/tenancies: the owner's offer, sent to each tenant at once. */
export function useCreateTenancy() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: CreateTenancyInput) => api.post<TenancyDetail>('/tenancies', input),
    onSuccess: (tenancy) => {
      refresh(tenancy);
      toast.success(i18n.t('tenancies:toast.created'));
    },
  });
}
