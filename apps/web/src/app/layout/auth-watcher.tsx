import { SESSION_MESSAGES } from '@roomsetu/shared';
import { useEffect } from 'react';
import { toast } from '@/components/ui/toast';
import { useAuth } from '@/lib/auth';

/** A token with no user record is a broken session: say so and sign out (spec §4). */
export function AuthWatcher() {
  const { token, user, logout } = useAuth();
  const broken = token !== null && user === null;
  useEffect(() => {
    if (!broken) return;
    toast.error(SESSION_MESSAGES.userNotFound, { id: 'user-not-found' });
    void logout();
  }, [broken, logout]);
  return null;
}
