import hi from '@roomsetu/shared/catalogs/hi.json';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
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

  it('says it in Hindi, with the reason as the admin wrote it', async () => {
    i18n.addResourceBundle('hi', 'profile', hi.profile);
    await i18n.changeLanguage('hi');
    try {
      show('The photo is blurry');
      expect(
        screen.getByText('हम आपका पिछला दस्तावेज़ वेरिफ़ाई नहीं कर सके: The photo is blurry.'),
      ).toBeTruthy();
      expect(screen.getByRole('button', { name: 'वेरिफ़िकेशन के लिए भेजें' })).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('adds the full stop a reason left out', () => {
    show('The photo is blurry');
    expect(
      screen.getByText('We could not verify your last document: The photo is blurry.'),
    ).toBeTruthy();
  });
});
