import type { AdminVerificationRow, IdRequestStatus } from '@roomsetu/shared';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { api, ApiError } from '@/lib/api-client';
import { useApiFileUrl } from '@/lib/use-api-file-url';
import { i18n } from '@/lib/i18n';
import { fetchAdminPage } from './admin-page';

export const adminVerificationsKey = ['admin', 'verifications'] as const;

/** Ten requests a page: each card carries its document images. */
export function getVerifications(status: IdRequestStatus, page: number, signal?: AbortSignal) {
  return fetchAdminPage<AdminVerificationRow>(
    '/admin/verifications',
    { status, page, limit: 10 },
    signal,
  );
}

export const verificationsQueryOptions = (status: IdRequestStatus, page: number) =>
  queryOptions({
    queryKey: [...adminVerificationsKey, status, page],
    queryFn: ({ signal }) => getVerifications(status, page, signal),
    placeholderData: keepPreviousData,
  });

export function useVerifications(status: IdRequestStatus, page: number) {
  return useQuery(verificationsQueryOptions(status, page));
}

type Decision = { id: number; reject?: { reason: string } };

export function useDecideVerification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reject }: Decision) =>
      reject
        ? api.post(`/admin/verifications/${id}/reject`, reject)
        : api.post(`/admin/verifications/${id}/approve`),
    onSuccess: (_saved, { reject }) =>
      toast.success(
        i18n.t(reject ? 'admin:verifications.rejected' : 'admin:verifications.approved'),
      ),
    onError: (error) =>
      toast.error(
        error instanceof ApiError ? error.message : i18n.t('admin:verifications.saveFailed'),
      ),
    onSettled: () => client.invalidateQueries({ queryKey: adminVerificationsKey }),
  });
}

/**
 * An identity document image as a blob: URL (an <img src> could not send the admin's token).
 * The URL is released when the image leaves the screen.
 */
export function useDocumentImage(id: number, n: number) {
  return useApiFileUrl(`/admin/verifications/${id}/document/${n}`);
}
