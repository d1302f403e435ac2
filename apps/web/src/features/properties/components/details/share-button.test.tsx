import { MESSAGES } from '@roomsetu/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import type { ShareResult } from '../../utils/share';
import { ShareButton } from './share-button';

function setShare(share: Navigator['share'] | undefined) {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
}

async function press() {
  const user = userEvent.setup();
  const onShared = vi.fn<(result: ShareResult) => void>();
  render(<ShareButton title="Sunny room" onShared={onShared} />);
  return { user, onShared, click: () => user.click(screen.getByRole('button', { name: 'Share' })) };
}

beforeEach(() => {
  vi.spyOn(toast, 'success');
  vi.spyOn(toast, 'error');
});

afterEach(() => setShare(undefined));

describe('Share', () => {
  it('uses the system share sheet where there is one (0)', async () => {
    const share = vi.fn(async () => {});
    setShare(share);
    const { click, onShared } = await press();
    await click();
    expect(share).toHaveBeenCalledWith({ title: 'Sunny room', url: window.location.href });
    expect(onShared).toHaveBeenCalledWith(0);
    expect(toast.success).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('copies the link otherwise (1)', async () => {
    setShare(undefined);
    const { click, onShared } = await press();
    const write = vi.spyOn(navigator.clipboard, 'writeText');
    await click();
    expect(write).toHaveBeenCalledWith(window.location.href);
    expect(onShared).toHaveBeenCalledWith(1);
    expect(toast.success).toHaveBeenCalledWith(MESSAGES.urlCopied);
  });

  it('reports a cancelled or failed share (-1)', async () => {
    setShare(vi.fn(async () => Promise.reject(new DOMException('Share canceled', 'AbortError'))));
    const { click, onShared } = await press();
    await click();
    expect(onShared).toHaveBeenCalledWith(-1);
    expect(toast.error).toHaveBeenCalledWith(MESSAGES.shareFailed);

    setShare(undefined);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await click();
    expect(onShared).toHaveBeenLastCalledWith(-1);
  });
});
