import { ReportIssueButton } from '@/features/contact/components/report-issue-button';
import { SafetyGuidelinesPage } from '@/features/info/pages/safety-guidelines-page';

/** /safety-guidelines, whose 'Report Issue' opens the contact feature's form. */
export function SafetyGuidelinesRoute() {
  return <SafetyGuidelinesPage ReportIssueButton={ReportIssueButton} />;
}
