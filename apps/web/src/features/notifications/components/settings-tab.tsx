import {
  NOTIFICATION_CATEGORIES,
  PUSH_CATEGORIES,
  type NotificationCategory,
  type NotificationSettingsInput,
  type PushCategory,
} from '@roomsetu/shared';
import { useTranslation } from 'react-i18next';
import { isUiLanguage, UI_LANGUAGES, type UiLanguage } from '@roomsetu/shared';
import { chooseLanguage } from '@/lib/i18n';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { usePushKey } from '@/lib/push/push-key';
import {
  useNotificationSettings,
  useUpdateNotificationSettings,
} from '../api/notification-settings';

type Category = NotificationCategory | PushCategory;

/**
 * Every kind of notification, in the order shown; each has e-mail, push or both. Its label, hint
 * and name (in "E-mail for …") are `notifications:settings.category.<kind>`.
 */
const SHOWN: Record<Category, true> = {
  messages: true,
  searchAlerts: true,
  priceDrops: true,
  roommateMatches: true,
  visits: true,
  accountSafety: true,
};
const ORDER = Object.keys(SHOWN) as Category[];

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

/** The language of the pages, e-mails and notifications: kept on the device and the profile. */
function LanguagePreference() {
  const { t, i18n } = useTranslation('notifications');
  return (
    <section aria-labelledby="language-setting" className="mb-8 max-w-2xl">
      <h2 id="language-setting" className="text-lg font-bold text-slate-900">
        {t('settings.language.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('settings.language.hint')}</p>
      <select
        aria-labelledby="language-setting"
        value={i18n.language}
        onChange={(event) => {
          const language = event.target.value;
          if (isUiLanguage(language)) void chooseLanguage(language);
        }}
        className="mt-3 h-11 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900"
      >
        {(Object.entries(UI_LANGUAGES) as [UiLanguage, string][]).map(([code, name]) => (
          <option key={code} value={code} lang={code}>
            {name}
          </option>
        ))}
      </select>
    </section>
  );
}

/**
 * The profile's Settings tab: e-mail and, where this server sends push, push on or off per kind
 * of notification. A kind with one channel only shows that one.
 */
export function SettingsTab() {
  return (
    <>
      <LanguagePreference />
      <NotificationSettings />
    </>
  );
}

function NotificationSettings() {
  const { t } = useTranslation('notifications');
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();
  const pushKey = usePushKey();

  if (settings.isPending) return <Spinner label={t('settings.loading')} />;
  if (settings.isError) {
    return (
      <p role="alert" className="rounded-xl bg-red-50 px-4 py-6 text-center text-sm text-red-800">
        {t('settings.loadFailed')}
      </p>
    );
  }

  const push = pushKey !== null ? settings.data.push : undefined;
  const rows = ORDER.filter((c) => isEmail(c) || (push && isPush(c)));
  const change = (input: NotificationSettingsInput) =>
    update.mutate(input, {
      onSuccess: () => toast.success(t('settings.saved')),
      onError: () => toast.error(t('settings.saveFailed')),
    });

  return (
    <section aria-labelledby="notification-settings" className="max-w-2xl">
      <h2 id="notification-settings" className="text-lg font-bold text-slate-900">
        {t('settings.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {push ? t('settings.introPush') : t('settings.intro')}
      </p>
      <table className="mt-4 w-full overflow-hidden rounded-xl border border-slate-200 bg-white text-sm">
        <thead className="bg-slate-50 text-left text-slate-700">
          <tr>
            <th scope="col" className="px-4 py-2 font-semibold">
              {t('settings.notification')}
            </th>
            <th scope="col" className="w-20 px-2 py-2 text-center font-semibold">
              {t('settings.email')}
            </th>
            {push && (
              <th scope="col" className="w-20 px-2 py-2 text-center font-semibold">
                {t('settings.push')}
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((category) => {
            const text = {
              label: t(`settings.category.${category}.label`),
              hint: t(`settings.category.${category}.hint`),
              name: t(`settings.category.${category}.name`),
            };
            return (
              <tr key={category}>
                <th scope="row" className="px-4 py-3 text-left font-normal">
                  <span className="block font-medium text-slate-900">{text.label}</span>
                  <span className="block text-slate-600">{text.hint}</span>
                </th>
                <td className="px-2 py-3 text-center">
                  {isEmail(category) && (
                    <Switch
                      label={t('settings.emailFor', { name: text.name })}
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
                        label={t('settings.pushFor', { name: text.name })}
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
