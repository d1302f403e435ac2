import { SUPPORT_CONTACT, SUPPORT_REPLY_HOURS } from '@roomsetu/shared';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function Item({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
        {icon}
      </span>
      <div className="min-w-0">
        <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
        <div className="mt-0.5 text-sm leading-6 break-words text-slate-600">{children}</div>
      </div>
    </li>
  );
}

/** Where and how to reach the team: address in Jaipur, e-mail, phone and hours. */
export function ContactDetails() {
  const { t } = useTranslation('contact');
  return (
    <section
      aria-labelledby="reach-title"
      className="self-start rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-6"
    >
      <h2 id="reach-title" className="text-lg font-bold text-slate-900">
        {t('details.title')}
      </h2>
      <ul className="mt-5 space-y-5">
        <Item icon={<MapPin aria-hidden="true" className="size-5" />} title={t('details.office')}>
          <address className="not-italic">{SUPPORT_CONTACT.address}</address>
        </Item>
        <Item icon={<Mail aria-hidden="true" className="size-5" />} title={t('details.email')}>
          <a
            href={`mailto:${SUPPORT_CONTACT.email}`}
            className="font-medium text-brand-700 hover:underline"
          >
            {SUPPORT_CONTACT.email}
          </a>
        </Item>
        <Item icon={<Phone aria-hidden="true" className="size-5" />} title={t('details.phone')}>
          <a
            href={`tel:${SUPPORT_CONTACT.phone.replace(/[^\d+]/g, '')}`}
            className="font-medium text-brand-700 hover:underline"
          >
            {SUPPORT_CONTACT.phone}
          </a>
        </Item>
        <Item icon={<Clock aria-hidden="true" className="size-5" />} title={t('details.hours')}>
          <p>{t('details.hoursText')}</p>
          <p>{t('details.reply', { hours: SUPPORT_REPLY_HOURS })}</p>
        </Item>
      </ul>
    </section>
  );
}
