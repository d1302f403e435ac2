import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';

/**
 * Why a guest (or an account whose e-mail is not verified) sees only names, bands and cities, and
 * where to go for the rest.
 */
export function FullProfilesPrompt({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('roommates');
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return (
    <p className="mt-4 flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg border border-brand-100 bg-brand-50 px-4 py-1 text-sm text-brand-900">
      <Lock aria-hidden="true" className="size-4 shrink-0" />
      {signedIn ? (
        <Link
          to={paths.profile}
          className="inline-flex min-h-11 items-center font-semibold underline"
        >
          {t('preview.unverifiedPrompt')}
        </Link>
      ) : (
        <Link
          to={paths.signInThen(here)}
          className="inline-flex min-h-11 items-center font-semibold underline"
        >
          {t('preview.guestPrompt')}
        </Link>
      )}
    </p>
  );
}
