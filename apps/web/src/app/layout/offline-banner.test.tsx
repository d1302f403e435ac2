import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OfflineBanner } from './offline-banner';

const TEXT = 'You’re offline. Showing what was saved on this device.';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
}

describe('OfflineBanner', () => {
  it('says nothing online, tells politely when the device goes offline, and goes on online', () => {
    render(<OfflineBanner />);
    expect(screen.queryByRole('status')).toBeNull();

    act(() => goOffline(true));
    expect(screen.getByRole('status').textContent).toBe(TEXT);

    act(() => goOffline(false));
    expect(screen.queryByText(TEXT)).toBeNull();
  });

  it('shows at once on a page opened offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<OfflineBanner />);
    expect(screen.getByText(TEXT)).toBeTruthy();
  });
});
