import { ApiError } from '@/lib/api-client';

export interface FormFailure<F extends string> {
  /** The server's words under the fields it named. */
  fields: Partial<Record<F, string>>;
  /** The server's words for the whole form, when it named none of these fields; else null. */
  message: string | null;
}

/** Where a form shows a refusal: under the fields the API named, else above the buttons. */
export function formFailure<F extends string>(
  error: unknown,
  names: readonly F[],
  fallback: string,
): FormFailure<F> {
  const fields: Partial<Record<F, string>> = {};
  if (error instanceof ApiError) {
    for (const [path, text] of Object.entries(error.details ?? {})) {
      const name = names.find((n) => n === path.split('.')[0]);
      if (name && !fields[name]) fields[name] = text;
    }
  }
  const named = Object.keys(fields).length > 0;
  return {
    fields,
    message: named ? null : error instanceof ApiError ? error.message : fallback,
  };
}
