import { Ban } from 'lucide-react';
import { useState } from 'react';
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
  const blocked = useBlocked();
  const change = useSetBlocked();
  const [confirming, setConfirming] = useState(false);
  const isBlocked = blocked.data?.some((b) => b.id === userId) ?? false;
  const who = name || 'this person';

  if (blocked.isPending) return null;
  if (isBlocked) {
    return (
      <button
        type="button"
        disabled={change.isPending}
        onClick={() => change.mutate({ userId, blocked: false, name })}
        className={buttonClasses('secondary', 'sm')}
      >
        Unblock
      </button>
    );
  }
  return (
    <>
      <button
        type="button"
        onClick={() => setConfirming(true)}
        aria-label={compact ? `Block ${who}` : undefined}
        className={buttonClasses('ghost', 'sm', 'min-w-11 text-red-700 hover:text-red-800')}
      >
        <Ban aria-hidden="true" className="size-4" />
        {compact ? <span className="hidden sm:inline">Block</span> : 'Block'}
      </button>
      <Modal open={confirming} onClose={() => setConfirming(false)} title={`Block ${who}?`}>
        <p className="text-sm text-slate-700">
          They will not be able to message you, they leave your roommate results and you will not
          see their listings. They are not told. You can unblock them any time from your profile
          settings.
        </p>
        <div className="mt-5 flex justify-end gap-2">
          <button
            type="button"
            data-autofocus
            onClick={() => setConfirming(false)}
            className={buttonClasses('secondary', 'sm')}
          >
            Cancel
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
            Block
          </button>
        </div>
      </Modal>
    </>
  );
}
