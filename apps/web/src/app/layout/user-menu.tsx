import { ChevronDown, LogOut, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { paths } from '@/config/paths';
import { displayName, type AuthUser } from '@/lib/auth';
import { useDisclosure } from '@/lib/use-dismiss';

const itemClass =
  'flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900';

/** The signed-in user's disclosure menu: name (or e-mail), Profile, Logout. */
export function UserMenu({ user, onLogout }: { user: AuthUser; onLogout: () => void }) {
  const { t } = useTranslation();
  const { open, close, panelId: menuId, container, triggerProps } = useDisclosure();
  const name = displayName(user);

  return (
    <div ref={container} className="relative">
      <button
        {...triggerProps}
        type="button"
        className="flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-medium text-slate-700 hover:bg-slate-100"
      >
        <Avatar name={name} size="xs" tone="solid" />
        <span className="sr-only max-w-40 truncate 2xl:not-sr-only 2xl:whitespace-nowrap">
          {name}
        </span>
        <ChevronDown aria-hidden="true" className="size-4 text-slate-500" />
      </button>
      {open && (
        <div
          id={menuId}
          className="absolute right-0 z-50 mt-2 w-60 rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
        >
          <p className="truncate border-b border-slate-100 px-3 pt-1 pb-3 text-sm">
            <span className="block font-semibold text-slate-900">{name}</span>
            {name !== user.email && <span className="block text-slate-600">{user.email}</span>}
          </p>
          <ul className="pt-2">
            <li>
              <Link to={paths.profile} className={itemClass} onClick={close}>
                <UserRound aria-hidden="true" className="size-4" />
                {t('account.profile')}
              </Link>
            </li>
            <li>
              <button
                type="button"
                className={itemClass}
                onClick={() => {
                  close();
                  onLogout();
                }}
              >
                <LogOut aria-hidden="true" className="size-4" />
                {t('account.logout')}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
