import {
  EDUCATION_LABELS,
  FOOD_PREFERENCE_LABELS,
  GENDER_LABELS,
  GENDER_PREFERENCE_LABELS,
  GUEST_FREQUENCY_LABELS,
  getCity,
  LIFESTYLE_LABELS,
  ROLE_LABELS,
  ROOM_PREFERENCE_LABELS,
  type PublicProfile,
} from '@roomsetu/shared';
import { CalendarDays, MapPin } from 'lucide-react';
import {
  budgetLabel,
  cityLabel,
  DASH,
  fullName,
  labelOf,
  textOrDash,
  yesNo,
} from '@/lib/profile-fields';
import { ReportButton } from '@/components/report/report-button';
import { Avatar } from '@/components/ui/avatar';
import { VerificationBadges } from '@/components/verification/verification-badges';
import { useAuth } from '@/lib/auth';
import { formatDate, formatRupees } from '@roomsetu/shared';

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

  return (
    <div className="space-y-4">
      <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
          <Avatar name={name} size="lg" />
          <div className="min-w-0">
            <h2 className="text-2xl font-bold break-words text-slate-900">{name}</h2>
            <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
              <VerificationBadges verifications={user.verifications} showMissing />
              <span>{labelOf(ROOM_PREFERENCE_LABELS, p.roomPreference)}</span>
            </p>
            <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
              <span className="inline-flex items-center gap-1">
                <MapPin aria-hidden="true" className="size-4" />
                {city ? `${city.label}, ${city.state}` : DASH}
              </span>
              <span className="inline-flex items-center gap-1">
                <CalendarDays aria-hidden="true" className="size-4" />
                Member since {formatDate(user.createdAt) || DASH}
              </span>
            </p>
          </div>
          {me?.id !== user.id && (
            <ReportButton
              targetType="USER"
              targetId={user.id}
              targetName={name}
              label="Report profile"
              className="sm:ml-auto"
            />
          )}
        </div>
      </section>

      <Facts
        title="About"
        rows={[
          ['Role', labelOf(ROLE_LABELS, user.role)],
          ['Age', textOrDash(p.age)],
          ['Gender', labelOf(GENDER_LABELS, p.gender)],
          ['City', cityLabel(p.city)],
          ['Occupation', textOrDash(p.occupation)],
          ['Education', labelOf(EDUCATION_LABELS, p.education)],
          ['Looking for', labelOf(ROOM_PREFERENCE_LABELS, p.roomPreference)],
          ['Budget', budgetLabel(p.budget)],
          ['Preferred roommate', labelOf(GENDER_PREFERENCE_LABELS, p.preferredRoommateGender)],
        ]}
      />
      <Facts
        title="Lifestyle & habits"
        rows={[
          ['Smoking', yesNo(p.smoking)],
          ['Drinking', yesNo(p.drinking)],
          ['Pets', yesNo(p.pets)],
          ['Food preference', labelOf(FOOD_PREFERENCE_LABELS, p.foodPreference)],
          ['Lifestyle', labelOf(LIFESTYLE_LABELS, p.lifestyle)],
          ['Cleanliness', textOrDash(p.cleanliness)],
        ]}
      />
      <Facts
        title="Roommate preferences"
        rows={[
          [
            'Budget range',
            p.budgetMin !== null && p.budgetMax !== null
              ? `${formatRupees(p.budgetMin)} – ${formatRupees(p.budgetMax)}`
              : DASH,
          ],
          ['Move-in date', p.moveInDate ? formatDate(p.moveInDate) : DASH],
          ['Localities', p.preferredLocalities.join(', ') || DASH],
          ['Tidiness (1-5)', textOrDash(p.cleanlinessLevel)],
          ['Guests', labelOf(GUEST_FREQUENCY_LABELS, p.guests)],
          ['Works from home', yesNo(p.worksFromHome)],
          ['Languages', p.languages.join(', ') || DASH],
          [
            'Roommate age',
            p.preferredAgeMin !== null || p.preferredAgeMax !== null
              ? `${p.preferredAgeMin ?? 18} – ${p.preferredAgeMax ?? 100}`
              : DASH,
          ],
        ]}
      />
      <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <h3 className="font-semibold text-slate-900">Interests</h3>
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
