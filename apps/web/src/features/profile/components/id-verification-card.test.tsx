import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IdVerificationCard } from './id-verification-card';

const show = (reason: string | null) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <IdVerificationCard status="REJECTED" rejectionReason={reason} />
    </QueryClientProvider>,
  );

describe('IdVerificationCard', () => {
  it('ends the rejection reason with one full stop, whether the admin typed one or not', () => {
    show('The photo is blurry.');
    expect(
      screen.getByText('We could not verify your last document: The photo is blurry.'),
    ).toBeTruthy();
  });

  it('adds the full stop a reason left out', () => {
    show('The photo is blurry');
    expect(
      screen.getByText('We could not verify your last document: The photo is blurry.'),
    ).toBeTruthy();
  });
});
