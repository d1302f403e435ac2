import type { ConversationListing, ConversationRoleFilter } from '@roomsetu/shared';
import { Flag, HeartHandshake, Home, Lock, MapPin, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { ChatUser } from '../api/get-conversations';
import { cityLine, userName } from '../lib/conversation';
import { Avatar } from '@/components/ui/avatar';
import { ConversationFavoriteSlot } from './conversation-favorite-slot';

interface Props {
  conversationId: number;
  other: ChatUser;
  kind: ConversationRoleFilter;
  /** The listings its inquiries were sent from, the latest inquired first. */
  listings: readonly ConversationListing[];
  online: boolean;
  onViewProfile: () => void;
}

const NOTES = [
  { icon: Lock, note: 'encrypted' },
  { icon: HeartHandshake, note: 'respectful' },
  { icon: Flag, note: 'report' },
] as const;

/** The right column on large screens: who this is, the rooms asked about, quick actions and safety notes. */
export function ChatSidePanel({
  conversationId,
  other,
  kind,
  listings,
  online,
  onViewProfile,
}: Props) {
  const { t } = useTranslation(['chat', 'enums']);
  const name = userName(other);
  const place = cityLine(other.profile?.city);

  return (
    <div className="flex h-full flex-col gap-6 overflow-y-auto p-5">
      <div className="flex flex-col items-center text-center">
        <Avatar name={name} size="lg" online={online} />
        <p className="mt-3 text-lg font-semibold break-all text-slate-900">{name}</p>
        <p className="text-sm text-slate-600">{t(`enums:conversationRoleFilter.${kind}`)}</p>
        {place && (
          <p className="mt-1 flex items-center gap-1 text-sm text-slate-600">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            {place}
          </p>
        )}
      </div>

      {listings.length > 0 && (
        <section aria-labelledby="asked-about" className="space-y-2">
          <h2 id="asked-about" className="text-sm font-semibold text-slate-900">
            {t('side.askedAbout', { count: listings.length })}
          </h2>
          <ul className="space-y-1">
            {listings.map((listing) => (
              <li key={listing.id}>
                <Link
                  to={paths.roomDetails(listing.id)}
                  className="flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm text-brand-700 hover:bg-slate-50 hover:underline"
                >
                  <Home aria-hidden="true" className="size-4 shrink-0" />
                  <span className="min-w-0 break-words">{listing.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="quick-actions" className="space-y-2">
        <h2 id="quick-actions" className="text-sm font-semibold text-slate-900">
          {t('side.quickActions')}
        </h2>
        <button
          type="button"
          onClick={onViewProfile}
          className={buttonClasses('secondary', 'md', 'w-full')}
        >
          <UserRound aria-hidden="true" className="size-4" />
          {t('side.viewProfile')}
        </button>
        <ConversationFavoriteSlot conversationId={conversationId} />
      </section>

      <section aria-labelledby="safety-notes" className="rounded-xl bg-slate-50 p-4">
        <h2 id="safety-notes" className="text-sm font-semibold text-slate-900">
          {t('side.staySafe')}
        </h2>
        <ul className="mt-2 space-y-2">
          {NOTES.map(({ icon: Icon, note }) => (
            <li key={note} className="flex gap-2 text-sm text-slate-600">
              <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
              {t(`side.notes.${note}`)}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
