import { LISTING_REVIEW_REASON_LABELS, MESSAGES, VALIDATION } from '@roomsetu/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import hi from '@roomsetu/shared/catalogs/hi.json';
import { beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { i18n } from '@/lib/i18n';
import { renderRoute, signInAs } from '@/test/render-app';
import { fail, ok, pending, stubApi, type ApiRoutes } from '@/test/stub-api';
import { card } from '../test/fixtures';
import { listingCountLabel } from '../utils/listing-facts';

const SLOW = { timeout: 60_000 };

const STEP_1_MESSAGES = [
  VALIDATION.propertyTitleRequired,
  VALIDATION.propertyTypeRequired,
  VALIDATION.propertyDescriptionRequired,
  VALIDATION.cityRequired,
  VALIDATION.areaRequired,
  VALIDATION.pincodeRequired,
  VALIDATION.hospitalDistanceRequired,
];
const STEP_2_MESSAGES = [
  VALIDATION.bedroomsRequired,
  VALIDATION.bathroomsRequired,
  VALIDATION.areaSqftRequired,
  VALIDATION.furnishingRequired,
  VALIDATION.floorRequired,
  VALIDATION.facingRequired,
  VALIDATION.rentRequired,
  VALIDATION.securityDepositRequired,
  VALIDATION.maintenanceRequired,
  VALIDATION.availableFromRequired,
  VALIDATION.buildingAgeRequired,
  VALIDATION.genderPreferenceRequired,
  VALIDATION.tenantTypeRequired,
];

beforeAll(async () => {
  // And the page a listed property opens, compiled up front: the URL changes once it has rendered.
  await Promise.all([import('./list-property-page'), import('./room-details-page')]);
});

beforeEach(() => {
  vi.spyOn(toast, 'success');
  vi.spyOn(toast, 'error');
  vi.spyOn(toast, 'info');
  URL.createObjectURL = vi.fn((file: Blob) => `blob:${(file as File).name}`);
  URL.revokeObjectURL = vi.fn();
});

function open(routes: ApiRoutes = {}) {
  const api = stubApi({
    'GET /api/users/self': () =>
      ok({ id: 7, firstName: 'Asha', lastName: 'Verma', email: 'asha@example.com' }),
    'GET /api/users/self-property': () => ok([card(3)]),
    ...routes,
  });
  return { ...renderRoute('/list-property'), api };
}

const messages = () =>
  within(screen.getByRole('list', { name: 'Errors' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const next = (user: UserEvent) => user.click(screen.getByRole('button', { name: /^Next/ }));
const step = (n: number) => screen.findByRole('heading', { name: new RegExp(`Step ${n} of 4`) });
const png = (name: string) =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

async function fillStep1(user: UserEvent) {
  await user.type(screen.getByLabelText('Property title'), 'Bright room near metro');
  await user.selectOptions(screen.getByLabelText('Property type'), 'PG');
  await user.type(screen.getByLabelText('Property description'), 'Quiet and sunny.');
  await user.selectOptions(screen.getByLabelText('City'), 'jaipur');
  await user.type(screen.getByLabelText('Area'), '12 MG Road');
  await user.type(screen.getByLabelText('Pincode'), '302017');
  await user.type(screen.getByLabelText('Hospital distance'), '2');
}

async function fillStep2(user: UserEvent) {
  await user.selectOptions(screen.getByLabelText('Bedrooms'), '2');
  await user.selectOptions(screen.getByLabelText('Bathrooms'), '1');
  await user.type(screen.getByLabelText('Area (sqft)'), '650');
  await user.selectOptions(screen.getByLabelText('Furnishing'), 'SEMI');
  await user.selectOptions(screen.getByLabelText('Floor'), '3');
  await user.selectOptions(screen.getByLabelText('Facing'), 'EAST');
  await user.type(screen.getByLabelText('Monthly rent'), '12000');
  await user.type(screen.getByLabelText('Security deposit'), '24000');
  await user.type(screen.getByLabelText('Maintenance'), '500');
  fireEvent.change(screen.getByLabelText('Available from'), { target: { value: '2030-01-01' } });
  await user.type(screen.getByLabelText('Building age'), '5');
  await user.selectOptions(screen.getByLabelText('Gender preference'), 'ANY');
  await user.selectOptions(screen.getByLabelText('Tenant type'), 'STUDENT');
}

async function fillStep3(user: UserEvent) {
  await user.click(screen.getByRole('checkbox', { name: 'WiFi' }));
  await user.click(screen.getByRole('checkbox', { name: 'AC' }));
  await user.upload(screen.getByLabelText(/Add photos/), [png('one.png'), png('two.png')]);
}

/** Fills steps 1 and 2 and moves on to step 3. */
async function throughStep2(user: UserEvent) {
  await step(1);
  await fillStep1(user);
  await next(user);
  await step(2);
  await fillStep2(user);
  await next(user);
}

describe('List property wizard', SLOW, () => {
  it('shows the real number of listings, with no quota', async () => {
    signInAs('LANDLORD');
    open();
    expect(await screen.findByText('Free to list · 1 listing so far')).toBeTruthy();
    expect(screen.queryByText(/\/1|listings used|Plan/)).toBeNull();
    expect(listingCountLabel(9)).toBe('Free to list · 9 listings so far');
    expect(listingCountLabel(0)).toBe('Free to list · your first listing');
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });

  it('step 1 reports each missing field once, in the spec order, and stays', async () => {
    signInAs('LANDLORD');
    const { user } = open();
    await step(1);
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    await next(user);
    await vi.waitFor(() => expect(messages()).toEqual(STEP_1_MESSAGES));
    expect(screen.getByRole('heading', { name: /Step 1 of 4/ })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Property title'));
    expect(screen.getByLabelText('Property title').getAttribute('aria-invalid')).toBe('true');

    await user.selectOptions(screen.getByLabelText('City'), 'mumbai');
    expect((screen.getByLabelText('State') as HTMLInputElement).value).toBe('Maharashtra');
    expect((screen.getByLabelText('Country') as HTMLInputElement).readOnly).toBe(true);
    expect(messages()).not.toContain(VALIDATION.cityRequired);
  });

  it('says beside the address that it is public, and leaves the exact location unticked', async () => {
    signInAs('LANDLORD');
    const { user } = open();
    await step(1);
    const area = screen.getByLabelText('Area');
    const hint = document.getElementById(area.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe(MESSAGES.addressIsPublic);
    const exact = screen.getByRole('checkbox', { name: new RegExp(MESSAGES.exactLocationLabel) });
    expect((exact as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText(MESSAGES.exactLocationHint)).toBeTruthy();
    await user.click(exact);
    expect((exact as HTMLInputElement).checked).toBe(true);
  });

  it('steps 2, 3 and 4 check only their own fields, in order', async () => {
    signInAs('LANDLORD', { name: '', email: '' });
    const { user } = open({ 'GET /api/users/self': () => fail(500, 'Down') });
    await step(1);
    await fillStep1(user);
    await next(user);
    await step(2);
    expect(screen.queryByRole('list', { name: 'Errors' })).toBeNull();
    await next(user);
    await vi.waitFor(() => expect(messages()).toEqual(STEP_2_MESSAGES));

    await fillStep2(user);
    await next(user);
    await step(3);
    await next(user);
    await vi.waitFor(() =>
      expect(messages()).toEqual([VALIDATION.amenityRequired, VALIDATION.imageRequired]),
    );

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await step(2);
    expect((screen.getByLabelText('Monthly rent') as HTMLInputElement).value).toBe('12000');
    await next(user);
    await step(3);
    await fillStep3(user);
    await next(user);
    await step(4);
    await user.click(screen.getByRole('button', { name: 'List Property' }));
    await vi.waitFor(() =>
      expect(messages()).toEqual([VALIDATION.contactNameRequired, VALIDATION.contactEmailRequired]),
    );
  });

  it('lists the property with its photos, then opens it after a second', async () => {
    signInAs('LANDLORD');
    const { user, api, router } = open({
      'POST /api/properties': () => ok({ id: 42, reviewReason: null }, 201),
      // The listing's page it opens loads the listing; only the move there is checked.
      'GET /api/properties/42': pending,
    });
    await throughStep2(user);
    await step(3);
    await fillStep3(user);
    const gif = new File(['GIF89a'], 'anim.gif', { type: 'image/gif' });
    // The accept attribute keeps a GIF out of the picker; a drop or an old browser can still send one.
    await userEvent
      .setup({ applyAccept: false })
      .upload(screen.getByLabelText(/Add photos/), [gif]);
    expect(screen.getByText(/Only PNG and JPG images are allowed/)).toBeTruthy();
    expect(screen.getAllByRole('img', { name: /^Preview \d/ })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove photo 2 (two.png)' }));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:two.png');
    await user.upload(screen.getByLabelText(/Add photos/), [png('three.png')]);
    await user.type(screen.getByLabelText(/Allowed policies/), 'Cooking allowed{Enter}');
    await next(user);
    await step(4);

    const name = screen.getByLabelText('Contact name') as HTMLInputElement;
    await vi.waitFor(() => expect(name.value).toBe('Asha Verma'));
    expect(name.readOnly).toBe(true);
    expect((screen.getByLabelText('Contact email') as HTMLInputElement).value).toBe(
      'asha@example.com',
    );
    await user.click(screen.getByRole('button', { name: 'List Property' }));

    await vi.waitFor(() => expect(api.callsTo('POST /api/properties')).toHaveLength(1));
    const init = api.fetchMock.mock.calls.find(([, i]) => i?.method === 'POST')![1]!;
    const body = init.body as FormData;
    expect(body.get('title')).toBe('Bright room near metro');
    expect(JSON.parse(String(body.get('address')))).toMatchObject({
      city: 'jaipur',
      line1: '12 MG Road',
      postalCode: '302017',
      state: 'Rajasthan',
    });
    expect(body.get('rent')).toBe('12000');
    // Not ticked: the map shows the listing's public pin.
    expect(body.get('exactLocation')).toBe('false');
    expect(JSON.parse(String(body.get('features')))).toEqual(['WiFi', 'AC']);
    expect(JSON.parse(String(body.get('allowedPolicies')))).toEqual([{ name: 'Cooking allowed' }]);
    expect(body.get('propertyContactName')).toBe('Asha Verma');
    expect(body.getAll('photos').map((f) => (f as File).name)).toEqual(['one.png', 'three.png']);
    expect(toast.success).toHaveBeenCalledWith(MESSAGES.propertyListed);
    await vi.waitFor(() => expect(router.state.location.search).toBe('?id=42'), { timeout: 3000 });
    expect(router.state.location.pathname).toBe('/room-details');
  });

  it('says a new listing is under review when its photos match another owner’s', async () => {
    signInAs('LANDLORD');
    const { user } = open({
      'POST /api/properties': () => ok({ id: 43, reviewReason: 'DUPLICATE_PHOTOS' }, 201),
    });
    await throughStep2(user);
    await step(3);
    await fillStep3(user);
    await next(user);
    await step(4);
    await user.click(screen.getByRole('button', { name: 'List Property' }));
    await vi.waitFor(() =>
      expect(toast.info).toHaveBeenCalledWith(LISTING_REVIEW_REASON_LABELS.DUPLICATE_PHOTOS),
    );
    expect(toast.success).not.toHaveBeenCalledWith(MESSAGES.propertyListed);
  });

  it('keeps ten photos at most and says why a listing failed', async () => {
    signInAs('LANDLORD');
    const { user } = open({ 'POST /api/properties': () => fail(413, 'Too big') });
    await throughStep2(user);
    await step(3);
    await user.click(screen.getByRole('checkbox', { name: 'Gym' }));
    const files = Array.from({ length: 12 }, (_, i) => png(`p${i}.png`));
    await user.upload(screen.getByLabelText(/Add photos/), files);
    expect(screen.getByText(/10\/10 photos/)).toBeTruthy();
    expect(screen.getByText(/the extra ones were left out/)).toBeTruthy();
    await next(user);
    await step(4);
    await user.click(screen.getByRole('button', { name: 'List Property' }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(`${MESSAGES.propertyListFailedPrefix}Too big`),
    );
    expect(screen.getByRole('button', { name: 'List Property' }).hasAttribute('disabled')).toBe(
      false,
    );
  });

  it('speaks Hindi when Hindi is chosen: the page, the steps, the choices and the summary', async () => {
    i18n.addResourceBundle('hi', 'listing', hi.listing);
    i18n.addResourceBundle('hi', 'enums', hi.enums);
    await i18n.changeLanguage('hi');
    onTestFinished(async () => {
      await i18n.changeLanguage('en');
    });
    signInAs('LANDLORD');
    const { user } = open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'अपनी प्रॉपर्टी लिस्ट करें' }),
    ).toBeTruthy();
    expect(await screen.findByText('लिस्टिंग मुफ़्त · अब तक 1 लिस्टिंग')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'चरण 1/4: बुनियादी जानकारी और लोकेशन' })).toBeTruthy();
    const type = screen.getByLabelText('प्रॉपर्टी का प्रकार');
    expect(within(type).getByRole('option', { name: 'अपार्टमेंट' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'आगे' }));
    expect(await screen.findByText('आगे बढ़ने के लिए ये ठीक करें:')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'गलतियाँ' })).toBeTruthy();
  });
});
