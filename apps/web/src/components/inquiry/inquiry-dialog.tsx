import { MAX_MESSAGE_LENGTH } from '@roomsetu/shared';
import { Send } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/form-fields';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { useSendInquiry } from './send-inquiry';
import { PROPERTY_TEMPLATES, QuickTemplates, ROOMMATE_TEMPLATES } from './inquiry-templates';
import { Modal } from '@/components/ui/modal';

export interface InquiryDialogProps {
  receiverId: number;
  receiverName: string;
  /** Set when the inquiry is about a listing (room details); absent for roommates. */
  propertyId?: number;
  open: boolean;
  onClose: () => void;
}

/**
 * 'Send a message' to a landlord or roommate. Guests are sent to /sign-in; on success the user
 * is taken to the conversation after 1 s.
 */
export function InquiryDialog({
  receiverId,
  receiverName,
  propertyId,
  open,
  onClose,
}: InquiryDialogProps) {
  const { t } = useTranslation(['common', 'validation']);
  const { isSignedIn } = useAuth();
  const navigate = useNavigate();
  const inquiry = useSendInquiry();
  const [text, setText] = useState('');
  const [empty, setEmpty] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);

  const sendGuestToSignIn = useEffectEvent(() => {
    onClose();
    void navigate(paths.signIn);
  });
  useEffect(() => {
    if (open && !isSignedIn) sendGuestToSignIn();
  }, [open, isSignedIn]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inquiry.isPending || inquiry.isSuccess) return;
    // Checked here first, with the spec's words: nothing to send is not sent.
    if (!text.trim()) {
      setEmpty(true);
      field.current?.focus();
      return;
    }
    inquiry.mutate({ receiverId, text: text.trim(), ...(propertyId ? { propertyId } : {}) });
  };

  const busy = inquiry.isPending || inquiry.isSuccess;
  const templates = propertyId ? PROPERTY_TEMPLATES : ROOMMATE_TEMPLATES;

  return (
    <Modal
      open={open && isSignedIn}
      onClose={onClose}
      title={t('inquiry.title', { name: receiverName })}
      description={t('inquiry.description')}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <QuickTemplates
          templates={templates}
          onPick={(picked) => {
            setText(picked);
            setEmpty(false);
          }}
        />
        <TextAreaField
          ref={field}
          label={t('inquiry.label')}
          data-autofocus
          value={text}
          error={empty ? t('validation:inquiryMessageRequired') : undefined}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value.trim()) setEmpty(false);
          }}
          rows={5}
          maxLength={MAX_MESSAGE_LENGTH}
          placeholder={t('inquiry.placeholder', { name: receiverName })}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} className={buttonClasses('secondary')}>
            {t('actions.cancel')}
          </button>
          <button type="submit" disabled={busy} className={buttonClasses('primary')}>
            <Send aria-hidden="true" className="size-4" />
            {inquiry.isPending
              ? t('actions.sending')
              : inquiry.isSuccess
                ? t('inquiry.sent')
                : t('inquiry.send')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
