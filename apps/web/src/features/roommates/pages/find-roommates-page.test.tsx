import { MESSAGES, ROOMMATE_PREVIEW_PROMPT, VALIDATION } from '@roomsetu/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import hi from '@roomsetu/shared/catalogs/hi.json';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { i18n } from '@/lib/i18n';
import { jsonResponse, renderRoute, signInAs } from '@/test/render-app';
import { preview, roommate, roommateCalls, stubRoommatesApi } from '../testing/fixtures';
import { FindRoommatesPage } from './find-roommates-page';

const PATH = '/find-roommates';

describe('FindRoommatesPage', () => {
  it('lists roommates with their details and the count', async () => {
    stubRoommatesApi([
      roommate(1, 'Sneha'),
      roommate(2, 'Meera', {
        isPhoneVerified: false,
        verifications: { email: true, phone: false, id: false },
      }),
    ]);
    signInAs('TENANT');
    renderRoute(PATH);
    const card = (await screen.findByText('Sneha Kulkarni')).closest('article')!;
    expect(screen.getByText('2 roommates found')).toBeTruthy();
    const c = within(card as HTMLElement);
    expect(c.getByText('26 yrs · Female')).toBeTruthy();
    expect(c.getByText('Pune')).toBeTruthy();
    expect(c.getByText('Designer')).toBeTruthy();
    expect(c.getByText('₹10k - ₹20k')).toBeTruthy();
    expect(c.getByText('Early Bird')).toBeTruthy();
    expect(c.getByText('Vegetarian')).toBeTruthy();
    // One badge per rung reached, each saying what was checked.
    const badges = within(c.getByRole('list', { name: 'Verifications' })).getAllByRole('listitem');
    expect(badges.map((b) => b.textContent)).toEqual(['E-mail verified', 'Phone verified']);
    expect(badges[1]!.getAttribute('title')).toMatch(/code we sent by SMS/);
    expect(c.getByRole('link', { name: 'View Profile' }).getAttribute('href')).toBe(
      '/roommate-details?id=1',
    );
    const other = screen.getByText('Meera Kulkarni').closest('article') as HTMLElement;
    expect(within(other).queryByText('Phone')).toBeNull();
    expect(within(other).getByText('E-mail')).toBeTruthy();
  });

  it("shows guests 'Sign in to connect' and signed-in users 'Send Inquiry'", async () => {
    stubRoommatesApi([preview(1, 'Sneha K.')]);
    const guest = renderRoute(PATH);
    const link = await screen.findByRole('link', { name: 'Sign in to connect' });
    expect(link.getAttribute('href')).toBe('/sign-in');
    expect(screen.queryByRole('button', { name: 'Send Inquiry' })).toBeNull();
    guest.unmount();

    stubRoommatesApi([roommate(1, 'Sneha')]);
    signInAs('TENANT');
    const { user } = renderRoute(PATH);
    await user.click(await screen.findByRole('button', { name: 'Send Inquiry' }));
    expect(await screen.findByRole('dialog', { name: 'Message Sneha Kulkarni' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign in to connect' })).toBeNull();
  });

  it('writes every filter to the query string and asks the API with it', async () => {
    const fetchMock = stubRoommatesApi([roommate(1, 'Sneha')]);
    signInAs('TENANT');
    const { user, router } = renderRoute(PATH);
    await screen.findByText('Sneha Kulkarni');
    await user.click(screen.getByRole('button', { name: /Filters/ }));

    await user.selectOptions(screen.getByLabelText('City'), 'pune');
    await user.selectOptions(screen.getByLabelText('Budget'), '5000-10000');
    await user.click(screen.getByRole('checkbox', { name: 'Male' }));
    await user.click(screen.getByRole('checkbox', { name: 'Others' }));
    await user.click(screen.getByRole('checkbox', { name: 'Vegan' }));
    await user.click(screen.getByRole('checkbox', { name: 'Night Owl' }));
    const minAge = screen.getByLabelText('Minimum age');
    await user.clear(minAge);
    await user.type(minAge, '21');

    const params = () => new URLSearchParams(router.state.location.search);
    await waitFor(() => expect(params().get('minAge')).toBe('21'));
    expect(params().get('city')).toBe('pune');
    expect(params().get('budget')).toBe('5000-10000');
    expect(params().getAll('gender')).toEqual(['MALE', 'OTHERS']);
    expect(params().getAll('foodPreference')).toEqual(['VEGAN']);
    expect(params().getAll('lifestyle')).toEqual(['NIGHT_OWL']);

    await waitFor(() => {
      const last = roommateCalls(fetchMock).at(-1)!;
      expect(last.searchParams.getAll('gender')).toEqual(['MALE', 'OTHERS']);
      expect(last.searchParams.get('minAge')).toBe('21');
      expect(last.searchParams.get('city')).toBe('pune');
    });
  });

  it('says when the minimum age is above the maximum, and swaps them on leaving the box', async () => {
    const fetchMock = stubRoommatesApi([roommate(1, 'Sneha')]);
    signInAs('TENANT');
    const { user, router } = renderRoute(`${PATH}?maxAge=30`);
    await screen.findByText('Sneha Kulkarni');
    const minAge = screen.getByLabelText('Minimum age');
    const note = () => within(screen.getByRole('group', { name: /^Age/ })).getByRole('status');
    await user.clear(minAge);
    await user.type(minAge, '45');
    expect(note().textContent).toContain(VALIDATION.ageFilterOrder);
    const params = () => new URLSearchParams(router.state.location.search);
    // Not applied while it is reversed: the list is not emptied by an impossible range.
    expect(params().get('minAge')).toBeNull();

    await user.tab();
    await waitFor(() => expect(params().get('minAge')).toBe('30'));
    expect(params().get('maxAge')).toBe('45');
    expect(note().textContent).toMatch(/swapped them: 30 to 45/);
    await waitFor(() =>
      expect(roommateCalls(fetchMock).at(-1)!.searchParams.get('maxAge')).toBe('45'),
    );
    expect(roommateCalls(fetchMock).every((u) => u.searchParams.get('minAge') !== '45')).toBe(true);
  });

  it('signed in, ranks by Best match with a score ring, the top reason, Interested and Hide', async () => {
    const fetchMock = stubRoommatesApi([
      roommate(1, 'Sneha', { matchScore: 86, matchReasons: ['Your budgets overlap', 'b', 'c'] }),
    ]);
    signInAs('TENANT');
    const { user, router } = renderRoute(PATH);
    const card = (await screen.findByText('Sneha Kulkarni')).closest('article') as HTMLElement;
    expect(within(card).getByRole('img', { name: '86 % match' })).toBeTruthy();
    expect(within(card).getByText('Your budgets overlap')).toBeTruthy();
    expect(roommateCalls(fetchMock)[0]!.searchParams.get('sort')).toBe('BEST_MATCH');
    expect(
      await screen.findByRole('link', { name: /Answer 7 more to improve your matches/ }),
    ).toHaveProperty('href', expect.stringContaining('/profile#roommate-answers'));

    await user.click(screen.getByRole('checkbox', { name: '70%+ only' }));
    await waitFor(() =>
      expect(roommateCalls(fetchMock).at(-1)!.searchParams.get('minScore')).toBe('70'),
    );
    expect(new URLSearchParams(router.state.location.search).get('minScore')).toBe('70');

    await user.click(within(card).getByRole('button', { name: 'Interested' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([u, init]) => String(u).endsWith('/api/roommates/1/interest') && init?.method === 'POST',
        ),
      ).toBe(true),
    );
    await user.click(within(card).getByRole('button', { name: 'Hide' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([u]) => String(u).endsWith('/api/roommates/1/hide'))).toBe(
        true,
      ),
    );

    await user.selectOptions(screen.getByLabelText('Sort by'), 'NEWEST');
    await waitFor(() =>
      expect(roommateCalls(fetchMock).at(-1)!.searchParams.get('sort')).toBe('NEWEST'),
    );
    expect(roommateCalls(fetchMock).at(-1)!.searchParams.has('minScore')).toBe(false);
  });

  it('Hide can be undone from its toast', async () => {
    const fetchMock = stubRoommatesApi([roommate(1, 'Sneha', { matchScore: 86 })]);
    signInAs('TENANT');
    const { user } = renderRoute(PATH, [
      {
        path: PATH,
        element: (
          <>
            <Toaster />
            <FindRoommatesPage />
          </>
        ),
      },
    ]);
    const card = (await screen.findByText('Sneha Kulkarni')).closest('article') as HTMLElement;
    await user.click(within(card).getByRole('button', { name: 'Hide' }));
    expect(await screen.findByText('Sneha Kulkarni is hidden from your results')).toBeTruthy();
    // A click alone: sonner's swipe handling asks for pointer capture, which jsdom lacks.
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([u, init]) => String(u).endsWith('/api/roommates/1/hide') && init?.method === 'DELETE',
        ),
      ).toBe(true),
    );
    expect(await screen.findByText('Sneha Kulkarni is back in your results')).toBeTruthy();
  });

  it('signed out, never asks for Best match', async () => {
    const fetchMock = stubRoommatesApi([preview(1, 'Sneha K.')]);
    renderRoute(`${PATH}?sort=BEST_MATCH&minScore=70`);
    await screen.findByText('Sneha K.');
    expect(roommateCalls(fetchMock)[0]!.searchParams.has('sort')).toBe(false);
    expect(roommateCalls(fetchMock)[0]!.searchParams.has('minScore')).toBe(false);
    expect(screen.queryByLabelText('Sort by')).toBeNull();
  });

  it('cycles a tri-state filter through Yes, No and Any', async () => {
    const fetchMock = stubRoommatesApi([roommate(1, 'Sneha')]);
    signInAs('TENANT');
    const { user, router } = renderRoute(PATH);
    await screen.findByText('Sneha Kulkarni');
    await user.click(screen.getByRole('button', { name: /Filters/ }));
    const smoking = within(screen.getByRole('group', { name: 'Smoking' }));
    const params = () => new URLSearchParams(router.state.location.search);

    await user.click(smoking.getByRole('radio', { name: 'Yes' }));
    expect(params().get('smoking')).toBe('true');
    await user.click(smoking.getByRole('radio', { name: 'No' }));
    expect(params().get('smoking')).toBe('false');
    await waitFor(() =>
      expect(roommateCalls(fetchMock).at(-1)!.searchParams.get('smoking')).toBe('false'),
    );
    await user.click(smoking.getByRole('radio', { name: 'Any' }));
    expect(params().has('smoking')).toBe(false);
    // Back to the unfiltered list: it was asked without the flag at first (and is reused).
    expect(roommateCalls(fetchMock)[0]!.searchParams.has('smoking')).toBe(false);
  });

  it('reads filters from the URL and searches by name after typing pauses', async () => {
    const fetchMock = stubRoommatesApi([roommate(1, 'Sneha')]);
    signInAs('TENANT');
    const { user, router } = renderRoute(`${PATH}?verified=true&pets=false&gender=FEMALE`);
    await screen.findByText('Sneha Kulkarni');
    const first = roommateCalls(fetchMock)[0]!;
    expect(first.searchParams.get('verified')).toBe('true');
    expect(first.searchParams.get('pets')).toBe('false');
    expect(first.searchParams.getAll('gender')).toEqual(['FEMALE']);
    // Filters in the URL open the panel.
    expect(
      within(screen.getByRole('group', { name: 'Verified' })).getByRole('radio', { name: 'Yes' }),
    ).toHaveProperty('checked', true);

    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'sne');
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('search')).toBe('sne'),
    );
    expect(new URLSearchParams(router.state.location.search).get('verified')).toBe('true');
    await waitFor(() =>
      expect(roommateCalls(fetchMock).at(-1)!.searchParams.get('search')).toBe('sne'),
    );
  });

  it('loads the next page on Load more', async () => {
    stubRoommatesApi([roommate(1, 'Sneha')], 20);
    signInAs('TENANT');
    const { user } = renderRoute(PATH);
    await screen.findByText('20 roommates found');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Later2 Kulkarni')).toBeTruthy();
    expect(screen.getByText('Sneha Kulkarni')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says in place what Best match leaves out, from the answers, and widens it in one tap', async () => {
    const fetchMock = stubRoommatesApi([roommate(1, 'Sneha', { matchScore: 86 })], 1, {
      city: 'pune',
      preferredRoommateGender: 'FEMALE',
    });
    signInAs('TENANT');
    const { user } = renderRoute(PATH);
    await screen.findByText('Sneha Kulkarni');
    expect(
      await screen.findByText(
        'Best match leaves out people outside Pune, men (your roommate gender preference) and people whose gender preference you do not meet.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show everyone, newest first' }));
    await waitFor(() =>
      expect(roommateCalls(fetchMock).at(-1)!.searchParams.get('sort')).toBe('NEWEST'),
    );
    expect(screen.queryByText(/Best match leaves out/)).toBeNull();
  });

  it('signed in with no best matches, offers everyone, newest first', async () => {
    const fetchMock = stubRoommatesApi([]);
    signInAs('TENANT');
    const { user, router } = renderRoute(PATH);
    await user.click(await screen.findByRole('button', { name: 'Show everyone, newest first' }));
    await waitFor(() => expect(router.state.location.search).toContain('sort=NEWEST'));
    await waitFor(() =>
      expect(roommateCalls(fetchMock).at(-1)!.searchParams.get('sort')).toBe('NEWEST'),
    );
  });

  it('shows a guest first name and initial, age band, city and budget band, and why no more', async () => {
    stubRoommatesApi([preview(1, 'Sneha K.')]);
    renderRoute(PATH);
    const card = (await screen.findByText('Sneha K.')).closest('article') as HTMLElement;
    const c = within(card);
    expect(c.getByText('25–29')).toBeTruthy();
    expect(c.getByText('Pune')).toBeTruthy();
    expect(c.getByText('₹10k - ₹20k')).toBeTruthy();
    expect(c.queryByText(/yrs|Vegetarian|Early Bird/)).toBeNull();
    expect(c.getByRole('link', { name: 'View Profile' }).getAttribute('href')).toBe(
      '/roommate-details?id=1',
    );
    const prompt = screen.getByRole('link', {
      name: ROOMMATE_PREVIEW_PROMPT.guest,
    });
    expect(prompt.getAttribute('href')).toBe(`/sign-in?next=${encodeURIComponent(PATH)}`);
  });

  it('gives a guest city and budget filters only, and never asks with the others', async () => {
    const fetchMock = stubRoommatesApi([preview(1, 'Sneha K.')]);
    const { user } = renderRoute(`${PATH}?foodPreference=JAIN&smoking=true&minAge=30&city=pune`);
    await screen.findByText('Sneha K.');
    const first = roommateCalls(fetchMock)[0]!;
    expect(first.searchParams.get('city')).toBe('pune');
    for (const key of ['foodPreference', 'smoking', 'gender']) {
      expect(first.searchParams.has(key), key).toBe(false);
    }
    // The whole age range: no age filter.
    expect(first.searchParams.get('minAge') ?? '12').toBe('12');
    if (!screen.queryByLabelText('City')) {
      await user.click(screen.getByRole('button', { name: /Filters/ }));
    }
    expect(screen.getByLabelText('City')).toBeTruthy();
    expect(screen.getByLabelText('Budget')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Smoking' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Jain' })).toBeNull();
    expect(screen.queryByLabelText('Minimum age')).toBeNull();
  });

  it('signed in without a verified e-mail, shows the previews and asks to verify', async () => {
    stubRoommatesApi([preview(1, 'Sneha K.')]);
    signInAs('TENANT');
    renderRoute(PATH);
    await screen.findByText('Sneha K.');
    expect(
      screen.getByRole('link', { name: ROOMMATE_PREVIEW_PROMPT.unverified }).getAttribute('href'),
    ).toBe('/profile');
    expect(screen.queryByLabelText('Sort by')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send Inquiry' })).toBeNull();
  });

  it('says when nobody matches and when the search failed', async () => {
    stubRoommatesApi([]);
    const empty = renderRoute(PATH);
    expect(await screen.findByText(MESSAGES.noRoommates)).toBeTruthy();
    empty.unmount();

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ success: false, error: 'boom' }, 500)),
    );
    renderRoute(PATH);
    expect(await screen.findByText(MESSAGES.roommatesFetchFailed)).toBeTruthy();
  });

  it('shows the page, the count and the match reason in Hindi', async () => {
    i18n.addResourceBundle('hi', 'roommates', hi.roommates);
    await i18n.changeLanguage('hi');
    try {
      stubRoommatesApi([
        roommate(1, 'Sneha', { matchScore: 86, matchReasons: ['Your budgets overlap', 'b', 'c'] }),
      ]);
      signInAs('TENANT');
      renderRoute(PATH);
      const card = (await screen.findByText('Sneha Kulkarni')).closest('article') as HTMLElement;
      expect(screen.getByRole('heading', { name: 'रूममेट खोजें' })).toBeTruthy();
      expect(screen.getByText('1 रूममेट मिला')).toBeTruthy();
      expect(within(card).getByRole('img', { name: '86 % मैच' })).toBeTruthy();
      expect(within(card).getByText('आपके बजट मेल खाते हैं')).toBeTruthy();
      expect(within(card).getByRole('link', { name: 'प्रोफ़ाइल देखें' })).toBeTruthy();
      expect(screen.getByLabelText('क्रम से दिखाएँ')).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
