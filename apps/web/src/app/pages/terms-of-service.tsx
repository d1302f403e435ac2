import { ReportIssueButton } from '@/features/contact/components/report-issue-button';
import { TermsOfServicePage } from '@/features/info/pages/terms-of-service-page';

/** /terms-of-service, whose 'Contact Legal' opens the contact feature's form. */
export function TermsOfServiceRoute() {
  return <TermsOfServicePage ReportIssueButton={ReportIssueButton} />;
}
