import { VALIDATION } from '@roomsetu/shared';
import { badRequest } from './errors';

/** NUL (PostgreSQL text cannot hold it) or a UTF-16 surrogate without its pair (not text at all). */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * The path of the first string that cannot be stored, in the form the error details use
 * ('photos.0.note'), or null. Walks without recursion: a body may be nested thousands deep.
 */
export function unstorableTextPath(value: unknown): string | null {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (UNSTORABLE.test(current)) return path || '_';
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    // Keys too: a key is echoed in the details and may be stored (JSON columns).
    for (const [key, child] of Object.entries(current)) {
      const childPath = path ? `${path}.${key}` : key;
      if (UNSTORABLE.test(key)) return childPath;
      stack.push([child, childPath]);
    }
  }
  return null;
}

/** Refuses, with a 400 naming the field, any request text the database could not store. */
export function assertStorableText(...parts: unknown[]): void {
  for (const part of parts) {
    const path = unstorableTextPath(part);
    if (path !== null)
      throw badRequest(VALIDATION.textUnstorable, { [path]: VALIDATION.textUnstorable });
  }
}
