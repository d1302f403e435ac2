import { NOTIFICATION_CATEGORIES, type NotificationCategory } from '@roomsetu/shared';
import { CheckboxField } from '@/components/ui/form-fields';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import {
  useNotificationSettings,
  useUpdateNotificationSettings,
} from '../api/notification-settings';

const CATEGORY_TEXT: Record<NotificationCategory, { label: string; hint: string }> = {
  searchAlerts: {
    label: 'New rooms for my saved searches',
    hint: 'Instant or daily, as each saved search says.',
  },
  priceDrops: { label: 'Price drops', hint: 'When the rent of a room you favourited goes down.' },
  messages: {
    label: 'Messages I have not read',
    hint: 'At most one e-mail per conversation an hour.',
  },
  accountSafety: {
    label: 'Account and safety',
    hint: 'Notices about your account and staying safe on RoomSetu.',
  },
};

/** The profile's Settings tab: e-mail on or off per kind of notification. */
export function SettingsTab() {
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();

  if (settings.isPending) return <Spinner label="Loading settings…" />;
  if (settings.isError) {
    return (
      <p role="alert" className="rounded-xl bg-red-50 px-4 py-6 text-center text-sm text-red-800">
        Your settings could not be loaded. Please try again.
      </p>
    );
  }

  const change = (category: NotificationCategory, on: boolean) =>
    update.mutate(
      { [category]: on },
      {
        onSuccess: () => toast.success('Settings saved'),
        onError: () => toast.error('Settings could not be saved. Please try again.'),
      },
    );

  return (
    <section aria-labelledby="email-settings" className="max-w-2xl">
      <h2 id="email-settings" className="text-lg font-bold text-slate-900">
        E-mail notifications
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Choose what we e-mail you about. Notifications in RoomSetu (the bell) always stay on.
      </p>
      <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {NOTIFICATION_CATEGORIES.map((category) => (
          <li key={category} className="px-4 py-4">
            <CheckboxField
              checked={settings.data[category]}
              disabled={update.isPending}
              onChange={(event) => change(category, event.target.checked)}
            >
              <span className="block font-medium text-slate-900">
                {CATEGORY_TEXT[category].label}
              </span>
              <span className="block text-slate-600">{CATEGORY_TEXT[category].hint}</span>
            </CheckboxField>
          </li>
        ))}
      </ul>
    </section>
  );
}
