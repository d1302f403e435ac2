import { Briefcase, EyeOff, Heart, MapPin, Send, Wallet } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { VerificationBadges } from '@/components/verification/verification-badges';
import { buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { budgetLabel, cityLabel, fullName } from '@/lib/profile-fields';
import type { Roommate } from '../api/get-roommates';
import { matchReasonText } from '../lib/texts';
import { MatchRing } from './match-ring';

interface Props {
  roommate: Roommate;
  signedIn: boolean;
  onInquire: (roommate: Roommate) => void;
  /** Signed in: Interested (toggles) and Hide. */
  onInterest?: (roommate: Roommate, interested: boolean) => void;
  onHide?: (roommate: Roommate) => void;
  busy?: boolean;
}

/** A roommate in the grid: who they are, what they look for, and how to reach them. */
export function RoommateCard({ roommate, signedIn, onInquire, onInterest, onHide, busy }: Props) {
  const { t } = useTranslation(['roommates', 'enums']);
  const p = roommate.profile;
  const nameId = useId();
  const name = fullName(roommate);
  const facts = [
    p.age ? t('card.years', { age: p.age }) : null,
    p.gender ? t(`enums:gender.${p.gender}`) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  const chips = [
    p.lifestyle ? t(`enums:lifestyle.${p.lifestyle}`) : null,
    p.foodPreference ? t(`enums:foodPreference.${p.foodPreference}`) : null,
  ].filter((chip): chip is string => !!chip);

  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md">
      <div className="flex items-start gap-3">
        <Avatar name={name} size="md" />
        <div className="min-w-0 flex-1">
          <h2 className="flex items-center gap-1.5 font-semibold text-slate-900">
            <span id={nameId} className="min-w-0 truncate">
              {name}
            </span>
          </h2>
          <VerificationBadges verifications={roommate.verifications} />
          {facts && <p className="text-sm text-slate-600">{facts}</p>}
        </div>
        {roommate.matchScore !== undefined && <MatchRing score={roommate.matchScore} />}
      </div>
      {roommate.matchReasons?.[0] && (
        <p className="mt-3 rounded-lg bg-emerald-50 px-3 py-1.5 text-sm text-emerald-800">
          {matchReasonText(t, roommate.matchReasons[0])}
        </p>
      )}
      {roommate.matched && (
        <p className="mt-2 text-sm font-semibold text-brand-700">{t('card.itsAMatch')}</p>
      )}

      <dl className="mt-4 space-y-1.5 text-sm text-slate-700">
        <div className="flex items-center gap-2">
          <dt>
            <MapPin aria-hidden="true" className="size-4 text-slate-400" />
            <span className="sr-only">{t('card.city')}</span>
          </dt>
          <dd>{cityLabel(p.city)}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt>
            <Briefcase aria-hidden="true" className="size-4 text-slate-400" />
            <span className="sr-only">{t('card.occupation')}</span>
          </dt>
          <dd className="truncate">{p.occupation || '-'}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt>
            <Wallet aria-hidden="true" className="size-4 text-slate-400" />
            <span className="sr-only">{t('card.budget')}</span>
          </dt>
          <dd>{budgetLabel(p.budget)}</dd>
        </div>
      </dl>

      {chips.length > 0 && (
        <ul aria-label={t('card.chips')} className="mt-3 flex flex-wrap gap-1.5">
          {chips.map((chip) => (
            <li
              key={chip}
              className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-medium text-brand-800"
            >
              {chip}
            </li>
          ))}
        </ul>
      )}

      {signedIn && onInterest && onHide && (
        <div className="mt-4 flex gap-2">
          <button
            type="button"
            aria-pressed={Boolean(roommate.interested)}
            aria-describedby={nameId}
            disabled={busy}
            onClick={() => onInterest(roommate, !roommate.interested)}
            className={buttonClasses(roommate.interested ? 'primary' : 'secondary', 'sm', 'flex-1')}
          >
            <Heart
              aria-hidden="true"
              className={`size-4 ${roommate.interested ? 'fill-current' : ''}`}
            />
            {t('card.interested')}
          </button>
          <button
            type="button"
            aria-describedby={nameId}
            disabled={busy}
            onClick={() => onHide(roommate)}
            className={buttonClasses('ghost', 'sm')}
          >
            <EyeOff aria-hidden="true" className="size-4" />
            {t('card.hide')}
          </button>
        </div>
      )}

      <div className="mt-auto grid grid-cols-2 gap-2 pt-5">
        <ViewProfileLink id={roommate.id} describedBy={nameId} />
        {signedIn ? (
          <button
            type="button"
            onClick={() => onInquire(roommate)}
            aria-describedby={nameId}
            className={buttonClasses('primary', 'sm')}
          >
            <Send aria-hidden="true" className="size-4" />
            {t('card.sendInquiry')}
          </button>
        ) : (
          <Link to={paths.signIn} className={buttonClasses('primary', 'sm', 'px-2')}>
            {t('card.signInToConnect')}
          </Link>
        )}
      </div>
    </article>
  );
}

export function RoommateCardSkeleton() {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5">
      <div className="flex items-center gap-3">
        <Skeleton className="size-12 rounded-full" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-4 w-3/5" />
          <Skeleton className="h-3 w-2/5" />
        </div>
      </div>
      <div className="mt-4 space-y-2">
        <Skeleton className="h-3 w-1/2" />
        <Skeleton className="h-3 w-2/3" />
        <Skeleton className="h-3 w-1/3" />
      </div>
      <div className="mt-5 grid grid-cols-2 gap-2">
        <Skeleton className="h-9" />
        <Skeleton className="h-9" />
      </div>
    </div>
  );
}

/** A card's way to the person's details page. */
export function ViewProfileLink({ id, describedBy }: { id: number; describedBy: string }) {
  const { t } = useTranslation('roommates');
  return (
    <Link
      to={paths.roommateDetails(id)}
      aria-describedby={describedBy}
      className={buttonClasses('secondary', 'sm')}
    >
      {t('card.viewProfile')}
    </Link>
  );
}
