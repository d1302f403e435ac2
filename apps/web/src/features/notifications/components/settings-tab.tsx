import {
  NOTIFICATION_CATEGORIES,
  PUSH_CATEGORIES,
  type NotificationCategory,
  type NotificationSettingsInput,
  type PushCategory,
} from '@roomsetu/shared';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { usePushKey } from '@/lib/push/push-key';
import {
  useNotificationSettings,
  useUpdateNotificationSettings,
} from '../api/notification-settings';

type Category = NotificationCategory | PushCategory;

/** Every kind of notification, in the order shown; each has e-mail, push or both. */
const CATEGORY_TEXT: Record<Category, { label: string; hint: string; name: string }> = {
  messages: {
    label: 'Messages',
    hint: 'E-mail: at most one per conversation an hour, for messages you have not read.',
    name: 'new messages',
  },
  searchAlerts: {
    label: 'New rooms for my saved searches',
    hint: 'Instant or daily, as each saved search says.',
    name: 'new rooms for my saved searches',
  },
  priceDrops: {
    label: 'Price drops',
    hint: 'When the rent of a room you favourited goes down.',
    name: 'price drops',
  },
  roommateMatches: {
    label: 'Roommate matches',
    hint: 'When someone who suits you is looking for a roommate.',
    name: 'roommate matches',
  },
  visits: { label: 'Visits', hint: 'Visits asked for, confirmed or coming up.', name: 'visits' },
  accountSafety: {
    label: 'Account and safety',
    hint: 'Notices about your account and staying safe on RoomSetu.',
    name: 'account and safety',
  },
};
const ORDER = Object.keys(CATEGORY_TEXT) as Category[];

const isEmail = (c: Category): c is NotificationCategory =>
  (NOTIFICATION_CATEGORIES as readonly string[]).includes(c);
const isPush = (c: Category): c is PushCategory =>
  (PUSH_CATEGORIES as readonly string[]).includes(c);

function Switch(props: {
  label: string;
  checked: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <input
      type="checkbox"
      aria-label={props.label}
      checked={props.checked}
      disabled={props.disabled}
      onChange={(event) => props.onChange(event.target.checked)}
      className="size-5 rounded border-slate-400 accent-brand-600"
    />
  );
}

/**
 * The profile's Settings tab: e-mail and, where this server sends push, push on or off per kind
 * of notification. A kind with one channel only shows that one.
 */
export function SettingsTab() {
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();
  const pushKey = usePushKey();

  if (settings.isPending) return <Spinner label="Loading settings…" />;
  if (settings.isError) {
    return (
      <p role="alert" className="rounded-xl bg-red-50 px-4 py-6 text-center text-sm text-red-800">
        Your settings could not be loaded. Please try again.
      </p>
    );
  }

  const push = pushKey !== null ? settings.data.push : undefined;
  const rows = ORDER.filter((c) => isEmail(c) || (push && isPush(c)));
  const change = (input: NotificationSettingsInput) =>
    update.mutate(input, {
      onSuccess: () => toast.success('Settings saved'),
      onError: () => toast.error('Settings could not be saved. Please try again.'),
    });

  return (
    <section aria-labelledby="notification-settings" className="max-w-2xl">
      <h2 id="notification-settings" className="text-lg font-bold text-slate-900">
        Notifications
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Choose what we e-mail you about
        {push ? ' and what this phone or computer is told at once' : ''}. Notifications in RoomSetu
        (the bell) always stay on.
      </p>
      <table className="mt-4 w-full overflow-hidden rounded-xl border border-slate-200 bg-white text-sm">
        <thead className="bg-slate-50 text-left text-slate-700">
          <tr>
            <th scope="col" className="px-4 py-2 font-semibold">
              Notification
            </th>
            <th scope="col" className="w-20 px-2 py-2 text-center font-semibold">
              E-mail
            </th>
            {push && (
              <th scope="col" className="w-20 px-2 py-2 text-center font-semibold">
                Push
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((category) => {
            const text = CATEGORY_TEXT[category];
            return (
              <tr key={category}>
                <th scope="row" className="px-4 py-3 text-left font-normal">
                  <span className="block font-medium text-slate-900">{text.label}</span>
                  <span className="block text-slate-600">{text.hint}</span>
                </th>
                <td className="px-2 py-3 text-center">
                  {isEmail(category) && (
                    <Switch
                      label={`E-mail for ${text.name}`}
                      checked={settings.data[category]}
                      disabled={update.isPending}
                      onChange={(on) => change({ [category]: on })}
                    />
                  )}
                </td>
                {push && (
                  <td className="px-2 py-3 text-center">
                    {isPush(category) && (
                      <Switch
                        label={`Push for ${text.name}`}
                        checked={push[category]}
                        disabled={update.isPending}
                        onChange={(on) => change({ push: { [category]: on } })}
                      />
                    )}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
