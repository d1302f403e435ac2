import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, signInAs } from '@/test/render-app';
import { ok, stubApi, type ApiRoutes } from '@/test/stub-api';
import { SettingsTab } from './settings-tab';

const email = { searchAlerts: true, priceDrops: true, messages: false, accountSafety: true };
const push = {
  messages: true,
  roommateMatches: false,
  searchAlerts: true,
  priceDrops: true,
  visits: true,
};

function serve(stored: object, publicKey: string | null, more: ApiRoutes = {}) {
  return stubApi({
    ...more,
    'GET /api/push/key': () => ok({ publicKey }),
    'GET /api/users/self/notification-settings': () => ok(stored),
    'PUT /api/users/self/notification-settings': (body) => {
      const { push: pushChange, ...rest } = body as { push?: object };
      const current = stored as { push?: object };
      return ok({ ...stored, ...rest, push: { ...current.push, ...pushChange } });
    },
  });
}

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const renderTab = () => renderRoute('/profile', [{ path: '/profile', element: <SettingsTab /> }]);

describe('SettingsTab', () => {
  it('switches the app to Hindi and keeps the choice on the device and on the profile', async () => {
    signInAs('TENANT');
    const api = serve(email, null, { 'PATCH /api/auth/user-profile': () => ok({}) });
    const { user } = renderTab();
    const { i18n } = await import('@/lib/i18n');
    const { default: hi } = await import('@roomsetu/shared/catalogs/hi.json');
    i18n.addResourceBundle('hi', 'notifications', hi.notifications);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'hi');
    await waitFor(() =>
      expect(api.callsTo('PATCH /api/auth/user-profile')[0]?.body).toEqual({
        preferredLanguage: 'hi',
      }),
    );
    expect(document.documentElement.lang).toBe('hi');
    expect(document.cookie).toContain('roomsetu_lang=hi');
    expect(await screen.findByRole('heading', { name: 'भाषा' })).toBeTruthy();
    await i18n.changeLanguage('en');
  });

  it('shows e-mail per category and saves a change on its own', async () => {
    signInAs('TENANT');
    const api = serve(email, null);
    const { user } = renderTab();
    const prices = (await screen.findByRole('checkbox', {
      name: 'E-mail for price drops',
    })) as HTMLInputElement;
    expect(prices.checked).toBe(true);
    expect(box('E-mail for new messages').checked).toBe(false);

    await user.click(prices);
    await waitFor(() =>
      expect(api.callsTo('PUT /api/users/self/notification-settings')[0]?.body).toEqual({
        priceDrops: false,
      }),
    );
    await waitFor(() => expect(prices.checked).toBe(false));
  });

  it('adds a push switch beside e-mail where the server sends push, and saves it alone', async () => {
    signInAs('TENANT');
    const api = serve({ ...email, push }, 'BPublicKey');
    const { user } = renderTab();
    const messages = (await screen.findByRole('checkbox', {
      name: 'Push for new messages',
    })) as HTMLInputElement;
    expect(messages.checked).toBe(true);
    expect(screen.getByRole('columnheader', { name: 'Push' })).toBeTruthy();
    // One channel only: roommate matches are pushed, never e-mailed; account notices the reverse.
    expect(box('Push for roommate matches').checked).toBe(false);
    expect(screen.queryByRole('checkbox', { name: 'E-mail for roommate matches' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Push for account and safety' })).toBeNull();
    expect(box('E-mail for account and safety').checked).toBe(true);

    await user.click(messages);
    await waitFor(() =>
      expect(api.callsTo('PUT /api/users/self/notification-settings')[0]?.body).toEqual({
        push: { messages: false },
      }),
    );
    await waitFor(() => expect(messages.checked).toBe(false));
    expect(box('E-mail for new messages').checked).toBe(false);
  });

  it('shows no push controls when the server has no push', async () => {
    signInAs('TENANT');
    const api = serve({ ...email, push }, null);
    renderTab();
    await screen.findByRole('checkbox', { name: 'E-mail for price drops' });
    await waitFor(() => expect(api.callsTo('GET /api/push/key')).toHaveLength(1));
    expect(screen.queryByRole('columnheader', { name: 'Push' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /^Push for/ })).toBeNull();
  });
});
