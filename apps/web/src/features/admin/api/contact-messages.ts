import {
  ADMIN_PAGE_SIZE,
  type AdminContactUpdateInput,
  type ContactMessageRow,
} from '@roomsetu/shared';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { api, apiRequest } from '@/lib/api-client';

export interface ContactMessagesFilters {
  status: string;
  type: string;
  page: number;
}

const key = ['admin', 'contact-messages'] as const;

export interface ContactMessagesPage {
  rows: ContactMessageRow[];
  pages: number;
  total: number;
}

export async function getContactMessages(
  filters: ContactMessagesFilters,
  signal?: AbortSignal,
): Promise<ContactMessagesPage> {
  const { data, pagination } = await apiRequest<ContactMessageRow[]>('/admin/contact-messages', {
    query: { ...filters, limit: ADMIN_PAGE_SIZE },
    signal,
  });
  return {
    rows: Array.isArray(data) ? data : [],
    pages: pagination?.pages ?? 1,
    total: pagination?.total ?? 0,
  };
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
      toast.error('Failed to update the message. Please try again.');
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: key });
      void client.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
    },
  });
}
