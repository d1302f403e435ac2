import {
  canTakeVisitAction,
  mayTakeVisitAction,
  visitSlotLabel,
  VISIT_STATUS_LABELS,
  type VisitDetail,
} from '@roomsetu/shared';
import { buttonClasses } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { useMoveVisit, useShareVisit } from '../api/visit-moves';

/** One visit with the buttons its state allows the caller (the shared move table decides). */
export function VisitRow({ visit, now }: { visit: VisitDetail; now: Date }) {
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

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4" data-testid="visit-row">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-slate-900">
          {visit.startsAt
            ? `${visitSlotLabel(visit.startsAt)} IST`
            : visit.slots.map(visitSlotLabel).join(' · ')}
        </p>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
          {VISIT_STATUS_LABELS[visit.status]}
        </span>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {visit.property.title} · with {other.firstName} · {visit.durationMinutes} min
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {may('accept') &&
          visit.slots.map((slot) => (
            <button
              key={slot}
              type="button"
              disabled={busy}
              onClick={() => move.mutate({ id: visit.id, verb: 'accept', slot })}
              className={buttonClasses('primary', 'sm')}
            >
              Accept {visitSlotLabel(slot)}
            </button>
          ))}
        {may('decline') && (
          <button
            type="button"
            disabled={busy}
            onClick={() => move.mutate({ id: visit.id, verb: 'decline' })}
            className={buttonClasses('secondary', 'sm')}
          >
            Decline
          </button>
        )}
        {may('cancel') && !over && (
          <button
            type="button"
            disabled={busy}
            onClick={() => move.mutate({ id: visit.id, verb: 'cancel' })}
            className={buttonClasses('secondary', 'sm')}
          >
            Cancel visit
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
                  toast.success('Link copied: it works until the end of the visit day.');
                },
              })
            }
            className={buttonClasses('ghost', 'sm')}
          >
            Share visit details
          </button>
        )}
        {may('outcome') && over && reported === null && (
          <>
            <button
              type="button"
              disabled={busy}
              onClick={() => move.mutate({ id: visit.id, verb: 'outcome', attended: true })}
              className={buttonClasses('primary', 'sm')}
            >
              It took place
            </button>
            <button
              type="button"
              disabled={busy}
              onClick={() => move.mutate({ id: visit.id, verb: 'outcome', attended: false })}
              className={buttonClasses('secondary', 'sm')}
            >
              {role === 'TENANT' ? 'The owner did not come' : 'The visitor did not come'}
            </button>
          </>
        )}
      </div>
    </li>
  );
}
