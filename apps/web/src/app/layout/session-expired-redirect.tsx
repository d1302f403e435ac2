import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { setSessionExpiredHandler } from '@/lib/session-expired';

/** A refresh that fails mid-session sends the user to sign in without reloading the app. */
export function SessionExpiredRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    setSessionExpiredHandler(() => void navigate(paths.signIn, { replace: true }));
  }, [navigate]);
  return null;
}
