import type { TenancyDetail } from '@roomsetu/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useMoveTenancy, type TenancyMove } from '../api/tenancy-moves';
import { movesFor, needsConfirmation, type ConfirmedMove } from '../utils/tenancy-moves';

const LOOK: Record<TenancyMove, 'primary' | 'secondary'> = {
  accept: 'primary',
  decline: 'secondary',
  cancel: 'secondary',
  notice: 'secondary',
  end: 'primary',
};

/** Asks before a move that cannot be taken back. */
function ConfirmMove({
  tenancy,
  move,
  busy,
  onConfirm,
  onClose,
}: {
  tenancy: TenancyDetail;
  move: ConfirmedMove;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('tenancies');
  const period = t('detail.days', { count: tenancy.terms.noticeDays });
  return (
    <Modal open onClose={onClose} title={t(`confirm.${move}.title`)}>
      <p className="text-sm text-slate-700">{t(`confirm.${move}.body`, { period })}</p>
      <div className="mt-5 flex justify-end gap-2">
        <button
          type="button"
          data-autofocus
          onClick={onClose}
          className={buttonClasses('secondary', 'sm')}
        >
          {t('confirm.keep')}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={onConfirm}
          className={buttonClasses('primary', 'sm', 'bg-red-600 hover:bg-red-700')}
        >
          {t(`move.${move}`)}
        </button>
      </div>
    </Modal>
  );
}

/** The buttons for the moves this party may make now; the shared move table decides. */
export function TenancyMoveButtons({
  tenancy,
  selfId,
  headingId,
}: {
  tenancy: TenancyDetail;
  selfId: number | undefined;
  headingId: string;
}) {
  const { t } = useTranslation('tenancies');
  const move = useMoveTenancy();
  const [asking, setAsking] = useState<ConfirmedMove | null>(null);
  const moves = movesFor(tenancy, selfId);
  if (moves.length === 0) return null;
  const take = (next: TenancyMove) =>
    move.mutate({ id: tenancy.id, move: next }, { onSettled: () => setAsking(null) });

  return (
    <section aria-labelledby={headingId} className="rounded-xl bg-slate-50 p-4">
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        {t('detail.moves')}
      </h3>
      <div className="mt-3 flex flex-wrap gap-2">
        {moves.map((next) => (
          <button
            key={next}
            type="button"
            disabled={move.isPending}
            aria-haspopup={needsConfirmation(next) ? 'dialog' : undefined}
            onClick={() => (needsConfirmation(next) ? setAsking(next) : take(next))}
            className={buttonClasses(LOOK[next], 'sm')}
          >
            {t(`move.${next}`)}
          </button>
        ))}
      </div>
      {asking && (
        <ConfirmMove
          tenancy={tenancy}
          move={asking}
          busy={move.isPending}
          onConfirm={() => take(asking)}
          onClose={() => setAsking(null)}
        />
      )}
    </section>
  );
}
