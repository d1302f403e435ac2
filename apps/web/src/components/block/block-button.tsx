import { Ban } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useBlocked, useSetBlocked } from './blocks-api';

interface Props {
  userId: number;
  name: string;
  /** Smaller, for a header. */
  compact?: boolean;
}

/**
 * "Block" (after a confirmation that says what it does) or "Unblock" for one person. The blocked
 * person is not told; their messages simply stop reaching you.
 */
export function BlockButton({ userId, name, compact = false }: Props) {
  const { t } = useTranslation();
  const blocked = useBlocked();
  const change = useSetBlocked();
  const [confirming, setConfirming] = useState(false);
  const isBlocked = blocked.data?.some((b) => b.id === userId) ?? false;
  const who = name || t('block.thisPerson');

  if (blocked.isPending) return null;
  if (isBlocked) {
    return (
      <button
        type="button"
        disabled={change.isPending}
        onClick={() => change.mutate({ userId, blocked: false, name })}
        className={buttonClasses('secondary', 'sm')}
      >
        {t('block.unblock')}
      </button>
    );
  }
  return (
    <>
      <button
        type="button"
        onClick={() => setConfirming(true)}
        aria-label={compact ? t('block.blockName', { name: who }) : undefined}
        className={buttonClasses('ghost', 'sm', 'min-w-11 text-red-700 hover:text-red-800')}
      >
        <Ban aria-hidden="true" className="size-4" />
        {compact ? <span className="hidden sm:inline">{t('block.block')}</span> : t('block.block')}
      </button>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('block.confirmTitle', { name: who })}
      >
        <p className="text-sm text-slate-700">{t('block.confirmBody')}</p>
        <div className="mt-5 flex justify-end gap-2">
          <button
            type="button"
            data-autofocus
            onClick={() => setConfirming(false)}
            className={buttonClasses('secondary', 'sm')}
          >
            {t('actions.cancel')}
          </button>
          <button
            type="button"
            disabled={change.isPending}
            onClick={() =>
              change.mutate(
                { userId, blocked: true, name },
                { onSuccess: () => setConfirming(false) },
              )
            }
            className={buttonClasses('primary', 'sm', 'bg-red-600 hover:bg-red-700')}
          >
            {t('block.block')}
          </button>
        </div>
      </Modal>
    </>
  );
}
