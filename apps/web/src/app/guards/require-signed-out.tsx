import { SESSION_MESSAGES, REDIRECT_AFTER_GUARD_MS } from '@roomsetu/shared';
import { useEffect, useState } from 'react';
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
  const { isSignedIn } = useAuth();
  const [signedInOnArrival] = useState(isSignedIn);
  const navigate = useNavigate();

  useEffect(() => {
    if (!signedInOnArrival) return undefined;
    toast.info(SESSION_MESSAGES.guardAlreadyLoggedIn, { id: 'guard' });
    const timer = setTimeout(
      () => void navigate(paths.home, { replace: true }),
      REDIRECT_AFTER_GUARD_MS,
    );
    return () => clearTimeout(timer);
  }, [signedInOnArrival, navigate]);

  return signedInOnArrival ? <GuardPending /> : <Outlet />;
}
