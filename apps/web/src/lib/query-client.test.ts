import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { shouldRetry } from './query-client';

describe('shouldRetry', () => {
  it('retries a network failure twice at most', () => {
    const offline = new ApiError(0, 'Network error. Please try again.');
    expect(shouldRetry(0, offline)).toBe(true);
    expect(shouldRetry(1, offline)).toBe(true);
    expect(shouldRetry(2, offline)).toBe(false);
  });

  it('never retries an answer from the server', () => {
    expect(shouldRetry(0, new ApiError(404, 'Not found'))).toBe(false);
    expect(shouldRetry(0, new ApiError(401, 'Authentication required'))).toBe(false);
    expect(shouldRetry(0, new ApiError(500, 'Server error'))).toBe(false);
  });
});
