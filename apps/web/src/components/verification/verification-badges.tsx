import { VERIFICATION_BADGE_TITLES, type Verifications } from '@roomsetu/shared';
import { IdCard, MailCheck, Smartphone, type LucideIcon } from 'lucide-react';

const RUNGS: readonly { key: keyof Verifications; label: string; Icon: LucideIcon }[] = [
  { key: 'email', label: 'E-mail', Icon: MailCheck },
  { key: 'phone', label: 'Phone', Icon: Smartphone },
  { key: 'id', label: 'ID', Icon: IdCard },
];

interface Props {
  verifications: Verifications;
  /** Also show the rungs not yet reached (greyed), as on the user's own profile. */
  showMissing?: boolean;
  size?: 'sm' | 'md';
}

/** One badge per rung of the ladder, each titled with what was actually checked. */
export function VerificationBadges({ verifications, showMissing = false, size = 'sm' }: Props) {
  const shown = RUNGS.filter((r) => showMissing || verifications[r.key]);
  if (!shown.length) return null;
  const pad = size === 'sm' ? 'px-2 py-0.5' : 'px-2.5 py-1';
  return (
    <ul aria-label="Verifications" className="inline-flex flex-wrap items-center gap-1">
      {shown.map(({ key, label, Icon }) => {
        const done = verifications[key];
        const title = done ? VERIFICATION_BADGE_TITLES[key] : `${label} not verified yet`;
        return (
          <li
            key={key}
            title={title}
            className={`inline-flex items-center gap-1 rounded-full text-sm font-semibold ${pad} ${
              done ? 'bg-emerald-50 text-emerald-700' : 'bg-slate-100 text-slate-600'
            }`}
          >
            <Icon aria-hidden="true" className="size-3.5" />
            <span>{label}</span>
            <span className="sr-only">{done ? ' verified' : ' not verified'}</span>
          </li>
        );
      })}
    </ul>
  );
}
