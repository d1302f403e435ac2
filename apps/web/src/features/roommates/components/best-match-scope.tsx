import type { SelfUser } from '@roomsetu/shared';
import type { TFunction } from 'i18next';
import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { cityLabel } from '@/lib/profile-fields';

type Profile = Pick<NonNullable<SelfUser['profile']>, 'city' | 'preferredRoommateGender'>;

type T = TFunction<'roommates'>;

/** Who a gender preference leaves out: a man-only preference leaves out women, and the reverse. */
const NOT_PREFERRED = { MALE: 'scope.notPreferredWomen', FEMALE: 'scope.notPreferredMen' } as const;

/** What Best match leaves out for this person, from their own answers, in the order it applies. */
export function bestMatchLeavesOut(t: T, profile: Profile | null | undefined): string[] {
  const out: string[] = [];
  if (profile?.city) out.push(t('scope.outsideCity', { city: cityLabel(profile.city) }));
  const pref = profile?.preferredRoommateGender;
  if (pref === 'MALE' || pref === 'FEMALE') out.push(t(NOT_PREFERRED[pref]));
  out.push(t('scope.genderMismatch'));
  return out;
}

/** "a, b and c" in the reader's language. */
const joined = (t: T, parts: string[]) =>
  parts.length > 1
    ? t('scope.listLast', {
        rest: parts.slice(0, -1).join(t('scope.listSeparator')),
        last: parts.at(-1)!,
      })
    : parts[0]!;

/** Says, above the results, who Best match does not show, with one tap to see everyone. */
export function BestMatchScope({
  profile,
  onWiden,
}: {
  profile: Profile | null | undefined;
  onWiden: () => void;
}) {
  const { t } = useTranslation('roommates');
  return (
    <div className="mt-4 flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex gap-2 text-sm text-slate-700">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
        <span>{t('scope.leavesOut', { list: joined(t, bestMatchLeavesOut(t, profile)) })}</span>
      </p>
      <button
        type="button"
        onClick={onWiden}
        className={buttonClasses('secondary', 'md', 'h-11 shrink-0')}
      >
        {t('scope.showEveryone')}
      </button>
    </div>
  );
}
