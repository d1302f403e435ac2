import type { TenancyRole } from '@roomsetu/shared';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RadioGroupField } from '@/components/ui/form-fields';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/lib/auth';
import { useTenancies } from '../api/get-tenancies';
import { FOCUS_HEADING, useHeadingFocus } from '../utils/heading-focus';
import { OPEN_TENANCY_PARAM } from '../utils/shared-tenancy';
import { LoadFailed } from './load-failed';
import { NewTenancyButton } from './new-tenancy-button';
import { TenancyDetailView } from './tenancy-detail';
import { TenancyRow } from './tenancy-row';

const FILTERS = ['ALL', 'OWNER', 'TENANT'] as const;
type Filter = (typeof FILTERS)[number];
const isFilter = (value: string): value is Filter => (FILTERS as readonly string[]).includes(value);

function openId(value: string | null): number | null {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : null;
}

function TenancyList({
  filter,
  linkTo,
}: {
  filter: Filter;
  linkTo: (id: number | null) => string;
}) {
  const { t } = useTranslation('tenancies');
  const selfId = useAuth().user?.id;
  const role: TenancyRole | undefined = filter === 'ALL' ? undefined : filter;
  const { data, isPending, isError, refetch } = useTenancies(role);
  if (isPending) {
    return (
      <div role="status" aria-busy="true" aria-label={t('tab.loading')} className="space-y-3">
        <Skeleton className="h-32 w-full rounded-xl" />
        <Skeleton className="h-32 w-full rounded-xl" />
      </div>
    );
  }
  if (isError) return <LoadFailed text={t('tab.loadFailed')} onRetry={() => void refetch()} />;
  if (data.items.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 px-6 py-10 text-center">
        <KeyRound aria-hidden="true" className="mx-auto size-10 text-slate-400" />
        <p className="mt-3 font-semibold text-slate-900">{t('tab.empty')}</p>
        <p className="mx-auto mt-1 max-w-prose text-sm text-slate-600">{t('tab.emptyHint')}</p>
      </div>
    );
  }
  return (
    <ul className="space-y-3">
      {data.items.map((tenancy) => (
        <TenancyRow
          key={tenancy.id}
          tenancy={tenancy}
          search={linkTo(tenancy.id)}
          selfId={selfId}
        />
      ))}
    </ul>
  );
}

/**
 * /profile?tab=tenancies: the tenancies the user is a party to, as owner or tenant, and one of
 * them opened (&tenancy=<id>) with its terms, its history and the moves open to the user.
 */
export function TenanciesTab() {
  const { t } = useTranslation('tenancies');
  const [params, setParams] = useSearchParams();
  const [filter, setFilter] = useState<Filter>('ALL');
  const open = openId(params.get(OPEN_TENANCY_PARAM));
  const headingRef = useHeadingFocus();
  const linkTo = (id: number | null) => {
    const next = new URLSearchParams(params);
    if (id === null) next.delete(OPEN_TENANCY_PARAM);
    else next.set(OPEN_TENANCY_PARAM, String(id));
    return `?${next}`;
  };

  if (open !== null) return <TenancyDetailView key={open} id={open} backTo={linkTo(null)} />;

  return (
    <section aria-labelledby="tenancies-title" className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id="tenancies-title"
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-semibold text-slate-900 outline-offset-4"
        >
          {t('tab.title')}
        </h2>
        <NewTenancyButton
          onCreated={(id) => setParams(new URLSearchParams(linkTo(id)), { state: FOCUS_HEADING })}
        />
      </div>
      <p className="text-sm text-slate-600">{t('tab.intro')}</p>
      <RadioGroupField
        legend={t('tab.filterLegend')}
        name="tenancy-role"
        options={FILTERS.map((value) => ({ value, label: t(`tab.filter.${value}`) }))}
        value={filter}
        onChange={(event) => {
          if (isFilter(event.target.value)) setFilter(event.target.value);
        }}
      />
      <TenancyList filter={filter} linkTo={linkTo} />
    </section>
  );
}
