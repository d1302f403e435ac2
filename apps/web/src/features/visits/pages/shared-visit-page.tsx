import { visitSlotLabel, type SharedVisit } from '@roomsetu/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { useSearchParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { api, ApiError } from '@/lib/api-client';
import { Seo } from '@/lib/seo';

/** /shared-visit?token=: what a friend sees of a visit, without an account, until its day ends. */
export function SharedVisitPage() {
  const { t } = useTranslation(['visits', 'enums']);
  const slotLabel = (slot: string | Date) => visitSlotLabel(slot, currentLanguage());
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { data, error, isLoading } = useQuery({
    queryKey: ['visits', 'shared', token],
    queryFn: ({ signal }) =>
      api.get<SharedVisit>(`/visits/shared/${encodeURIComponent(token)}`, { signal }),
    enabled: !!token,
    retry: false,
  });

  return (
    <div className="mx-auto max-w-lg px-4 py-10">
      <Seo title={t('shared.seoTitle')} description={t('shared.seoDescription')} />
      <h1 className="text-2xl font-bold text-slate-900">{t('shared.title')}</h1>
      {isLoading && <Spinner label={t('shared.loading')} />}
      {(error || !token) && (
        <p role="alert" className="mt-4 text-slate-700">
          {error instanceof ApiError ? error.message : t('shared.invalid')}
        </p>
      )}
      {data && (
        <dl className="mt-6 grid gap-3 rounded-2xl border border-slate-200 bg-white p-5 text-sm">
          <div>
            <dt className="text-slate-500">{t('shared.when')}</dt>
            <dd className="font-semibold text-slate-900">
              {t('shared.whenValue', {
                start: slotLabel(data.startsAt),
                end: slotLabel(data.endsAt).split(', ')[1],
              })}
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">{t('shared.where')}</dt>
            <dd className="text-slate-900">
              {t('shared.whereValue', { title: data.propertyTitle, address: data.address })}
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">{t('shared.meeting')}</dt>
            <dd className="text-slate-900">
              {t('shared.meetingValue', {
                name: data.otherPerson.firstName,
                badge: t(`enums:verificationBadge.${data.otherPerson.badge}`),
              })}
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">{t('shared.status')}</dt>
            <dd className="text-slate-900">{t(`shared.statusValue.${data.status}`)}</dd>
          </div>
        </dl>
      )}
    </div>
  );
}
