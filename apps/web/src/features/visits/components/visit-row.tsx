import {
  canTakeVisitAction,
  mayTakeVisitAction,
  visitSlotLabel,
  type VisitDetail,
} from '@roomsetu/shared';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { buttonClasses } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { useMoveVisit, useShareVisit } from '../api/visit-moves';

/** The row a link named: scrolled into view and focused once it is drawn. */
const bringIntoView = (row: HTMLLIElement | null) => {
  row?.scrollIntoView?.({ block: 'center' });
  row?.focus({ preventScroll: true });
};

/**
 * One visit with the buttons its state allows the caller (the shared move table decides);
 * `named` when the page's link named it (a notification's), which brings it into view, marked.
 */
export function VisitRow({
  visit,
  now,
  named = false,
}: {
  visit: VisitDetail;
  now: Date;
  named?: boolean;
}) {
  const { t } = useTranslation(['visits', 'enums']);
  const slotLabel = (slot: string | Date) => visitSlotLabel(slot, currentLanguage());
  const move = useMoveVisit();
  const share = useShareVisit();
  const role = visit.role;
  if (!role) return null;
  const other = role === 'TENANT' ? visit.owner : visit.tenant;
  const may = (action: Parameters<typeof canTakeVisitAction>[0]) =>
    canTakeVisitAction(action, visit.status) && mayTakeVisitAction(action, role, visit.proposedBy);
  const over = !!visit.endsAt && Date.parse(visit.endsAt) <= now.getTime();
  const reported = role === 'TENANT' ? visit.outcome.tenant : visit.outcome.owner;
  const busy = move.isPending;
  const canAccept = may('accept');
  const canDecline = may('decline');
  const canCancel = may('cancel');
  const canReport = may('outcome');

  return (
    <li
      ref={named ? bringIntoView : undefined}
      tabIndex={named ? -1 : undefined}
      aria-current={named ? 'true' : undefined}
      className={`rounded-xl border bg-white p-4 ${
        named ? 'border-brand-500 ring-2 ring-brand-200' : 'border-slate-200'
      }`}
      data-testid="visit-row"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-slate-900">
          {visit.startsAt
            ? t('row.when', { when: slotLabel(visit.startsAt) })
            : visit.slots.map(slotLabel).join(' · ')}
        </p>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
          {t(`enums:visitStatus.${visit.status}`)}
        </span>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {t('row.meta', {
          title: visit.property.title,
          name: other.firstName,
          minutes: visit.durationMinutes,
        })}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {canAccept &&
          visit.slots.map((slot) => (
            <button
              key={slot}
              type="button"
              disabled={busy}
              onClick={() => move.mutate({ id: visit.id, verb: 'accept', slot })}
              className={buttonClasses('primary', 'sm')}
            >
              {t('row.acceptSlot', { when: slotLabel(slot) })}
            </button>
          ))}
        {canDecline && (
          <button
            type="button"
            disabled={busy}
            onClick={() => move.mutate({ id: visit.id, verb: 'decline' })}
            className={buttonClasses('secondary', 'sm')}
          >
            {t('row.decline')}
          </button>
        )}
        {canCancel && !over && (
          <button
            type="button"
            disabled={busy}
            onClick={() => move.mutate({ id: visit.id, verb: 'cancel' })}
            className={buttonClasses('secondary', 'sm')}
          >
            {t('row.cancel')}
          </button>
        )}
        {visit.status === 'CONFIRMED' && !over && (
          <button
            type="button"
            disabled={share.isPending}
            onClick={() =>
              share.mutate(visit.id, {
                onSuccess: ({ url }) => {
                  void navigator.clipboard?.writeText(url);
                  toast.success(t('row.linkCopied'));
                },
              })
            }
            className={buttonClasses('ghost', 'sm')}
          >
            {t('row.share')}
          </button>
        )}
        {canReport && over && reported === null && (
          <>
            <button
              type="button"
              disabled={busy}
              onClick={() => move.mutate({ id: visit.id, verb: 'outcome', attended: true })}
              className={buttonClasses('primary', 'sm')}
            >
              {t('row.tookPlace')}
            </button>
            <button
              type="button"
              disabled={busy}
              onClick={() => move.mutate({ id: visit.id, verb: 'outcome', attended: false })}
              className={buttonClasses('secondary', 'sm')}
            >
              {role === 'TENANT' ? t('row.ownerNoShow') : t('row.visitorNoShow')}
            </button>
          </>
        )}
      </div>
    </li>
  );
}
