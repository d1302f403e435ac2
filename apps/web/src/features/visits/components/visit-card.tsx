import {
  googleCalendarUrl,
  parseVisitCard,
  visitSlotLabel,
  type VisitCard as Card,
} from '@roomsetu/shared';
import { CalendarCheck, CalendarClock, CalendarX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
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
  const { t } = useTranslation('visits');
  const slotLabel = (slot: string | Date) => visitSlotLabel(slot, currentLanguage());
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
        aria-label={t('card.label')}
        data-testid="visit-card"
        className="w-full max-w-sm rounded-2xl border border-brand-200 bg-white p-4 shadow-sm"
      >
        <p className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          <Icon aria-hidden="true" className="size-4 text-brand-700" />
          {t(`card.event.${card.event}`)}
        </p>
        {open && (
          <ul className="mt-3 grid gap-2">
            {card.slots.map((slot) => (
              <li key={slot} className="flex items-center justify-between gap-2 text-sm">
                <span>
                  {t('card.slot', { when: slotLabel(slot), minutes: card.durationMinutes })}
                </span>
                {canAccept && (
                  <button
                    type="button"
                    disabled={move.isPending}
                    onClick={() => move.mutate({ id: card.visitId, verb: 'accept', slot })}
                    className={buttonClasses('primary', 'sm')}
                    aria-label={t('card.acceptLabel', { when: slotLabel(slot) })}
                  >
                    {t('card.accept')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
        {card.event === 'CONFIRMED' && card.startsAt && (
          <div className="mt-2 text-sm">
            <p>
              {t('card.confirmedSlot', {
                when: slotLabel(card.startsAt),
                minutes: card.durationMinutes,
              })}
            </p>
            {confirmedNow && visit && (
              <a
                href={googleCalendarUrl({
                  start: new Date(card.startsAt),
                  end: new Date(visit.endsAt!),
                  summary: t('card.calendarSummary', { title: visit.property.title }),
                  location: visit.property.address,
                })}
                target="_blank"
                rel="noreferrer"
                className={buttonClasses('secondary', 'sm', 'mt-2')}
              >
                {t('card.addToCalendar')}
              </a>
            )}
          </div>
        )}
        {(card.event === 'DECLINED' || card.event === 'CANCELLED') && card.reason && (
          <p className="mt-2 text-sm text-slate-700">{t('card.reason', { reason: card.reason })}</p>
        )}
        {open && visit && visit.status !== 'PROPOSED' && (
          <p className="mt-2 text-xs text-slate-500">{t(`card.now.${visit.status}`)}</p>
        )}
      </article>
    </li>
  );
}
