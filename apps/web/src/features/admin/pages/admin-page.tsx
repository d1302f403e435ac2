import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AdminShell } from '../components/admin-shell';
import { AuditLogPanel } from '../components/audit-log-panel';
import { DashboardPanel } from '../components/dashboard-panel';
import { MessagesPanel } from '../components/messages-panel';
import { ReportsPanel } from '../components/reports-panel';
import { UsersPanel } from '../components/users-panel';
import { VerificationsPanel } from '../components/verifications-panel';

const TABS = {
  dashboard: DashboardPanel,
  users: UsersPanel,
  messages: MessagesPanel,
  verifications: VerificationsPanel,
  reports: ReportsPanel,
  audit: AuditLogPanel,
} as const;

type Tab = keyof typeof TABS;
const isTab = (value: string | null): value is Tab => value !== null && value in TABS;

/** /admin: Dashboard, Users, Messages, Reports, the Audit log and ID verifications; the tab is kept in the URL (?tab=users). */
export function AdminPage() {
  const { t } = useTranslation('admin');
  const [params] = useSearchParams();
  const raw = params.get('tab');
  const tab: Tab = isTab(raw) ? raw : 'dashboard';
  const Panel = TABS[tab];

  return (
    <AdminShell title={t(`page.titles.${tab}`)} description={t('page.description')} active={tab}>
      <Panel />
    </AdminShell>
  );
}
