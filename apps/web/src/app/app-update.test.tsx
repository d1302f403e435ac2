import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { offerUpdate, type UpdatableWorker } from './app-update';

/** workbox-window's Workbox as far as the offer uses it: its events, and the message it sends. */
function fakeWorker() {
  const events = new EventTarget();
  const messageSkipWaiting = vi.fn();
  const worker = {
    addEventListener: (type: string, listener: () => void) =>
      events.addEventListener(type, listener),
    messageSkipWaiting,
  } as unknown as UpdatableWorker;
  const fire = (type: 'waiting' | 'controlling') => events.dispatchEvent(new Event(type));
  return { worker, fire, messageSkipWaiting };
}

describe('the offer of a new version', () => {
  it('offers a waiting version in a toast, and reloads only once it controls the page after Reload', async () => {
    const { worker, fire, messageSkipWaiting } = fakeWorker();
    const reload = vi.fn();
    render(<Toaster />);
    offerUpdate(worker, reload);

    fire('waiting');
    expect(await screen.findByText('A new version is available')).toBeTruthy();
    // Offered, never taken over by itself.
    expect(messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(messageSkipWaiting).toHaveBeenCalledOnce();
    // The waiting worker has not taken over yet: the page stays as it is.
    expect(reload).not.toHaveBeenCalled();
    fire('controlling');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('only reloads when another tab has already let the new version take over', async () => {
    const { worker, fire, messageSkipWaiting } = fakeWorker();
    const reload = vi.fn();
    render(<Toaster />);
    offerUpdate(worker, reload);
    fire('waiting');
    await screen.findByText('A new version is available');
    fire('controlling');
    expect(reload).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
    expect(messageSkipWaiting).not.toHaveBeenCalled();
  });
});
