import { describe, expect, it } from 'vitest';
import { isWebRoute, WEB_ROUTES } from './web-routes';

describe('isWebRoute', () => {
  it('knows every page, in any case and with a trailing slash', () => {
    for (const path of Object.values(WEB_ROUTES)) expect(isWebRoute(path)).toBe(true);
    expect(isWebRoute('/Find-Rooms/')).toBe(true);
  });

  it('knows no other path', () => {
    for (const path of ['/no/such/page', '/find-rooms/x', '/find-roomsx', '/api'])
      expect(isWebRoute(path)).toBe(false);
  });
});
