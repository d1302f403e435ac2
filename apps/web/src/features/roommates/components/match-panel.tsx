import { MESSAGES } from '@roomsetu/shared';
import { Heart, MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useCompatibility, useInterest } from '../api/roommate-match';
import { MatchBreakdown } from './match-breakdown';

/** On a roommate's page, signed in: the full breakdown, Interested, and the match's conversation. */
export function MatchPanel({ id, name }: { id: number; name: string }) {
  const result = useCompatibility(id, true);
  const interest = useInterest();
  if (result.isPending) return <Skeleton aria-label="Loading your match" className="h-72" />;
  if (result.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {MESSAGES.unknownError}
      </p>
    );
  }
  const r = result.data;
  const toggle = () =>
    interest.mutate(
      { id, interested: !r.interested },
      {
        onSuccess: (state) => {
          if (state.matched) toast.success(`It's a match with ${name}`);
        },
        onError: () => toast.error(MESSAGES.unknownError),
      },
    );
  return (
    <div className="space-y-4">
      <MatchBreakdown result={r} />
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          aria-pressed={r.interested}
          disabled={interest.isPending}
          onClick={toggle}
          className={buttonClasses(r.interested ? 'primary' : 'secondary', 'md')}
        >
          <Heart aria-hidden="true" className={`size-4 ${r.interested ? 'fill-current' : ''}`} />
          Interested
        </button>
        {r.matched && r.conversationId !== null ? (
          <Link to={paths.chat(r.conversationId)} className={buttonClasses('primary', 'md')}>
            <MessageCircle aria-hidden="true" className="size-4" />
            It&rsquo;s a match: say hello
          </Link>
        ) : r.interested ? (
          <p className="text-sm text-slate-600">
            If {name} is interested too, you will both be told and a chat opens.
          </p>
        ) : null}
      </div>
    </div>
  );
}
