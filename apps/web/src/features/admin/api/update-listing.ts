import type { AdminListingRow, AdminListingUpdateInput } from '@roomsetu/shared';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { api, ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { adminListingsKey, type AdminListingsPage } from './get-listings';

export interface ListingUpdate {
  row: AdminListingRow;
  change: AdminListingUpdateInput;
  /** The toast shown once the server has agreed. */
  successText: string;
}

export const updateAdminListing = (id: number, change: AdminListingUpdateInput) =>
  api.patch<AdminListingRow>(`/admin/listings/${id}`, change);

const patchRow = (
  page: AdminListingsPage | undefined,
  id: number,
  next: Partial<AdminListingRow>,
) => page && { ...page, rows: page.rows.map((r) => (r.id === id ? { ...r, ...next } : r)) };

/**
 * Moderation with an optimistic update: every cached page showing the listing changes at once,
 * goes back if the server refuses, and is refetched afterwards (a status filter may now exclude it).
 */
export function useUpdateAdminListing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ row, change }: ListingUpdate) => updateAdminListing(row.id, change),
    onMutate: async ({ row, change }) => {
      await client.cancelQueries({ queryKey: adminListingsKey });
      const snapshot = client.getQueriesData<AdminListingsPage>({ queryKey: adminListingsKey });
      client.setQueriesData<AdminListingsPage>({ queryKey: adminListingsKey }, (page) =>
        patchRow(page, row.id, change),
      );
      return { snapshot };
    },
    onError: (error, _vars, context) => {
      for (const [key, data] of context?.snapshot ?? ([] as [QueryKey, unknown][])) {
        client.setQueryData(key, data);
      }
      toast.error(
        error instanceof ApiError && error.status !== 0 && error.status < 500
          ? error.message
          : i18n.t('admin:listings.actions.updateFailed'),
      );
    },
    onSuccess: (saved, { row, successText }) => {
      client.setQueriesData<AdminListingsPage>({ queryKey: adminListingsKey }, (page) =>
        patchRow(page, row.id, saved),
      );
      toast.success(successText);
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: adminListingsKey });
      void client.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
    },
  });
}
