import {
  AGREEMENT_TENANCY_STATUSES,
  type AgreementList,
  type TenancyDetail,
} from '@roomsetu/shared';
import { FileText } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/lib/auth';
import { useAgreement } from '../api/get-agreement';
import { AgreementDraft } from './agreement-draft';
import { AgreementStampDuty } from './agreement-stamp';
import { AgreementVersionCard } from './agreement-version';
import { LoadFailed } from './load-failed';
import { Section } from './section';

/** The owner drafts while the tenancy is offered or running. */
const canDraft = ({ role, status }: Pick<TenancyDetail, 'role' | 'status'>) =>
  role === 'OWNER' && (AGREEMENT_TENANCY_STATUSES as readonly string[]).includes(status);

function AgreementBody({
  tenancy,
  list,
  onDone,
}: {
  tenancy: TenancyDetail;
  list: AgreementList;
  onDone: () => void;
}) {
  const { t } = useTranslation('tenancies');
  const selfId = useAuth().user?.id;
  const versions = [...list.items].sort((a, b) => b.version - a.version);
  const newest = versions[0];
  const drafting = canDraft(tenancy);
  return (
    <>
      {newest ? (
        <ul className="space-y-3">
          {versions.map((version, index) => (
            <AgreementVersionCard
              key={version.version}
              tenancy={tenancy}
              version={version}
              replacedBy={versions[index - 1]?.version ?? null}
              selfId={selfId}
              onAccepted={onDone}
            />
          ))}
        </ul>
      ) : (
        <div className="rounded-2xl border border-dashed border-slate-300 px-4 py-6 text-center">
          <FileText aria-hidden="true" className="mx-auto size-8 text-slate-400" />
          <p className="mt-2 text-sm font-semibold text-slate-900">
            {drafting
              ? t('agreement.emptyOwner')
              : tenancy.role === 'OWNER'
                ? t('agreement.emptyClosed')
                : t('agreement.emptyTenant')}
          </p>
        </div>
      )}
      {drafting && (
        <AgreementDraft
          tenancy={tenancy}
          nextVersion={(newest?.version ?? 0) + 1}
          onDone={onDone}
        />
      )}
      <AgreementStampDuty tenancy={tenancy} stampDuty={list.stampDuty} newest={newest} />
    </>
  );
}

/**
 * The tenancy's agreement: its versions (the newest accepted with a code), the owner's drafting
 * with its guardrails, and the state's stamp duty.
 */
export function AgreementSection({ tenancy }: { tenancy: TenancyDetail }) {
  const { t } = useTranslation('tenancies');
  const heading = useRef<HTMLHeadingElement>(null);
  const { data, isPending, isError, refetch } = useAgreement(tenancy.id);
  return (
    <Section title={t('agreement.title')} headingRef={heading}>
      <p className="text-sm text-slate-600">{t('agreement.intro')}</p>
      {isPending ? (
        <div
          role="status"
          aria-busy="true"
          aria-label={t('agreement.loading')}
          className="space-y-2"
        >
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-32 w-full rounded-xl" />
        </div>
      ) : isError ? (
        <LoadFailed text={t('agreement.loadFailed')} onRetry={() => void refetch()} />
      ) : (
        <AgreementBody tenancy={tenancy} list={data} onDone={() => heading.current?.focus()} />
      )}
    </Section>
  );
}
