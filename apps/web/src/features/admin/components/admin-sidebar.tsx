import { Flag, History, IdCard, Inbox, LayoutDashboard, ListChecks, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths, withQuery } from '@/config/paths';

export type AdminSection =
  'dashboard' | 'listings' | 'users' | 'messages' | 'reports' | 'audit' | 'verifications';

const ITEMS = [
  { key: 'dashboard', to: paths.admin, Icon: LayoutDashboard },
  { key: 'listings', to: paths.adminListing, Icon: ListChecks },
  { key: 'users', to: withQuery(paths.admin, { tab: 'users' }), Icon: Users },
  {
    key: 'messages',
    to: withQuery(paths.admin, { tab: 'messages' }),
    Icon: Inbox,
  },
  {
    key: 'verifications',
    to: withQuery(paths.admin, { tab: 'verifications' }),
    Icon: IdCard,
  },
  { key: 'reports', to: withQuery(paths.admin, { tab: 'reports' }), Icon: Flag },
  {
    key: 'audit',
    to: withQuery(paths.admin, { tab: 'audit' }),
    Icon: History,
  },
] as const;

export function AdminSidebar({ active }: { active: AdminSection }) {
  const { t } = useTranslation('admin');
  return (
    <nav
      aria-label={t('sidebar.label')}
      className="w-52 shrink-0 border-r border-slate-200 bg-slate-50 p-4"
    >
      <ul className="space-y-1">
        {ITEMS.map(({ key, to, Icon }) => {
          const current = key === active;
          return (
            <li key={key}>
              <Link
                to={to}
                aria-current={current ? 'page' : undefined}
                className={`flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium ${
                  current
                    ? 'bg-brand-600 text-white'
                    : 'text-slate-700 hover:bg-white hover:text-slate-900'
                }`}
              >
                <Icon aria-hidden="true" className="size-4" />
                {t(`sidebar.${key}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
