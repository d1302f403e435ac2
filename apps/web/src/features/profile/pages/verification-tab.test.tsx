import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NO_ROOMMATE_ANSWERS, type SelfUser } from '@roomsetu/shared';
import { renderRoute, signInAs } from '@/test/render-app';
import { fail, ok, stubApi, type ApiRoutes } from '@/test/stub-api';

const SLOW = { timeout: 30_000 };

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
  profile: {
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
  },
};

beforeAll(async () => {
  await import('./profile-page');
});
beforeEach(() => signInAs('TENANT'));

function open(self: Partial<SelfUser> = {}, routes: ApiRoutes = {}) {
  let current: SelfUser = { ...SELF, ...self };
  const api = stubApi({
    'GET /api/users/self': () => ok(current),
    ...routes,
  });
  const view = renderRoute('/profile?tab=verification');
  return {
    ...view,
    api,
    setSelf: (next: Partial<SelfUser>) => (current = { ...current, ...next }),
  };
}

describe('Profile: Verification tab', SLOW, () => {
  it('sends a code, makes the user wait before resending, and verifies the phone', async () => {
    const { user, api, setSelf } = open(
      {},
      {
        'POST /api/verification/phone/start': () =>
          ok({ sentTo: '98******10', expiresAt: new Date(Date.now() + 600_000).toISOString() }),
        'POST /api/verification/phone/confirm': (body) => {
          if ((body as { code: string }).code !== '482913')
            return fail(400, 'That code is not right.');
          setSelf({
            isPhoneVerified: true,
            verifications: { email: true, phone: true, id: false },
          });
          return ok({ phone: true });
        },
      },
    );
    const badges = await screen.findByRole('list', { name: 'Verifications' });
    expect(
      within(badges)
        .getAllByRole('listitem')
        .map((b) => b.textContent),
    ).toEqual(['E-mail verified', 'Phone not verified', 'ID not verified']);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Code sent to 98******10.')).toBeTruthy();
    const resend = screen.getByRole('button', { name: /Resend code in \d+s/ });
    expect((resend as HTMLButtonElement).disabled).toBe(true);

    const code = screen.getByLabelText('Code from the SMS');
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Verify phone' }));
    expect(await screen.findByText('That code is not right.')).toBeTruthy();
    await user.clear(code);
    await user.type(code, '482913');
    await user.click(screen.getByRole('button', { name: 'Verify phone' }));
    expect(await screen.findByText('Your phone number is verified.')).toBeTruthy();
    expect(api.callsTo('POST /api/verification/phone/confirm').map((c) => c.body)).toEqual([
      { code: '111111' },
      { code: '482913' },
    ]);
  });

  it('shows why an ID was rejected and sends a new document as multipart', async () => {
    const { user, api, setSelf } = open(
      { idStatus: 'REJECTED', idRejectionReason: 'The photo is too blurry' },
      {
        'POST /api/verification/id': () => {
          setSelf({ idStatus: 'PENDING', idRejectionReason: null });
          return ok({ idStatus: 'PENDING', idRejectionReason: null }, 201);
        },
      },
    );
    expect(await screen.findByText(/The photo is too blurry/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send for verification' }));
    expect(screen.getByText('Choose the type of document.')).toBeTruthy();
    expect(api.callsTo('POST /api/verification/id')).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText('Document'), 'PAN');
    await user.type(screen.getByLabelText('Last 4 characters of the number'), '234F');
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'pan.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Photos (front, and back if it has one)'), file);
    await user.click(screen.getByRole('button', { name: 'Send for verification' }));
    expect(await screen.findByText(/waiting for our team/)).toBeTruthy();
    const sent = api.fetchMock.mock.calls.find(([, init]) => init?.body instanceof FormData);
    const form = sent![1]!.body as FormData;
    expect(form.get('documentType')).toBe('PAN');
    expect(form.get('last4')).toBe('234F');
    expect((form.getAll('images')[0] as File).name).toBe('pan.jpg');
    expect(screen.queryByRole('button', { name: 'Send for verification' })).toBeNull();
  });

  it('shows an approved ID as verified, without a form', async () => {
    open({ idStatus: 'APPROVED', verifications: { email: true, phone: true, id: true } });
    expect(await screen.findByText('Your ID is verified.')).toBeTruthy();
    expect(screen.queryByLabelText('Document')).toBeNull();
  });
});
