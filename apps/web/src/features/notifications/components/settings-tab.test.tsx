import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, signInAs } from '@/test/render-app';
import { ok, stubApi } from '@/test/stub-api';
import { SettingsTab } from './settings-tab';

describe('SettingsTab', () => {
  it('shows e-mail per category and saves a change on its own', async () => {
    signInAs('TENANT');
    const stored = { searchAlerts: true, priceDrops: true, messages: false, accountSafety: true };
    const api = stubApi({
      'GET /api/users/self/notification-settings': () => ok(stored),
      'PUT /api/users/self/notification-settings': (body) => ok({ ...stored, ...(body as object) }),
    });
    const { user } = renderRoute('/profile', [{ path: '/profile', element: <SettingsTab /> }]);
    const prices = (await screen.findByRole('checkbox', {
      name: /Price drops/,
    })) as HTMLInputElement;
    expect(prices.checked).toBe(true);
    expect(
      (screen.getByRole('checkbox', { name: /Messages I have not read/ }) as HTMLInputElement)
        .checked,
    ).toBe(false);

    await user.click(prices);
    await waitFor(() =>
      expect(api.callsTo('PUT /api/users/self/notification-settings')[0]?.body).toEqual({
        priceDrops: false,
      }),
    );
    await waitFor(() => expect(prices.checked).toBe(false));
  });
});
