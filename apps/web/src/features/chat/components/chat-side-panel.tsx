import { CONVERSATION_ROLE_FILTER_LABELS, type ConversationListing } from '@roomsetu/shared';
import { Flag, HeartHandshake, Home, Lock, MapPin, UserRound } from 'lucide-react';
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
  kind: keyof typeof CONVERSATION_ROLE_FILTER_LABELS;
  /** The listings its inquiries were sent from, the latest inquired first. */
  listings: readonly ConversationListing[];
  online: boolean;
  onViewProfile: () => void;
}

const NOTES = [
  { icon: Lock, text: 'Messages are encrypted in transit and visible only to the two of you.' },
  { icon: HeartHandshake, text: 'Be respectful and keep the conversation about the room.' },
  { icon: Flag, text: 'Report inappropriate behaviour from the menu at the top.' },
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
  const name = userName(other);
  const place = cityLine(other.profile?.city);

  return (
    <div className="flex h-full flex-col gap-6 overflow-y-auto p-5">
      <div className="flex flex-col items-center text-center">
        <Avatar name={name} size="lg" online={online} />
        <p className="mt-3 text-lg font-semibold break-all text-slate-900">{name}</p>
        <p className="text-sm text-slate-600">{CONVERSATION_ROLE_FILTER_LABELS[kind]}</p>
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
            {listings.length === 1 ? 'Room asked about' : 'Rooms asked about, latest first'}
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
          Quick Actions
        </h2>
        <button
          type="button"
          onClick={onViewProfile}
          className={buttonClasses('secondary', 'md', 'w-full')}
        >
          <UserRound aria-hidden="true" className="size-4" />
          View Full Profile
        </button>
        <ConversationFavoriteSlot conversationId={conversationId} />
      </section>

      <section aria-labelledby="safety-notes" className="rounded-xl bg-slate-50 p-4">
        <h2 id="safety-notes" className="text-sm font-semibold text-slate-900">
          Stay safe
        </h2>
        <ul className="mt-2 space-y-2">
          {NOTES.map(({ icon: Icon, text }) => (
            <li key={text} className="flex gap-2 text-sm text-slate-600">
              <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
              {text}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
