import type { TenancyStatus } from './tenancies';

/**
 * The tenancy's agreement: drafted by the owner from the tenancy's terms, in English or Hindi, as
 * numbered versions. Each version is one PDF whose SHA-256 is what every party accepts with a
 * code. Clauses the law frowns on are flagged, with the reason, and may still be kept.
 */
export const AGREEMENT_LANGUAGES = ['en', 'hi'] as const;
export type AgreementLanguage = (typeof AGREEMENT_LANGUAGES)[number];

/** Whom the lock-in binds: both sides, or (flagged) only the tenant. */
export const LOCK_IN_BINDS = ['BOTH', 'TENANT_ONLY'] as const;
export type LockInBinds = (typeof LOCK_IN_BINDS)[number];

export const AGREEMENT_FLAGS = [
  'DEPOSIT_ABOVE_TWO_MONTHS',
  'ONE_SIDED_LOCK_IN',
  'FLAT_DEDUCTION',
  'UNEQUAL_NOTICE',
] as const;
export type AgreementFlagCode = (typeof AGREEMENT_FLAGS)[number];

/** An agreement is drafted, and accepted, while the tenancy is offered or running. */
export const AGREEMENT_TENANCY_STATUSES = [
  'INVITED',
  'ACTIVE',
] as const satisfies readonly TenancyStatus[];

/** The Model Tenancy Act, 2021: a residential deposit of at most two months' rent. */
export const DEPOSIT_CAP_MONTHS = 2;
export const MAX_AGREEMENT_VERSIONS = 20;
export const MAX_EXTRA_CLAUSES = 10;
export const MAX_CLAUSE_LENGTH = 500;
export const MAX_STAMP_CERTIFICATE = 40;

/** What the owner chooses while drafting, beyond the tenancy's terms. */
export interface AgreementClauses {
  lockInBinds: LockInBinds;
  /** The owner's notice period; the tenant's is the tenancy's `noticeDays`. */
  ownerNoticeDays: number;
  /** A fixed sum or share kept from the deposit whatever the flat's state ("one month's rent for painting"). */
  flatDeduction: string | null;
  extraClauses: string[];
}

/** The tenancy's terms a guardrail reads. */
export interface AgreementTerms {
  rentMonthly: number;
  depositAmount: number;
  lockInMonths: number;
  noticeDays: number;
}

/**
 * Deductions fixed in advance, whatever the flat's state at move-out: painting, cleaning and the
 * like as a month's rent, a number of days' rent, a share or a sum. Read in both languages.
 */
const FLAT_WORK = /(paint|white\s*wash|clean|polish|pest|पेंट|पुताई|रंग|सफ़ाई|सफाई)/iu;
const FLAT_SUM =
  /(month|days?'?\s*rent|rent|₹|rs\.?\s*\d|inr|\d+\s*%|percent|महीने|माह|किराय|प्रतिशत)/iu;
const DEDUCT_WORD = /(deduct|kept|retain|withh[oe]ld|forfeit|cut|काट|रख)/iu;

/** Whether a clause keeps a fixed amount from the deposit for work whatever it turns out to need. */
export function isFlatDeduction(clause: string): boolean {
  return FLAT_WORK.test(clause) && FLAT_SUM.test(clause) && DEDUCT_WORD.test(clause);
}

/** The guardrails this draft trips, in a fixed order. */
export function agreementFlags(
  terms: AgreementTerms,
  clauses: AgreementClauses,
): AgreementFlagCode[] {
  const flags: AgreementFlagCode[] = [];
  if (terms.depositAmount > DEPOSIT_CAP_MONTHS * terms.rentMonthly)
    flags.push('DEPOSIT_ABOVE_TWO_MONTHS');
  if (terms.lockInMonths > 0 && clauses.lockInBinds === 'TENANT_ONLY')
    flags.push('ONE_SIDED_LOCK_IN');
  if (clauses.flatDeduction?.trim() || clauses.extraClauses.some(isFlatDeduction))
    flags.push('FLAT_DEDUCTION');
  if (terms.noticeDays > clauses.ownerNoticeDays) flags.push('UNEQUAL_NOTICE');
  return flags;
}

/**
 * Where each state's e-stamp paper is bought. Stamp duty is set by state law and changes: the
 * agreement names the law and the place, never an amount.
 */
export interface StampDutyInfo {
  state: string;
  /** The state's e-stamping or e-payment site. */
  eStampUrl: string;
  /** Maharashtra registers every leave-and-licence agreement; online where it offers that. */
  eRegistrationUrl: string | null;
}

const SHCIL = 'https://www.shcilestamp.com/';

export const STAMP_DUTY: Readonly<Record<string, StampDutyInfo>> = {
  Delhi: { state: 'Delhi', eStampUrl: SHCIL, eRegistrationUrl: null },
  Maharashtra: {
    state: 'Maharashtra',
    eStampUrl: 'https://gras.mahakosh.gov.in/',
    eRegistrationUrl: 'https://igrmaharashtra.gov.in/',
  },
  Karnataka: { state: 'Karnataka', eStampUrl: SHCIL, eRegistrationUrl: null },
  Rajasthan: { state: 'Rajasthan', eStampUrl: 'https://egras.raj.nic.in/', eRegistrationUrl: null },
  Gujarat: { state: 'Gujarat', eStampUrl: SHCIL, eRegistrationUrl: null },
  Telangana: { state: 'Telangana', eStampUrl: SHCIL, eRegistrationUrl: null },
};

/** The stamp duty notes of a listing's state (the national e-stamp site for any other). */
export function stampDutyOf(state: string): StampDutyInfo {
  return STAMP_DUTY[state] ?? { state, eStampUrl: SHCIL, eRegistrationUrl: null };
}
