import { z } from 'zod';

/** The key under which an issue about the whole input (not one field) is reported. */
export const ROOT_ERROR_KEY = '_';

export type FieldErrors = Record<string, string>;

function pathKey(path: readonly PropertyKey[]): string {
  return path.map(String).join('.') || ROOT_ERROR_KEY;
}

/** Field path ('address.city') -> first message, in the order the issues were raised. */
export function issuesToFieldErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[pathKey(issue.path)] ??= issue.message;
  return errors;
}

/** What a form shows (one message per field) and what the API answers as `details`. */
export function firstErrors(result: z.ZodSafeParseResult<unknown>): FieldErrors {
  return result.success ? {} : issuesToFieldErrors(result.error.issues);
}

/** The one message a single-message form shows: the first failure in the spec's field order. */
export function firstError(result: z.ZodSafeParseResult<unknown>): string | undefined {
  return result.success ? undefined : result.error.issues[0]?.message;
}

type Rule<T> = readonly [ok: (value: T) => boolean, message: string];

/**
 * Reports only the first failing rule, so a field shows one message (empty e-mail: 'Email is
 * required', never also 'Invalid email address'). The issue is continuable on purpose: zod's
 * `abort: true` would also stop object-level checks such as 'Passwords do not match'.
 */
export function firstFailing<T>(...rules: Rule<T>[]) {
  return z.superRefine<T>((value, ctx) => {
    const failed = rules.find(([ok]) => !ok(value));
    if (failed) ctx.addIssue({ code: 'custom', message: failed[1], input: value });
  });
}

/** Fields that failed their own schema still hold the raw input here, hence `unknown`. */
type CrossFieldCheck<T> = (
  value: { [K in keyof T]?: unknown },
  addIssue: (field: keyof T, message: string) => void,
) => void;

/**
 * An object-level check that still runs when some fields failed (zod skips refinements after
 * a missing field by default) and whose issues are put back in field order, so the first issue
 * is always the first field of the form.
 */
export function crossFieldCheck<T extends object>(
  fields: readonly (keyof T)[],
  check: CrossFieldCheck<T>,
) {
  return z.superRefine<T>(
    (value, ctx) => {
      check(value, (field, message) =>
        ctx.addIssue({
          code: 'custom',
          path: [field as PropertyKey],
          message,
          input: value[field],
        }),
      );
      const rank = (issue: { path?: PropertyKey[] | undefined }) =>
        fields.indexOf(issue.path?.[0] as keyof T);
      ctx.issues.sort((a, b) => rank(a) - rank(b));
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
}
