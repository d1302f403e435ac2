import { Flag, History, IdCard, Inbox, LayoutDashboard, ListChecks, Users } from 'lucide-react';
import { Link } from 'react-router';
import { paths, withQuery } from '@/config/paths';

export type AdminSection =
  'dashboard' | 'listings' | 'users' | 'messages' | 'reports' | 'audit' | 'verifications';

const ITEMS = [
  { key: 'dashboard', label: 'Dashboard', to: paths.admin, Icon: LayoutDashboard },
  { key: 'listings', label: 'Listings', to: paths.adminListing, Icon: ListChecks },
  { key: 'users', label: 'Users', to: withQuery(paths.admin, { tab: 'users' }), Icon: Users },
  {
    key: 'messages',
    label: 'Messages',
    to: withQuery(paths.admin, { tab: 'messages' }),
    Icon: Inbox,
  },
  {
    key: 'verifications',
    label: 'Verifications',
    to: withQuery(paths.admin, { tab: 'verifications' }),
    Icon: IdCard,
  },
  { key: 'reports', label: 'Reports', to: withQuery(paths.admin, { tab: 'reports' }), Icon: Flag },
  {
    key: 'audit',
    label: 'Audit log',
    to: withQuery(paths.admin, { tab: 'audit' }),
    Icon: History,
  },
] as const;

export function AdminSidebar({ active }: { active: AdminSection }) {
  return (
    <nav aria-label="Admin" className="w-52 shrink-0 border-r border-slate-200 bg-slate-50 p-4">
      <ul className="space-y-1">
        {ITEMS.map(({ key, label, to, Icon }) => {
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
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
