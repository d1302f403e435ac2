import { formatRupees, MAX_TENANCY_AMOUNT, type TenancyDeposit } from '@roomsetu/shared';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { FormAlert, TextField } from '@/components/ui/form-fields';
import { currentLanguage } from '@/lib/i18n';
import { useTodayInIndia } from '@/lib/today';
import { useConfirmRefund, useMarkRefundPaid } from '../api/deposit-steps';
import { daysUntil, type depositStepsFor } from '../utils/deposit-steps';
import { formFailure } from '../utils/form-failure';
import { focusOnMount, rupees } from '../utils/form-input';
import { useFormOpener } from '../utils/form-opener';
import { dayText, momentDay } from '../utils/tenancy-text';
import { FormButtons } from './deduction-forms';
import { SubSection } from './section';

type Steps = ReturnType<typeof depositStepsFor>;

/** "due in 12 days", "due today", "overdue by 3 days". */
function Countdown({ dueOn }: { dueOn: string }) {
  const { t } = useTranslation('tenancies');
  const left = daysUntil(dueOn, useTodayInIndia());
  if (left < 0) {
    return (
      <span className="font-semibold text-red-700">{t('deposit.overdue', { count: -left })}</span>
    );
  }
  return <span>{left === 0 ? t('deposit.dueToday') : t('deposit.dueIn', { count: left })}</span>;
}

/** The owner's record of the refund paid: the amount, the deposit less deductions by default. */
function RefundPaidForm({
  paid,
  tenancyId,
  suggested,
  onCancel,
  onDone,
}: {
  paid: ReturnType<typeof useMarkRefundPaid>;
  tenancyId: number;
  suggested: number;
  onCancel: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('tenancies');
  const [amount, setAmount] = useState(String(suggested));
  const [invalid, setInvalid] = useState(false);
  const failure = paid.error
    ? formFailure(paid.error, ['amount'] as const, t('deposit.toast.failed'))
    : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = rupees(amount);
    const fits = value >= 0 && value <= MAX_TENANCY_AMOUNT;
    setInvalid(!fits);
    if (fits) paid.mutate({ id: tenancyId, amount: value }, { onSuccess: onDone });
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('deposit.markRefundPaid')}
      className="space-y-3 rounded-xl bg-slate-50 p-4"
    >
      <TextField
        ref={focusOnMount}
        label={t('deposit.refundAmount')}
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_TENANCY_AMOUNT}
        step={1}
        hint={t('deposit.refundAmountHint', { amount: formatRupees(suggested) })}
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={invalid ? t('deposit.refundInvalid') : failure?.fields.amount}
      />
      <FormAlert message={failure?.message ?? null} />
      <FormButtons busy={paid.isPending} label={t('deposit.refundSubmit')} onCancel={onCancel} />
    </form>
  );
}

/** When the refund is due and how long is left, whether it was paid, and whether confirmed. */
export function RefundBlock({
  tenancyId,
  deposit,
  steps,
}: {
  tenancyId: number;
  deposit: TenancyDeposit;
  steps: Steps;
}) {
  const { t } = useTranslation('tenancies');
  const lang = currentLanguage();
  const heading = useRef<HTMLHeadingElement>(null);
  const marking = useFormOpener();
  const confirm = useConfirmRefund();
  // Here, not in the form: once paid the form leaves, and the focus moves after.
  const paid = useMarkRefundPaid();
  const { refund } = deposit;
  const focusHeading = () => heading.current?.focus();
  return (
    <SubSection title={t('deposit.refund')} headingRef={heading}>
      <div className="space-y-1 text-sm text-slate-800">
        {refund.dueOn ? (
          <p>
            {t('deposit.refundDue', { date: dayText(refund.dueOn, lang) })}
            {!refund.paidAt && (
              <>
                {' · '}
                <Countdown dueOn={refund.dueOn} />
              </>
            )}
          </p>
        ) : (
          <p className="text-slate-600">{t('deposit.refundNotDue')}</p>
        )}
        {refund.paidAt ? (
          <p>
            {t('deposit.refundPaid', {
              amount: formatRupees(refund.amount ?? 0),
              date: momentDay(refund.paidAt, lang),
            })}
          </p>
        ) : (
          refund.dueOn && <p>{t('deposit.refundNotPaid')}</p>
        )}
        {refund.paidAt && (
          <p>
            {refund.confirmedAt
              ? t('deposit.refundConfirmedOn', { date: momentDay(refund.confirmedAt, lang) })
              : t('deposit.refundNotConfirmed')}
          </p>
        )}
      </div>
      {steps.markRefundPaid &&
        (marking.open ? (
          <RefundPaidForm
            paid={paid}
            tenancyId={tenancyId}
            suggested={Math.max(0, deposit.amount - deposit.deductedTotal)}
            onCancel={() => {
              paid.reset();
              marking.cancel();
            }}
            onDone={() => {
              marking.close();
              focusHeading();
            }}
          />
        ) : (
          <button
            ref={marking.button}
            type="button"
            onClick={marking.show}
            className={buttonClasses('primary', 'sm')}
          >
            {t('deposit.markRefundPaid')}
          </button>
        ))}
      {steps.confirmRefund && (
        <button
          type="button"
          disabled={confirm.isPending}
          onClick={() => confirm.mutate({ id: tenancyId }, { onSuccess: focusHeading })}
          className={buttonClasses('primary', 'sm')}
        >
          {t('deposit.confirmRefund')}
        </button>
      )}
    </SubSection>
  );
}
