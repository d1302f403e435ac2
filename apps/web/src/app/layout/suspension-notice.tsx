import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { paths } from '@/config/paths';
import { dismissSuspension, getSuspension, subscribeSuspension } from '@/lib/account-suspended';

const none = () => null;

/**
 * The account was suspended while this tab was open (the socket said so, or the next request was
 * refused): say why and until when, where the person is; the tab is already signed out.
 */
export function SuspensionNotice() {
  const { t } = useTranslation();
  const suspension = useSyncExternalStore(subscribeSuspension, getSuspension, none);
  return (
    <Modal
      open={suspension !== null}
      onClose={dismissSuspension}
      title={t('suspension.title')}
      description={t('suspension.description')}
    >
      <div className="space-y-4 px-5 py-4">
        <p role="alert" className="text-base text-slate-800">
          {suspension?.message}
        </p>
        <p className="text-sm text-slate-600">{t('suspension.mistake')}</p>
        <div className="flex flex-wrap justify-end gap-2">
          <Link
            to={paths.contact}
            onClick={dismissSuspension}
            className={buttonClasses('secondary', 'md')}
          >
            {t('suspension.contactUs')}
          </Link>
          <button
            type="button"
            data-autofocus
            onClick={dismissSuspension}
            className={buttonClasses('primary', 'md')}
          >
            {t('actions.ok')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
