import { SUPPORT_CONTACT, SUPPORT_HOURS, SUPPORT_REPLY_HOURS } from '@roomsetu/shared';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';

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
  return (
    <section
      aria-labelledby="reach-title"
      className="self-start rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-6"
    >
      <h2 id="reach-title" className="text-lg font-bold text-slate-900">
        Other ways to reach us
      </h2>
      <ul className="mt-5 space-y-5">
        <Item icon={<MapPin aria-hidden="true" className="size-5" />} title="Office">
          <address className="not-italic">{SUPPORT_CONTACT.address}</address>
        </Item>
        <Item icon={<Mail aria-hidden="true" className="size-5" />} title="Email">
          <a
            href={`mailto:${SUPPORT_CONTACT.email}`}
            className="font-medium text-brand-700 hover:underline"
          >
            {SUPPORT_CONTACT.email}
          </a>
        </Item>
        <Item icon={<Phone aria-hidden="true" className="size-5" />} title="Phone">
          <a
            href={`tel:${SUPPORT_CONTACT.phone.replace(/[^\d+]/g, '')}`}
            className="font-medium text-brand-700 hover:underline"
          >
            {SUPPORT_CONTACT.phone}
          </a>
        </Item>
        <Item icon={<Clock aria-hidden="true" className="size-5" />} title="Support hours">
          <p>{SUPPORT_HOURS}</p>
          <p>We reply to every message within {SUPPORT_REPLY_HOURS} hours.</p>
        </Item>
      </ul>
    </section>
  );
}
