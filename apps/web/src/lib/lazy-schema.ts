import { MESSAGES } from '@roomsetu/shared';
import type { FieldErrors, FieldValues, Resolver, ResolverError } from 'react-hook-form';
import type { ZodType } from 'zod';
import { loadOnce } from './load-once';

/** What a form shows, and what stops its submit, while its schema could not be downloaded. */
export const SCHEMA_UNAVAILABLE = MESSAGES.networkError;

/** The form-level error of a resolver whose schema could not be loaded. */
export function unavailable<T extends FieldValues>(): ResolverError<T> {
  const errors = { root: { type: 'unavailable', message: SCHEMA_UNAVAILABLE } };
  return { values: {}, errors: errors as FieldErrors<T> };
}

/**
 * A react-hook-form resolver for a shared schema that is imported on first use:
 * `lazyResolver(() => import('../utils/schemas').then((m) => m.signInInput))`, where that module
 * re-exports the feature's schemas from `@roomsetu/shared` (importing the barrel itself on demand
 * would merge the schemas into the chunk of the constants every page loads). It answers exactly
 * what `zodResolver(schema)` answers; while the schema cannot be downloaded it answers a `root`
 * error (the form shows it and stays usable: the next submit tries the download again).
 */
export function lazyResolver<Input extends FieldValues, Output = Input>(
  load: () => Promise<ZodType<Output, Input>>,
): Resolver<Input, unknown, Output> & { preload: () => void } {
  const resolver = loadOnce(() =>
    Promise.all([load(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]): Resolver<Input, unknown, Output> => zodResolver(schema),
    ),
  );
  const resolve: Resolver<Input, unknown, Output> = async (values, context, options) => {
    let zod;
    try {
      zod = await resolver();
    } catch {
      return unavailable<Input>();
    }
    return zod(values, context, options);
  };
  return Object.assign(resolve, { preload: resolver.preload });
}
