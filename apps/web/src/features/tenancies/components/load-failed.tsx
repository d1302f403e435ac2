import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';

/** What could not be loaded, with a button to try again. */
export function LoadFailed({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useTranslation('tenancies');
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900"
    >
      <p>{text}</p>
      <button type="button" onClick={onRetry} className={buttonClasses('secondary', 'sm')}>
        <RotateCw aria-hidden="true" className="size-4" />
        {t('tab.retry')}
      </button>
    </div>
  );
}
