import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { checkForUpdates, offerUpdate, UPDATE_CHECK_MS, type UpdatableWorker } from './app-update';

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

describe('the check for a new version', () => {
  it('asks hourly while on screen, and on coming back to the screen after an hour', () => {
    let clock = 0;
    const update = vi.fn(() => Promise.resolve());
    let visibility: DocumentVisibilityState = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    const show = (state: DocumentVisibilityState) => {
      visibility = state;
      document.dispatchEvent(new Event('visibilitychange'));
    };
    vi.useFakeTimers();
    const stop = checkForUpdates({ update } as never, () => clock);

    // Back on screen within the hour: no check.
    clock = UPDATE_CHECK_MS / 2;
    show('hidden');
    show('visible');
    expect(update).not.toHaveBeenCalled();

    clock = UPDATE_CHECK_MS;
    vi.advanceTimersByTime(UPDATE_CHECK_MS);
    expect(update).toHaveBeenCalledOnce();

    // Hidden for two hours: nothing asked meanwhile, once on coming back.
    show('hidden');
    clock += UPDATE_CHECK_MS;
    vi.advanceTimersByTime(UPDATE_CHECK_MS);
    clock += UPDATE_CHECK_MS;
    expect(update).toHaveBeenCalledOnce();
    show('visible');
    expect(update).toHaveBeenCalledTimes(2);

    stop();
    clock += 3 * UPDATE_CHECK_MS;
    vi.advanceTimersByTime(3 * UPDATE_CHECK_MS);
    show('visible');
    expect(update).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });
});
