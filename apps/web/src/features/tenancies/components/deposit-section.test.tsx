import {
  addDays,
  API_ERRORS,
  todayInIndia,
  type TenancyDeposit,
  type TenancyDetail,
  type TenancyReport,
  type TenancyStatus,
  VALIDATION,
} from '@roomsetu/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import hi from '@roomsetu/shared/catalogs/hi.json';
import { toast } from '@/components/ui/toast';
import { i18n } from '@/lib/i18n';
import { signInAs } from '@/test/render-app';
import { fail, ok, type ApiRoutes } from '@/test/stub-api';
import {
  ASHA,
  deduction,
  deposit,
  KABIR,
  MOVED_IN_AT,
  report,
  reportItem,
  tenancy,
} from '../test/fixtures';
import { openTenancy } from '../test/open-tenancy';
import { jpeg, photo, stubObjectUrls } from '../test/photo-files';
import { dayText } from '../utils/tenancy-text';

const SLOW = { timeout: 30_000 };

stubObjectUrls();

beforeEach(() => {
  signInAs('TENANT');
  vi.spyOn(toast, 'success');
  vi.spyOn(toast, 'error');
});

/** The signed-in Asha's own flat, let to Kabir. */
const asOwner = (status: TenancyStatus) =>
  tenancy(1, {
    status,
    role: 'OWNER',
    owner: ASHA,
    tenants: [{ ...KABIR, answer: 'ACCEPTED', answeredAt: MOVED_IN_AT }],
  });

/** Meera's room, rented by the signed-in Asha and Kabir. */
const asTenant = (status: TenancyStatus) =>
  tenancy(1, {
    status,
    tenants: [
      { ...ASHA, answer: 'ACCEPTED', answeredAt: MOVED_IN_AT },
      { ...KABIR, answer: 'ACCEPTED', answeredAt: MOVED_IN_AT },
    ],
  });

function open(
  detail: TenancyDetail,
  ledger: TenancyDeposit,
  routes: ApiRoutes = {},
  reports: TenancyReport[] = [],
) {
  return openTenancy(detail, {
    'GET /api/tenancies/1/deposit': () => ok(ledger),
    'GET /api/tenancies/1/reports': () => ok({ items: reports }),
    ...routes,
  });
}

/** The Deposit section once its ledger has loaded. */
async function ledger() {
  const region = await screen.findByRole('region', { name: 'Deposit' });
  await within(region).findByText('Agreed deposit');
  return within(region);
}

const buttons = (region: Awaited<ReturnType<typeof ledger>>) =>
  region.queryAllByRole('button').map((button) => button.textContent);

const RECEIVED = { receivedAt: MOVED_IN_AT };
const CONFIRMED = { ...RECEIVED, confirmedAt: MOVED_IN_AT };
const ANSWERED = [
  deduction(4),
  deduction(5, { amount: 1_000, reason: 'Cleaning', status: 'ACCEPTED' }),
  deduction(6, {
    amount: 3_000,
    reason: 'Repainting',
    status: 'DISPUTED',
    note: 'The walls were marked when I moved in',
  }),
];
const SHA256 = '5e8f3a0c9b71d24e6f0a8c3b5d7e9f1a2b4c6d8e0f1a3b5c7d9e1f2a4b6c8d0e';
/** Deduction `id`'s invoice as the ledger names it. */
const invoice = (id: number) => ({
  url: `/api/tenancies/1/deposit/deductions/${id}/invoice`,
  sha256: SHA256,
});
const ENDED_ON = { dueOn: '2027-03-10', amount: null, paidAt: null, confirmedAt: null };
const PAID = { ...ENDED_ON, amount: 23_500, paidAt: '2027-03-01T06:00:00.000Z' };

describe('the deposit', SLOW, () => {
  it.each([
    ['owner', 'ACTIVE', deposit(), ['Mark received']],
    ['tenant', 'ACTIVE', deposit(), []],
    ['owner', 'ACTIVE', deposit(RECEIVED), []],
    ['tenant', 'ACTIVE', deposit(RECEIVED), ['Confirm received']],
    ['owner', 'NOTICE', deposit({ ...CONFIRMED, deductions: ANSWERED }), ['Add a deduction']],
    ['tenant', 'NOTICE', deposit({ ...CONFIRMED, deductions: ANSWERED }), ['Accept', 'Dispute']],
    [
      'owner',
      'ENDED',
      deposit({ ...CONFIRMED, refund: ENDED_ON }),
      ['Add a deduction', 'Mark refund paid'],
    ],
    ['tenant', 'ENDED', deposit({ ...CONFIRMED, refund: ENDED_ON }), []],
    ['owner', 'ENDED', deposit({ ...CONFIRMED, refund: PAID }), []],
    ['tenant', 'ENDED', deposit({ ...CONFIRMED, refund: PAID }), ['Confirm refund']],
    [
      'tenant',
      'ENDED',
      deposit({ ...CONFIRMED, refund: { ...PAID, confirmedAt: '2027-03-02T06:00:00.000Z' } }),
      [],
    ],
  ] as const)(
    'case %#: the %s of a %s tenancy sees only the steps it may take',
    async (side, status, data, expected) => {
      open(side === 'owner' ? asOwner(status) : asTenant(status), data);
      const region = await ledger();
      expect(buttons(region)).toEqual(expected);
    },
  );

  it('shows what each side recorded, and the tenant’s note on a disputed deduction to both', async () => {
    open(asOwner('NOTICE'), deposit({ ...CONFIRMED, deductions: ANSWERED, deductedTotal: 6_500 }));
    const region = await ledger();
    expect(region.getByText('₹30,000')).toBeTruthy();
    expect(region.getByText('Marked received by the owner on 1 Dec 2026')).toBeTruthy();
    expect(region.getByText('Confirmed on 1 Dec 2026')).toBeTruthy();
    const rows = within(region.getByRole('region', { name: 'Deductions' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(rows).toEqual([
      '₹2,500Awaiting the tenant’s answerBroken geyser knob',
      '₹1,000AcceptedCleaning',
      '₹3,000DisputedRepaintingThe tenant’s note: The walls were marked when I moved in',
    ]);
    expect(region.getByText('Deductions in all: ₹6,500')).toBeTruthy();
    expect(region.getByText('The refund is due a month after the tenancy ends.')).toBeTruthy();
  });

  it('lets the tenant answer only the open deduction', async () => {
    open(asTenant('NOTICE'), deposit({ ...CONFIRMED, deductions: ANSWERED }));
    const region = await ledger();
    expect(region.getByRole('button', { name: 'Accept the deduction of ₹2,500' })).toBeTruthy();
    expect(region.getByRole('button', { name: 'Dispute the deduction of ₹2,500' })).toBeTruthy();
    expect(region.queryByRole('button', { name: /₹1,000|₹3,000/ })).toBeNull();
  });

  it('counts down to the refund’s due date, then past it', async () => {
    const inTwelve = addDays(todayInIndia(), 12);
    const view = open(
      asTenant('ENDED'),
      deposit({ ...CONFIRMED, refund: { ...ENDED_ON, dueOn: inTwelve } }),
    );
    let region = await ledger();
    expect(region.getByText('due in 12 days').closest('p')?.textContent).toBe(
      `Due by ${dayText(inTwelve, 'en')} · due in 12 days`,
    );
    view.unmount();

    open(
      asTenant('ENDED'),
      deposit({ ...CONFIRMED, refund: { ...ENDED_ON, dueOn: addDays(todayInIndia(), -3) } }),
    );
    region = await ledger();
    expect(region.getByText('overdue by 3 days')).toBeTruthy();
  });

  it('adds the owner’s deduction as the API takes it, and shows the ledger it answers', async () => {
    const moveOut = report(3, {
      kind: 'MOVE_OUT',
      items: [reportItem(3, 30), reportItem(3, 31, { room: 'Kitchen', item: 'Geyser' })],
    });
    const answer = deposit({
      ...CONFIRMED,
      deductions: [deduction(9, { amount: 2_750, reason: 'Knob replaced', reportItemId: 31 })],
      deductedTotal: 2_750,
    });
    const { user, api } = open(
      asOwner('NOTICE'),
      deposit(CONFIRMED),
      { 'POST /api/tenancies/1/deposit/deductions': () => ok(answer, 201) },
      [moveOut],
    );
    const region = await ledger();
    await user.click(region.getByRole('button', { name: 'Add a deduction' }));
    const form = within(region.getByRole('form', { name: 'Add a deduction' }));
    expect(document.activeElement).toBe(form.getByLabelText('Amount (₹)'));

    await user.click(form.getByRole('button', { name: 'Add deduction' }));
    expect(form.getByText('Enter a whole number of rupees above zero.')).toBeTruthy();
    expect(form.getByText('Say what it is for, in 3 to 300 characters.')).toBeTruthy();
    expect(api.callsTo('POST /api/tenancies/1/deposit/deductions')).toHaveLength(0);

    await user.type(form.getByLabelText('Amount (₹)'), '2750');
    await user.type(form.getByLabelText('Reason'), '  Knob replaced ');
    const item = form.getByLabelText('Report item (optional)');
    expect(
      within(item)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'None',
      'Bedroom 1: Wardrobe (Move-out report)',
      'Kitchen: Geyser (Move-out report)',
    ]);
    await user.selectOptions(item, 'Kitchen: Geyser (Move-out report)');
    await user.click(form.getByRole('button', { name: 'Add deduction' }));

    expect(await region.findByText('Knob replaced')).toBeTruthy();
    expect(api.callsTo('POST /api/tenancies/1/deposit/deductions').map((c) => c.body)).toEqual([
      { amount: 2_750, reason: 'Knob replaced', reportItemId: 31 },
    ]);
    expect(region.getByText('For Kitchen: Geyser')).toBeTruthy();
    expect(region.getByText('Deductions in all: ₹2,750')).toBeTruthy();
    expect(region.queryByRole('form')).toBeNull();
    expect(document.activeElement).toBe(region.getByRole('heading', { name: 'Deductions' }));
    // The ledger shown is the answer; the tenancy is asked again for its history.
    expect(api.callsTo('GET /api/tenancies/1/deposit')).toHaveLength(1);
    await waitFor(() => expect(api.callsTo('GET /api/tenancies/1')).toHaveLength(2));
    expect(toast.success).toHaveBeenCalledWith('Deduction added.');
  });

  it('shows the API’s refusal of a deduction in the form', async () => {
    const { user } = open(asOwner('NOTICE'), deposit(CONFIRMED), {
      'POST /api/tenancies/1/deposit/deductions': () =>
        fail(409, API_ERRORS.tenancyDeductionsNotYet),
    });
    const region = await ledger();
    await user.click(region.getByRole('button', { name: 'Add a deduction' }));
    // No report has items yet: nothing to name.
    expect(region.queryByLabelText(/Report item/)).toBeNull();
    await user.type(region.getByLabelText('Amount (₹)'), '500');
    await user.type(region.getByLabelText('Reason'), 'Lost key');
    await user.click(region.getByRole('button', { name: 'Add deduction' }));
    expect((await region.findByRole('alert')).textContent).toBe(API_ERRORS.tenancyDeductionsNotYet);
  });

  it('sends a deduction with an invoice photo as multipart, the photo previewed first', async () => {
    const moveOut = report(3, {
      kind: 'MOVE_OUT',
      items: [reportItem(3, 31, { room: 'Kitchen', item: 'Geyser' })],
    });
    const added = deduction(9, {
      amount: 2_750,
      reason: 'Knob replaced',
      reportItemId: 31,
      invoice: invoice(9),
    });
    const { user, api } = open(
      asOwner('NOTICE'),
      deposit(CONFIRMED),
      {
        'POST /api/tenancies/1/deposit/deductions': () =>
          ok(deposit({ ...CONFIRMED, deductions: [added], deductedTotal: 2_750 }), 201),
        'GET /api/tenancies/1/deposit/deductions/9/invoice': photo(909),
      },
      [moveOut],
    );
    const region = await ledger();
    await user.click(region.getByRole('button', { name: 'Add a deduction' }));
    const form = within(region.getByRole('form', { name: 'Add a deduction' }));
    const picker = form.getByLabelText('Take or choose a photo of the invoice') as HTMLInputElement;
    expect(picker.type).toBe('file');
    expect(picker.accept).toBe('image/*');
    expect(picker.getAttribute('capture')).toBe('environment');
    expect(picker.multiple).toBe(false);

    await user.type(form.getByLabelText('Amount (₹)'), '2750');
    await user.type(form.getByLabelText('Reason'), 'Knob replaced');
    await user.selectOptions(
      form.getByLabelText('Report item (optional)'),
      'Kitchen: Geyser (Move-out report)',
    );
    await user.upload(picker, jpeg('blurred.jpg'));
    expect(form.getByRole('img', { name: 'Invoice photo: blurred.jpg' })).toBeTruthy();
    await user.click(form.getByRole('button', { name: 'Remove the invoice photo' }));
    expect(form.queryByRole('img')).toBeNull();
    expect(document.activeElement).toBe(picker);
    await user.upload(picker, jpeg('invoice.jpg'));
    expect(form.getByRole('img', { name: 'Invoice photo: invoice.jpg' }).getAttribute('src')).toBe(
      'blob:chosen-invoice.jpg',
    );
    await user.click(form.getByRole('button', { name: 'Add deduction' }));

    await waitFor(() =>
      expect(api.callsTo('POST /api/tenancies/1/deposit/deductions')).toHaveLength(1),
    );
    const [, init] = api.fetchMock.mock.calls.find(([, sent]) => sent?.body instanceof FormData)!;
    const entries = [...(init!.body as FormData).entries()].map(([name, value]) => [
      name,
      value instanceof File ? value.name : value,
    ]);
    expect(entries).toEqual([
      ['amount', '2750'],
      ['reason', 'Knob replaced'],
      ['reportItemId', '31'],
      ['invoice', 'invoice.jpg'],
    ]);
    expect(new Headers(init?.headers).get('Content-Type')).toBeNull();
    expect(await region.findByRole('img', { name: 'Invoice for Knob replaced' })).toBeTruthy();
    expect(region.queryByRole('form')).toBeNull();
  });

  it.each([
    [413, API_ERRORS.tenancyDeductionInvoiceOne],
    [415, VALIDATION.imageType],
  ])(
    'shows the API’s %i refusal of the invoice in the form, the photo kept',
    async (status, text) => {
      const { user } = open(asOwner('NOTICE'), deposit(CONFIRMED), {
        'POST /api/tenancies/1/deposit/deductions': () => fail(status, text),
      });
      const region = await ledger();
      await user.click(region.getByRole('button', { name: 'Add a deduction' }));
      const form = within(region.getByRole('form', { name: 'Add a deduction' }));
      await user.type(form.getByLabelText('Amount (₹)'), '500');
      await user.type(form.getByLabelText('Reason'), 'New lock');
      await user.upload(
        form.getByLabelText('Take or choose a photo of the invoice'),
        jpeg('bill.jpg'),
      );
      await user.click(form.getByRole('button', { name: 'Add deduction' }));
      expect((await form.findByRole('alert')).textContent).toBe(text);
      expect(form.getByRole('img', { name: 'Invoice photo: bill.jpg' })).toBeTruthy();
    },
  );

  it.each(['owner', 'tenant'] as const)(
    'shows the %s a deduction’s invoice, fetched with the session, and its SHA-256',
    async (side) => {
      const { api } = open(
        side === 'owner' ? asOwner('NOTICE') : asTenant('NOTICE'),
        deposit({
          ...CONFIRMED,
          deductions: [deduction(4, { invoice: invoice(4) }), deduction(5, { reason: 'Cleaning' })],
        }),
        { 'GET /api/tenancies/1/deposit/deductions/4/invoice': photo(404) },
      );
      const region = await ledger();
      const image = await region.findByRole('img', { name: 'Invoice for Broken geyser knob' });
      expect(image.getAttribute('src')).toBe('blob:photo-404');
      expect(image.closest('a')?.getAttribute('href')).toBe('blob:photo-404');
      const [, init] = api.fetchMock.mock.calls.find(([url]) => String(url) === invoice(4).url)!;
      expect(new Headers(init?.headers).get('Authorization')).toMatch(/^Bearer /);
      const hash = region.getByText(SHA256.slice(0, 12));
      expect(hash.tagName).toBe('CODE');
      expect(hash.getAttribute('title')).toBe(SHA256);
      // The deduction without an invoice shows none.
      expect(region.getAllByRole('img')).toHaveLength(1);
    },
  );

  it('asks the tenant why before sending a dispute, then shows it', async () => {
    const note = 'The knob was loose when I moved in';
    const { user, api } = open(
      asTenant('NOTICE'),
      deposit({ ...CONFIRMED, deductions: [deduction(4)] }),
      {
        'POST /api/tenancies/1/deposit/deductions/4/dispute': () =>
          ok(deposit({ ...CONFIRMED, deductions: [deduction(4, { status: 'DISPUTED', note })] })),
      },
    );
    const region = await ledger();
    await user.click(region.getByRole('button', { name: 'Dispute the deduction of ₹2,500' }));
    const field = region.getByLabelText('Why do you dispute it?');
    expect(document.activeElement).toBe(field);

    await user.click(region.getByRole('button', { name: 'Send dispute' }));
    expect(region.getByText('Say why you dispute it, in 3 to 300 characters.')).toBeTruthy();
    await user.type(field, 'no');
    await user.click(region.getByRole('button', { name: 'Send dispute' }));
    expect(api.callsTo('POST /api/tenancies/1/deposit/deductions/4/dispute')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, note);
    await user.click(region.getByRole('button', { name: 'Send dispute' }));
    expect(await region.findByText(`The tenant’s note: ${note}`)).toBeTruthy();
    expect(
      api.callsTo('POST /api/tenancies/1/deposit/deductions/4/dispute').map((c) => c.body),
    ).toEqual([{ note }]);
    expect(region.getByText('Disputed')).toBeTruthy();
    expect(region.queryByRole('button', { name: /Accept|Dispute/ })).toBeNull();
    expect(document.activeElement).toBe(region.getByRole('heading', { name: 'Deductions' }));
  });

  it('says the API’s refusal of a step in a toast, and keeps the ledger as it was', async () => {
    const { user } = open(asOwner('ACTIVE'), deposit(), {
      'POST /api/tenancies/1/deposit/received': () =>
        fail(409, API_ERRORS.tenancyDepositAlreadyReceived),
    });
    const region = await ledger();
    await user.click(region.getByRole('button', { name: 'Mark received' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(API_ERRORS.tenancyDepositAlreadyReceived),
    );
    expect(region.getByText('Not marked received yet')).toBeTruthy();
  });

  it('records the refund paid, offering the deposit less the deductions', async () => {
    const { user, api } = open(
      asOwner('ENDED'),
      deposit({ ...CONFIRMED, deductions: [deduction(4)], deductedTotal: 2_500, refund: ENDED_ON }),
      {
        'POST /api/tenancies/1/deposit/refund/paid': () =>
          ok(
            deposit({
              ...CONFIRMED,
              deductions: [deduction(4)],
              deductedTotal: 2_500,
              refund: PAID,
            }),
          ),
      },
    );
    const region = await ledger();
    await user.click(region.getByRole('button', { name: 'Mark refund paid' }));
    const amount = region.getByLabelText('Refund amount (₹)') as HTMLInputElement;
    expect(amount.value).toBe('27500');
    expect(region.getByText('The deposit less the deductions is ₹27,500.')).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '23500');
    await user.click(region.getByRole('button', { name: 'Mark paid' }));
    expect(await region.findByText('₹23,500 marked paid on 1 Mar 2027')).toBeTruthy();
    expect(api.callsTo('POST /api/tenancies/1/deposit/refund/paid').map((c) => c.body)).toEqual([
      { amount: 23_500 },
    ]);
    expect(region.getByText('Not confirmed yet', { selector: 'p' })).toBeTruthy();
    expect(document.activeElement).toBe(region.getByRole('heading', { name: 'Refund' }));
  });

  it('speaks Hindi when Hindi is chosen', async () => {
    for (const ns of ['tenancies', 'enums', 'dates'] as const) {
      i18n.addResourceBundle('hi', ns, hi[ns]);
    }
    await i18n.changeLanguage('hi');
    try {
      open(
        asOwner('ENDED'),
        deposit({ ...CONFIRMED, refund: { ...ENDED_ON, dueOn: addDays(todayInIndia(), 5) } }),
      );
      const region = within(await screen.findByRole('region', { name: 'जमा राशि' }));
      expect(await region.findByText('तय हुई जमा राशि')).toBeTruthy();
      expect(region.getByText('5 दिन बाकी')).toBeTruthy();
      expect(buttons(region)).toEqual(['कटौती जोड़ें', 'वापसी दर्ज करें']);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
