import { LogOut, MessageSquareText, Plus, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { buttonClasses } from '@/components/ui/button';
import { CountBadge } from '@/components/ui/count-badge';
import { paths } from '@/config/paths';
import { messagesLabel } from '@/features/chat/components/messages-link';
import { useUnreadConversations } from '@/features/chat/api/get-unread-count';
import { displayName, type AuthUser } from '@/lib/auth';

interface MobileAccountProps {
  user: AuthUser;
  /** The menu's row style. */
  rowClass: string;
  /** Closes the menu. */
  onClose: () => void;
  onLogout: () => void;
}

/** The phone menu's part for someone signed in: who they are, messages, profile, logout. */
export function MobileAccount({ user, rowClass, onClose, onLogout }: MobileAccountProps) {
  const { t } = useTranslation();
  return (
    <>
      <p className="mb-2 flex items-center gap-3 px-3 py-2">
        <Avatar name={displayName(user)} size="xs" tone="solid" />
        <span className="min-w-0 truncate font-semibold text-slate-900">{displayName(user)}</span>
      </p>
      <MessagesRow className={rowClass} onClick={onClose} />
      <Link to={paths.profile} className={rowClass} onClick={onClose}>
        <UserRound aria-hidden="true" className="size-5" />
        {t('account.profile')}
      </Link>
      <button
        type="button"
        className={rowClass}
        onClick={() => {
          onClose();
          onLogout();
        }}
      >
        <LogOut aria-hidden="true" className="size-5" />
        {t('account.logout')}
      </button>
      <Link
        to={paths.listProperty}
        onClick={onClose}
        className={buttonClasses('primary', 'lg', 'mt-3 w-full')}
      >
        <Plus aria-hidden="true" className="size-5" />
        {t('account.listProperty')}
      </Link>
    </>
  );
}

/** Messages, with the count of unread conversations (the header's icon keeps it live). */
function MessagesRow({ className, onClick }: { className: string; onClick: () => void }) {
  const { t } = useTranslation();
  const count = useUnreadConversations().data?.count ?? 0;
  return (
    <Link
      to={paths.messages}
      className={className}
      onClick={onClick}
      aria-label={count ? messagesLabel(count) : undefined}
    >
      <MessageSquareText aria-hidden="true" className="size-5" />
      {t('account.messages')}
      {count > 0 && (
        <span className="relative ml-auto inline-flex size-6">
          <CountBadge count={count} />
        </span>
      )}
    </Link>
  );
}
