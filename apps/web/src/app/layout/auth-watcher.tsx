import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { useAuth } from '@/lib/auth';

/** A token with no user record is a broken session: say so and sign out (spec §4). */
export function AuthWatcher() {
  const { t } = useTranslation('session');
  const { token, user, logout } = useAuth();
  const broken = token !== null && user === null;
  useEffect(() => {
    if (!broken) return;
    toast.error(t('userNotFound'), { id: 'user-not-found' });
    void logout();
  }, [broken, logout, t]);
  return null;
}
