import type { AdminContactUpdateInput, ContactMessageRow } from '@roomsetu/shared';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { api } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { fetchAdminPage, type AdminPage } from './admin-page';

export interface ContactMessagesFilters {
  status: string;
  type: string;
  page: number;
}

const key = ['admin', 'contact-messages'] as const;

export type ContactMessagesPage = AdminPage<ContactMessageRow>;

export function getContactMessages(
  filters: ContactMessagesFilters,
  signal?: AbortSignal,
): Promise<ContactMessagesPage> {
  return fetchAdminPage<ContactMessageRow>('/admin/contact-messages', { ...filters }, signal);
}

export function useContactMessages(filters: ContactMessagesFilters) {
  return useQuery(
    queryOptions({
      queryKey: [...key, filters],
      queryFn: ({ signal }) => getContactMessages(filters, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

export function useUpdateContactMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: AdminContactUpdateInput }) =>
      api.patch<ContactMessageRow>(`/admin/contact-messages/${id}`, change),
    // The card shows the change at once; a refusal puts the cached pages back.
    onMutate: async ({ id, change }) => {
      await client.cancelQueries({ queryKey: key });
      const snapshot = client.getQueriesData<ContactMessagesPage>({ queryKey: key });
      client.setQueriesData<ContactMessagesPage>(
        { queryKey: key },
        (page) =>
          page && { ...page, rows: page.rows.map((m) => (m.id === id ? { ...m, ...change } : m)) },
      );
      return { snapshot };
    },
    onError: (_error, _vars, context) => {
      for (const [queryKey, data] of context?.snapshot ?? []) client.setQueryData(queryKey, data);
      toast.error(i18n.t('admin:messages.updateFailed'));
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: key });
      void client.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
    },
  });
}
