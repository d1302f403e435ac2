import { MAX_DEDUCTION_REASON, MAX_TENANCY_AMOUNT } from '@roomsetu/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import {
  FormAlert,
  SelectField,
  TextAreaField,
  TextField,
  type SelectOption,
} from '@/components/ui/form-fields';
import type { NewDeduction, useAddDeduction, useDisputeDeduction } from '../api/deposit-steps';
import { formFailure } from '../utils/form-failure';
import { focusOnMount, rupees } from '../utils/form-input';
import { InvoicePicker } from './invoice-picker';

const reasonFits = (text: string) =>
  text.trim().length >= 3 && text.trim().length <= MAX_DEDUCTION_REASON;

export function FormButtons({
  busy,
  label,
  onCancel,
}: {
  busy: boolean;
  label: string;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['tenancies', 'common']);
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <button type="button" onClick={onCancel} className={buttonClasses('secondary', 'sm')}>
        {t('common:actions.cancel')}
      </button>
      <button type="submit" disabled={busy} className={buttonClasses('primary', 'sm')}>
        {busy ? t('deposit.saving') : label}
      </button>
    </div>
  );
}

/** The owner's deduction: an amount, what it is for, and a photo of its invoice if there is one. */
export function AddDeductionForm({
  add,
  tenancyId,
  items,
  onCancel,
  onDone,
}: {
  add: ReturnType<typeof useAddDeduction>;
  tenancyId: number;
  /** The tenancy's report items it may be for; the choice is left out when there are none. */
  items: readonly SelectOption[];
  onCancel: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('tenancies');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [itemId, setItemId] = useState('');
  const [invoice, setInvoice] = useState<File | null>(null);
  const [checked, setChecked] = useState<{ amount?: string; reason?: string }>({});
  const failure = add.error
    ? formFailure(
        add.error,
        ['amount', 'reason', 'reportItemId'] as const,
        t('deposit.toast.failed'),
      )
    : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = rupees(amount);
    const next = {
      amount: value > 0 && value <= MAX_TENANCY_AMOUNT ? undefined : t('deposit.amountInvalid'),
      reason: reasonFits(reason)
        ? undefined
        : t('deposit.reasonInvalid', { max: MAX_DEDUCTION_REASON }),
    };
    setChecked(next);
    if (next.amount || next.reason) return;
    const input: NewDeduction = { amount: value, reason: reason.trim() };
    if (itemId) input.reportItemId = Number(itemId);
    if (invoice) input.invoice = invoice;
    add.mutate({ id: tenancyId, input }, { onSuccess: onDone });
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('deposit.addDeduction')}
      className="space-y-3 rounded-xl bg-slate-50 p-4"
    >
      <TextField
        label={t('deposit.amount')}
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_TENANCY_AMOUNT}
        step={1}
        ref={focusOnMount}
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={checked.amount ?? failure?.fields.amount}
      />
      <TextAreaField
        label={t('deposit.reason')}
        rows={2}
        maxLength={MAX_DEDUCTION_REASON}
        hint={t('deposit.reasonHint', { max: MAX_DEDUCTION_REASON })}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={checked.reason ?? failure?.fields.reason}
      />
      {items.length > 0 && (
        <SelectField
          label={t('deposit.reportItem')}
          optional
          hint={t('deposit.reportItemHint')}
          placeholder={t('deposit.noReportItem')}
          options={items}
          value={itemId}
          onChange={(event) => setItemId(event.target.value)}
          error={failure?.fields.reportItemId}
        />
      )}
      <InvoicePicker file={invoice} onChange={setInvoice} />
      <FormAlert message={failure?.message ?? null} />
      <FormButtons busy={add.isPending} label={t('deposit.addSubmit')} onCancel={onCancel} />
    </form>
  );
}

/** A tenant's dispute of a deduction: it asks why, and the owner reads the answer. */
export function DisputeForm({
  dispute,
  tenancyId,
  deductionId,
  onCancel,
  onDone,
}: {
  dispute: ReturnType<typeof useDisputeDeduction>;
  tenancyId: number;
  deductionId: number;
  onCancel: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('tenancies');
  const [note, setNote] = useState('');
  const [invalid, setInvalid] = useState(false);
  const failure = dispute.error
    ? formFailure(dispute.error, ['note'] as const, t('deposit.toast.failed'))
    : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fits = reasonFits(note);
    setInvalid(!fits);
    if (!fits) return;
    dispute.mutate({ id: tenancyId, deductionId, note: note.trim() }, { onSuccess: onDone });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-3 rounded-xl bg-slate-50 p-3">
      <TextAreaField
        label={t('deposit.disputeNoteLabel')}
        rows={3}
        maxLength={MAX_DEDUCTION_REASON}
        ref={focusOnMount}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={
          invalid ? t('deposit.noteInvalid', { max: MAX_DEDUCTION_REASON }) : failure?.fields.note
        }
      />
      <FormAlert message={failure?.message ?? null} />
      <FormButtons
        busy={dispute.isPending}
        label={t('deposit.disputeSubmit')}
        onCancel={onCancel}
      />
    </form>
  );
}
