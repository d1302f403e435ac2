import { SUPPORT_REPLY_HOURS } from '@roomsetu/shared';
import { Modal } from '@/components/ui/modal';
import { ContactForm, type ContactFormProps } from './contact-form';

/** The issue report form (the contact call with type 'report') in a modal. */
export function ReportIssueDialog({
  title,
  defaults,
  onClose,
}: {
  title: string;
  defaults: ContactFormProps['defaults'];
  onClose: () => void;
}) {
  return (
    <Modal
      open
      title={title}
      description={`Our safety team reads every report and replies within ${SUPPORT_REPLY_HOURS} hours.`}
      onClose={onClose}
    >
      <ContactForm type="report" defaults={defaults} />
    </Modal>
  );
}
