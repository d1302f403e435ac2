/**
 * A tenancy: an owner lets a listing to one to six tenants on agreed terms. Its states, the one
 * table of moves the API enforces and the web offers as buttons (as visits have), and the limits
 * its terms keep to.
 */
export const TENANCY_STATUSES = [
  'DRAFT',
  'INVITED',
  'ACTIVE',
  'NOTICE',
  'ENDED',
  'CANCELLED',
] as const;
export type TenancyStatus = (typeof TENANCY_STATUSES)[number];

export const TENANCY_ROLES = ['OWNER', 'TENANT'] as const;
export type TenancyRole = (typeof TENANCY_ROLES)[number];

/** Each tenant's answer to the invitation. */
export const TENANCY_ANSWERS = ['INVITED', 'ACCEPTED', 'DECLINED'] as const;
export type TenancyAnswer = (typeof TENANCY_ANSWERS)[number];

export const TENANCY_ACTIONS = ['invite', 'accept', 'decline', 'cancel', 'notice', 'end'] as const;
export type TenancyAction = (typeof TENANCY_ACTIONS)[number];

/**
 * Every move: from which states, to which, and who makes it. A tenancy is created INVITED (its
 * tenants are asked at once); DRAFT is where an owner's unsent one would wait. `accept` keeps it
 * INVITED until the last tenant has accepted; one tenant declining calls the whole offer off.
 */
export const TENANCY_MOVES: Readonly<
  Record<
    TenancyAction,
    {
      from: readonly TenancyStatus[];
      to: readonly TenancyStatus[];
      by: 'OWNER' | 'TENANT' | 'EITHER';
    }
  >
> = {
  invite: { from: ['DRAFT'], to: ['INVITED'], by: 'OWNER' },
  accept: { from: ['INVITED'], to: ['INVITED', 'ACTIVE'], by: 'TENANT' },
  decline: { from: ['INVITED'], to: ['CANCELLED'], by: 'TENANT' },
  cancel: { from: ['DRAFT', 'INVITED'], to: ['CANCELLED'], by: 'OWNER' },
  notice: { from: ['ACTIVE'], to: ['NOTICE'], by: 'EITHER' },
  end: { from: ['NOTICE'], to: ['ENDED'], by: 'OWNER' },
};

/** The state table the moves above add up to: which state may follow which. */
export const TENANCY_TRANSITIONS: Readonly<Record<TenancyStatus, readonly TenancyStatus[]>> = {
  DRAFT: ['INVITED', 'CANCELLED'],
  INVITED: ['INVITED', 'ACTIVE', 'CANCELLED'],
  ACTIVE: ['NOTICE'],
  NOTICE: ['ENDED'],
  ENDED: [],
  CANCELLED: [],
};

export function canMoveTenancy(from: TenancyStatus, to: TenancyStatus): boolean {
  return TENANCY_TRANSITIONS[from].includes(to);
}

/** Whether `action` may be taken on a tenancy in state `from` (the party is checked apart). */
export function canTakeTenancyAction(action: TenancyAction, from: TenancyStatus): boolean {
  return TENANCY_MOVES[action].from.includes(from);
}

/** Whether this party may take `action`. */
export function mayTakeTenancyAction(action: TenancyAction, party: TenancyRole): boolean {
  const { by } = TENANCY_MOVES[action];
  return by === 'EITHER' || by === party;
}

/** What every change of a tenancy is, in its append-only log. */
export const TENANCY_EVENTS = [
  'CREATED',
  'INVITED',
  'ACCEPTED',
  'DECLINED',
  'ACTIVATED',
  'CANCELLED',
  'NOTICE_GIVEN',
  'ENDED',
  'DEPOSIT_RECEIVED',
  'DEPOSIT_CONFIRMED',
  'DEDUCTION_ADDED',
  'DEDUCTION_ACCEPTED',
  'DEDUCTION_DISPUTED',
  'REFUND_PAID',
  'REFUND_CONFIRMED',
  'REPORT_STARTED',
  'REPORT_SIGNED',
  'REPORT_SEALED',
  'AGREEMENT_DRAFTED',
  'AGREEMENT_ACCEPTED',
  'AGREEMENT_STAMPED',
] as const;
export type TenancyEvent = (typeof TENANCY_EVENTS)[number];

/** What the rent includes, as the agreement lists it. */
export const TENANCY_INCLUDES = [
  'ELECTRICITY',
  'WATER',
  'MAINTENANCE',
  'INTERNET',
  'GAS',
  'PARKING',
  'FURNITURE',
  'HOUSEKEEPING',
] as const;
export type TenancyInclude = (typeof TENANCY_INCLUDES)[number];

export const MAX_TENANTS = 6;
/** Rent and deposit above one crore rupees are a typing slip, not a flat. */
export const MAX_TENANCY_AMOUNT = 1_00_00_000;
/** Eleven months: the usual leave-and-licence term, below the registration threshold in most states. */
export const DEFAULT_TERM_MONTHS = 11;
export const MAX_TERM_MONTHS = 60;
export const DEFAULT_NOTICE_DAYS = 30;
export const MAX_NOTICE_DAYS = 180;
export const DEFAULT_RENT_DUE_DAY = 5;
/** A tenancy may be recorded after it began, but not long after. */
export const TENANCY_START_PAST_DAYS = 30;
export const TENANCY_START_AHEAD_DAYS = 365;

/**
 * The deposit: marked received by the owner and confirmed by a tenant; at the end, deductions
 * itemised by the owner, each accepted or disputed by a tenant (a dispute keeps it open); then the
 * refund marked paid and confirmed.
 */
export const DEDUCTION_STATUSES = ['OPEN', 'ACCEPTED', 'DISPUTED'] as const;
export type DeductionStatus = (typeof DEDUCTION_STATUSES)[number];

/** A tenancy has a deposit to record, and condition reports, once it is active. */
export const DEPOSIT_TENANCY_STATUSES = [
  'ACTIVE',
  'NOTICE',
  'ENDED',
] as const satisfies TenancyStatus[];

/** Deductions are itemised once notice is given, until the refund is paid. */
export const DEDUCTION_TENANCY_STATUSES = ['NOTICE', 'ENDED'] as const satisfies TenancyStatus[];
export const MAX_DEDUCTIONS = 20;
export const MAX_DEDUCTION_REASON = 300;
/** The Model Tenancy Act: the deposit is refunded within one month of vacating. */
export const REFUND_DUE_MONTHS = 1;
/** Reminders of the refund: a week before it is due, on the day, and the day after if unpaid. */
export const REFUND_REMINDER_DAYS = [-7, 0, 1] as const;

/** The refund's due date: a month after the tenancy ended (`endedOn`, a date in India). */
export function refundDueOn(endedOn: string): string {
  const [y, m, d] = endedOn.split('-').map(Number) as [number, number, number];
  const month = m - 1 + REFUND_DUE_MONTHS;
  const year = y + Math.floor(month / 12);
  const monthIndex = month % 12;
  // 31 Jan → 28/29 Feb: the last day of a shorter month.
  const last = new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
  const day = Math.min(d, last);
  return `${year}-${String(monthIndex + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The condition report: the flat as it was at move-in and at move-out, item by item. */
export const REPORT_KINDS = ['MOVE_IN', 'MOVE_OUT'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const ITEM_CONDITIONS = ['GOOD', 'FAIR', 'DAMAGED', 'MISSING'] as const;
export type ItemCondition = (typeof ITEM_CONDITIONS)[number];

/** When each kind of report may be started. */
export const REPORT_TENANCY_STATUSES: Readonly<Record<ReportKind, readonly TenancyStatus[]>> = {
  MOVE_IN: ['ACTIVE', 'NOTICE'],
  MOVE_OUT: ['NOTICE', 'ENDED'],
};

export const MAX_REPORT_ITEMS = 200;
export const MAX_ITEM_PHOTOS = 6;
export const MAX_REPORT_NAME = 60;
export const MAX_REPORT_NOTE = 500;

/** The codes that sign a report: six digits, 15 minutes, five tries. */
export const SIGN_CODE_LENGTH = 6;
export const SIGN_CODE_TTL_MINUTES = 15;
export const SIGN_CODE_MAX_ATTEMPTS = 5;
