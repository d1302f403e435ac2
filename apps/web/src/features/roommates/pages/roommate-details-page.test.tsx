import { MESSAGES, ROOMMATE_PREVIEW_PROMPT, VALIDATION } from '@roomsetu/shared';
import { screen, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import hi from '@roomsetu/shared/catalogs/hi.json';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { i18n } from '@/lib/i18n';
import { jsonResponse, renderRoute, signInAs } from '@/test/render-app';
import { preview, roommate } from '../testing/fixtures';
import { CHOOSE_ROOMMATE, RoommateDetailsPage } from './roommate-details-page';

let COMPATIBILITY = {
  score: 82,
  excludedBy: null,
  answered: 9,
  total: 13,
  interested: false,
  matched: false,
  conversationId: null as number | null,
  factors: [
    {
      factor: 'budget',
      label: 'Budget',
      points: 20,
      max: 20,
      known: true,
      reason: 'Your budgets overlap',
    },
    {
      factor: 'smoking',
      label: 'Smoking',
      points: 0,
      max: 8,
      known: true,
      reason: 'Different about smoking',
    },
    {
      factor: 'guests',
      label: 'Guests',
      points: 0,
      max: 5,
      known: false,
      reason: 'Guests not answered',
    },
  ],
};

function stubProfile(status = 200, asGuest = false) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/users/4/profile' && asGuest) {
      return jsonResponse({ success: true, data: preview(4, 'Sneha K.', { ageBand: '30-34' }) });
    }
    if (url.pathname === '/api/users/4/profile') {
      return status === 200
        ? jsonResponse({
            success: true,
            data: roommate(4, 'Sneha', {
              profile: { ...roommate(4, 'Sneha').profile, occupation: null, smoking: true },
            }),
          })
        : jsonResponse({ success: false, error: 'User not found' }, status);
    }
    if (url.pathname === '/api/users/4/compatibility') {
      return jsonResponse({ success: true, data: COMPATIBILITY });
    }
    if (url.pathname === '/api/roommates/4/interest' && init?.method === 'POST') {
      return jsonResponse({
        success: true,
        data: { interested: true, matched: true, conversationId: 31 },
      });
    }
    if (url.pathname === '/api/messages/conversations-inquiry' && init?.method === 'POST') {
      return jsonResponse({ success: true, data: { conversation: { id: 12 } } }, 201);
    }
    return jsonResponse({ success: false, error: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

// The toaster sits in the layout, as in the app: a toast outlives the page that raised it.
const routes = [
  {
    element: (
      <>
        <Toaster />
        <Outlet />
      </>
    ),
    children: [
      { path: '/roommate-details', element: <RoommateDetailsPage /> },
      { path: '/chat', element: <h1>Chat</h1> },
      { path: '/find-roommates', element: <h1>Find Roommates</h1> },
    ],
  },
];

describe('RoommateDetailsPage', () => {
  it('shows every profile field with labels, Yes/No and a dash when empty', async () => {
    signInAs('TENANT');
    stubProfile();
    renderRoute('/roommate-details?id=4', routes);
    expect(await screen.findByRole('heading', { name: 'Sneha Kulkarni' })).toBeTruthy();
    const row = (label: string) => screen.getByText(label, { selector: 'dt' }).nextSibling;
    expect(row('Occupation')?.textContent).toBe('-');
    expect(row('Smoking')?.textContent).toBe('Yes');
    expect(row('Pets')?.textContent).toBe('Yes');
    expect(row('Drinking')?.textContent).toBe('No');
    expect(row('Education')?.textContent).toBe("Bachelor's Degree");
    expect(row('Budget')?.textContent).toBe('₹10k - ₹20k');
    expect(row('Food preference')?.textContent).toBe('Vegetarian');
    expect(screen.getByText('Cooking')).toBeTruthy();
    // Public profiles carry no e-mail: people are reached through chat.
    expect(screen.queryByText('Email', { selector: 'dt' })).toBeNull();
    expect(screen.getByRole('link', { name: /Back to Find Roommates/ }).getAttribute('href')).toBe(
      '/find-roommates',
    );
  });

  it('shows a guest the name with initial, bands and city, and how to see the rest', async () => {
    const fetchMock = stubProfile(200, true);
    renderRoute('/roommate-details?id=4', routes);
    expect(await screen.findByRole('heading', { name: 'Sneha K.' })).toBeTruthy();
    const row = (label: string) => screen.getByText(label, { selector: 'dt' }).nextSibling;
    expect(row('Age')?.textContent).toBe('30–34');
    expect(row('City')?.textContent).toBe('Pune');
    expect(row('Budget')?.textContent).toBe('₹10k - ₹20k');
    expect(screen.queryByText('Smoking', { selector: 'dt' })).toBeNull();
    expect(screen.queryByText('Food preference', { selector: 'dt' })).toBeNull();
    expect(
      screen.getByRole('link', { name: ROOMMATE_PREVIEW_PROMPT.guest }).getAttribute('href'),
    ).toBe(`/sign-in?next=${encodeURIComponent('/roommate-details?id=4')}`);
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('compatibility'))).toBe(false);
  });

  it.each(['/roommate-details', '/roommate-details?id=abc'])(
    'sends %s back to the list with a message instead of "User not found"',
    async (path) => {
      const fetchMock = stubProfile();
      const { router } = renderRoute(path, routes);
      expect(await screen.findByRole('heading', { name: 'Find Roommates' })).toBeTruthy();
      expect(router.state.location.pathname).toBe('/find-roommates');
      expect(await screen.findByText(CHOOSE_ROOMMATE)).toBeTruthy();
      expect(screen.queryByText(MESSAGES.userNotFound)).toBeNull();
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('signed in, shows the match breakdown, Interested, and the conversation once it is a match', async () => {
    signInAs('TENANT');
    stubProfile();
    const { user } = renderRoute('/roommate-details?id=4', routes);
    expect(await screen.findByRole('img', { name: '82 % match' })).toBeTruthy();
    expect(screen.getByText('Based on 9 of 13 answers you both gave.')).toBeTruthy();
    expect(screen.getByText('Your budgets overlap')).toBeTruthy();
    expect(screen.getByText('20/20')).toBeTruthy();
    expect(screen.getByText('Guests not answered')).toBeTruthy();

    COMPATIBILITY = { ...COMPATIBILITY, interested: true, matched: true, conversationId: 31 };
    await user.click(screen.getByRole('button', { name: 'Interested' }));
    const link = await screen.findByRole('link', { name: /It’s a match/ });
    expect(link.getAttribute('href')).toBe('/chat?convoId=31');
  });

  it("says 'User not found' for an unknown id", async () => {
    stubProfile(404);
    renderRoute('/roommate-details?id=4', routes);
    expect(await screen.findByText(MESSAGES.userNotFound)).toBeTruthy();
  });

  it('sends the inquiry with every detail of the form in the text', async () => {
    signInAs('TENANT', { name: 'Asha Verma', email: 'asha@example.com' });
    const fetchMock = stubProfile();
    const { user } = renderRoute('/roommate-details?id=4', routes);
    const form = within(await screen.findByRole('form', { name: /Send an inquiry/ }));

    await user.click(form.getByRole('button', { name: 'Send Inquiry' }));
    expect(await form.findByText(VALIDATION.inquiryMessageRequired)).toBeTruthy();
    expect(form.getByText('You must agree to the terms')).toBeTruthy();

    await user.selectOptions(form.getByLabelText('Inquiry type'), 'LOOKING_FOR_ROOM');
    await user.type(form.getByLabelText(/Phone/), '9876543210');
    await user.type(form.getByLabelText(/Preferred move-in date/), '2030-05-01');
    await user.click(form.getByRole('button', { name: 'When are you planning to move in?' }));
    await user.click(form.getByRole('checkbox'));
    await user.click(form.getByRole('button', { name: 'Send Inquiry' }));

    expect(await screen.findByText(MESSAGES.inquirySent)).toBeTruthy();
    const call = fetchMock.mock.calls.find(([input]) =>
      String(input).includes('conversations-inquiry'),
    )!;
    const body = JSON.parse(String(call[1]?.body)) as { receiverId: number; text: string };
    expect(body.receiverId).toBe(4);
    expect(body).toMatchObject({ inquiryType: 'LOOKING_FOR_ROOM' });
    expect(body.text).toContain('When are you planning to move in?');
    expect(body.text).toContain('Inquiry type: Looking for a room');
    expect(body.text).toContain('Full name: Asha Verma');
    expect(body.text).toContain('Phone: 9876543210');
    expect(body.text).toContain('Email: asha@example.com');
    expect(body.text).toContain('Preferred move-in date: 01-05-2030');
  });

  it('shows the match breakdown and the inquiry form in Hindi', async () => {
    i18n.addResourceBundle('hi', 'roommates', hi.roommates);
    await i18n.changeLanguage('hi');
    try {
      signInAs('TENANT');
      stubProfile();
      renderRoute('/roommate-details?id=4', routes);
      expect(await screen.findByRole('img', { name: '82 % मैच' })).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'रूममेट की जानकारी' })).toBeTruthy();
      expect(screen.getByText('आप दोनों के दिए 13 में से 9 जवाबों के आधार पर।')).toBeTruthy();
      expect(screen.getByText('आपके बजट मेल खाते हैं')).toBeTruthy();
      expect(screen.getByText('मेहमानों का जवाब नहीं दिया')).toBeTruthy();
      const row = (label: string) => screen.getByText(label, { selector: 'dt' }).nextSibling;
      expect(row('स्मोकिंग')?.textContent).toBe('हाँ');
      expect(row('शराब')?.textContent).toBe('नहीं');
      expect(await screen.findByRole('form', { name: 'Sneha Kulkarni को पूछताछ भेजें' })).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
