import { CalendarDays, MapPin, Wallet } from 'lucide-react';
import { ageBandLabel } from '@roomsetu/shared';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { budgetLabel, cityLabel, DASH } from '@/lib/profile-fields';
import type { RoommatePreview } from '../api/get-roommates';

import { FullProfilesPrompt } from './full-profiles-prompt';
import { ViewProfileLink } from './roommate-card';

/** What a guest (or an unverified account) is shown of someone: bands, never exact answers. */
function previewRows(t: TFunction<'roommates'>, preview: RoommatePreview) {
  return [
    { label: t('preview.age'), value: ageBandLabel(preview.ageBand) ?? DASH },
    { label: t('preview.city'), value: cityLabel(preview.city) },
    { label: t('preview.budget'), value: budgetLabel(preview.budgetBand) },
  ];
}

/** Someone as a guest sees them: "Sneha K.", an age band, the city and a budget band. */
export function RoommatePreviewCard({
  roommate,
  signedIn,
}: {
  roommate: RoommatePreview;
  signedIn: boolean;
}) {
  const { t } = useTranslation('roommates');
  const nameId = useId();
  const icons = [CalendarDays, MapPin, Wallet];
  const rows = previewRows(t, roommate).map((row, i) => ({ ...row, icon: icons[i] ?? MapPin }));
  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-center gap-3">
        <Avatar name={roommate.name} size="md" />
        <h2 id={nameId} className="min-w-0 truncate font-semibold text-slate-900">
          {roommate.name}
        </h2>
      </div>
      <dl className="mt-4 space-y-1.5 text-sm text-slate-700">
        {rows.map(({ label, icon: Icon, value }) => (
          <div key={label} className="flex items-center gap-2">
            <dt>
              <Icon aria-hidden="true" className="size-4 text-slate-400" />
              <span className="sr-only">{label}</span>
            </dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-auto grid grid-cols-2 gap-2 pt-5">
        <ViewProfileLink id={roommate.id} describedBy={nameId} />
        {signedIn ? (
          <Link to={paths.profile} className={buttonClasses('primary', 'sm', 'px-2')}>
            {t('card.verifyToConnect')}
          </Link>
        ) : (
          <Link to={paths.signIn} className={buttonClasses('primary', 'sm', 'px-2')}>
            {t('card.signInToConnect')}
          </Link>
        )}
      </div>
    </article>
  );
}

/** Roommate details as a guest sees them: the same bands, and how to see the rest. */
export function RoommatePreviewProfile({
  preview,
  signedIn,
}: {
  preview: RoommatePreview;
  signedIn: boolean;
}) {
  const { t } = useTranslation('roommates');
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex items-center gap-4">
        <Avatar name={preview.name} size="lg" />
        <h2 className="text-2xl font-bold break-words text-slate-900">{preview.name}</h2>
      </div>
      <dl className="mt-4 grid gap-x-6 sm:grid-cols-2">
        {previewRows(t, preview).map((row) => (
          <div
            key={row.label}
            className="flex justify-between gap-4 border-b border-slate-100 py-2"
          >
            <dt className="text-sm text-slate-600">{row.label}</dt>
            <dd className="text-right text-sm font-medium text-slate-900">{row.value}</dd>
          </div>
        ))}
      </dl>
      <FullProfilesPrompt signedIn={signedIn} />
    </section>
  );
}
