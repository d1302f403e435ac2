import { NO_ROOMMATE_ANSWERS } from '@roomsetu/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoute, signInAs } from '@/test/render-app';
import { FitChecks } from './fit-checks';
import { FitsYouMark } from './fits-you-mark';

const listing = {
  rent: 12000,
  availableFrom: '2026-12-01',
  genderPreference: 'FEMALE' as const,
  address: { area: 'Baner' },
};

function stubSelf(profile: object) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      jsonResponse({
        success: true,
        data: {
          id: 1,
          profile: {
            ...NO_ROOMMATE_ANSWERS,
            roomPreference: 'LOOKING_FOR_ROOM',
            gender: 'FEMALE',
            city: 'pune',
            age: null,
            preferredRoommateGender: null,
            budget: null,
            foodPreference: null,
            lifestyle: null,
            smoking: null,
            drinking: null,
            pets: null,
            ...profile,
          },
        },
      }),
    ),
  );
}

describe('listing fit', () => {
  it('shows the four checks, unanswered ones with a link to answer them', () => {
    renderRoute('/', [
      {
        path: '/',
        element: <FitChecks fit={{ budget: false, moveIn: true, gender: true, locality: null }} />,
      },
    ]);
    expect(screen.getByText('Rent is outside your budget')).toBeTruthy();
    expect(screen.getByText('Available by your move-in date')).toBeTruthy();
    expect(screen.getByText('Not answered yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add your answers' }).getAttribute('href')).toBe(
      '/profile#roommate-answers',
    );
  });

  it('marks a card "Fits you" only when every known check holds', async () => {
    signInAs('TENANT');
    stubSelf({ budgetMin: 10000, budgetMax: 15000, preferredLocalities: ['Baner'] });
    const view = renderRoute('/', [{ path: '/', element: <FitsYouMark listing={listing} /> }]);
    expect(await screen.findByText('Fits you')).toBeTruthy();
    view.unmount();

    // Over budget: no mark, though the profile has arrived (the query holds it).
    stubSelf({ budgetMin: 5000, budgetMax: 9000 });
    const { client } = renderRoute('/', [
      { path: '/', element: <FitsYouMark listing={listing} /> },
    ]);
    await waitFor(() => expect(client.getQueryData(['users', 'self'])).toBeTruthy());
    expect(screen.queryByText('Fits you')).toBeNull();
  });
});
