import { Mail, MapPin, Phone } from 'lucide-react';
import { SUPPORT_CONTACT, todayInIndia } from '@roomsetu/shared';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { NewsletterForm } from './newsletter-form';
import { FacebookIcon, InstagramIcon, LinkedinIcon, XIcon, YoutubeIcon } from './social-icons';

const SOCIAL = [
  { label: 'Facebook', href: 'https://www.facebook.com/roomsetu', Icon: FacebookIcon },
  { label: 'Instagram', href: 'https://www.instagram.com/roomsetu', Icon: InstagramIcon },
  { label: 'X', href: 'https://x.com/roomsetu', Icon: XIcon },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/roomsetu', Icon: LinkedinIcon },
  { label: 'YouTube', href: 'https://www.youtube.com/@roomsetu', Icon: YoutubeIcon },
] as const;

/** Each column's title and links, by their texts in the `common` catalog. */
const COLUMNS: readonly {
  title: ParseKeys<'common'>;
  links: readonly { to: string; label: ParseKeys<'common'> }[];
}[] = [
  {
    title: 'footer.columns.explore',
    links: [
      { to: paths.findRooms, label: 'footer.links.findRooms' },
      { to: paths.findRoommates, label: 'footer.links.findRoommates' },
      { to: paths.listProperty, label: 'footer.links.listProperty' },
      { to: paths.pricing, label: 'footer.links.pricing' },
    ],
  },
  {
    title: 'footer.columns.support',
    links: [
      { to: paths.helpCenter, label: 'footer.links.helpCenter' },
      { to: paths.safetyGuidelines, label: 'footer.links.safetyGuidelines' },
      { to: paths.aboutUs, label: 'footer.links.aboutUs' },
      { to: paths.contact, label: 'footer.links.contact' },
    ],
  },
  {
    title: 'footer.columns.legal',
    links: [
      { to: paths.termsOfService, label: 'footer.links.termsOfService' },
      { to: paths.privacyPolicy, label: 'footer.links.privacyPolicy' },
      { to: paths.cookiePolicy, label: 'footer.links.cookiePolicy' },
    ],
  },
];

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer data-site-footer className="dark-surface bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.4fr_2fr] lg:px-8">
        <div>
          <Logo tone="light" />
          <p className="mt-4 max-w-sm text-sm leading-6">{t('footer.tagline')}</p>
          <ul className="mt-5 space-y-2 text-sm">
            <li className="flex items-start gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {t('footer.location')}
            </li>
            <li>
              <a
                href={`mailto:${SUPPORT_CONTACT.email}`}
                className="inline-flex min-h-11 items-center gap-2 hover:text-white"
              >
                <Mail aria-hidden="true" className="size-4" />
                {SUPPORT_CONTACT.email}
              </a>
            </li>
            <li>
              <a
                href={`tel:${SUPPORT_CONTACT.phone.replace(/\s/g, '')}`}
                className="inline-flex min-h-11 items-center gap-2 hover:text-white"
              >
                <Phone aria-hidden="true" className="size-4" />
                {SUPPORT_CONTACT.phone}
              </a>
            </li>
          </ul>
          <ul className="mt-6 flex gap-2" aria-label={t('footer.social')}>
            {SOCIAL.map(({ label, href, Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('footer.socialLink', { network: label })}
                  className="inline-flex size-11 items-center justify-center rounded-full bg-slate-800 text-slate-200 hover:bg-brand-600 hover:text-white"
                >
                  <Icon className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <div className="grid gap-10">
          <div className="grid grid-cols-2 gap-8 sm:grid-cols-3">
            {COLUMNS.map((column) => (
              <nav key={column.title} aria-label={t(column.title)}>
                <h2 className="text-sm font-semibold tracking-wide text-white uppercase">
                  {t(column.title)}
                </h2>
                <ul className="mt-2 text-sm sm:mt-3 sm:space-y-2">
                  {column.links.map((link) => (
                    <li key={link.to}>
                      <Link
                        to={link.to}
                        className="inline-flex min-h-11 min-w-11 items-center hover:text-white hover:underline sm:min-h-0"
                      >
                        {t(link.label)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
          <NewsletterForm />
        </div>
      </div>
      <div className="border-t border-slate-800">
        {/* A page drawn before a new year and opened after it shows the reader's year. */}
        <p
          className="mx-auto max-w-7xl px-4 py-5 text-sm text-slate-400 sm:px-6 lg:px-8"
          suppressHydrationWarning
        >
          {t('footer.copyright', { year: todayInIndia().slice(0, 4) })}
        </p>
      </div>
    </footer>
  );
}
