import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth';

// The form (react-hook-form and the contact schema) downloads when someone opens it: the legal
// and safety pages that offer the button are read far more often than it is pressed. The whole
// dialog is the lazy part, so it opens with its first field focused.
const ReportIssueDialog = lazy(async () => ({
  default: (await import('./report-issue-dialog')).ReportIssueDialog,
}));

interface ReportIssueButtonProps {
  /** The button's content (text, or an icon and text). */
  children: ReactNode;
  className: string;
  /** 'Report an issue' (in the reader's language) when absent. */
  dialogTitle?: string;
  subject?: string;
}

function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/** A button that opens the issue report form (the contact call with type 'report') in a modal. */
export function ReportIssueButton({
  children,
  className,
  dialogTitle,
  subject,
}: ReportIssueButtonProps) {
  const { t } = useTranslation('contact');
  const [open, setOpen] = useState(false);
  const { user } = useAuth();
  const defaults = {
    ...(user ? { ...splitName(user.name), email: user.email } : {}),
    subject,
  };

  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {children}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ReportIssueDialog
            title={dialogTitle ?? t('reportIssue.title')}
            defaults={defaults}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
