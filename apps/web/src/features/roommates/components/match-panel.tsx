import { Heart, MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useCompatibility, useInterest } from '../api/roommate-match';
import { MatchBreakdown } from './match-breakdown';

/** On a roommate's page, signed in: the full breakdown, Interested, and the match's conversation. */
export function MatchPanel({ id, name }: { id: number; name: string }) {
  const { t } = useTranslation(['roommates', 'messages']);
  const result = useCompatibility(id, true);
  const interest = useInterest();
  if (result.isPending) return <Skeleton aria-label={t('match.loading')} className="h-72" />;
  if (result.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {t('messages:unknownError')}
      </p>
    );
  }
  const r = result.data;
  const toggle = () =>
    interest.mutate(
      { id, interested: !r.interested },
      {
        onSuccess: (state) => {
          if (state.matched) toast.success(t('match.matchedToast', { name }));
        },
        onError: () => toast.error(t('messages:unknownError')),
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
          {t('match.interested')}
        </button>
        {r.matched && r.conversationId !== null ? (
          <Link to={paths.chat(r.conversationId)} className={buttonClasses('primary', 'md')}>
            <MessageCircle aria-hidden="true" className="size-4" />
            {t('match.sayHello')}
          </Link>
        ) : r.interested ? (
          <p className="text-sm text-slate-600">{t('match.waiting', { name })}</p>
        ) : null}
      </div>
    </div>
  );
}
