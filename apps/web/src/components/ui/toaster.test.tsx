import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast } from './toast';
import { Toaster } from './toaster';

describe('toast', () => {
  it('keeps a toast raised before the toaster has loaded and shows it once it has', async () => {
    toast.warning('Raised early');
    render(<Toaster />);
    expect(await screen.findByText('Raised early')).toBeTruthy();
    toast.success('Saved');
    expect(await screen.findByText('Saved')).toBeTruthy();
  });
});
