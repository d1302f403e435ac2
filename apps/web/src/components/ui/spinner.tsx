import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** A small centred loading state with text for screen readers (and sighted users). */
export function Spinner({
  label,
  className = '',
}: {
  /** 'Loading…' (in the reader's language) when absent. */
  label?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className={`flex items-center justify-center gap-2 py-16 text-sm text-slate-600 ${className}`}
    >
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-brand-600" />
      <span>{label ?? t('status.loading')}</span>
    </div>
  );
}
