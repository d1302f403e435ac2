import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast } from './toast';
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
});
