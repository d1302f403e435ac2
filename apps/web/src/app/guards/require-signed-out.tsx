import { REDIRECT_AFTER_GUARD_MS } from '@roomsetu/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { GuardPending } from './guard-pending';

/**
 * Sign-in, sign-up, forgot-password. Judged on arrival: someone already signed in gets a toast
 * and / after 1.5 s. Signing in on these pages does not trip it, so the page can show its own
 * success message and redirect.
 */
export function RequireSignedOut() {
  const { t } = useTranslation('session');
  const { isSignedIn } = useAuth();
  const [signedInOnArrival] = useState(isSignedIn);
  const navigate = useNavigate();

  useEffect(() => {
    if (!signedInOnArrival) return undefined;
    toast.info(t('guardAlreadyLoggedIn'), { id: 'guard' });
    const timer = setTimeout(
      () => void navigate(paths.home, { replace: true }),
      REDIRECT_AFTER_GUARD_MS,
    );
    return () => clearTimeout(timer);
  }, [signedInOnArrival, navigate, t]);

  return signedInOnArrival ? <GuardPending /> : <Outlet />;
}
