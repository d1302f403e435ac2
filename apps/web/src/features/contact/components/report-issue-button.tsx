import { SUPPORT_REPLY_HOURS } from '@roomsetu/shared';
import { useState, type ReactNode } from 'react';
import { useAuth } from '@/lib/auth';
import { ContactForm } from './contact-form';
import { Modal } from '@/components/ui/modal';

interface ReportIssueButtonProps {
  /** The button's content (text, or an icon and text). */
  children: ReactNode;
  className: string;
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
  dialogTitle = 'Report an issue',
  subject,
}: ReportIssueButtonProps) {
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
      <Modal
        open={open}
        title={dialogTitle}
        description={`Our safety team reads every report and replies within ${SUPPORT_REPLY_HOURS} hours.`}
        onClose={() => setOpen(false)}
      >
        <ContactForm type="report" defaults={defaults} />
      </Modal>
    </>
  );
}
