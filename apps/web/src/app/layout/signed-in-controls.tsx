import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { MessagesLink } from '@/features/chat/components/messages-link';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import type { AuthUser } from '@/lib/auth';
import { UserMenu } from './user-menu';

/** The bell: in the bar at every width. */
export { NotificationBell };
export { MobileAccount } from './mobile-account';
export { PushPrompt } from '@/components/push/push-prompt';

/** Messages, List Property and the account menu: from md up (the phone menu has them below). */
export function SignedInControls({ user, onLogout }: { user: AuthUser; onLogout: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <MessagesLink />
      <Link to={paths.listProperty} className={buttonClasses('primary', 'sm')}>
        <Plus aria-hidden="true" className="size-4" />
        <span className="sr-only lg:not-sr-only lg:whitespace-nowrap">
          {t('account.listProperty')}
        </span>
      </Link>
      <UserMenu user={user} onLogout={onLogout} />
    </>
  );
}
