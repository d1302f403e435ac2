import type { TenancyDeposit } from '@roomsetu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { api } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { tenancyKeys } from './tenancy-keys';
import { failed } from './tenancy-moves';

interface OfTenancy {
  id: number;
}
interface OfDeduction extends OfTenancy {
  deductionId: number;
}

/**
 * A deduction as the owner writes it; `reportItemId` names the report item it is for, `invoice`
 * is a photo of the bill.
 */
export interface NewDeduction {
  amount: number;
  reason: string;
  reportItemId?: number;
  invoice?: File;
}

const ledger = (id: number) => `/tenancies/${id}/deposit`;

/** POST /api/tenancies/:id/deposit/received (the owner). */
export const markDepositReceived = ({ id }: OfTenancy) =>
  api.post<TenancyDeposit>(`${ledger(id)}/received`);

/** POST /api/tenancies/:id/deposit/confirm (a tenant). */
export const confirmDeposit = ({ id }: OfTenancy) =>
  api.post<TenancyDeposit>(`${ledger(id)}/confirm`);

/**
 * POST /api/tenancies/:id/deposit/deductions (the owner): JSON, or with an invoice multipart (the
 * texts, and the photo as `invoice`).
 */
export function addDeduction({ id, input }: OfTenancy & { input: NewDeduction }) {
  const { invoice, ...fields } = input;
  if (!invoice) return api.post<TenancyDeposit>(`${ledger(id)}/deductions`, fields);
  const body = new FormData();
  body.set('amount', String(fields.amount));
  body.set('reason', fields.reason);
  if (fields.reportItemId !== undefined) body.set('reportItemId', String(fields.reportItemId));
  body.set('invoice', invoice);
  return api.post<TenancyDeposit>(`${ledger(id)}/deductions`, body);
}

/** POST /api/tenancies/:id/deposit/deductions/:deductionId/accept (a tenant). */
export const acceptDeduction = ({ id, deductionId }: OfDeduction) =>
  api.post<TenancyDeposit>(`${ledger(id)}/deductions/${deductionId}/accept`);

/** POST /api/tenancies/:id/deposit/deductions/:deductionId/dispute (a tenant, with a note). */
export const disputeDeduction = ({ id, deductionId, note }: OfDeduction & { note: string }) =>
  api.post<TenancyDeposit>(`${ledger(id)}/deductions/${deductionId}/dispute`, { note });

/** POST /api/tenancies/:id/deposit/refund/paid (the owner, with the amount). */
export const markRefundPaid = ({ id, amount }: OfTenancy & { amount: number }) =>
  api.post<TenancyDeposit>(`${ledger(id)}/refund/paid`, { amount });

/** POST /api/tenancies/:id/deposit/refund/confirm (a tenant). */
export const confirmRefund = ({ id }: OfTenancy) =>
  api.post<TenancyDeposit>(`${ledger(id)}/refund/confirm`);

/** What the toast says once a step is done (`tenancies:deposit.toast.*`). */
type Done =
  | 'received'
  | 'confirmed'
  | 'deductionAdded'
  | 'accepted'
  | 'disputed'
  | 'refundPaid'
  | 'refundConfirmed';

/**
 * One deposit step: the answer is the whole ledger, shown at once; the tenancy's history gains a
 * line. A button's refusal is a toast in the server's words; a form shows its own.
 */
function useDepositStep<V extends OfTenancy>(
  run: (vars: V) => Promise<TenancyDeposit>,
  done: Done,
  { toastErrors }: { toastErrors: boolean },
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (deposit, { id }) => {
      client.setQueryData(tenancyKeys.deposit(id), deposit);
      void client.invalidateQueries({ queryKey: tenancyKeys.one(id) });
      toast.success(i18n.t(`tenancies:deposit.toast.${done}`));
    },
    onError: toastErrors ? failed(() => i18n.t('tenancies:deposit.toast.failed')) : undefined,
  });
}

const BUTTON = { toastErrors: true };
const FORM = { toastErrors: false };

export const useMarkDepositReceived = () => useDepositStep(markDepositReceived, 'received', BUTTON);
export const useConfirmDeposit = () => useDepositStep(confirmDeposit, 'confirmed', BUTTON);
export const useAddDeduction = () => useDepositStep(addDeduction, 'deductionAdded', FORM);
export const useAcceptDeduction = () => useDepositStep(acceptDeduction, 'accepted', BUTTON);
export const useDisputeDeduction = () => useDepositStep(disputeDeduction, 'disputed', FORM);
export const useMarkRefundPaid = () => useDepositStep(markRefundPaid, 'refundPaid', FORM);
export const useConfirmRefund = () => useDepositStep(confirmRefund, 'refundConfirmed', BUTTON);
