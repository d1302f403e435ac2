import { LET_AGREED_VISIBLE_DAYS, type Property } from '@roomsetu/shared';
import { Handshake, PauseCircle, ShieldAlert, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';

/** Held by the team (a report, a duplicate photo) or suspended: only the owner sees the page. */
const HELD = new Set<Property['status']>(['PENDING', 'SUSPENDED']);

const TONES = {
  grey: ['border-slate-300 bg-slate-50 text-slate-800', 'text-slate-600', 'text-slate-900'],
  amber: ['border-amber-300 bg-amber-50 text-amber-950', 'text-amber-800', ''],
} as const;

function NoticeBox({
  Icon,
  tone,
  title,
  children,
}: {
  Icon: LucideIcon;
  tone: keyof typeof TONES;
  title: string;
  children: ReactNode;
}) {
  const [box, icon, heading] = TONES[tone];
  return (
    <div role="status" className={`flex items-start gap-3 rounded-2xl border p-4 ${box}`}>
      <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${icon}`} />
      <div>
        <p className={`font-semibold ${heading}`}>{title}</p>
        <p className="mt-0.5 text-sm">{children}</p>
      </div>
    </div>
  );
}

/**
 * Why a listing cannot be contacted: paused by its owner ("Not available right now") or let
 * agreed. The owner reads what the state means for them instead, and is told when the listing
 * is held from renters, which the page would otherwise show as if it were live.
 */
export function AvailabilityNotice({ property }: { property: Property }) {
  const { t } = useTranslation('rooms');
  const { user } = useAuth();
  const isOwn = !!user && property.owner?.id === user.id;
  if (isOwn && HELD.has(property.status)) {
    const pending = property.status === 'PENDING';
    return (
      <NoticeBox
        Icon={ShieldAlert}
        tone="amber"
        title={pending ? t('details.notice.underReview') : t('details.notice.suspended')}
      >
        {pending ? t('details.notice.underReviewText') : t('details.notice.suspendedText')}{' '}
        <Link to={`${paths.profile}?tab=properties`} className="font-semibold underline">
          {t('details.notice.seeInMyProperty')}
        </Link>
      </NoticeBox>
    );
  }
  if (property.status !== 'PAUSED' && property.status !== 'LET_AGREED') return null;
  const paused = property.status === 'PAUSED';
  return (
    <NoticeBox
      Icon={paused ? PauseCircle : Handshake}
      tone="grey"
      title={paused ? t('details.notice.paused') : t('details.notice.letAgreed')}
    >
      {isOwn ? (
        <>
          {paused
            ? t('details.notice.ownPaused')
            : t('details.notice.ownLetAgreed', { days: LET_AGREED_VISIBLE_DAYS })}{' '}
          <Link to={paths.profile} className="font-semibold text-brand-700 underline">
            {t('details.notice.manageInMyProperty')}
          </Link>
        </>
      ) : paused ? (
        t('details.notice.pausedText')
      ) : (
        t('details.notice.letAgreedText')
      )}
    </NoticeBox>
  );
}
