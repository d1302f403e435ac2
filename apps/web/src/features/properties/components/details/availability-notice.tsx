import { LET_AGREED_VISIBLE_DAYS, type Property } from '@roomsetu/shared';
import { Handshake, PauseCircle, ShieldAlert, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
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
  const { user } = useAuth();
  const isOwn = !!user && property.owner?.id === user.id;
  if (isOwn && HELD.has(property.status)) {
    const pending = property.status === 'PENDING';
    return (
      <NoticeBox
        Icon={ShieldAlert}
        tone="amber"
        title={
          pending ? 'Under review, not visible to renters' : 'Suspended, not visible to renters'
        }
      >
        {pending
          ? 'Our team is checking this listing (a report or a photo seen on another listing). It goes live once they have.'
          : 'Our team has taken this listing down.'}{' '}
        <Link to={`${paths.profile}?tab=properties`} className="font-semibold underline">
          See it in My Property
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
      title={paused ? 'Not available right now' : 'Let agreed'}
    >
      {isOwn ? (
        <>
          {paused
            ? 'You paused this listing: it is hidden from search.'
            : `You marked this listing let agreed: it stays in search for ${LET_AGREED_VISIBLE_DAYS} days without contact buttons.`}{' '}
          <Link to={paths.profile} className="font-semibold text-brand-700 underline">
            Manage it in My Property
          </Link>
        </>
      ) : paused ? (
        'The owner has paused this listing for now; it may come back. Similar rooms are below.'
      ) : (
        'The owner has agreed a let with someone, so it no longer takes inquiries. Similar rooms are below.'
      )}
    </NoticeBox>
  );
}
