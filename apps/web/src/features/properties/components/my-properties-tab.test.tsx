import {
  daysFromToday,
  LISTING_REVIEW_REASON_LABELS,
  MESSAGES,
  VALIDATION,
} from '@roomsetu/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import hi from '@roomsetu/shared/catalogs/hi.json';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { i18n } from '@/lib/i18n';
import { renderRoute, signInAs } from '@/test/render-app';
import { fail, ok, pending, stubApi, type ApiRoutes } from '@/test/stub-api';
import { card, property } from '../test/fixtures';
import { MyPropertiesTab } from './my-properties-tab';

const SLOW = { timeout: 30_000 };
const LISTING = property(3, { title: 'Cosy flat', status: 'PENDING' });

beforeEach(() => {
  signInAs('LANDLORD');
  vi.spyOn(toast, 'success');
  vi.spyOn(toast, 'error');
});

function open(routes: ApiRoutes = {}) {
  const api = stubApi({
    'GET /api/users/self-property': () => ok([card(3, { title: 'Cosy flat', status: 'PENDING' })]),
    'GET /api/properties/3': () => ok(LISTING),
    'GET /api/property-photos/3/photos': () => ok(LISTING.photos),
    // A live listing's figures; the tests that read them answer it.
    'GET /api/properties/3/stats': pending,
    ...routes,
  });
  const view = renderRoute('/profile', [{ path: '/profile', element: <MyPropertiesTab /> }]);
  return { ...view, api };
}

async function editDialog(user: ReturnType<typeof open>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Edit Cosy flat' }));
  return screen.findByRole('dialog', { name: 'Edit: Cosy flat' });
}

describe('My Property tab', SLOW, () => {
  it('lists the owner’s properties with their status', async () => {
    open();
    const item = (await screen.findByRole('heading', { name: 'Cosy flat' })).closest('article')!;
    expect(within(item).getByText('Pending Review')).toBeTruthy();
    expect(within(item).getByRole('link', { name: 'View Cosy flat' }).getAttribute('href')).toBe(
      '/room-details?id=3',
    );
  });

  it('says why a held listing is under review', async () => {
    open({
      'GET /api/users/self-property': () =>
        ok([
          {
            ...card(3, { title: 'Cosy flat', status: 'PENDING' }),
            reviewReason: 'DUPLICATE_PHOTOS',
          },
        ]),
    });
    const item = (await screen.findByRole('heading', { name: 'Cosy flat' })).closest('article')!;
    expect(within(item).getByRole('status').textContent).toBe(
      LISTING_REVIEW_REASON_LABELS.DUPLICATE_PHOTOS,
    );
  });

  it('offers the moves the lifecycle allows, shows the figures, the chart and the inquiries', async () => {
    const days = Array.from({ length: 30 }, (_, i) => ({
      date: `2026-11-${String(i + 1).padStart(2, '0')}`,
      views: i === 29 ? 4 : 0,
      favourites: 0,
      inquiries: 0,
    }));
    const { user, api } = open({
      'GET /api/users/self-property': () => ok([card(3, { title: 'Cosy flat', status: 'ACTIVE' })]),
      'GET /api/properties/3/stats': () =>
        ok({
          last7Days: { views: 4, favourites: 1, inquiries: 1, replyRate: 1 },
          last30Days: { views: 9, favourites: 2, inquiries: 2, replyRate: 0.5 },
          days,
        }),
      'GET /api/properties/3/inquiries': () =>
        ok([
          {
            conversationId: 7,
            startedAt: '2026-11-20T10:00:00.000Z',
            person: {
              id: 5,
              firstName: 'Ravi',
              badge: 'Email Verified',
              isEmailVerified: true,
              isPhoneVerified: false,
            },
            lastMessage: {
              content: 'Can I visit?',
              sentAt: '2026-11-20T10:00:00.000Z',
              fromOwner: false,
            },
            unread: true,
          },
        ]),
      'POST /api/properties/3/status': () => ok({ id: 3, status: 'PAUSED', letAgreedAt: null }),
    });
    const item = (await screen.findByRole('heading', { name: 'Cosy flat' })).closest('article')!;
    const month = await within(item).findByLabelText('Last 30 days');
    expect(month.textContent).toContain('Views9');
    expect(month.textContent).toContain('Replied50%');
    expect(within(item).getByText('Views per day, last 30 days')).toBeTruthy();
    const chart = within(item).getByText('Views per day, last 30 days').closest('figure')!;
    expect(chart.querySelectorAll('rect')).toHaveLength(30);
    expect(within(within(chart).getByRole('list')).getByText('30 Nov: 4 views')).toBeTruthy();

    await user.click(within(item).getByRole('button', { name: /Inquiries \(2 this month\)/ }));
    expect(await within(item).findByText('Ravi')).toBeTruthy();
    expect(within(item).getByText('Unread')).toBeTruthy();
    expect(
      within(item)
        .getByRole('link', { name: 'Open the conversation with Ravi' })
        .getAttribute('href'),
    ).toBe('/chat?convoId=7');

    expect(within(item).queryByRole('button', { name: /Re-activate/ })).toBeNull();
    within(item).getByRole('button', { name: 'Mark let agreed: Cosy flat' });
    await user.click(within(item).getByRole('button', { name: 'Pause: Cosy flat' }));
    await vi.waitFor(() =>
      expect(api.callsTo('POST /api/properties/3/status')[0]?.body).toEqual({ status: 'PAUSED' }),
    );
  });

  it('a paused listing offers only Re-activate and says what pausing means', async () => {
    open({
      'GET /api/users/self-property': () => ok([card(3, { title: 'Cosy flat', status: 'PAUSED' })]),
    });
    const item = (await screen.findByRole('heading', { name: 'Cosy flat' })).closest('article')!;
    expect(within(item).getByText('Paused')).toBeTruthy();
    expect(within(item).getByText(/Hidden from search/)).toBeTruthy();
    expect(
      within(item)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label'))
        .filter((l) => l?.endsWith(': Cosy flat')),
    ).toEqual(['Re-activate: Cosy flat']);
  });

  it('a live listing shows when it was confirmed and a "Still available" button', async () => {
    const listings = [
      card(3, {
        title: 'Cosy flat',
        status: 'ACTIVE',
        confirmedAt: new Date(Date.now() - 10 * 86_400_000).toISOString(),
      }),
    ];
    const { user, api } = open({
      'GET /api/users/self-property': () => ok(listings),
      'POST /api/properties/3/confirm': () => {
        listings[0] = { ...listings[0]!, confirmedAt: new Date().toISOString() };
        return ok({ id: 3, confirmedAt: listings[0].confirmedAt });
      },
    });
    const item = (await screen.findByRole('heading', { name: 'Cosy flat' })).closest('article')!;
    expect(within(item).getByText('Available — confirmed 10 days ago')).toBeTruthy();
    await user.click(within(item).getByRole('button', { name: 'Still available: Cosy flat' }));
    expect(await within(item).findByText('Available — confirmed today')).toBeTruthy();
    expect(api.callsTo('POST /api/properties/3/confirm')).toHaveLength(1);
    expect(toast.success).toHaveBeenCalled();
  });

  it('says No properties found. when there are none', async () => {
    open({ 'GET /api/users/self-property': () => ok([]) });
    expect(await screen.findByText(MESSAGES.noProperties)).toBeTruthy();
  });

  it('saves edited fields with PUT /properties/:id', async () => {
    const { user, api } = open({
      'PUT /api/properties/3': () => ok({ id: 3 }),
    });
    const dialog = await editDialog(user);
    const rent = await within(dialog).findByLabelText('Monthly rent');
    expect((rent as HTMLInputElement).value).toBe('12500');
    await user.clear(rent);
    await user.type(rent, '15000');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(MESSAGES.propertyUpdated));
    expect(api.callsTo('PUT /api/properties/3')[0]?.body).toMatchObject({
      rent: 15000,
      title: 'Cosy flat',
      features: ['WiFi', 'AC', 'Parking', 'Gym', 'Balcony'],
    });
  });

  it('clearing the rent and saving shows the validation message and sends nothing', async () => {
    const { user, api } = open({ 'PUT /api/properties/3': () => ok({ id: 3 }) });
    const dialog = await editDialog(user);
    const rent = await within(dialog).findByLabelText('Monthly rent');
    await user.clear(rent);
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText(VALIDATION.rentRequired)).toBeTruthy();
    expect(rent.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('PUT /api/properties/3')).toHaveLength(0);
  });

  it('refuses a restriction that excludes people by community, on the field, and sends nothing', async () => {
    const { user, api } = open({ 'PUT /api/properties/3': () => ok({ id: 3 }) });
    const dialog = await editDialog(user);
    const restriction = await within(dialog).findByRole('textbox', { name: /^Restrictions/ });
    await user.type(restriction, 'Brahmins only');
    await user.click(within(dialog).getByRole('button', { name: /^Add\s*to Restrictions/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(dialog).findByText(
        'Listings cannot exclude people by religion, caste or community: remove “Brahmins only”.',
      ),
    ).toBeTruthy();
    expect(restriction.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('PUT /api/properties/3')).toHaveLength(0);
  });

  it('refuses a new past "Available from" but keeps the one the listing has', async () => {
    const { user, api } = open({ 'PUT /api/properties/3': () => ok({ id: 3 }) });
    const dialog = await editDialog(user);
    const date = await within(dialog).findByLabelText('Available from');
    fireEvent.change(date, { target: { value: daysFromToday(-2) } });
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText(VALIDATION.availableFromPast)).toBeTruthy();
    expect(api.callsTo('PUT /api/properties/3')).toHaveLength(0);
    fireEvent.change(date, { target: { value: LISTING.availableFrom } });
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(api.callsTo('PUT /api/properties/3')).toHaveLength(1));
  });

  it('reports a failed update', async () => {
    const { user } = open({ 'PUT /api/properties/3': () => fail(500, 'Boom') });
    const dialog = await editDialog(user);
    await user.click(await within(dialog).findByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith(MESSAGES.propertyUpdateFailed));
  });

  it('changes the address with state and country derived from the city', async () => {
    const { user, api } = open({ 'PUT /api/properties/address/3': () => ok({}) });
    const dialog = await editDialog(user);
    await user.click(await within(dialog).findByRole('tab', { name: 'Address' }));
    await user.selectOptions(within(dialog).getByLabelText('City'), 'pune');
    const state = within(dialog).getByLabelText('State') as HTMLInputElement;
    expect([state.value, state.readOnly]).toEqual(['Maharashtra', true]);
    // The address is public; the exact point is the owner's choice, off unless they tick it.
    const exact = within(dialog).getByRole('checkbox', {
      name: new RegExp(MESSAGES.exactLocationLabel),
    });
    expect((exact as HTMLInputElement).checked).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
    await vi.waitFor(() => expect(api.callsTo('PUT /api/properties/address/3')).toHaveLength(1));
    expect(api.callsTo('PUT /api/properties/address/3')[0]?.body).toEqual({
      city: 'pune',
      line1: '12 MG Road',
      area: 'Malviya Nagar',
      postalCode: '302017',
      state: 'Maharashtra',
      country: 'India',
      exactLocation: false,
    });
  });

  it('orders photos (the first is the primary), names each radio, describes and deletes photos', async () => {
    const { user, api } = open({
      'PUT /api/property-photos/3/photos/order': () => ok([...LISTING.photos].reverse()),
      'PATCH /api/property-photos/photos/31': () => ok(LISTING.photos),
      'DELETE /api/property-photos/photos/31': () => ok([]),
      'POST /api/property-photos/3/photos/upload': () => fail(415, 'Bad image'),
    });
    const dialog = await editDialog(user);
    await user.click(await within(dialog).findByRole('tab', { name: 'Photos' }));
    const radios = await within(dialog).findAllByRole('radio');
    // Each radio names its photo; the first photo is the primary.
    expect(within(dialog).getByRole('radio', { name: 'Primary: photo 1 (Hall)' })).toBe(radios[0]);
    expect(within(dialog).getByRole('radio', { name: 'Primary: photo 2 (Bedroom)' })).toBe(
      radios[1],
    );
    expect(radios.map((r) => (r as HTMLInputElement).checked)).toEqual([true, false]);
    await user.click(radios[1]!);
    await vi.waitFor(() =>
      expect(api.callsTo('PUT /api/property-photos/3/photos/order')).toHaveLength(1),
    );
    expect(api.callsTo('PUT /api/property-photos/3/photos/order')[0]?.body).toEqual({
      photoIds: [32, 31],
    });
    await vi.waitFor(() =>
      expect(
        within(dialog).getByRole('button', { name: 'Move photo 1 (Hall) later' }),
      ).toHaveProperty('disabled', false),
    );
    expect(
      within(dialog).getByRole('button', { name: 'Move photo 1 (Hall) earlier' }),
    ).toHaveProperty('disabled', true);
    await user.click(within(dialog).getByRole('button', { name: 'Move photo 1 (Hall) later' }));
    await vi.waitFor(() =>
      expect(api.callsTo('PUT /api/property-photos/3/photos/order')).toHaveLength(2),
    );
    expect(api.callsTo('PUT /api/property-photos/3/photos/order')[1]?.body).toEqual({
      photoIds: [32, 31],
    });

    await vi.waitFor(() =>
      expect(within(dialog).getByLabelText('What photo 1 (Hall) shows')).toHaveProperty(
        'disabled',
        false,
      ),
    );
    await user.selectOptions(within(dialog).getByLabelText('What photo 1 (Hall) shows'), 'Kitchen');
    await vi.waitFor(() =>
      expect(api.callsTo('PATCH /api/property-photos/photos/31')[0]?.body).toEqual({
        altText: 'Kitchen',
      }),
    );

    await vi.waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Delete photo 1' })).toHaveProperty(
        'disabled',
        false,
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete photo 1' }));
    await vi.waitFor(() =>
      expect(api.callsTo('DELETE /api/property-photos/photos/31')).toHaveLength(1),
    );

    const png = new File([new Uint8Array([137, 80, 78, 71])], 'new.png', { type: 'image/png' });
    await vi.waitFor(() =>
      expect(within(dialog).getByLabelText('Upload photos')).toHaveProperty('disabled', false),
    );
    await user.upload(within(dialog).getByLabelText('Upload photos'), [png]);
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith(MESSAGES.uploadFailed));
  });

  it('deletes a property only after confirming', async () => {
    const { user, api } = open({ 'DELETE /api/properties/3': () => ok({ id: 3 }) });
    await user.click(await screen.findByRole('button', { name: 'Delete Cosy flat' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this property?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('DELETE /api/properties/3')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Cosy flat' }));
    await user.click(await screen.findByRole('button', { name: 'Delete property' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(MESSAGES.propertyDeleted));
    expect(api.callsTo('DELETE /api/properties/3')).toHaveLength(1);
  });

  it('speaks Hindi when Hindi is chosen: the list, its buttons and the delete dialog', async () => {
    i18n.addResourceBundle('hi', 'listing', hi.listing);
    await i18n.changeLanguage('hi');
    onTestFinished(async () => {
      await i18n.changeLanguage('en');
    });
    const { user } = open();
    expect(await screen.findByRole('heading', { name: 'मेरी प्रॉपर्टी' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'प्रॉपर्टी लिस्ट करें' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Cosy flat देखें' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cosy flat हटाएँ' }));
    const confirm = await screen.findByRole('dialog', { name: 'यह प्रॉपर्टी हटाएँ?' });
    expect(confirm.textContent).toContain('Cosy flat सर्च से हटा दी जाएगी और उसका पेज नहीं खुलेगा।');
    expect(within(confirm).getByRole('button', { name: 'रद्द करें' })).toBeTruthy();
  });
});
