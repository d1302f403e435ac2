import type { SelfUser } from '@roomsetu/shared';
import { Info } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { cityLabel } from '@/lib/profile-fields';

type Profile = Pick<NonNullable<SelfUser['profile']>, 'city' | 'preferredRoommateGender'>;

const NOT_PREFERRED = { MALE: 'women', FEMALE: 'men' } as const;

/** What Best match leaves out for this person, from their own answers, in the order it applies. */
export function bestMatchLeavesOut(profile: Profile | null | undefined): string[] {
  const out: string[] = [];
  if (profile?.city) out.push(`people outside ${cityLabel(profile.city)}`);
  const pref = profile?.preferredRoommateGender;
  if (pref === 'MALE' || pref === 'FEMALE') {
    out.push(`${NOT_PREFERRED[pref]} (your roommate gender preference)`);
  }
  out.push('people whose gender preference you do not meet');
  return out;
}

const joined = (parts: string[]) =>
  parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)!}` : parts[0]!;

/** Says, above the results, who Best match does not show, with one tap to see everyone. */
export function BestMatchScope({
  profile,
  onWiden,
}: {
  profile: Profile | null | undefined;
  onWiden: () => void;
}) {
  return (
    <div className="mt-4 flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex gap-2 text-sm text-slate-700">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
        <span>Best match leaves out {joined(bestMatchLeavesOut(profile))}.</span>
      </p>
      <button
        type="button"
        onClick={onWiden}
        className={buttonClasses('secondary', 'md', 'h-11 shrink-0')}
      >
        Show everyone, newest first
      </button>
    </div>
  );
}
