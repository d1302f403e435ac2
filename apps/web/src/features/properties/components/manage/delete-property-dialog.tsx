import { LoaderCircle } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { useDeleteProperty } from '../../api/delete-property';
import { Modal } from '@/components/ui/modal';

/** Asks before a (soft) delete: the listing leaves search and its page. */
export function DeletePropertyDialog({
  property,
  onClose,
}: {
  property: { id: number; title: string };
  onClose: () => void;
}) {
  const { t } = useTranslation(['listing', 'messages']);
  const remove = useDeleteProperty();
  const confirm = () =>
    remove.mutate(property.id, {
      onSuccess: () => {
        toast.success(t('messages:propertyDeleted'));
        onClose();
      },
      onError: () => toast.error(t('messages:propertyDeleteFailed')),
    });

  return (
    <Modal open title={t('deleteDialog.title')} onClose={onClose}>
      <p className="text-slate-700">
        <Trans
          t={t}
          i18nKey="listing:deleteDialog.body"
          values={{ title: property.title }}
          components={{ strong: <strong className="font-semibold" /> }}
        />
      </p>
      <div className="mt-6 flex justify-end gap-3">
        <button
          type="button"
          data-autofocus
          onClick={onClose}
          className={buttonClasses('secondary')}
        >
          {t('deleteDialog.cancel')}
        </button>
        <button
          type="button"
          onClick={confirm}
          disabled={remove.isPending}
          className={buttonClasses('primary', 'md', 'bg-red-600 hover:bg-red-700')}
        >
          {remove.isPending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
          {t('deleteDialog.confirm')}
        </button>
      </div>
    </Modal>
  );
}
