import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACTION_TOAST_DURATION_MS, TOAST_DURATION_MS } from '@roomsetu/shared';
import { toast, toastDuration } from './toast';
import { Toaster } from './toaster';

const region = () => document.querySelector('section[aria-label^="Notifications"]');

describe('toast', () => {
  it('renders no toaster (and loads none) until the page is first used', async () => {
    render(<Toaster />);
    expect(region()).toBeNull();
    toast.dismiss('nothing-yet');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(region()).toBeNull();
    fireEvent.pointerDown(document.body);
    await screen.findByLabelText(/^Notifications/);
  });

  it('keeps a toast raised before the toaster has loaded and shows it once it has', async () => {
    toast.warning('Raised early');
    render(<Toaster />);
    expect(await screen.findByText('Raised early')).toBeTruthy();
    toast.success('Saved');
    expect(await screen.findByText('Saved')).toBeTruthy();
  });

  it('gives a toast with a button time to reach it, and keeps a duration the caller chose', () => {
    expect(toastDuration()).toBe(TOAST_DURATION_MS);
    expect(toastDuration({ description: 'More' })).toBe(TOAST_DURATION_MS);
    expect(toastDuration({ action: { label: 'Undo', onClick: () => {} } })).toBe(
      ACTION_TOAST_DURATION_MS,
    );
    expect(ACTION_TOAST_DURATION_MS).toBeGreaterThanOrEqual(10_000);
    expect(toastDuration({ duration: 5000, action: { label: 'Undo', onClick: () => {} } })).toBe(
      5000,
    );
  });
});
