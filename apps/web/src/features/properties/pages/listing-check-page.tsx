import { FRESHNESS_ANSWERS, type FreshnessAnswer } from '@roomsetu/shared';
import { CalendarCheck, CircleAlert, CircleCheck } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths, withQuery } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { Seo } from '@/lib/seo';
import { sharedText } from '@/lib/shared-text';
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

/**
 * /listing-check?token=…: where the one-click links of a freshness e-mail land. Opening the page
 * changes nothing (mail scanners open links); the owner's press of the button posts the answer.
 * The page names the listing first, and a link whose question is closed (by it or by the other
 * answer's link) says so instead of asking again.
 */
export function ListingCheckPage() {
  const { t } = useTranslation(['rooms', 'enums', 'validation', 'messages', 'session']);
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
        <h1 className="text-2xl font-bold text-slate-900">{t('listingCheck.checkTitle')}</h1>
        <div className="mt-4">
          <Notice tone="error" title={t('listingCheck.invalidTitle')}>
            {t('listingCheck.invalidText')}
          </Notice>
        </div>
      </>
    );
  } else {
    content = (
      <>
        <h1 className="text-2xl font-bold text-slate-900">
          {t(`listingCheck.question.${answer}`)}
        </h1>
        {title && (
          <p className="mt-1 text-slate-700">
            <Trans
              t={t}
              i18nKey="listingCheck.yourListing"
              values={{ title }}
              components={{ name: <span className="font-semibold text-slate-900" /> }}
            />
          </p>
        )}
        {mutation.isSuccess ? (
          <div className="mt-4">
            <Notice
              tone="success"
              title={
                mutation.data.message
                  ? sharedText(t, mutation.data.message)
                  : t('listingCheck.done')
              }
            >
              {mutation.data.result.title}
            </Notice>
          </div>
        ) : link.data?.answered ? (
          <div className="mt-4">
            <Notice tone="success" title={t('listingCheck.answeredTitle')}>
              {t('listingCheck.answeredText')}
            </Notice>
          </div>
        ) : (
          <>
            <p className="mt-2 text-slate-700">{t(`listingCheck.explain.${answer}`)}</p>
            {mutation.isError && (
              <div className="mt-4">
                <Notice tone="error" title={t('listingCheck.failedTitle')}>
                  {mutation.error instanceof ApiError
                    ? sharedText(t, mutation.error.message)
                    : t('listingCheck.failedText')}
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
              {mutation.isPending ? t('listingCheck.saving') : t(`enums:freshnessAnswer.${answer}`)}
            </button>
          </>
        )}
      </>
    );
  }

  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <Seo title={t('listingCheck.seoTitle')} />
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        {content}
        <p className="mt-6 text-sm">
          <Link
            to={withQuery(paths.profile, { tab: 'properties' })}
            className="font-semibold text-brand-700 underline"
          >
            {t('listingCheck.manage')}
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
