import {
  DEDUCTION_TENANCY_STATUSES,
  formatRupees,
  type TenancyDeposit,
  type TenancyReport,
  type TenancySummary,
} from '@roomsetu/shared';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { currentLanguage } from '@/lib/i18n';
import { useConfirmDeposit, useMarkDepositReceived } from '../api/deposit-steps';
import { depositStepsFor } from '../utils/deposit-steps';
import { momentDay } from '../utils/tenancy-text';
import { DeductionList } from './deduction-list';
import { Facts } from './facts';
import { RefundBlock } from './refund-block';

/**
 * The ledger as both sides see it, with the steps open to this party: the owner marks the deposit
 * received, a tenant confirms it; once notice is given the deductions, once it has ended the refund.
 */
export function DepositLedger({
  tenancy,
  deposit,
  reports,
  onDone,
}: {
  tenancy: TenancySummary;
  deposit: TenancyDeposit;
  reports: readonly TenancyReport[];
  onDone: () => void;
}) {
  const { t } = useTranslation('tenancies');
  const lang = currentLanguage();
  const steps = depositStepsFor(tenancy, deposit);
  const received = useMarkDepositReceived();
  const confirm = useConfirmDeposit();
  const busy = received.isPending || confirm.isPending;
  const winding = (DEDUCTION_TENANCY_STATUSES as readonly string[]).includes(tenancy.status);
  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-600">{t('deposit.intro')}</p>
      <Facts
        rows={[
          [t('deposit.agreed'), formatRupees(deposit.amount)],
          [
            t('deposit.received'),
            deposit.receivedAt
              ? t('deposit.receivedOn', { date: momentDay(deposit.receivedAt, lang) })
              : t('deposit.notReceived'),
          ],
          [
            t('deposit.confirmed'),
            deposit.confirmedAt
              ? t('deposit.confirmedOn', { date: momentDay(deposit.confirmedAt, lang) })
              : t('deposit.notConfirmed'),
          ],
        ]}
      />
      {(steps.markReceived || steps.confirmReceived) && (
        <div className="flex flex-wrap gap-2">
          {steps.markReceived && (
            <button
              type="button"
              disabled={busy}
              onClick={() => received.mutate({ id: tenancy.id }, { onSuccess: onDone })}
              className={buttonClasses('primary', 'sm')}
            >
              {t('deposit.markReceived')}
            </button>
          )}
          {steps.confirmReceived && (
            <button
              type="button"
              disabled={busy}
              onClick={() => confirm.mutate({ id: tenancy.id }, { onSuccess: onDone })}
              className={buttonClasses('primary', 'sm')}
            >
              {t('deposit.confirmReceived')}
            </button>
          )}
        </div>
      )}
      {(winding || deposit.deductions.length > 0) && (
        <DeductionList tenancyId={tenancy.id} deposit={deposit} reports={reports} steps={steps} />
      )}
      {(winding || deposit.refund.paidAt) && (
        <RefundBlock tenancyId={tenancy.id} deposit={deposit} steps={steps} />
      )}
    </div>
  );
}
