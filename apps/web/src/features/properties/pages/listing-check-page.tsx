import { FRESHNESS_ANSWER_LABELS, FRESHNESS_ANSWERS, type FreshnessAnswer } from '@roomsetu/shared';
import { CalendarCheck, CircleAlert, CircleCheck } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths, withQuery } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { Seo } from '@/lib/seo';
import { useAnswerFreshness } from '../api/answer-freshness';
import { useFreshnessLink } from '../api/freshness-link';

/** The answer a token carries, read only to label the button: the server checks the token. */
export function answerOf(token: string | null): FreshnessAnswer | null {
  const body = token?.split('.')[0];
  if (!body) return null;
  try {
    const json = atob(body.replace(/-/g, '+').replace(/_/g, '/'));
    const a = (JSON.parse(json) as { a?: unknown }).a;
    return FRESHNESS_ANSWERS.find((x) => x === a) ?? null;
  } catch {
    return null;
  }
}

const QUESTION: Record<FreshnessAnswer, string> = {
  AVAILABLE: 'Is your room still available?',
  RENTED: 'Has your room been rented?',
  REACTIVATE: 'Bring your listing back?',
};

const EXPLAIN: Record<FreshnessAnswer, string> = {
  AVAILABLE: 'Confirm it and renters see your listing as confirmed today.',
  RENTED: 'We pause the listing at once: it leaves search and people who saved it are told.',
  REACTIVATE: 'Your listing goes live again and shows as confirmed today.',
};

/**
 * /listing-check?token=…: where the one-click links of a freshness e-mail land. Opening the page
 * changes nothing (mail scanners open links); the owner's press of the button posts the answer.
 * The page names the listing first, and a link whose question is closed (by it or by the other
 * answer's link) says so instead of asking again.
 */
export function ListingCheckPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const answer = answerOf(token);
  const mutation = useAnswerFreshness();
  const link = useFreshnessLink(answer ? token : null);
  const title = link.data?.title;

  let content;
  if (!token || !answer) {
    content = (
      <>
        <h1 className="text-2xl font-bold text-slate-900">Check your listing</h1>
        <div className="mt-4">
          <Notice tone="error" title="This link is not valid">
            It may have been cut off by your mail app. You can update your listing from My Property.
          </Notice>
        </div>
      </>
    );
  } else {
    content = (
      <>
        <h1 className="text-2xl font-bold text-slate-900">{QUESTION[answer]}</h1>
        {title && (
          <p className="mt-1 text-slate-700">
            Your listing: <span className="font-semibold text-slate-900">{title}</span>
          </p>
        )}
        {mutation.isSuccess ? (
          <div className="mt-4">
            <Notice tone="success" title={mutation.data.message ?? 'Done'}>
              {mutation.data.result.title}
            </Notice>
          </div>
        ) : link.data?.answered ? (
          <div className="mt-4">
            <Notice tone="success" title="This question is already answered">
              Nothing more to do here. To change your listing, use My Property.
            </Notice>
          </div>
        ) : (
          <>
            <p className="mt-2 text-slate-700">{EXPLAIN[answer]}</p>
            {mutation.isError && (
              <div className="mt-4">
                <Notice tone="error" title="That did not work">
                  {mutation.error instanceof ApiError
                    ? mutation.error.message
                    : 'Something went wrong; please try again.'}
                </Notice>
              </div>
            )}
            <button
              type="button"
              className={buttonClasses('primary', 'md', 'mt-6')}
              disabled={mutation.isPending}
              onClick={() => mutation.mutate(token)}
            >
              <CalendarCheck aria-hidden="true" className="size-4" />
              {mutation.isPending ? 'Saving…' : FRESHNESS_ANSWER_LABELS[answer]}
            </button>
          </>
        )}
      </>
    );
  }

  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <Seo title="Your listing" />
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        {content}
        <p className="mt-6 text-sm">
          <Link
            to={withQuery(paths.profile, { tab: 'properties' })}
            className="font-semibold text-brand-700 underline"
          >
            Manage your listings in My Property
          </Link>
        </p>
      </div>
    </div>
  );
}

function Notice({
  tone,
  title,
  children,
}: {
  tone: 'success' | 'error';
  title: string;
  children: React.ReactNode;
}) {
  const Icon = tone === 'success' ? CircleCheck : CircleAlert;
  return (
    <div
      role={tone === 'success' ? 'status' : 'alert'}
      className={`flex items-start gap-3 rounded-xl p-4 ${
        tone === 'success' ? 'bg-emerald-50 text-emerald-900' : 'bg-red-50 text-red-900'
      }`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">{title}</p>
        <p className="mt-0.5 text-sm">{children}</p>
      </div>
    </div>
  );
}
