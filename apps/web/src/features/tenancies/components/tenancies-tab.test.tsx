import type { TenancyDetail } from '@roomsetu/shared';
import hi from '@roomsetu/shared/catalogs/hi.json';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { i18n } from '@/lib/i18n';
import { renderRoute, signInAs } from '@/test/render-app';
import { ok, stubApi, type ApiRoutes } from '@/test/stub-api';
import { ASHA, deposit, KABIR, MEERA, NEHA, tenancy } from '../test/fixtures';
import { TenanciesTab } from './tenancies-tab';
import { agreementList } from '../test/agreement-fixtures';

const SLOW = { timeout: 30_000 };

/** Meera lets her flat to Kabir and Neha: the signed-in user's own listing. */
const OWNED = tenancy(2, {
  status: 'ACTIVE',
  role: 'OWNER',
  property: {
    id: 4,
    title: 'Lake view flat',
    address: '3 Lake Road, Koregaon Park, Pune, 411001',
    city: 'pune',
  },
  owner: ASHA,
  tenants: [
    { ...KABIR, answer: 'ACCEPTED', answeredAt: null },
    { ...NEHA, answer: 'ACCEPTED', answeredAt: null },
  ],
});

beforeEach(() => {
  signInAs('TENANT');
  vi.spyOn(toast, 'success');
  vi.spyOn(toast, 'error');
});

function open(path: string, routes: ApiRoutes) {
  const api = stubApi(routes);
  const view = renderRoute(path, [{ path: '/profile', element: <TenanciesTab /> }]);
  return { ...view, api };
}

/** An active tenancy's ledger and reports, nothing recorded in them yet. */
const NOTHING_RECORDED: ApiRoutes = {
  'GET /api/tenancies/1/deposit': () => ok(deposit()),
  'GET /api/tenancies/1/reports': () => ok({ items: [] }),
  'GET /api/tenancies/1/agreement': () => ok(agreementList([])),
};

/** The value shown for a term of the agreement. */
const term = (name: string) =>
  screen.getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;

describe('the Tenancies tab', SLOW, () => {
  it('lists each tenancy with its terms and parties, and filters by side', async () => {
    const { user, api } = open('/profile?tab=tenancies', {
      'GET /api/tenancies': (_body, url) => {
        const role = url.searchParams.get('role');
        const items = [tenancy(1), OWNED].filter((t) => !role || t.role === role);
        return ok({ items });
      },
      'GET /api/users/self-property': () => ok([]),
    });
    const rows = await screen.findAllByTestId('tenancy-row');
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    const link = first.getByRole('link', { name: 'Sunny room' });
    expect(link.getAttribute('href')).toBe('/profile?tab=tenancies&tenancy=1');
    expect(first.getByText('Jaipur')).toBeTruthy();
    expect(first.getByText('Invited')).toBeTruthy();
    expect(
      first.getByText('Rent ₹15,000 a month · Deposit ₹30,000 · Starts 1 Dec 2026'),
    ).toBeTruthy();
    expect(first.getByText('Owner: Meera Shah')).toBeTruthy();
    expect(first.getByText('Asha Verma (you): not answered yet')).toBeTruthy();
    expect(first.getByText('Kabir Rao: accepted')).toBeTruthy();
    expect(within(rows[1]!).getByText('Active')).toBeTruthy();
    expect(within(rows[1]!).getByText('Owner: Asha Verma (you)')).toBeTruthy();
    // Somebody without a listing is not offered the form.
    expect(screen.queryByRole('button', { name: 'New tenancy' })).toBeNull();

    const filter = screen.getByRole('group', { name: 'Show tenancies' });
    expect(within(filter).getByRole('radio', { name: 'All' })).toHaveProperty('checked', true);
    await user.click(within(filter).getByRole('radio', { name: 'As owner' }));
    await waitFor(() => expect(screen.getAllByTestId('tenancy-row')).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Lake view flat' })).toBeTruthy();
    await user.click(within(filter).getByRole('radio', { name: 'As tenant' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Sunny room' })).toBeTruthy());
    expect(screen.getAllByTestId('tenancy-row')).toHaveLength(1);
    const roles = api.fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/tenancies')
      .map((url) => url.searchParams.get('role'));
    expect(roles).toEqual([null, 'OWNER', 'TENANT']);
  });

  it('says what a tenancy is when there is none yet', async () => {
    open('/profile?tab=tenancies', {
      'GET /api/tenancies': () => ok({ items: [] }),
      'GET /api/users/self-property': () => ok([]),
    });
    expect(await screen.findByText('No tenancies yet.')).toBeTruthy();
    expect(
      screen.getByText(/^A tenancy records what an owner and their tenants agree on/),
    ).toBeTruthy();
    expect(screen.queryByTestId('tenancy-row')).toBeNull();
  });

  it('opens the tenancy the URL names, with every term and its history', async () => {
    const detail = tenancy(1, {
      status: 'ACTIVE',
      tenants: [
        { ...ASHA, answer: 'ACCEPTED', answeredAt: '2026-11-22T05:00:00.000Z' },
        { ...KABIR, answer: 'ACCEPTED', answeredAt: '2026-11-21T10:00:00.000Z' },
      ],
      events: [
        ...tenancy(1).events,
        { id: 4, type: 'ACCEPTED', actorId: ASHA.id, at: '2026-11-22T05:00:00.000Z' },
        { id: 5, type: 'ACTIVATED', actorId: null, at: '2026-11-22T05:00:00.000Z' },
      ],
    });
    open('/profile?tab=tenancies&tenancy=1', {
      'GET /api/tenancies/1/agreement': () => ok(agreementList([])),
      'GET /api/tenancies/1': () => ok(detail),
      ...NOTHING_RECORDED,
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Sunny room' })).toBeTruthy();
    expect(screen.getByText('12 Civil Lines, Jaipur, 302006')).toBeTruthy();
    expect(screen.getByText('Status: Active')).toBeTruthy();
    expect(term('Rent')).toBe('₹15,000 a month');
    expect(term('Deposit')).toBe('₹30,000');
    expect(term('Start date')).toBe('1 Dec 2026');
    expect(term('Term')).toBe('11 months');
    expect(term('Lock-in')).toBe('3 months');
    expect(term('Notice period')).toBe('30 days');
    expect(term('Rent due')).toBe('Day 5 of each month');
    expect(term('Rent includes')).toBe('Water, Internet');
    // The deposit and the reports come after the terms and parties, before the history.
    const sections = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    const at = (name: string) => sections.indexOf(name);
    expect(at('Parties')).toBeGreaterThan(at('Terms'));
    expect(at('Deposit')).toBeGreaterThan(at('Parties'));
    expect(at('Condition reports')).toBeGreaterThan(at('Deposit'));
    expect(at('History')).toBeGreaterThan(at('Condition reports'));
    expect(await screen.findByText('No reports yet.')).toBeTruthy();

    const history = screen.getByRole('region', { name: 'History' });
    const lines = within(history)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(lines).toEqual([
      'Meera Shah: Tenancy createdFri 20 Nov, 10:00 IST',
      'Meera Shah: Tenants invitedFri 20 Nov, 10:00 IST',
      'Kabir Rao: AcceptedSat 21 Nov, 15:30 IST',
      'Asha Verma: AcceptedSun 22 Nov, 10:30 IST',
      'RoomSetu: Tenancy activeSun 22 Nov, 10:30 IST',
    ]);
    expect(within(history).getAllByRole('listitem')[0]!.querySelector('time')?.dateTime).toBe(
      '2026-11-20T04:30:00.000Z',
    );
    // Either side gives notice on an active tenancy; only the owner ends it.
    expect(screen.getByRole('button', { name: 'Give notice' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'End tenancy' })).toBeNull();
    expect(screen.getByRole('link', { name: 'All tenancies' }).getAttribute('href')).toBe(
      '/profile?tab=tenancies',
    );
  });

  it('opens a row and comes back, the focus on each view’s heading', async () => {
    const { user, router } = open('/profile?tab=tenancies', {
      'GET /api/tenancies': () => ok({ items: [tenancy(1)] }),
      'GET /api/tenancies/1/agreement': () => ok(agreementList([])),
      'GET /api/tenancies/1': () => ok(tenancy(1)),
      'GET /api/users/self-property': () => ok([]),
    });
    await user.click(await screen.findByRole('link', { name: 'Sunny room' }));
    const title = await screen.findByRole('heading', { level: 2, name: 'Sunny room' });
    expect(router.state.location.search).toBe('?tab=tenancies&tenancy=1');
    expect(document.activeElement).toBe(title);
    await user.click(screen.getByRole('link', { name: 'All tenancies' }));
    const list = await screen.findByRole('heading', { level: 2, name: 'Tenancies' });
    expect(router.state.location.search).toBe('?tab=tenancies');
    expect(document.activeElement).toBe(list);
  });

  it('lets an invited tenant accept, and shows the tenancy as it now stands', async () => {
    let current: TenancyDetail = tenancy(1);
    const { user, api } = open('/profile?tab=tenancies&tenancy=1', {
      'GET /api/tenancies/1/agreement': () => ok(agreementList([])),
      'GET /api/tenancies/1': () => ok(current),
      ...NOTHING_RECORDED,
      'POST /api/tenancies/1/accept': () => {
        current = tenancy(1, {
          status: 'ACTIVE',
          tenants: [
            { ...ASHA, answer: 'ACCEPTED', answeredAt: '2026-11-22T05:00:00.000Z' },
            { ...KABIR, answer: 'ACCEPTED', answeredAt: '2026-11-21T10:00:00.000Z' },
          ],
          events: [
            ...current.events,
            { id: 4, type: 'ACCEPTED', actorId: ASHA.id, at: '2026-11-22T05:00:00.000Z' },
            { id: 5, type: 'ACTIVATED', actorId: null, at: '2026-11-22T05:00:00.000Z' },
          ],
        });
        return ok(current);
      },
    });
    const moves = await screen.findByRole('region', { name: 'What you can do' });
    expect(within(moves).getByRole('button', { name: 'Decline' })).toBeTruthy();
    expect(within(moves).queryByRole('button', { name: 'Call off' })).toBeNull();
    await user.click(within(moves).getByRole('button', { name: 'Accept' }));

    expect(await screen.findByText('Status: Active')).toBeTruthy();
    expect(api.callsTo('POST /api/tenancies/1/accept')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Give notice' })).toBeTruthy();
    expect(screen.getByText('Asha Verma (you): accepted')).toBeTruthy();
    expect(screen.getByText('RoomSetu: Tenancy active')).toBeTruthy();
    expect(toast.success).toHaveBeenCalledWith('You accepted the tenancy.');
  });

  it('tells a tenant who has accepted that the others are awaited, with nothing to press', async () => {
    open('/profile?tab=tenancies&tenancy=1', {
      'GET /api/tenancies/1/agreement': () => ok(agreementList([])),
      'GET /api/tenancies/1': () =>
        ok(
          tenancy(1, {
            tenants: [
              { ...ASHA, answer: 'ACCEPTED', answeredAt: null },
              { ...KABIR, answer: 'INVITED', answeredAt: null },
            ],
          }),
        ),
    });
    expect(
      await screen.findByText(
        'You have accepted. The tenancy becomes active once every tenant has accepted.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'What you can do' })).toBeNull();
  });

  it('offers the owner Call off, not Accept, and calls off only once confirmed', async () => {
    signInAs('LANDLORD', { id: MEERA.id, name: 'Meera Shah' });
    let current = tenancy(1, { role: 'OWNER' });
    const { user, api } = open('/profile?tab=tenancies&tenancy=1', {
      'GET /api/tenancies/1/agreement': () => ok(agreementList([])),
      'GET /api/tenancies/1': () => ok(current),
      'POST /api/tenancies/1/cancel': () => {
        current = tenancy(1, {
          role: 'OWNER',
          status: 'CANCELLED',
          events: [
            ...current.events,
            { id: 4, type: 'CANCELLED', actorId: MEERA.id, at: '2026-11-22T05:00:00.000Z' },
          ],
        });
        return ok(current);
      },
    });
    const moves = await screen.findByRole('region', { name: 'What you can do' });
    expect(within(moves).queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(within(moves).queryByRole('button', { name: 'Decline' })).toBeNull();
    expect(screen.getByText('Owner: Meera Shah (you)')).toBeTruthy();

    await user.click(within(moves).getByRole('button', { name: 'Call off' }));
    let dialog = await screen.findByRole('dialog', { name: 'Call off this tenancy?' });
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('POST /api/tenancies/1/cancel')).toHaveLength(0);

    await user.click(within(moves).getByRole('button', { name: 'Call off' }));
    dialog = await screen.findByRole('dialog', { name: 'Call off this tenancy?' });
    await user.click(within(dialog).getByRole('button', { name: 'Call off' }));
    expect(await screen.findByText('Status: Called off')).toBeTruthy();
    expect(api.callsTo('POST /api/tenancies/1/cancel')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('region', { name: 'What you can do' })).toBeNull();
    expect(screen.getByText('Meera Shah: Called off')).toBeTruthy();
  });

  it('speaks Hindi when Hindi is chosen', async () => {
    for (const ns of ['tenancies', 'enums', 'dates'] as const) {
      i18n.addResourceBundle('hi', ns, hi[ns]);
    }
    await i18n.changeLanguage('hi');
    try {
      open('/profile?tab=tenancies', {
        'GET /api/tenancies': () => ok({ items: [tenancy(1)] }),
        'GET /api/users/self-property': () => ok([]),
      });
      const row = within(await screen.findByTestId('tenancy-row'));
      expect(screen.getByRole('heading', { level: 2, name: 'किरायेदारी' })).toBeTruthy();
      const filter = screen.getByRole('group', { name: 'कौन-सी किरायेदारी दिखाएँ' });
      expect(
        within(filter)
          .getAllByRole('radio')
          .map((radio) => radio.closest('label')?.textContent),
      ).toEqual(['सभी', 'मालिक के तौर पर', 'किरायेदार के तौर पर']);
      expect(row.getByText('आमंत्रित')).toBeTruthy();
      expect(
        row.getByText(
          `किराया ₹15,000 महीना · जमा राशि ₹30,000 · 1 ${hi.dates.months[11]} 2026 से शुरू`,
        ),
      ).toBeTruthy();
      expect(row.getByText('मालिक: Meera Shah')).toBeTruthy();
      expect(row.getByText('Asha Verma (आप): अभी जवाब नहीं दिया')).toBeTruthy();
      expect(row.getByText('Kabir Rao: मंज़ूर किया')).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
