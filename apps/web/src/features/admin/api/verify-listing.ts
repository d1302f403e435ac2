import type { ListingVerifyInput } from '@roomsetu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { api, ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { adminListingsKey } from './get-listings';

interface ListingVerification {
  id: number;
  verified: boolean;
  verifiedAt: string | null;
}

/** POST /admin/listings/{id}/verify with the checklist; DELETE takes the badge off. */
export const verifyListing = (id: number, checklist: ListingVerifyInput) =>
  api.post<ListingVerification>(`/admin/listings/${id}/verify`, checklist);
export const unverifyListing = (id: number) =>
  api.delete<ListingVerification>(`/admin/listings/${id}/verify`);

type Change = { id: number; checklist: ListingVerifyInput | null };

export function useListingVerification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, checklist }: Change) =>
      checklist ? verifyListing(id, checklist) : unverifyListing(id),
    onSuccess: (saved) =>
      toast.success(
        i18n.t(
          saved.verified
            ? 'admin:listings.actions.verifiedDone'
            : 'admin:listings.actions.verificationRemoved',
        ),
      ),
    onError: (error) =>
      toast.error(
        error instanceof ApiError && error.status > 0 && error.status < 500
          ? error.message
          : i18n.t('admin:listings.actions.updateFailed'),
      ),
    onSettled: () => client.invalidateQueries({ queryKey: adminListingsKey }),
  });
}
