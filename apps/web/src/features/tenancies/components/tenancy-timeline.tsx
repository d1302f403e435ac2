import { PRODUCT_NAME, type TenancyDetail } from '@roomsetu/shared';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { momentText, personName } from '../utils/tenancy-text';

/** A change made by RoomSetu itself (the last acceptance making the tenancy active). */
const ROOMSETU = PRODUCT_NAME;

/** The log, oldest first: who did what, and when on India's clock. */
export function TenancyTimeline({ tenancy }: { tenancy: TenancyDetail }) {
  const { t } = useTranslation(['tenancies', 'enums']);
  const people = [tenancy.owner, ...tenancy.tenants];
  const who = (actorId: number | null) => {
    if (actorId === null) return ROOMSETU;
    const person = people.find((p) => p.id === actorId);
    return person ? personName(person) : t('detail.someone');
  };
  return (
    <ol className="space-y-3 border-l-2 border-slate-200 pl-4">
      {tenancy.events.map((event) => (
        <li key={event.id} className="text-sm">
          <p className="font-medium text-slate-900">
            {t('detail.entry', {
              who: who(event.actorId),
              what: t(`enums:tenancyEvent.${event.type}`),
            })}
          </p>
          <time dateTime={event.at} className="text-slate-600">
            {t('detail.at', { when: momentText(event.at, currentLanguage()) })}
          </time>
        </li>
      ))}
    </ol>
  );
}
