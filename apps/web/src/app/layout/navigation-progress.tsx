import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { pageDownloads } from '../lazy-page';

/** A thin bar while the next page's code downloads, so a tap on a slow network shows it registered. */
export function NavigationProgress() {
  const { t } = useTranslation();
  const busy = useSyncExternalStore(pageDownloads.subscribe, pageDownloads.pending, () => false);
  if (!busy) return null;
  return (
    <div role="status" className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-brand-100">
      <span className="sr-only">{t('status.loadingPage')}</span>
      <div className="h-full w-1/3 bg-brand-600 motion-safe:animate-[progress_1.2s_ease-in-out_infinite]" />
    </div>
  );
}
