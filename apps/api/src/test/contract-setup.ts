import { afterEach } from 'vitest';
import { checkAllApps, describeViolations } from './contract';

/**
 * Every app the API tests build answers as its /api/openapi.json documents, or the test that
 * asked fails: an undocumented status, a missing field or an extra one (a leak) all count.
 */
export const takeViolations = checkAllApps();

afterEach(() => {
  const violations = takeViolations();
  if (violations.length) {
    throw new Error(
      `The API answered differently from its OpenAPI document:\n${describeViolations(violations)}`,
    );
  }
});
