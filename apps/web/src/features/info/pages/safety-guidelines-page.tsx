import {
  BadgeCheck,
  Crown,
  Flag,
  Home,
  MessagesSquare,
  Phone,
  PhoneCall,
  ShieldAlert,
  TriangleAlert,
  Users,
  Wallet,
} from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { Seo } from '@/lib/seo';
import type { ReportIssueSlot } from '../components/report-issue-slot';
import { PageHero, PageSection } from '../components/page-hero';
import {
  EMERGENCY_CONTACTS,
  RED_FLAGS,
  telHref,
  TIP_GROUPS,
  VERIFICATION_CARDS,
  type TipGroup,
} from '../content/safety';

const TIP_ICONS: Record<TipGroup['key'], typeof Users> = {
  before: Users,
  visits: Home,
  communication: MessagesSquare,
  payment: Wallet,
};

const LEVEL_TONES = {
  Standard: 'bg-brand-50 text-brand-800',
  Premium: 'bg-amber-50 text-amber-800',
  Enhanced: 'bg-emerald-50 text-emerald-800',
} as const;

const emergencyButton =
  'inline-flex h-12 items-center justify-center gap-2 rounded-lg bg-red-600 px-6 text-base font-semibold text-white shadow-sm hover:bg-red-700';

export function SafetyGuidelinesPage({
  ReportIssueButton,
}: {
  ReportIssueButton: ReportIssueSlot;
}) {
  return (
    <>
      <Seo
        title="Safety Guidelines"
        description="How to meet, visit and pay safely when renting or sharing a room in India, red flags to watch for, verification levels and emergency numbers."
      />
      <PageHero
        eyebrow="Trust & Safety"
        title="Safety Guidelines"
        actions={
          <div className="flex flex-col gap-3 sm:flex-row">
            <ReportIssueButton className={buttonClasses('primary', 'lg')}>
              <Flag aria-hidden="true" className="size-5" />
              Report Issue
            </ReportIssueButton>
            <a href="tel:112" className={emergencyButton}>
              <PhoneCall aria-hidden="true" className="size-5" />
              Emergency Support (112)
            </a>
          </div>
        }
      >
        <p>
          Most people on RoomSetu are looking for the same thing you are: a safe, comfortable home.
          These habits help you spot the few who are not.
        </p>
      </PageHero>

      <PageSection id="tips" title="Safety tips">
        <div className="grid gap-4 md:grid-cols-2">
          {TIP_GROUPS.map((group) => {
            const Icon = TIP_ICONS[group.key];
            return (
              <section
                key={group.key}
                aria-labelledby={`tips-${group.key}`}
                className="rounded-2xl border border-slate-200 p-5"
              >
                <h3
                  id={`tips-${group.key}`}
                  className="flex items-center gap-3 text-lg font-semibold"
                >
                  <span className="inline-flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  {group.title}
                </h3>
                <ul className="mt-4 space-y-2 text-sm leading-6 text-slate-700">
                  {group.tips.map((tip) => (
                    <li key={tip} className="flex gap-2">
                      <BadgeCheck
                        aria-hidden="true"
                        className="mt-0.5 size-4 shrink-0 text-emerald-600"
                      />
                      {tip}
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      </PageSection>

      <PageSection
        id="red-flags"
        title="Red flags"
        intro="Stop and report if you notice any of these."
        className="bg-slate-50"
      >
        <ul className="grid gap-3 md:grid-cols-2">
          {RED_FLAGS.map((flag) => (
            <li
              key={flag}
              className="flex gap-3 rounded-xl border border-red-100 bg-white p-4 text-sm leading-6 text-slate-700"
            >
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-600" />
              {flag}
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="verification" title="Verification on RoomSetu">
        <ul className="grid gap-4 md:grid-cols-3">
          {VERIFICATION_CARDS.map((card) => (
            <li key={card.title} className="flex flex-col rounded-2xl border border-slate-200 p-5">
              <span
                className={`self-start rounded-full px-2.5 py-0.5 text-xs font-semibold ${LEVEL_TONES[card.level]}`}
              >
                {card.level}
              </span>
              <h3 className="mt-3 text-lg font-semibold text-slate-900">{card.title}</h3>
              <p className="mt-2 flex-1 text-sm leading-6 text-slate-600">{card.text}</p>
              <p className="mt-4 text-sm font-medium text-slate-800">{card.time}</p>
            </li>
          ))}
        </ul>
        <aside
          aria-labelledby="women-safety-title"
          className="mt-6 flex flex-col gap-4 rounded-2xl bg-amber-50 p-5 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="flex gap-3">
            <Crown aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-amber-600" />
            <div>
              <h3 id="women-safety-title" className="font-semibold text-slate-900">
                Women Safety Filter
              </h3>
              <p className="mt-1 text-sm leading-6 text-slate-700">
                See only women-only PGs, flats and roommates with verified hosts. Exclusive to
                Tenant Premium.
              </p>
            </div>
          </div>
          <Link to={paths.pricing} className={buttonClasses('secondary', 'md', 'shrink-0')}>
            See Premium
          </Link>
        </aside>
      </PageSection>

      <PageSection
        id="emergency"
        title="Emergency numbers"
        intro="Save these in your phone before you visit a property."
        className="bg-slate-50"
      >
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {EMERGENCY_CONTACTS.map((contact) => (
            <li key={contact.number}>
              <a
                href={telHref(contact.number)}
                className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 hover:border-brand-300 hover:shadow-sm"
              >
                <span className="inline-flex items-center gap-2 text-sm font-medium text-slate-600">
                  {contact.label === 'RoomSetu Support' ? (
                    <Phone aria-hidden="true" className="size-4" />
                  ) : (
                    <ShieldAlert aria-hidden="true" className="size-4 text-red-600" />
                  )}
                  {contact.label}
                </span>
                <span
                  className={`mt-1 font-extrabold text-slate-900 ${contact.number.length > 5 ? 'text-lg leading-8' : 'text-2xl'}`}
                >
                  {contact.number}
                </span>
                <span className="mt-2 text-sm text-slate-600">{contact.text}</span>
              </a>
            </li>
          ))}
        </ul>
      </PageSection>
    </>
  );
}
