import {
  API_ERRORS,
  type TenancyDetail,
  type TenancyReport,
  type TenancyStatus,
} from '@roomsetu/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { signInAs } from '@/test/render-app';
import { fail, ok, type ApiRoutes } from '@/test/stub-api';
import { ASHA, KABIR, MEERA, MOVED_IN_AT, report, reportItem, tenancy } from '../test/fixtures';
import { openTenancy } from '../test/open-tenancy';
import { jpeg, photo, stubObjectUrls } from '../test/photo-files';

const SLOW = { timeout: 30_000 };

stubObjectUrls();

beforeEach(() => {
  signInAs('TENANT');
  vi.spyOn(toast, 'success');
  vi.spyOn(toast, 'error');
});

/** Meera's room, rented by the signed-in Asha (Kabir declined, so Asha alone signs with Meera). */
const rented = (status: TenancyStatus = 'ACTIVE') =>
  tenancy(1, {
    status,
    tenants: [
      { ...ASHA, answer: 'ACCEPTED', answeredAt: MOVED_IN_AT },
      { ...KABIR, answer: 'DECLINED', answeredAt: MOVED_IN_AT },
    ],
  });

function open(
  reports: TenancyReport[] | (() => TenancyReport[]),
  routes: ApiRoutes = {},
  detail: TenancyDetail = rented(),
) {
  return openTenancy(detail, {
    'GET /api/tenancies/1/reports': () =>
      ok({ items: typeof reports === 'function' ? reports() : reports }),
    ...routes,
  });
}

/** The Condition reports section once its list has loaded. */
async function reportsRegion() {
  const region = await screen.findByRole('region', { name: 'Condition reports' });
  await waitFor(() => expect(within(region).queryByRole('status')).toBeNull());
  return within(region);
}

/** Opens the report titled `name` and answers its list item. */
async function openReport(user: ReturnType<typeof open>['user'], name: string) {
  const region = await reportsRegion();
  const title = region.getByRole('button', { name });
  await user.click(title);
  expect(title.getAttribute('aria-expanded')).toBe('true');
  return within(title.closest('li')!);
}

const WARDROBE = reportItem(3, 30, { note: 'Like new' }, [301]);

describe('the condition reports', SLOW, () => {
  it('offers the reports the state allows, and opens one just started', async () => {
    let list: TenancyReport[] = [];
    const { user, api } = open(() => list, {
      'POST /api/tenancies/1/reports': () => {
        list = [report(5, { createdBy: ASHA.id })];
        return ok({ id: 5 }, 201);
      },
    });
    const region = await reportsRegion();
    expect(region.getByText('No reports yet.')).toBeTruthy();
    expect(region.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Start move-in report',
    ]);
    await user.click(region.getByRole('button', { name: 'Start move-in report' }));

    const title = await region.findByRole('button', { name: 'Move-in report' });
    expect(api.callsTo('POST /api/tenancies/1/reports').map((c) => c.body)).toEqual([
      { kind: 'MOVE_IN' },
    ]);
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(title.getAttribute('aria-expanded')).toBe('true');
    const card = within(title.closest('li')!);
    expect(card.getByText('No items yet.')).toBeTruthy();
    expect(card.getByText('Signed: nobody yet')).toBeTruthy();
    expect(card.getByText('Awaiting: Meera Shah, Asha Verma (you)')).toBeTruthy();
    expect(card.getByText('Add at least one item, then sign.')).toBeTruthy();
    // One move-in report at a time: the next comes once this one is signed by everyone.
    expect(region.queryByRole('button', { name: 'Start move-in report' })).toBeNull();
    expect(toast.success).toHaveBeenCalledWith('Report started.');
    await waitFor(() => expect(api.callsTo('GET /api/tenancies/1')).toHaveLength(2));
  });

  it('sends a new item as multipart, with the photos chosen and previewed', async () => {
    const started = report(3, { items: [reportItem(3, 31, { room: 'Kitchen', item: 'Geyser' })] });
    const added = reportItem(
      3,
      32,
      { room: 'Bedroom 1', condition: 'DAMAGED', note: 'Hinge loose', addedBy: ASHA.id },
      [321, 322],
    );
    const { user, api } = open([started], {
      'POST /api/tenancy-reports/3/items': () =>
        ok({ ...started, items: [...started.items, added] }, 201),
      'GET /api/tenancy-reports/3/photos/321': photo(321),
      'GET /api/tenancy-reports/3/photos/322': photo(322),
    });
    const card = await openReport(user, 'Move-in report');
    await user.click(card.getByRole('button', { name: 'Add item' }));
    const form = within(card.getByRole('form', { name: 'Add an item' }));
    const room = form.getByLabelText('Room');
    expect(document.activeElement).toBe(room);
    const suggestions = document.getElementById(room.getAttribute('list')!);
    expect([...suggestions!.querySelectorAll('option')].map((o) => o.value)).toEqual(['Kitchen']);
    expect(
      within(form.getByRole('group', { name: 'Condition' }))
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Good', 'Fair', 'Damaged', 'Missing']);

    const picker = form.getByLabelText('Take or choose photos') as HTMLInputElement;
    expect(picker.type).toBe('file');
    expect(picker.accept).toBe('image/*');
    expect(picker.getAttribute('capture')).toBe('environment');
    expect(picker.multiple).toBe(true);

    await user.type(room, 'Bedroom 1');
    await user.type(form.getByLabelText('Item'), 'Wardrobe');
    await user.click(form.getByRole('radio', { name: 'Damaged' }));
    await user.type(form.getByLabelText('Note (optional)'), 'Hinge loose');
    await user.upload(picker, [jpeg('door.jpg'), jpeg('hinge.jpg')]);
    expect(form.getByRole('img', { name: 'Photo 1: door.jpg' }).getAttribute('src')).toBe(
      'blob:chosen-door.jpg',
    );
    expect(form.getByRole('img', { name: 'Photo 2: hinge.jpg' })).toBeTruthy();
    expect(form.getByText('2 of 6 photos chosen')).toBeTruthy();
    await user.click(form.getByRole('button', { name: 'Add item' }));

    await waitFor(() => expect(api.callsTo('POST /api/tenancy-reports/3/items')).toHaveLength(1));
    const sent = api.fetchMock.mock.calls.find(([, init]) => init?.body instanceof FormData);
    const body = sent![1]!.body as FormData;
    expect(body.get('room')).toBe('Bedroom 1');
    expect(body.get('item')).toBe('Wardrobe');
    expect(body.get('condition')).toBe('DAMAGED');
    expect(body.get('note')).toBe('Hinge loose');
    expect(body.getAll('photos').map((file) => (file as File).name)).toEqual([
      'door.jpg',
      'hinge.jpg',
    ]);

    expect(await card.findByText('Hinge loose', { selector: 'p' })).toBeTruthy();
    expect(await card.findByRole('img', { name: 'Photo 2 of Wardrobe' })).toBeTruthy();
    // Ready for the next item of the same room.
    expect((form.getByLabelText('Room') as HTMLInputElement).value).toBe('Bedroom 1');
    expect((form.getByLabelText('Item') as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(form.getByLabelText('Item'));
    expect(form.queryByRole('img')).toBeNull();
    expect(toast.success).toHaveBeenCalledWith('Item added.');
  });

  it('asks for the room and the item before sending', async () => {
    const { user, api } = open([report(3)]);
    const card = await openReport(user, 'Move-in report');
    await user.click(card.getByRole('button', { name: 'Add item' }));
    await user.click(card.getByRole('button', { name: 'Add item' }));
    expect(card.getByText('Name the room, in up to 60 characters.')).toBeTruthy();
    expect(card.getByText('Name the item, in up to 60 characters.')).toBeTruthy();
    expect(api.callsTo('POST /api/tenancy-reports/3/items')).toHaveLength(0);
  });

  it('signs with the code sent to the masked destination, saying why a wrong code fails', async () => {
    const unsigned = report(3, { items: [WARDROBE] });
    const { user, api } = open([unsigned], {
      'GET /api/tenancy-reports/3/photos/301': photo(301),
      'POST /api/tenancy-reports/3/code': () =>
        ok({ channel: 'SMS', sentTo: '******3210', expiresAt: '2026-12-01T05:00:00.000Z' }),
      'POST /api/tenancy-reports/3/sign': (body) =>
        (body as { code: string }).code === '482913'
          ? ok({
              ...unsigned,
              signatures: [{ userId: ASHA.id, at: '2026-12-01T05:00:00.000Z' }],
              awaiting: [MEERA.id],
            })
          : fail(400, API_ERRORS.tenancyCodeWrong, { code: API_ERRORS.tenancyCodeWrong }),
    });
    const card = await openReport(user, 'Move-in report');
    expect(card.queryByLabelText('6-digit code')).toBeNull();
    await user.click(card.getByRole('button', { name: 'Sign this report' }));

    expect(await card.findByRole('status')).toHaveProperty(
      'textContent',
      'We sent a code to ******3210',
    );
    const code = card.getByLabelText('6-digit code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(document.activeElement).toBe(code);

    await user.type(code, '111111');
    await user.click(card.getByRole('button', { name: 'Sign' }));
    expect((await card.findByRole('alert')).textContent).toBe('That code is not right.');
    expect(code.getAttribute('aria-invalid')).toBe('true');

    await user.clear(code);
    await user.type(code, '482913');
    await user.click(card.getByRole('button', { name: 'Sign' }));
    expect(await card.findByText('You have signed this report as it stands.')).toBeTruthy();
    expect(api.callsTo('POST /api/tenancy-reports/3/sign').map((c) => c.body)).toEqual([
      { code: '111111' },
      { code: '482913' },
    ]);
    expect(card.getByText('Signed: Asha Verma (you)')).toBeTruthy();
    expect(card.getByText('Awaiting: Meera Shah')).toBeTruthy();
    expect(card.queryByRole('button', { name: 'Sign this report' })).toBeNull();
    expect(document.activeElement).toBe(card.getByRole('button', { name: 'Move-in report' }));
    expect(toast.success).toHaveBeenCalledWith('You signed the report.');
  });

  it('shows a sealed report locked, its photos fetched with the session, and no controls', async () => {
    const sealed = report(3, {
      items: [WARDROBE],
      signatures: [
        { userId: MEERA.id, at: '2026-12-02T04:30:00.000Z' },
        { userId: ASHA.id, at: '2026-12-02T04:30:00.000Z' },
      ],
      awaiting: [],
      sealedAt: '2026-12-02T04:30:00.000Z',
    });
    const { user, api } = open([sealed], {
      'GET /api/tenancy-reports/3/photos/301': photo(301),
    });
    const card = await openReport(user, 'Move-in report');
    expect(card.getByText('Signed by everyone on 2 Dec 2026')).toBeTruthy();
    expect(
      card.getByText(
        'Everyone has signed this report, so it can no longer change. A correction is a new report.',
      ),
    ).toBeTruthy();
    const image = await card.findByRole('img', { name: 'Photo 1 of Wardrobe' });
    expect(image.getAttribute('src')).toBe('blob:photo-301');
    const [, init] = api.fetchMock.mock.calls.find(([url]) =>
      String(url).endsWith('/api/tenancy-reports/3/photos/301'),
    )!;
    expect(new Headers(init?.headers).get('Authorization')).toMatch(/^Bearer /);
    expect(card.getAllByRole('button').map((b) => b.textContent)).toEqual(['Move-in report']);
    expect(card.queryByRole('form')).toBeNull();
    expect(card.queryByLabelText('6-digit code')).toBeNull();
  });

  it('shows each move-out item beside the move-in one of the same room and item', async () => {
    const moveIn = report(3, {
      items: [WARDROBE, reportItem(3, 31, { room: 'Kitchen', item: 'Geyser' })],
      signatures: [{ userId: MEERA.id, at: MOVED_IN_AT }],
      awaiting: [],
      sealedAt: MOVED_IN_AT,
    });
    const moveOut = report(4, {
      kind: 'MOVE_OUT',
      createdAt: '2027-02-10T04:30:00.000Z',
      items: [
        reportItem(
          4,
          40,
          { room: 'BEDROOM 1 ', item: 'wardrobe', condition: 'DAMAGED', note: 'Hinge broken' },
          [401],
        ),
        reportItem(4, 41, { room: 'Balcony', item: 'Chair', condition: 'FAIR' }),
      ],
    });
    const { user } = open(
      [moveIn, moveOut],
      {
        'GET /api/tenancy-reports/3/photos/301': photo(301),
        'GET /api/tenancy-reports/4/photos/401': photo(401),
      },
      rented('ENDED'),
    );
    const region = await reportsRegion();
    expect(region.queryByRole('button', { name: /^Start/ })).toBeNull();
    const card = await openReport(user, 'Move-out report');
    const pairs = card.getAllByTestId('report-pair');
    expect(pairs).toHaveLength(2);
    expect(pairs[0]!.className).toContain('md:grid-cols-2');
    const [before, after] = [...pairs[0]!.children].map((side) => within(side as HTMLElement));
    expect(before!.getByText('At move-in')).toBeTruthy();
    expect(before!.getByText('Wardrobe')).toBeTruthy();
    expect(before!.getByText('Good')).toBeTruthy();
    expect(before!.getByText('Like new')).toBeTruthy();
    expect(
      (await before!.findByRole('img', { name: 'Photo 1 of Wardrobe' })).getAttribute('src'),
    ).toBe('blob:photo-301');
    expect(after!.getByText('At move-out')).toBeTruthy();
    expect(after!.getByText('Damaged')).toBeTruthy();
    expect(after!.getByText('Hinge broken')).toBeTruthy();
    expect(
      (await after!.findByRole('img', { name: 'Photo 1 of wardrobe' })).getAttribute('src'),
    ).toBe('blob:photo-401');

    expect(within(pairs[1]!).getByText('Not in the move-in report.')).toBeTruthy();
    expect(within(pairs[1]!).getByText('Chair')).toBeTruthy();
    expect(card.getByRole('heading', { name: 'BEDROOM 1' })).toBeTruthy();
    expect(card.queryByText('Geyser')).toBeNull();
  });
});
