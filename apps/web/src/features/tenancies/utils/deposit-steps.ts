import {
  DEDUCTION_TENANCY_STATUSES,
  DEPOSIT_TENANCY_STATUSES,
  DAY_MS,
  MAX_DEDUCTIONS,
  type TenancyDeduction,
  type TenancyDeposit,
  type TenancyStatus,
  type TenancySummary,
} from '@roomsetu/shared';

/** A tenancy has a deposit and condition reports once it is active. */
export const LEDGER_STATUSES: readonly TenancyStatus[] = DEPOSIT_TENANCY_STATUSES;

const among = (status: TenancyStatus, list: readonly TenancyStatus[]) => list.includes(status);

/**
 * The deposit steps this party may take now, as the API allows them: the owner records, a tenant
 * confirms or answers (an admin, with no side, takes none).
 */
export function depositStepsFor(
  { role, status }: Pick<TenancySummary, 'role' | 'status'>,
  deposit: TenancyDeposit,
) {
  const owner = role === 'OWNER';
  const tenant = role === 'TENANT';
  const { receivedAt, confirmedAt, refund, deductions } = deposit;
  const open = !refund.paidAt;
  return {
    markReceived: owner && among(status, LEDGER_STATUSES) && !receivedAt,
    confirmReceived: tenant && Boolean(receivedAt) && !confirmedAt,
    addDeduction:
      owner &&
      among(status, DEDUCTION_TENANCY_STATUSES) &&
      Boolean(receivedAt) &&
      open &&
      deductions.length < MAX_DEDUCTIONS,
    answer: (deduction: TenancyDeduction) => tenant && open && deduction.status === 'OPEN',
    markRefundPaid: owner && status === 'ENDED' && Boolean(receivedAt) && open,
    confirmRefund: tenant && Boolean(refund.paidAt) && !refund.confirmedAt,
  };
}

/** Whole days from `today` to `day` (both 'YYYY-MM-DD'): negative once `day` has passed. */
export const daysUntil = (day: string, today: string) =>
  Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
