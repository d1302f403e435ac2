import type { TenancyDetail } from '@roomsetu/shared';
import { ArrowLeft } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ReportButton } from '@/components/report/report-button';
import { buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/lib/auth';
import { useTenancy } from '../api/get-tenancies';
import { FOCUS_HEADING, useHeadingFocus } from '../utils/heading-focus';
import { LEDGER_STATUSES } from '../utils/deposit-steps';
import { ownAnswer } from '../utils/tenancy-moves';
import { AgreementSection } from './agreement-section';
import { DepositSection } from './deposit-section';
import { LoadFailed } from './load-failed';
import { ReportsSection } from './reports-section';
import { Section } from './section';
import { TenancyMoveButtons } from './tenancy-move-buttons';
import { TenancyParties } from './tenancy-parties';
import { TenancyStatusBadge } from './tenancy-status';
import { TenancyTerms } from './tenancy-terms';
import { TenancyTimeline } from './tenancy-timeline';

function TenancyBody({ tenancy }: { tenancy: TenancyDetail }) {
  const { t } = useTranslation(['tenancies', 'enums']);
  const selfId = useAuth().user?.id;
  const titleId = useId();
  const movesId = useId();
  const headingRef = useHeadingFocus();
  const { property } = tenancy;
  const waiting =
    tenancy.role === 'TENANT' &&
    tenancy.status === 'INVITED' &&
    ownAnswer(tenancy, selfId) === 'ACCEPTED';
  return (
    <article aria-labelledby={titleId} className="space-y-6">
      <header className="space-y-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2
            id={titleId}
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-semibold text-slate-900 outline-offset-4"
          >
            {property.title}
          </h2>
          <TenancyStatusBadge status={tenancy.status} />
        </div>
        <p className="text-sm text-slate-600">{property.address}</p>
        {tenancy.role && (
          <ReportButton
            targetType="TENANCY"
            targetId={tenancy.id}
            targetName={property.title}
            label={t('detail.report')}
            className="-ml-3"
          />
        )}
        <p role="status" className="sr-only">
          {t('detail.status', { status: t(`enums:tenancyStatus.${tenancy.status}`) })}
        </p>
      </header>
      {waiting && (
        <p className="rounded-lg bg-green-50 p-3 text-sm text-green-800">{t('detail.waiting')}</p>
      )}
      <TenancyMoveButtons tenancy={tenancy} selfId={selfId} headingId={movesId} />
      <Section title={t('detail.terms')}>
        <TenancyTerms terms={tenancy.terms} />
      </Section>
      <Section title={t('detail.parties')}>
        <TenancyParties tenancy={tenancy} selfId={selfId} />
      </Section>
      <AgreementSection tenancy={tenancy} />
      {LEDGER_STATUSES.includes(tenancy.status) && (
        <>
          <DepositSection tenancy={tenancy} />
          <ReportsSection tenancy={tenancy} selfId={selfId} />
        </>
      )}
      <Section title={t('detail.history')}>
        <TenancyTimeline tenancy={tenancy} />
      </Section>
    </article>
  );
}

/** One tenancy, opened from the list or a notification (?tenancy=<id>). */
export function TenancyDetailView({ id, backTo }: { id: number; backTo: string }) {
  const { t } = useTranslation('tenancies');
  const { data, isPending, isError, refetch } = useTenancy(id);
  return (
    <div className="space-y-5">
      <Link
        to={{ search: backTo }}
        state={FOCUS_HEADING}
        className={buttonClasses('ghost', 'sm', '-ml-3')}
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('detail.back')}
      </Link>
      {isPending ? (
        <div role="status" aria-busy="true" aria-label={t('detail.loading')} className="space-y-3">
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-40 w-full rounded-xl" />
        </div>
      ) : isError ? (
        <LoadFailed text={t('detail.loadFailed')} onRetry={() => void refetch()} />
      ) : (
        <TenancyBody tenancy={data} />
      )}
    </div>
  );
}
