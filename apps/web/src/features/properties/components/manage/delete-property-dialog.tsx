import { MESSAGES } from '@roomsetu/shared';
import { LoaderCircle } from 'lucide-react';
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
  const remove = useDeleteProperty();
  const confirm = () =>
    remove.mutate(property.id, {
      onSuccess: () => {
        toast.success(MESSAGES.propertyDeleted);
        onClose();
      },
      onError: () => toast.error(MESSAGES.propertyDeleteFailed),
    });

  return (
    <Modal open title="Delete this property?" onClose={onClose}>
      <p className="text-slate-700">
        <strong className="font-semibold">{property.title}</strong> will be removed from search and
        its page will no longer open. Conversations about it are kept.
      </p>
      <div className="mt-6 flex justify-end gap-3">
        <button
          type="button"
          data-autofocus
          onClick={onClose}
          className={buttonClasses('secondary')}
        >
          Cancel
        </button>
        <button
          type="button"
          onClick={confirm}
          disabled={remove.isPending}
          className={buttonClasses('primary', 'md', 'bg-red-600 hover:bg-red-700')}
        >
          {remove.isPending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
          Delete property
        </button>
      </div>
    </Modal>
  );
}
