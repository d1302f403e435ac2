import type { NotificationSettings, NotificationSettingsInput } from '@roomsetu/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const settingsKey = ['users', 'self', 'notification-settings'] as const;
const PATH = '/users/self/notification-settings';

export function useNotificationSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => api.get<NotificationSettings>(PATH, { signal }),
  });
}

/** Sends only what changed (push: only the switch that moved); the answer is the whole stored set. */
export function useUpdateNotificationSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: NotificationSettingsInput) => api.put<NotificationSettings>(PATH, input),
    onSuccess: (settings) => client.setQueryData(settingsKey, settings),
  });
}
