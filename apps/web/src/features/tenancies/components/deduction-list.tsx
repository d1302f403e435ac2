import {
  formatRupees,
  type DeductionStatus,
  type TenancyDeduction,
  type TenancyDeposit,
  type TenancyReport,
} from '@roomsetu/shared';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { useAcceptDeduction, useAddDeduction, useDisputeDeduction } from '../api/deposit-steps';
import type { depositStepsFor } from '../utils/deposit-steps';
import { useFormOpener } from '../utils/form-opener';
import { itemsOf } from '../utils/report-items';
import { useReportName } from '../utils/report-name';
import { AddButton } from './add-button';
import { AddDeductionForm, DisputeForm } from './deduction-forms';
import { DeductionInvoice } from './deduction-invoice';
import { SubSection } from './section';

type Steps = ReturnType<typeof depositStepsFor>;

const TONES: Record<DeductionStatus, string> = {
  OPEN: 'bg-amber-50 text-amber-800 ring-1 ring-amber-200',
  ACCEPTED: 'bg-green-50 text-green-800 ring-1 ring-green-200',
  DISPUTED: 'bg-red-50 text-red-800 ring-1 ring-red-200',
};

function DeductionRow({
  tenancyId,
  deduction,
  forItem,
  canAnswer,
  onDone,
}: {
  tenancyId: number;
  deduction: TenancyDeduction;
  /** The report item it is for, in words; null when none is named. */
  forItem: string | null;
  canAnswer: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation('tenancies');
  const accept = useAcceptDeduction();
  // Here, not in the form: the form leaves once the dispute is in, and the focus moves after.
  const dispute = useDisputeDeduction();
  const disputing = useFormOpener();
  const amount = formatRupees(deduction.amount);
  return (
    <li className="space-y-2 rounded-xl border border-slate-200 bg-white p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="font-semibold text-slate-900">{amount}</p>
        <span
          className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[deduction.status]}`}
        >
          {t(`deposit.deductionStatus.${deduction.status}`)}
        </span>
      </div>
      <p className="text-sm break-words text-slate-800">{deduction.reason}</p>
      {forItem && <p className="text-sm break-words text-slate-600">{forItem}</p>}
      {deduction.invoice && (
        <DeductionInvoice
          tenancyId={tenancyId}
          deductionId={deduction.id}
          reason={deduction.reason}
          sha256={deduction.invoice.sha256}
        />
      )}
      {deduction.note && (
        <p className="rounded-lg bg-slate-50 p-2 text-sm break-words text-slate-700">
          {t('deposit.disputeNote', { note: deduction.note })}
        </p>
      )}
      {canAnswer && !disputing.open && (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            disabled={accept.isPending}
            aria-label={t('deposit.acceptDeduction', { amount })}
            onClick={() =>
              accept.mutate({ id: tenancyId, deductionId: deduction.id }, { onSuccess: onDone })
            }
            className={buttonClasses('primary', 'sm')}
          >
            {t('deposit.accept')}
          </button>
          <button
            ref={disputing.button}
            type="button"
            aria-label={t('deposit.disputeDeduction', { amount })}
            onClick={disputing.show}
            className={buttonClasses('secondary', 'sm')}
          >
            {t('deposit.dispute')}
          </button>
        </div>
      )}
      {canAnswer && disputing.open && (
        <DisputeForm
          dispute={dispute}
          tenancyId={tenancyId}
          deductionId={deduction.id}
          onCancel={() => {
            dispute.reset();
            disputing.cancel();
          }}
          onDone={onDone}
        />
      )}
    </li>
  );
}

/** Each deduction with its answer; a tenant answers the open ones, the owner adds more. */
export function DeductionList({
  tenancyId,
  deposit,
  reports,
  steps,
}: {
  tenancyId: number;
  deposit: TenancyDeposit;
  reports: readonly TenancyReport[];
  steps: Steps;
}) {
  const { t } = useTranslation('tenancies');
  const reportName = useReportName();
  const items = itemsOf(reports);
  const forItem = (id: number | null) => {
    const found = items.find(({ item }) => item.id === id)?.item;
    return found ? t('deposit.forItem', { room: found.room, item: found.item }) : null;
  };
  const heading = useRef<HTMLHeadingElement>(null);
  const adding = useFormOpener();
  // Here, not in the form: the form may leave with the answer (the last deduction allowed).
  const add = useAddDeduction();
  const focusHeading = () => heading.current?.focus();
  const { deductions } = deposit;
  return (
    <SubSection title={t('deposit.deductions')} headingRef={heading}>
      {deductions.length === 0 ? (
        <p className="text-sm text-slate-600">{t('deposit.noDeductions')}</p>
      ) : (
        <>
          <ul className="space-y-2">
            {deductions.map((deduction) => (
              <DeductionRow
                key={deduction.id}
                tenancyId={tenancyId}
                deduction={deduction}
                forItem={forItem(deduction.reportItemId)}
                canAnswer={steps.answer(deduction)}
                onDone={focusHeading}
              />
            ))}
          </ul>
          <p className="text-sm font-medium text-slate-800">
            {t('deposit.deductedTotal', { amount: formatRupees(deposit.deductedTotal) })}
          </p>
        </>
      )}
      {steps.addDeduction &&
        (adding.open ? (
          <AddDeductionForm
            add={add}
            tenancyId={tenancyId}
            items={items.map(({ report, item }) => ({
              value: item.id,
              label: t('deposit.itemOption', {
                room: item.room,
                item: item.item,
                report: reportName(report.kind),
              }),
            }))}
            onCancel={() => {
              add.reset();
              adding.cancel();
            }}
            onDone={() => {
              adding.close();
              focusHeading();
            }}
          />
        ) : (
          <AddButton ref={adding.button} onClick={adding.show}>
            {t('deposit.addDeduction')}
          </AddButton>
        ))}
    </SubSection>
  );
}
