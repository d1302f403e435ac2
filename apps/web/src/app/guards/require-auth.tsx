import { REDIRECT_AFTER_GUARD_MS, type Role } from '@roomsetu/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { GuardPending } from './guard-pending';

export const DEFAULT_ALLOWED_ROLES: readonly Role[] = ['ADMIN', 'TENANT', 'LANDLORD'];
export const ADMIN_ONLY: readonly Role[] = ['ADMIN'];

type Verdict = 'allowed' | 'signed-out' | 'forbidden' | 'no-user';

/**
 * Signed-in pages (and, with `roles`, role-restricted ones). Signed out: error toast, then
 * /sign-in after 1.5 s. Wrong role: warning toast, then logout after 1.5 s. A token without a
 * user record waits for AuthWatcher's 'User not found' logout. The page never renders meanwhile.
 */
export function RequireAuth({ roles = DEFAULT_ALLOWED_ROLES }: { roles?: readonly Role[] }) {
  const { t } = useTranslation('session');
  const { token, user, logout } = useAuth();
  const navigate = useNavigate();
  const verdict: Verdict = !token
    ? 'signed-out'
    : !user
      ? 'no-user'
      : roles.includes(user.role)
        ? 'allowed'
        : 'forbidden';

  useEffect(() => {
    if (verdict === 'signed-out') {
      toast.error(t('guardNotLoggedIn'), { id: 'guard' });
      const timer = setTimeout(
        () => void navigate(paths.signIn, { replace: true }),
        REDIRECT_AFTER_GUARD_MS,
      );
      return () => clearTimeout(timer);
    }
    if (verdict === 'forbidden') {
      toast.warning(t('guardNoPermission'), { id: 'guard' });
      const timer = setTimeout(() => void logout(), REDIRECT_AFTER_GUARD_MS);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [verdict, navigate, logout, t]);

  return verdict === 'allowed' ? <Outlet /> : <GuardPending />;
}
