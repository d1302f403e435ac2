import { useSearchParams } from 'react-router';
import { AdminShell } from '../components/admin-shell';
import { DashboardPanel } from '../components/dashboard-panel';
import { MessagesPanel } from '../components/messages-panel';
import { UsersPanel } from '../components/users-panel';
import { VerificationsPanel } from '../components/verifications-panel';

const TABS = {
  dashboard: { title: 'Admin Dashboard', Panel: DashboardPanel },
  users: { title: 'Users', Panel: UsersPanel },
  messages: { title: 'Messages', Panel: MessagesPanel },
  verifications: { title: 'ID verifications', Panel: VerificationsPanel },
} as const;

type Tab = keyof typeof TABS;
const isTab = (value: string | null): value is Tab => value !== null && value in TABS;

/** /admin: Dashboard, Users, Messages and ID verifications, the tab kept in the URL (?tab=users). */
export function AdminPage() {
  const [params] = useSearchParams();
  const raw = params.get('tab');
  const tab: Tab = isTab(raw) ? raw : 'dashboard';
  const { title, Panel } = TABS[tab];

  return (
    <AdminShell
      title={title}
      description="RoomSetu administration: live figures, users, and contact messages and reports."
      active={tab}
    >
      <Panel />
    </AdminShell>
  );
}
