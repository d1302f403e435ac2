import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';

/**
 * Shown in place of a page while its code loads on first visit. A screen tall, so the footer
 * stays below the fold and does not jump when the page arrives.
 */
export function PageFallback() {
  const { t } = useTranslation();
  return <Spinner label={t('status.loadingPage')} className="min-h-dvh" />;
}
