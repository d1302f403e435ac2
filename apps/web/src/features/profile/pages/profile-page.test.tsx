import {
  MESSAGES,
  NO_ROOMMATE_ANSWERS,
  VALIDATION,
  type ProfileFields,
  type SelfUser,
} from '@roomsetu/shared';
import hi from '@roomsetu/shared/catalogs/hi.json';
import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { getToken } from '@/lib/auth';
import { i18n } from '@/lib/i18n';
import { renderRoute, signInAs } from '@/test/render-app';
import { fail, offline, ok, pending, stubApi, type ApiRoutes } from '@/test/stub-api';
import { saveErrorMessage } from '../components/profile-form';

/** Whole journeys through lazily loaded pages: generous when every test file runs at once. */
const SLOW = { timeout: 30_000 };

const PROFILE: ProfileFields = {
  ...NO_ROOMMATE_ANSWERS,
  age: 27,
  gender: 'FEMALE',
  city: 'jaipur',
  occupation: 'Engineer',
  education: 'MASTER',
  roomPreference: 'LOOKING_FOR_ROOM',
  budget: '10000-20000',
  preferredRoommateGender: 'FEMALE',
  smoking: false,
  drinking: null,
  pets: true,
  foodPreference: 'VEGETARIAN',
  lifestyle: 'EARLY_BIRD',
};

const SELF: SelfUser = {
  id: 7,
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.com',
  phone: '9876543210',
  role: 'TENANT',
  preferredLanguage: 'en',
  isEmailVerified: true,
  isPhoneVerified: false,
  verifications: { email: true, phone: false, id: false },
  idStatus: 'NONE',
  idRejectionReason: null,
  avatar: null,
  createdAt: '2025-01-10T10:00:00.000Z',
  interests: [],
  propertiesCount: 0,
  profile: PROFILE,
};

beforeAll(async () => {
  await import('./profile-page');
});

beforeEach(() => {
  signInAs('TENANT');
  vi.spyOn(toast, 'success');
  vi.spyOn(toast, 'error');
});

function open(routes: ApiRoutes = {}, path = '/profile') {
  const api = stubApi({ 'GET /api/users/self': () => ok(SELF), ...routes });
  return { ...renderRoute(path), api };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('Profile page', SLOW, () => {
  it('shows the account read-only, the badge and the editable profile with labels', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
    expect(document.title).toBe('Profile | RoomSetu');
    expect(screen.getByLabelText('Loading profile')).toBeTruthy();
    const account = await screen.findByRole('region', { name: 'Asha Verma' });
    for (const text of ['Asha Verma', 'asha@example.com', '9876543210', 'Tenant', 'E-mail']) {
      expect(within(account).getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(within(account).queryByRole('textbox')).toBeNull();
    expect(field('Age').value).toBe('27');
    expect(field('City').value).toBe('jaipur');
    expect(
      within(screen.getByLabelText('City')).getByRole('option', { name: 'Jaipur' }),
    ).toBeTruthy();
    expect(field('Budget').value).toBe('10000-20000');
    expect(field('Smoking').value).toBe('no');
    expect(field('Drinking').value).toBe('');
    expect(field('Pets').value).toBe('yes');
  });

  it('saves the profile and says so', async () => {
    const { user, api } = open({
      'PATCH /api/auth/user-profile': () =>
        ok({ ...SELF, profile: { ...PROFILE, occupation: 'Designer', age: null } }),
    });
    await screen.findByDisplayValue('Engineer');
    await user.clear(field('Occupation'));
    await user.type(field('Occupation'), 'Designer');
    await user.clear(field('Age'));
    await user.selectOptions(screen.getByLabelText('Drinking'), 'yes');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(MESSAGES.profileUpdated));
    expect(api.callsTo('PATCH /api/auth/user-profile')[0]?.body).toEqual({
      ...PROFILE,
      occupation: 'Designer',
      age: null,
      drinking: true,
    });
    expect(field('Occupation').value).toBe('Designer');
  });

  it('saves the roommate-matching answers, quick to pick on a phone', async () => {
    const { user, api } = open({
      'PATCH /api/auth/user-profile': () => ok({ ...SELF, profile: PROFILE }),
    });
    await screen.findByDisplayValue('Engineer');
    const answers = within(document.getElementById('roommate-answers')!);
    await user.type(answers.getByLabelText('Budget from (₹ a month)'), '8000');
    await user.type(answers.getByLabelText('Budget up to (₹ a month)'), '14000');
    await user.type(answers.getByLabelText('Preferred localities'), 'Malviya Nagar, C-Scheme');
    await user.click(answers.getByRole('radio', { name: '4' }));
    await user.click(answers.getByRole('radio', { name: 'Rarely' }));
    await user.click(answers.getByRole('checkbox', { name: 'Hindi' }));
    await user.click(answers.getByRole('checkbox', { name: 'English' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(api.callsTo('PATCH /api/auth/user-profile')).toHaveLength(1));
    expect(api.callsTo('PATCH /api/auth/user-profile')[0]?.body).toMatchObject({
      budgetMin: 8000,
      budgetMax: 14000,
      preferredLocalities: ['Malviya Nagar', 'C-Scheme'],
      cleanlinessLevel: 4,
      guests: 'RARELY',
      languages: ['Hindi', 'English'],
      preferredAgeMin: null,
    });
  });

  it('refuses a budget range the wrong way round without calling the server', async () => {
    const { user, api } = open({});
    await screen.findByDisplayValue('Engineer');
    await user.type(screen.getByLabelText('Budget from (₹ a month)'), '20000');
    await user.type(screen.getByLabelText('Budget up to (₹ a month)'), '9000');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(VALIDATION.budgetRangeOrder)).toBeTruthy();
    expect(api.callsTo('PATCH /api/auth/user-profile')).toHaveLength(0);
  });

  it('refuses an age outside 18-100 without calling the server', async () => {
    const { user, api } = open();
    await screen.findByDisplayValue('Engineer');
    await user.clear(field('Age'));
    await user.type(field('Age'), '150');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(VALIDATION.ageRange)).toBeTruthy();
    expect(field('Age').getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('PATCH /api/auth/user-profile')).toHaveLength(0);
  });

  it.each([
    ['a server error', () => fail(500, 'Boom'), MESSAGES.profileUpdateFailed],
    ['a network failure', offline, MESSAGES.networkError],
  ])('explains %s when saving', async (_case, answer, message) => {
    const { user } = open({ 'PATCH /api/auth/user-profile': answer });
    await screen.findByDisplayValue('Engineer');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('names any other failure as unknown', () => {
    expect(saveErrorMessage(new TypeError('x'))).toBe(MESSAGES.unknownError);
  });

  it('offers a retry when the profile cannot be loaded', async () => {
    let answers = 0;
    const { user } = open({
      'GET /api/users/self': () => (++answers === 1 ? fail(500, 'Boom') : ok(SELF)),
    });
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.profileLoadFailed);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByDisplayValue('Engineer')).toBeTruthy();
  });

  it('says "User not found" and signs out when the account is gone', async () => {
    const { router } = open({
      'GET /api/users/self': () => fail(404, MESSAGES.userNotFound),
      'POST /api/auth/logout': pending,
    });
    await vi.waitFor(() => expect(getToken()).toBeNull());
    expect(toast.error).toHaveBeenCalledWith(MESSAGES.userNotFound, expect.anything());
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('keeps the open tab in the URL and moves between tabs with the keyboard', async () => {
    const { user, router } = open({}, '/profile?tab=properties');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Profile',
      'Verification',
      'My Property',
      'Visits',
      'Tenancies',
      'Favorites',
      'Saved searches',
      'Settings',
    ]);
    expect(screen.getByRole('tab', { name: 'My Property' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByRole('tabpanel', { name: 'My Property' })).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Settings' }));
    expect(router.state.location.search).toBe('?tab=settings');
    await user.keyboard('{ArrowRight}');
    expect(router.state.location.search).toBe('');
    expect(document.activeElement?.textContent).toBe('Profile');
    expect(await screen.findByDisplayValue('Engineer')).toBeTruthy();
  });
});

describe('Profile page, in Hindi', SLOW, () => {
  it('shows the tabs, the account and the form in Hindi', async () => {
    i18n.addResourceBundle('hi', 'profile', hi.profile);
    await i18n.changeLanguage('hi');
    try {
      open();
      await screen.findByRole('heading', { level: 1, name: 'प्रोफ़ाइल' });
      expect(screen.getByRole('tablist', { name: 'प्रोफ़ाइल के सेक्शन' })).toBeTruthy();
      expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
        'प्रोफ़ाइल',
        'वेरिफ़िकेशन',
        'मेरी प्रॉपर्टी',
        'विज़िट',
        'किरायेदारी',
        'पसंदीदा',
        'सेव की गई खोजें',
        'सेटिंग्स',
      ]);
      const account = await screen.findByRole('region', { name: 'Asha Verma' });
      expect(within(account).getByText('पूरा नाम')).toBeTruthy();
      expect(field('उम्र').value).toBe('27');
      expect(
        within(screen.getByLabelText('ड्रिंकिंग')).getByRole('option', { name: 'नहीं बताया' }),
      ).toBeTruthy();
      expect(
        within(screen.getByLabelText('बजट')).getByRole('option', { name: '₹5k तक' }),
      ).toBeTruthy();
      expect(screen.getByRole('button', { name: 'बदलाव सेव करें' })).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
