import { SUPPORT_REPLY_HOURS } from '@roomsetu/shared';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('contact');
  return (
    <Modal
      open
      title={title}
      description={t('reportIssue.description', { hours: SUPPORT_REPLY_HOURS })}
      onClose={onClose}
    >
      <ContactForm type="report" defaults={defaults} />
    </Modal>
  );
}
