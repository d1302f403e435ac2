import { useSearchParams } from 'react-router';
import { AdminShell } from '../components/admin-shell';
import { AuditLogPanel } from '../components/audit-log-panel';
import { DashboardPanel } from '../components/dashboard-panel';
import { MessagesPanel } from '../components/messages-panel';
import { ReportsPanel } from '../components/reports-panel';
import { UsersPanel } from '../components/users-panel';
import { VerificationsPanel } from '../components/verifications-panel';

const TABS = {
  dashboard: { title: 'Admin Dashboard', Panel: DashboardPanel },
  users: { title: 'Users', Panel: UsersPanel },
  messages: { title: 'Messages', Panel: MessagesPanel },
  verifications: { title: 'ID verifications', Panel: VerificationsPanel },
  reports: { title: 'Reports', Panel: ReportsPanel },
  audit: { title: 'Audit log', Panel: AuditLogPanel },
} as const;

type Tab = keyof typeof TABS;
const isTab = (value: string | null): value is Tab => value !== null && value in TABS;

/** /admin: Dashboard, Users, Messages, Reports, the Audit log and ID verifications; the tab is kept in the URL (?tab=users). */
export function AdminPage() {
  const [params] = useSearchParams();
  const raw = params.get('tab');
  const tab: Tab = isTab(raw) ? raw : 'dashboard';
  const { title, Panel } = TABS[tab];

  return (
    <AdminShell
      title={title}
      description="RoomSetu administration: live figures, users, contact messages, the moderation queue and the audit log."
      active={tab}
    >
      <Panel />
    </AdminShell>
  );
}
