import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';

/** What a guard shows instead of the protected page while it redirects. */
export function GuardPending() {
  const { t } = useTranslation();
  return <Spinner label={t('status.redirecting')} className="min-h-[50vh]" />;
}
