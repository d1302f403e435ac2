import { getCity, type Language, type PublicProfile } from '@roomsetu/shared';
import { CalendarDays, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { budgetLabel, cityLabel, DASH, fullName, textOrDash } from '@/lib/profile-fields';
import { ReportButton } from '@/components/report/report-button';
import { Avatar } from '@/components/ui/avatar';
import { VerificationBadges } from '@/components/verification/verification-badges';
import { useAuth } from '@/lib/auth';
import { formatDate, formatRupees } from '@roomsetu/shared';
import { yesNoText } from '../lib/texts';

/** An answer's words, or a dash when it is not given. */
const orDash = <V extends string>(value: V | null | undefined, text: (v: V) => string) =>
  value ? text(value) : DASH;

function Facts({ title, rows }: { title: string; rows: readonly [string, string][] }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <dl className="mt-3 grid gap-x-6 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 border-b border-slate-100 py-2">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="text-right text-sm font-medium break-all text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Every field of a public profile: labels for codes, Yes/No for flags, a dash when empty. */
export function RoommateProfileView({ user }: { user: PublicProfile }) {
  const p = user.profile;
  const name = fullName(user);
  const city = p.city ? getCity(p.city) : undefined;
  const { user: me } = useAuth();
  const { t } = useTranslation(['roommates', 'enums']);
  const yesNo = (value: boolean | null | undefined) => yesNoText(t, value);

  return (
    <div className="space-y-4">
      <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
          <Avatar name={name} size="lg" />
          <div className="min-w-0">
            <h2 className="text-2xl font-bold break-words text-slate-900">{name}</h2>
            <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
              <VerificationBadges verifications={user.verifications} showMissing />
              <span>{orDash(p.roomPreference, (v) => t(`enums:roomPreference.${v}`))}</span>
            </p>
            <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
              <span className="inline-flex items-center gap-1">
                <MapPin aria-hidden="true" className="size-4" />
                {city ? `${city.label}, ${city.state}` : DASH}
              </span>
              <span className="inline-flex items-center gap-1">
                <CalendarDays aria-hidden="true" className="size-4" />
                {t('profile.memberSince', { date: formatDate(user.createdAt) || DASH })}
              </span>
            </p>
          </div>
          {me?.id !== user.id && (
            <ReportButton
              targetType="USER"
              targetId={user.id}
              targetName={name}
              label={t('profile.report')}
              className="sm:ml-auto"
            />
          )}
        </div>
      </section>

      <Facts
        title={t('profile.about')}
        rows={[
          [t('profile.role'), orDash(user.role, (v) => t(`enums:role.${v}`))],
          [t('profile.age'), textOrDash(p.age)],
          [t('profile.gender'), orDash(p.gender, (v) => t(`enums:gender.${v}`))],
          [t('profile.city'), cityLabel(p.city)],
          [t('profile.occupation'), textOrDash(p.occupation)],
          [t('profile.education'), orDash(p.education, (v) => t(`enums:education.${v}`))],
          [
            t('profile.lookingFor'),
            orDash(p.roomPreference, (v) => t(`enums:roomPreference.${v}`)),
          ],
          [t('profile.budget'), budgetLabel(p.budget)],
          [
            t('profile.preferredRoommate'),
            orDash(p.preferredRoommateGender, (v) => t(`enums:genderPreference.${v}`)),
          ],
        ]}
      />
      <Facts
        title={t('profile.habits')}
        rows={[
          [t('profile.smoking'), yesNo(p.smoking)],
          [t('profile.drinking'), yesNo(p.drinking)],
          [t('profile.pets'), yesNo(p.pets)],
          [
            t('profile.foodPreference'),
            orDash(p.foodPreference, (v) => t(`enums:foodPreference.${v}`)),
          ],
          [t('profile.lifestyle'), orDash(p.lifestyle, (v) => t(`enums:lifestyle.${v}`))],
          [t('profile.cleanliness'), textOrDash(p.cleanliness)],
        ]}
      />
      <Facts
        title={t('profile.preferences')}
        rows={[
          [
            t('profile.budgetRange'),
            p.budgetMin !== null && p.budgetMax !== null
              ? `${formatRupees(p.budgetMin)} – ${formatRupees(p.budgetMax)}`
              : DASH,
          ],
          [t('profile.moveInDate'), p.moveInDate ? formatDate(p.moveInDate) : DASH],
          [t('profile.localities'), p.preferredLocalities.join(', ') || DASH],
          [t('profile.tidiness'), textOrDash(p.cleanlinessLevel)],
          [t('profile.guests'), orDash(p.guests, (v) => t(`enums:guestFrequency.${v}`))],
          [t('profile.worksFromHome'), yesNo(p.worksFromHome)],
          [
            t('profile.languages'),
            p.languages
              .map((l) => t(`enums:spokenLanguage.${l as Language}`, { defaultValue: l }))
              .join(', ') || DASH,
          ],
          [
            t('profile.roommateAge'),
            p.preferredAgeMin !== null || p.preferredAgeMax !== null
              ? `${p.preferredAgeMin ?? 18} – ${p.preferredAgeMax ?? 100}`
              : DASH,
          ],
        ]}
      />
      <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <h3 className="font-semibold text-slate-900">{t('profile.interests')}</h3>
        {user.interests?.length ? (
          <ul className="mt-3 flex flex-wrap gap-2">
            {user.interests.map((interest) => (
              <li
                key={interest.id}
                className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800"
              >
                {interest.name}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-slate-600">{DASH}</p>
        )}
      </section>
    </div>
  );
}
