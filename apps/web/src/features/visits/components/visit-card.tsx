import {
  googleCalendarUrl,
  parseVisitCard,
  visitSlotLabel,
  VISIT_STATUS_LABELS,
  type VisitCard as Card,
} from '@roomsetu/shared';
import { CalendarCheck, CalendarClock, CalendarX } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { useVisit } from '../api/get-visits';
import { useMoveVisit } from '../api/visit-moves';

export interface VisitCardProps {
  content: string;
  /** Sent by the viewer. */
  mine: boolean;
}

const ICONS = {
  PROPOSED: CalendarClock,
  RESCHEDULED: CalendarClock,
  CONFIRMED: CalendarCheck,
  DECLINED: CalendarX,
  CANCELLED: CalendarX,
} as const;

/** The times of this card are the ones still on the table for the viewer to accept. */
function acceptable(card: Card, visit: ReturnType<typeof useVisit>['data'], mine: boolean) {
  return (
    !mine &&
    !!visit &&
    visit.status === 'PROPOSED' &&
    visit.role !== visit.proposedBy &&
    visit.slots.join() === card.slots.join()
  );
}

/** A step of a visit in the chat: proposed times with Accept, the confirmed time, a cancellation. */
export function VisitCard({ content, mine }: VisitCardProps) {
  const card = parseVisitCard(content);
  const open = card?.event === 'PROPOSED' || card?.event === 'RESCHEDULED';
  const { data: visit } = useVisit(
    card?.visitId ?? 0,
    !!card && (open || card.event === 'CONFIRMED'),
  );
  const move = useMoveVisit();
  if (!card) return null;
  const Icon = ICONS[card.event];
  const canAccept = acceptable(card, visit, mine);
  const confirmedNow =
    card.event === 'CONFIRMED' && visit?.status === 'CONFIRMED' && visit.startsAt === card.startsAt;

  return (
    <li className={`flex ${mine ? 'justify-end' : 'justify-start'}`}>
      <article
        aria-label="Visit"
        data-testid="visit-card"
        className="w-full max-w-sm rounded-2xl border border-brand-200 bg-white p-4 shadow-sm"
      >
        <p className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          <Icon aria-hidden="true" className="size-4 text-brand-700" />
          {card.text.split(':')[0]}
        </p>
        {open && (
          <ul className="mt-3 grid gap-2">
            {card.slots.map((slot) => (
              <li key={slot} className="flex items-center justify-between gap-2 text-sm">
                <span>
                  {visitSlotLabel(slot)} · {card.durationMinutes} min
                </span>
                {canAccept && (
                  <button
                    type="button"
                    disabled={move.isPending}
                    onClick={() => move.mutate({ id: card.visitId, verb: 'accept', slot })}
                    className={buttonClasses('primary', 'sm')}
                    aria-label={`Accept ${visitSlotLabel(slot)}`}
                  >
                    Accept
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
        {card.event === 'CONFIRMED' && card.startsAt && (
          <div className="mt-2 text-sm">
            <p>
              {visitSlotLabel(card.startsAt)} IST · {card.durationMinutes} min
            </p>
            {confirmedNow && visit && (
              <a
                href={googleCalendarUrl({
                  start: new Date(card.startsAt),
                  end: new Date(visit.endsAt!),
                  summary: `Room visit: ${visit.property.title}`,
                  location: visit.property.address,
                })}
                target="_blank"
                rel="noreferrer"
                className={buttonClasses('secondary', 'sm', 'mt-2')}
              >
                Add to calendar
              </a>
            )}
          </div>
        )}
        {(card.event === 'DECLINED' || card.event === 'CANCELLED') && card.reason && (
          <p className="mt-2 text-sm text-slate-700">“{card.reason}”</p>
        )}
        {open && visit && visit.status !== 'PROPOSED' && (
          <p className="mt-2 text-xs text-slate-500">
            Now {VISIT_STATUS_LABELS[visit.status].toLowerCase()}.
          </p>
        )}
      </article>
    </li>
  );
}
