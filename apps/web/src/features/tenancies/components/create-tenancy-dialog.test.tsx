import { API_ERRORS, todayInIndia } from '@roomsetu/shared';
import hi from '@roomsetu/shared/catalogs/hi.json';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { i18n } from '@/lib/i18n';
import { renderRoute, signInAs } from '@/test/render-app';
import { fail, ok, stubApi, type ApiRoutes } from '@/test/stub-api';
import { ASHA, conversation, KABIR, NEHA, tenancy } from '../test/fixtures';
import { TenanciesTab } from './tenancies-tab';
import { agreementList } from '../test/agreement-fixtures';

const SLOW = { timeout: 30_000 };

const LISTINGS = [
  { id: 9, title: 'Sunny room', status: 'ACTIVE', rent: 15_000, securityDeposit: 30_000 },
  { id: 4, title: 'Lake view flat', status: 'PAUSED', rent: 22_000, securityDeposit: 44_000 },
  { id: 6, title: 'Old flat', status: 'DELETED', rent: 9_000, securityDeposit: 9_000 },
];

beforeEach(() => {
  signInAs('LANDLORD');
  vi.spyOn(toast, 'success');
  vi.spyOn(toast, 'error');
});

/** The tab of an owner with listings and two people in their chats. */
function show(routes: ApiRoutes = {}) {
  const api = stubApi({
    'GET /api/tenancies': () => ok({ items: [] }),
    'GET /api/users/self-property': () => ok(LISTINGS),
    'GET /api/messages/conversations': () =>
      ok([conversation(11, KABIR), conversation(12, NEHA), conversation(13, KABIR)]),
    ...routes,
  });
  const view = renderRoute('/profile?tab=tenancies', [
    { path: '/profile', element: <TenanciesTab /> },
  ]);
  return { ...view, api };
}

async function openForm(routes: ApiRoutes = {}) {
  const view = show(routes);
  await view.user.click(await screen.findByRole('button', { name: 'New tenancy' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'New tenancy' }));
  await dialog.findByRole('checkbox', { name: 'Kabir Rao' });
  return { ...view, dialog };
}

describe('the New tenancy form', SLOW, () => {
  it('offers the owner’s live listings and the people they chat with, once each', async () => {
    const { dialog } = await openForm();
    const listing = dialog.getByLabelText('Listing');
    expect(
      within(listing)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a listing', 'Sunny room', 'Lake view flat']);
    const tenants = dialog.getByRole('group', { name: 'Tenants' });
    expect(
      within(tenants)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')?.textContent),
    ).toEqual(['Kabir Rao', 'Neha Gupta']);
    expect((dialog.getByLabelText('Term (months)') as HTMLInputElement).value).toBe('11');
    expect((dialog.getByLabelText('Lock-in (months)') as HTMLInputElement).value).toBe('0');
    expect((dialog.getByLabelText('Notice period (days)') as HTMLInputElement).value).toBe('30');
    expect(
      (dialog.getByLabelText('Rent due on (day of the month)') as HTMLInputElement).value,
    ).toBe('5');
    expect((dialog.getByLabelText('Start date') as HTMLInputElement).value).toBe(todayInIndia());
    const includes = dialog.getByRole('group', { name: 'Rent includes' });
    expect(within(includes).getAllByRole('checkbox')).toHaveLength(8);
  });

  it('refuses a rent of 0 before calling the API', async () => {
    const { user, api, dialog } = await openForm();
    await user.selectOptions(dialog.getByLabelText('Listing'), 'Sunny room');
    await user.click(dialog.getByRole('checkbox', { name: 'Kabir Rao' }));
    await user.type(dialog.getByLabelText('Monthly rent (₹)'), '0');
    await user.type(dialog.getByLabelText('Deposit (₹)'), '30000');
    await user.click(dialog.getByRole('button', { name: 'Send to tenants' }));

    expect(await dialog.findByText(API_ERRORS.tenancyRentInvalid)).toBeTruthy();
    expect(dialog.getByLabelText('Monthly rent (₹)').getAttribute('aria-invalid')).toBe('true');
    expect(dialog.getByLabelText('Deposit (₹)').getAttribute('aria-invalid')).toBeNull();
    expect(api.callsTo('POST /api/tenancies')).toHaveLength(0);
  });

  it('asks for a listing and a tenant before sending', async () => {
    const { user, api, dialog } = await openForm();
    await user.click(dialog.getByRole('button', { name: 'Send to tenants' }));
    expect(await dialog.findByText('Choose the listing you are letting.')).toBeTruthy();
    expect(dialog.getByText(API_ERRORS.tenancyTenantsCount)).toBeTruthy();
    expect(api.callsTo('POST /api/tenancies')).toHaveLength(0);
  });

  it('sends the terms as the API takes them, then opens the new tenancy', async () => {
    const created = tenancy(5, {
      role: 'OWNER',
      owner: ASHA,
      tenants: [
        { ...KABIR, answer: 'INVITED', answeredAt: null },
        { ...NEHA, answer: 'INVITED', answeredAt: null },
      ],
    });
    const { user, api, dialog, router } = await openForm({
      'POST /api/tenancies': () => ok(created, 201),
      'GET /api/tenancies/5': () => ok(created),
      'GET /api/tenancies/5/agreement': () => ok(agreementList([])),
    });
    await user.selectOptions(dialog.getByLabelText('Listing'), 'Sunny room');
    await user.click(dialog.getByRole('checkbox', { name: 'Kabir Rao' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Neha Gupta' }));
    await user.type(dialog.getByLabelText('Monthly rent (₹)'), '15000');
    await user.type(dialog.getByLabelText('Deposit (₹)'), '30000');
    await user.clear(dialog.getByLabelText('Lock-in (months)'));
    await user.type(dialog.getByLabelText('Lock-in (months)'), '3');
    await user.click(dialog.getByRole('checkbox', { name: 'Water' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Internet' }));
    await user.click(dialog.getByRole('button', { name: 'Send to tenants' }));

    const title = await screen.findByRole('heading', { level: 2, name: 'Sunny room' });
    await vi.waitFor(() => expect(document.activeElement).toBe(title));
    expect(api.callsTo('POST /api/tenancies').map((c) => c.body)).toEqual([
      {
        propertyId: 9,
        tenantIds: [KABIR.id, NEHA.id],
        rentMonthly: 15_000,
        depositAmount: 30_000,
        startDate: todayInIndia(),
        termMonths: 11,
        lockInMonths: 3,
        noticeDays: 30,
        rentDueDay: 5,
        includes: ['WATER', 'INTERNET'],
      },
    ]);
    expect(router.state.location.search).toBe('?tab=tenancies&tenancy=5');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toast.success).toHaveBeenCalledWith(
      'Tenancy sent: each tenant has been asked to accept it.',
    );
  });

  it('shows the API’s refusal of a field under that field', async () => {
    const tooEarly = 'The start date can be at most 30 days in the past.';
    const { user, dialog } = await openForm({
      'POST /api/tenancies': () => fail(400, tooEarly, { startDate: tooEarly }),
    });
    await user.selectOptions(dialog.getByLabelText('Listing'), 'Sunny room');
    await user.click(dialog.getByRole('checkbox', { name: 'Kabir Rao' }));
    await user.type(dialog.getByLabelText('Monthly rent (₹)'), '15000');
    await user.type(dialog.getByLabelText('Deposit (₹)'), '30000');
    await user.click(dialog.getByRole('button', { name: 'Send to tenants' }));

    expect(await dialog.findByText(tooEarly)).toBeTruthy();
    const start = dialog.getByLabelText('Start date');
    expect(start.getAttribute('aria-invalid')).toBe('true');
    expect(start.getAttribute('aria-describedby')).toContain(
      dialog.getByText(tooEarly).parentElement!.id,
    );
    expect(screen.getByRole('dialog', { name: 'New tenancy' })).toBeTruthy();
  });

  it('says its labels and the schema’s refusals in Hindi', async () => {
    for (const ns of ['tenancies', 'enums', 'errors', 'common'] as const) {
      i18n.addResourceBundle('hi', ns, hi[ns]);
    }
    await i18n.changeLanguage('hi');
    try {
      const { user, api } = show();
      await user.click(await screen.findByRole('button', { name: 'नई किरायेदारी' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'नई किरायेदारी' }));
      await user.click(await dialog.findByRole('checkbox', { name: 'Kabir Rao' }));
      await user.selectOptions(dialog.getByLabelText('लिस्टिंग'), 'Sunny room');
      await user.type(dialog.getByLabelText('मासिक किराया (₹)'), '0');
      await user.type(dialog.getByLabelText('जमा राशि (₹)'), '30000');
      expect(dialog.getByRole('checkbox', { name: 'बिजली' })).toBeTruthy();
      await user.click(dialog.getByRole('button', { name: 'किरायेदारों को भेजें' }));
      expect(await dialog.findByText(hi.errors.tenancyRentInvalid)).toBeTruthy();
      expect(api.callsTo('POST /api/tenancies')).toHaveLength(0);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
