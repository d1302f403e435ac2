import type { TenancyDetail } from '@roomsetu/shared';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { useDeposit } from '../api/get-deposit';
import { useReports } from '../api/get-reports';
import { DepositLedger } from './deposit-ledger';
import { LoadFailed } from './load-failed';
import { Section } from './section';

/** The deposit: what was agreed, received and confirmed, the deductions and the refund. */
export function DepositSection({ tenancy }: { tenancy: TenancyDetail }) {
  const { t } = useTranslation('tenancies');
  const heading = useRef<HTMLHeadingElement>(null);
  const { data, isPending, isError, refetch } = useDeposit(tenancy.id);
  // The reports' items: what a deduction may be for (the Reports section reads the same list).
  const reports = useReports(tenancy.id);
  return (
    <Section title={t('deposit.title')} headingRef={heading}>
      {isPending ? (
        <div role="status" aria-busy="true" aria-label={t('deposit.loading')} className="space-y-2">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-24 w-full rounded-xl" />
        </div>
      ) : isError ? (
        <LoadFailed text={t('deposit.loadFailed')} onRetry={() => void refetch()} />
      ) : (
        <DepositLedger
          tenancy={tenancy}
          deposit={data}
          reports={reports.data?.items ?? []}
          onDone={() => heading.current?.focus()}
        />
      )}
    </Section>
  );
}
