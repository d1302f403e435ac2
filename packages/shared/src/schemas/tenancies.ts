import { z } from 'zod';
import { isIsoDate } from '../dates';
import { errors } from '../i18n/catalogs/en.json';
import {
  DEFAULT_NOTICE_DAYS,
  DEFAULT_RENT_DUE_DAY,
  DEFAULT_TERM_MONTHS,
  ITEM_CONDITIONS,
  MAX_DEDUCTION_REASON,
  MAX_REPORT_NAME,
  MAX_REPORT_NOTE,
  REPORT_KINDS,
  SIGN_CODE_LENGTH,
  MAX_NOTICE_DAYS,
  MAX_TENANCY_AMOUNT,
  MAX_TENANTS,
  MAX_TERM_MONTHS,
  TENANCY_INCLUDES,
  TENANCY_ROLES,
} from '../tenancies';
import { idField, INT_MAX, optionalNumber, requiredNumber } from './fields';

/**
 * The bodies and queries of the tenancy routes. What depends on the clock (how far the start
 * date may lie in the past) is checked by the API with its clock.
 */

const amount = (message: string) =>
  z
    .number({ error: message })
    .int(message)
    .positive(message)
    .max(MAX_TENANCY_AMOUNT, errors.tenancyAmountTooLarge);

const whole = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

export const createTenancyInput = z
  .object({
    propertyId: idField(),
    tenantIds: z
      .array(idField(), { error: errors.tenancyTenantsCount })
      .min(1, errors.tenancyTenantsCount)
      .max(MAX_TENANTS, errors.tenancyTenantsCount)
      .refine((ids) => new Set(ids).size === ids.length, errors.tenancyTenantsRepeated),
    rentMonthly: amount(errors.tenancyRentInvalid),
    depositAmount: amount(errors.tenancyDepositInvalid),
    startDate: z.string({ error: errors.tenancyStartDateInvalid }).refine(isIsoDate, {
      message: errors.tenancyStartDateInvalid,
    }),
    termMonths: whole(1, MAX_TERM_MONTHS, errors.tenancyTermInvalid).default(DEFAULT_TERM_MONTHS),
    lockInMonths: whole(0, MAX_TERM_MONTHS, errors.tenancyLockInInvalid).default(0),
    noticeDays: whole(0, MAX_NOTICE_DAYS, errors.tenancyNoticeInvalid).default(DEFAULT_NOTICE_DAYS),
    rentDueDay: whole(1, 28, errors.tenancyRentDueDayInvalid).default(DEFAULT_RENT_DUE_DAY),
    includes: z
      .array(z.enum(TENANCY_INCLUDES, { error: errors.tenancyIncludesInvalid }), {
        error: errors.tenancyIncludesInvalid,
      })
      .max(TENANCY_INCLUDES.length, errors.tenancyIncludesInvalid)
      .default([])
      .transform((list) => [...new Set(list)]),
  })
  .strict()
  .refine((t) => t.lockInMonths <= t.termMonths, {
    path: ['lockInMonths'],
    message: errors.tenancyLockInInvalid,
  });
export type CreateTenancyInput = z.infer<typeof createTenancyInput>;

export const tenanciesQuery = z.object({ role: z.enum(TENANCY_ROLES).optional() });
export type TenanciesQuery = z.infer<typeof tenanciesQuery>;

/**
 * A deduction: JSON, or multipart with a photo of the invoice (`invoice`) beside these fields, so
 * the numbers may come as text. `reportItemId` names the item of the tenancy's reports it is for.
 */
export const deductionInput = z
  .object({
    amount: requiredNumber(errors.tenancyDeductionAmountInvalid, {
      min: 1,
      max: MAX_TENANCY_AMOUNT,
      integer: true,
      invalid: errors.tenancyDeductionAmountInvalid,
    }),
    reason: z
      .string({ error: errors.tenancyDeductionReasonInvalid })
      .trim()
      .min(3, errors.tenancyDeductionReasonInvalid)
      .max(MAX_DEDUCTION_REASON, errors.tenancyDeductionReasonInvalid),
    reportItemId: optionalNumber({
      min: 1,
      max: INT_MAX,
      integer: true,
      invalid: errors.tenancyDeductionItemInvalid,
    }),
  })
  .strict();
export type DeductionInput = z.infer<typeof deductionInput>;

/** A tenant's dispute of a deduction: what they say about it, shown to the owner. */
export const deductionDisputeInput = z
  .object({
    note: z
      .string({ error: errors.tenancyDeductionNoteInvalid })
      .trim()
      .min(3, errors.tenancyDeductionNoteInvalid)
      .max(MAX_DEDUCTION_REASON, errors.tenancyDeductionNoteInvalid),
  })
  .strict();
export type DeductionDisputeInput = z.infer<typeof deductionDisputeInput>;

export const refundPaidInput = z
  .object({
    amount: z
      .number({ error: errors.tenancyRefundAmountInvalid })
      .int(errors.tenancyRefundAmountInvalid)
      .min(0, errors.tenancyRefundAmountInvalid)
      .max(MAX_TENANCY_AMOUNT, errors.tenancyAmountTooLarge),
  })
  .strict();
export type RefundPaidInput = z.infer<typeof refundPaidInput>;

export const deductionParam = z.object({ id: idField(), deductionId: idField() });

export const createReportInput = z
  .object({ kind: z.enum(REPORT_KINDS, { error: errors.tenancyReportKindInvalid }) })
  .strict();
export type CreateReportInput = z.infer<typeof createReportInput>;

const name = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(MAX_REPORT_NAME, message);

/** The text fields of an item (multipart: its photos come as files beside them). */
export const reportItemInput = z
  .object({
    room: name(errors.tenancyReportRoomInvalid),
    item: name(errors.tenancyReportItemInvalid),
    condition: z.enum(ITEM_CONDITIONS, { error: errors.tenancyReportConditionInvalid }),
    note: z
      .string()
      .trim()
      .max(MAX_REPORT_NOTE, errors.tenancyReportNoteInvalid)
      .optional()
      .transform((note) => note || null),
  })
  .strict();
export type ReportItemInput = z.infer<typeof reportItemInput>;

export const signCodeInput = z
  .object({
    code: z
      .string({ error: errors.tenancyCodeInvalid })
      .regex(new RegExp(`^\\d{${SIGN_CODE_LENGTH}}$`), errors.tenancyCodeInvalid),
  })
  .strict();
export type SignCodeInput = z.infer<typeof signCodeInput>;

export const reportParam = z.object({ reportId: idField() });
export const reportPhotoParam = z.object({ reportId: idField(), photoId: idField() });
