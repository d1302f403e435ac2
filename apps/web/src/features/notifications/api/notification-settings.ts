import type {
  NotificationSettings,
  NotificationSettingsInput,
  PushCategory,
} from '@roomsetu/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const settingsKey = ['users', 'self', 'notification-settings'] as const;
const PATH = '/users/self/notification-settings';

// The push switches beside the e-mail ones (issue #31). Typed here until the shared schema of the
// settings carries `push`; then these become the shared types.
export type PushSettings = Record<PushCategory, boolean>;
export type NotificationSettingsWithPush = NotificationSettings & { push?: PushSettings };
export type NotificationSettingsChange = NotificationSettingsInput & {
  push?: Partial<PushSettings>;
};

export function useNotificationSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => api.get<NotificationSettingsWithPush>(PATH, { signal }),
  });
}

/** Sends only what changed (push: only the switch that moved); the answer is the whole stored set. */
export function useUpdateNotificationSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: NotificationSettingsChange) =>
      api.put<NotificationSettingsWithPush>(PATH, input),
    onSuccess: (settings) => client.setQueryData(settingsKey, settings),
  });
}
