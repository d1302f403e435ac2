import type { Verifications } from '@roomsetu/shared';
import { IdCard, MailCheck, Smartphone, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The rungs in order; each one's name and titles are `verification.rung.<key>.*` in `common`. */
const RUNGS: readonly { key: keyof Verifications; Icon: LucideIcon }[] = [
  { key: 'email', Icon: MailCheck },
  { key: 'phone', Icon: Smartphone },
  { key: 'id', Icon: IdCard },
];

interface Props {
  verifications: Verifications;
  /** Also show the rungs not yet reached (greyed), as on the user's own profile. */
  showMissing?: boolean;
  size?: 'sm' | 'md';
}

/** One badge per rung of the ladder, each titled with what was actually checked. */
export function VerificationBadges({ verifications, showMissing = false, size = 'sm' }: Props) {
  const { t } = useTranslation();
  const shown = RUNGS.filter((r) => showMissing || verifications[r.key]);
  if (!shown.length) return null;
  const pad = size === 'sm' ? 'px-2 py-0.5' : 'px-2.5 py-1';
  return (
    <ul aria-label={t('verification.list')} className="inline-flex flex-wrap items-center gap-1">
      {shown.map(({ key, Icon }) => {
        const done = verifications[key];
        const title = t(
          done ? `verification.rung.${key}.done` : `verification.rung.${key}.missing`,
        );
        return (
          <li
            key={key}
            title={title}
            className={`inline-flex items-center gap-1 rounded-full text-sm font-semibold ${pad} ${
              done ? 'bg-emerald-50 text-emerald-700' : 'bg-slate-100 text-slate-600'
            }`}
          >
            <Icon aria-hidden="true" className="size-3.5" />
            <span>{t(`verification.rung.${key}.label`)}</span>
            <span className="sr-only">
              {` ${t(done ? 'verification.verified' : 'verification.notVerified')}`}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
