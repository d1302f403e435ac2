import { MESSAGES } from '@roomsetu/shared';
import { act, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { getToken, setSession } from '@/lib/auth';
import { renderRoute, signInAs, testUser } from '@/test/render-app';

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeAll(async () => {
  // Compile the lazily loaded pages up front, so the fake clock (which follows real time) does
  // not run on while a test waits for a first-time module transform.
  await Promise.all([
    import('@/features/profile/pages/profile-page'),
    import('@/features/auth/pages/sign-in-page'),
    import('@/features/auth/pages/sign-up-page'),
    import('@/features/admin/pages/admin-page'),
  ]);
});

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  // The landing page asks for its showcase; keep that request pending.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => {})),
  );
  vi.spyOn(toast, 'error');
  vi.spyOn(toast, 'info');
  vi.spyOn(toast, 'warning');
});

describe('signed-in-only pages', () => {
  it('send a signed-out visitor to /sign-in after 1.5 s with an error toast', async () => {
    const { router } = renderRoute('/profile');
    expect(await screen.findByText('Redirecting…')).toBeTruthy();
    // Raised by an effect, which runs after the commit that drew the text above.
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(MESSAGES.guardNotLoggedIn, expect.anything()),
    );
    expect(screen.queryByRole('heading', { name: 'Profile' })).toBeNull();

    await advance(1000);
    expect(router.state.location.pathname).toBe('/profile');
    await advance(600);
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeTruthy();
  });

  it('show the page to a signed-in user', async () => {
    signInAs('TENANT');
    renderRoute('/messages');
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeTruthy();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('say "User not found" and sign out when the token has no user record', async () => {
    setSession({ accessToken: 'orphan', user: testUser() });
    localStorage.removeItem('user');
    window.dispatchEvent(new StorageEvent('storage', { key: 'user' }));
    const { router } = renderRoute('/profile');
    await vi.waitFor(() => expect(getToken()).toBeNull());
    expect(toast.error).toHaveBeenCalledWith(MESSAGES.userNotFound, expect.anything());
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('admin pages', () => {
  it('warn a non-admin and log them out after 1.5 s', async () => {
    signInAs('LANDLORD');
    const { router } = renderRoute('/admin');
    expect(await screen.findByText('Redirecting…')).toBeTruthy();
    // Raised by an effect, which runs after the commit that drew the text above.
    await vi.waitFor(() =>
      expect(toast.warning).toHaveBeenCalledWith(MESSAGES.guardNoPermission, expect.anything()),
    );
    expect(screen.queryByRole('heading', { name: 'Admin Dashboard' })).toBeNull();

    await advance(1500);
    await vi.waitFor(() => expect(getToken()).toBeNull());
    expect(router.state.location.pathname).toBe('/');
  });

  it('open for an admin', async () => {
    signInAs('ADMIN');
    renderRoute('/admin-listing');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Listings Management' }),
    ).toBeTruthy();
    expect(toast.warning).not.toHaveBeenCalled();
  });

  it('send a signed-out visitor to sign in', async () => {
    const { router } = renderRoute('/admin');
    await screen.findByText('Redirecting…');
    // Raised by an effect, which runs after the commit that drew the text above.
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(MESSAGES.guardNotLoggedIn, expect.anything()),
    );
    await advance(1500);
    expect(router.state.location.pathname).toBe('/sign-in');
  });
});

describe('signed-out-only pages', () => {
  it('send a signed-in user home after 1.5 s with a toast', async () => {
    signInAs('TENANT');
    const { router } = renderRoute('/sign-up');
    expect(await screen.findByText('Redirecting…')).toBeTruthy();
    // Raised by an effect, which runs after the commit that drew the text above.
    await vi.waitFor(() =>
      expect(toast.info).toHaveBeenCalledWith(MESSAGES.guardAlreadyLoggedIn, expect.anything()),
    );
    expect(screen.queryByRole('heading', { name: 'Sign Up' })).toBeNull();

    await advance(1500);
    expect(router.state.location.pathname).toBe('/');
    expect(getToken()).not.toBeNull();
  });

  it('show the page to a signed-out visitor', async () => {
    renderRoute('/forgot-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot Password' })).toBeTruthy();
    expect(toast.info).not.toHaveBeenCalled();
  });
});
