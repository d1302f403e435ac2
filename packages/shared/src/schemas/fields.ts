import { z } from 'zod';
import { type City, normalizeCity } from '../cities';
import { VALIDATION } from '../messages';
import { isAvailableFromAllowed, isIsoDate } from '../dates';
import { firstFailing } from './util';

/**
 * Field builders shared by the schemas. Form inputs and multipart bodies carry strings, JSON
 * bodies carry numbers and booleans: every builder accepts both and outputs the typed value.
 */

export const EMAIL_PATTERN = z.regexes.email;
export const PHONE_PATTERN = /^\d{10}$/;
export const PINCODE_PATTERN = /^\d{6}$/;
export const VERIFICATION_CODE_PATTERN = /^\d{6}$/;
export { DATE_PATTERN, isAvailableFromAllowed, isIsoDate } from '../dates';
export { daysFromToday, todayInIndia } from '../time';
/** Letters, digits and !@#$%^&* only, with at least one of each kind (spec §5). */
export const PASSWORD_PATTERN =
  /^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[!@#$%^&*])[A-Za-z\d!@#$%^&*]{8,}$/;
/** PostgreSQL `integer`: a larger id or amount would fail in the database, not here. */
export const INT_MAX = 2_147_483_647;

export const isFilled = (value: string): boolean => value.length > 0;
export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value);
export const isPhone = (value: string): boolean => PHONE_PATTERN.test(value);

type Rule = readonly [ok: (value: string) => boolean, message: string];

/** "Available from": a valid date, today or later (or `kept`, the date an edited listing has). */
export function availableFromField(kept?: string | null) {
  return requiredText(
    VALIDATION.availableFromRequired,
    [isIsoDate, VALIDATION.dateInvalid],
    [(value) => isAvailableFromAllowed(value, kept), VALIDATION.availableFromPast],
  );
}

/** Trimmed text: missing or blank gives `required`, then the rules in order, first failure only. */
export function requiredText(required: string, ...rules: Rule[]) {
  return z
    .string({ error: required })
    .trim()
    .check(firstFailing<string>([isFilled, required], ...rules));
}

/** E-mail addresses are compared lower-cased everywhere (the users table stores them so). */
export function emailField(required: string, invalid: string = VALIDATION.emailInvalid) {
  return z
    .string({ error: required })
    .trim()
    .toLowerCase()
    .check(firstFailing<string>([isFilled, required], [isEmail, invalid]));
}

/** Passwords are never trimmed: a space is refused by the rule, not silently dropped. */
export function passwordField(required: string, ...rules: Rule[]) {
  return z.string({ error: required }).check(firstFailing<string>([isFilled, required], ...rules));
}

/** A select: missing, empty or unknown value all read as 'nothing chosen'. */
export function choice<const T extends readonly [string, ...string[]]>(
  values: T,
  required: string,
) {
  return z.enum(values, { error: required });
}

/** A checkbox that must be ticked. */
export function mustBeTrue(message: string) {
  return z.boolean({ error: message }).refine((value): value is true => value, message);
}

/** A supported city value; a deprecated one is mapped (bangalore -> bengaluru) or refused. */
export function cityField(required: string = VALIDATION.cityRequired) {
  return requiredText(required).transform((value, ctx): City => {
    const city = normalizeCity(value);
    if (city) return city;
    ctx.addIssue({ code: 'custom', message: VALIDATION.cityInvalid, input: value });
    return z.NEVER;
  });
}

export interface NumberRule {
  min: number;
  max: number;
  integer?: boolean;
  invalid: string;
}

type NumericInput = number | string | null | undefined;
const NUMERIC_TEXT = /^-?\d+(\.\d+)?$/;

/** `undefined` when missing (absent, null, blank), NaN when not a number. */
function parseNumeric(value: NumericInput): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number') return value;
  const text = value.trim();
  if (text === '') return undefined;
  return NUMERIC_TEXT.test(text) ? Number(text) : Number.NaN;
}

function numeric<O>(rule: NumberRule, onMissing: (ctx: z.core.$RefinementCtx<unknown>) => O) {
  return z
    .union([z.number(), z.string()], { error: rule.invalid })
    .nullish()
    .transform((value, ctx): number | O => {
      const n = parseNumeric(value);
      if (n === undefined) return onMissing(ctx);
      const valid =
        Number.isFinite(n) &&
        n >= rule.min &&
        n <= rule.max &&
        (!rule.integer || Number.isInteger(n));
      if (valid) return n;
      ctx.addIssue({ code: 'custom', message: rule.invalid, input: value });
      return z.NEVER;
    });
}

export function requiredNumber(required: string, rule: NumberRule) {
  return numeric(rule, (ctx) => {
    ctx.addIssue({ code: 'custom', message: required, input: undefined });
    return z.NEVER;
  });
}

export function optionalNumber(rule: NumberRule) {
  return numeric(rule, () => undefined);
}

export function defaultedNumber(fallback: number, rule: NumberRule) {
  return numeric(rule, () => fallback);
}

/** A positive integer id, from a JSON number or a path/query/multipart string. */
export function idField(max: number = INT_MAX) {
  return requiredNumber(VALIDATION.idInvalid, {
    min: 1,
    max,
    integer: true,
    invalid: VALIDATION.idInvalid,
  });
}

/** A query integer: absent or blank takes the default. */
export function queryInt(fallback: number, min: number, max: number) {
  return defaultedNumber(fallback, { min, max, integer: true, invalid: VALIDATION.numberInvalid });
}

const YES = new Set(['yes', 'true']);
const NO = new Set(['no', 'false']);

/** `undefined` when missing, `null` when not a yes/no answer. */
function parseYesNo(value: boolean | string | null | undefined): boolean | null | undefined {
  if (typeof value === 'boolean') return value;
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '') return undefined;
  if (YES.has(text)) return true;
  return NO.has(text) ? false : null;
}

const yesNoInput = z.union([z.boolean(), z.string()]).nullish();

/** A yes/no radio: true/false or 'yes'/'no'/'true'/'false'. */
export function yesNo(required: string) {
  return yesNoInput.transform((value, ctx): boolean => {
    const answer = parseYesNo(value);
    if (typeof answer === 'boolean') return answer;
    ctx.addIssue({ code: 'custom', message: required, input: value });
    return z.NEVER;
  });
}

/** A filter flag: 'true' | 'false' | absent (or blank) -> true | false | undefined. */
export const triState = yesNoInput.transform((value, ctx): boolean | undefined => {
  const answer = parseYesNo(value);
  if (answer !== null) return answer;
  ctx.addIssue({ code: 'custom', message: VALIDATION.booleanInvalid, input: value });
  return z.NEVER;
});

/** A query value; blank means absent. */
export function queryValue<T extends z.ZodType<unknown, string>>(schema: T) {
  return z
    .string()
    .optional()
    .transform((value) => (value?.trim() ? value.trim() : undefined))
    .pipe(schema.optional());
}

/** A repeated query parameter: one value, several, or none always give an array; blanks are skipped. */
export function queryList<T extends z.ZodType<unknown, string>>(item: T) {
  return z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) =>
      (Array.isArray(value) ? value : value === undefined ? [] : [value])
        .map((v) => v.trim())
        .filter(isFilled),
    )
    .pipe(z.array(item));
}

/** A city in a query: blank is absent, unknown is refused (the caller asked for something we lack). */
export const queryCity = queryValue(
  z.string().transform((value, ctx): City => {
    const city = normalizeCity(value);
    if (city) return city;
    ctx.addIssue({ code: 'custom', message: VALIDATION.cityInvalid, input: value });
    return z.NEVER;
  }),
);
