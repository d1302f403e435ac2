import { useTranslation } from 'react-i18next';
import { useOnline } from '@/lib/use-online';

/** A polite notice (a status, not an alert) while the device has no network. */
export function OfflineBanner() {
  const { t } = useTranslation();
  if (useOnline()) return null;
  return (
    // No icon: the entry (every page's first script) carries this, and every byte counts there.
    <p role="status" className="bg-slate-800 px-4 py-2 text-center text-sm text-white">
      {t('offline.banner')}
    </p>
  );
}
