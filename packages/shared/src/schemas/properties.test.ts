import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../messages';
import { daysFromToday, todayInIndia } from './fields';
import { listingFormInput } from './listing-form';
import { step1, step2, step3, step4 } from './listing-fixtures';
import {
  createPropertyInput,
  idParam,
  listingFormToCreateInput,
  photoPrimaryInput,
  toMultipartFields,
  updateAddressInput,
  updatePropertyInput,
  updatePropertyInputFor,
} from './properties';
import { firstError, firstErrors } from './util';

const inAMonth = daysFromToday(30);

/** What multer hands over: every value a string. */
const multipart = {
  title: 'Sunny 2BHK',
  description: 'Bright flat',
  propertyType: 'APARTMENT',
  hospitalDistance: '2.5',
  metroStationDistance: '5',
  shoppingMallDistance: '',
  rent: '25000',
  securityDeposit: '50000',
  bedrooms: '2',
  bathrooms: '1',
  areaSqFt: '900',
  furnished: 'FULLY',
  facing: 'NORTH',
  availableFrom: inAMonth,
  propertyContactEmail: 'Owner@Example.in',
  propertyContactName: 'Owner',
  propertyContactPhone: '9876543210',
  features: '["WiFi","AC"]',
  address:
    '{"line1":"12 MG Road","city":"bangalore","postalCode":"560001","state":"Nowhere","country":"USA"}',
  allowedPolicies: '[{"name":"Pets allowed"}]',
};

describe('createPropertyInput', () => {
  it('coerces multipart strings, parses the JSON fields and applies the defaults', () => {
    const parsed = createPropertyInput.parse(multipart);
    expect(parsed).toEqual({
      title: 'Sunny 2BHK',
      description: 'Bright flat',
      propertyType: 'APARTMENT',
      address: {
        line1: '12 MG Road',
        area: undefined,
        city: 'bengaluru',
        postalCode: '560001',
        state: 'Karnataka',
        country: 'India',
      },
      hospitalDistance: 2.5,
      metroStationDistance: 5,
      shoppingMallDistance: undefined,
      bedrooms: 2,
      bathrooms: 1,
      areaSqFt: 900,
      furnished: 'FULLY',
      floor: 0,
      facing: 'NORTH',
      rent: 25000,
      securityDeposit: 50000,
      maintenance: 0,
      availableFrom: inAMonth,
      buildingAge: 0,
      genderPreference: 'ANY',
      tenantType: 'NO_PREFERENCE',
      features: ['WiFi', 'AC'],
      amenities: ['WiFi', 'AC'],
      allowedPolicies: [{ name: 'Pets allowed' }],
      restrictions: [],
      propertyContactName: 'Owner',
      propertyContactEmail: 'owner@example.in',
      propertyContactPhone: '9876543210',
      exactLocation: false,
    });
  });

  it('accepts already-parsed JSON values', () => {
    const parsed = createPropertyInput.parse({
      ...multipart,
      features: ['Gym'],
      amenities: ['Gym', 'Gym', 'Laundry'],
      address: { line1: 'A-1', city: 'jaipur', postalCode: '302017' },
      restrictions: [{ name: 'No parties' }],
      rent: 18000,
    });
    expect(parsed).toMatchObject({
      features: ['Gym'],
      amenities: ['Gym', 'Laundry'],
      address: { state: 'Rajasthan', country: 'India' },
      restrictions: [{ name: 'No parties' }],
      rent: 18000,
    });
  });

  it.each([
    ['title', VALIDATION.propertyTitleRequired],
    ['propertyType', VALIDATION.propertyTypeRequired],
    ['description', VALIDATION.propertyDescriptionRequired],
    ['hospitalDistance', VALIDATION.hospitalDistanceRequired],
    ['bedrooms', VALIDATION.bedroomsRequired],
    ['bathrooms', VALIDATION.bathroomsRequired],
    ['areaSqFt', VALIDATION.areaSqftRequired],
    ['furnished', VALIDATION.furnishingRequired],
    ['facing', VALIDATION.facingRequired],
    ['rent', VALIDATION.rentRequired],
    ['securityDeposit', VALIDATION.securityDepositRequired],
    ['availableFrom', VALIDATION.availableFromRequired],
    ['features', VALIDATION.amenityRequired],
    ['propertyContactName', VALIDATION.contactNameRequired],
    ['propertyContactEmail', VALIDATION.contactEmailRequired],
  ])('reports a missing %s with the wizard message', (field, message) => {
    const input: Record<string, string> = { ...multipart };
    delete input[field];
    expect(firstErrors(createPropertyInput.safeParse(input))).toEqual({ [field]: message });
  });

  it('reports a missing address as its step-1 fields, after the description', () => {
    const { address: _address, ...withoutAddress } = multipart;
    const result = createPropertyInput.safeParse({ ...withoutAddress, description: '' });
    expect(Object.entries(firstErrors(result))).toEqual([
      ['description', VALIDATION.propertyDescriptionRequired],
      ['address.city', VALIDATION.cityRequired],
      ['address.line1', VALIDATION.areaRequired],
      ['address.postalCode', VALIDATION.pincodeRequired],
    ]);
  });

  it.each([
    ['features', '[WiFi]', 'features', VALIDATION.jsonInvalid],
    ['features', '[]', 'features', VALIDATION.amenityRequired],
    ['features', '["Helipad"]', 'features.0', VALIDATION.amenityInvalid],
    [
      'address',
      '{"city":"chicago","line1":"x","postalCode":"123456"}',
      'address.city',
      VALIDATION.cityInvalid,
    ],
    [
      'address',
      '{"city":"pune","line1":"x","postalCode":"12"}',
      'address.postalCode',
      VALIDATION.pincodeInvalid,
    ],
    ['bedrooms', '9', 'bedrooms', VALIDATION.bedroomsRequired],
    ['floor', '7', 'floor', VALIDATION.floorRequired],
    ['genderPreference', 'ROBOT', 'genderPreference', VALIDATION.genderPreferenceRequired],
    ['propertyContactPhone', '+91 98765', 'propertyContactPhone', VALIDATION.phoneInvalid],
  ])('refuses %s %j', (field, value, path, message) => {
    expect(firstErrors(createPropertyInput.safeParse({ ...multipart, [field]: value }))).toEqual({
      [path]: message,
    });
  });
});

describe('listingFormToCreateInput', () => {
  it('maps the wizard names to the API names and survives a multipart round trip', () => {
    const form = listingFormInput.parse({ ...step1, ...step2, ...step3, ...step4 });
    const body = listingFormToCreateInput(form);
    expect(body).toMatchObject({
      title: form.propertyTitle,
      areaSqFt: 950,
      features: ['WiFi', 'Parking'],
      amenities: ['WiFi', 'Parking'],
      address: { line1: 'Baner', city: 'pune', postalCode: '411045', state: 'Maharashtra' },
      propertyContactEmail: 'ravi@example.in',
    });
    const fields = toMultipartFields(body);
    expect(fields.rent).toBe('25000');
    expect(fields).not.toHaveProperty('propertyContactPhone');
    expect(createPropertyInput.parse(fields)).toEqual(body);
  });
});

describe('updatePropertyInput', () => {
  it('changes only what is sent, with no defaults filled in', () => {
    expect(updatePropertyInput.parse({})).toEqual({});
    expect(updatePropertyInput.parse({ rent: '30000', address: '{}', role: 'ADMIN' })).toEqual({
      rent: 30000,
    });
  });

  it('refuses blanking a required field', () => {
    expect(firstErrors(updatePropertyInput.safeParse({ title: ' ' }))).toEqual({
      title: VALIDATION.propertyTitleRequired,
    });
  });

  it('updates the amenities with the features', () => {
    expect(updatePropertyInput.parse({ features: '["Gym"]' })).toEqual({
      features: ['Gym'],
      amenities: ['Gym'],
    });
  });
});

describe('updateAddressInput, idParam and photoPrimaryInput', () => {
  it('derives state and country from the city', () => {
    expect(
      updateAddressInput.parse({
        city: 'mumbai',
        line1: 'Bandra',
        postalCode: '400050',
        state: 'X',
        country: 'Y',
      }),
    ).toEqual({
      city: 'mumbai',
      line1: 'Bandra',
      area: undefined,
      postalCode: '400050',
      state: 'Maharashtra',
      country: 'India',
    });
  });

  it.each([
    ['12', true],
    ['0', false],
    ['-1', false],
    ['1.5', false],
    ['abc', false],
    ['99999999999', false],
  ])('reads the id %j: valid %s', (id, valid) => {
    expect(idParam.safeParse({ id }).success).toBe(valid);
  });

  it('requires exactly one primary photo', () => {
    const photos = (...flags: boolean[]) => ({
      photos: flags.map((isPrimary, i) => ({ id: i + 1, isPrimary })),
    });
    expect(photoPrimaryInput.safeParse(photos(false, true, false)).success).toBe(true);
    expect(firstError(photoPrimaryInput.safeParse(photos(true, true)))).toBe(
      VALIDATION.primaryPhotoRequired,
    );
    expect(firstError(photoPrimaryInput.safeParse(photos(false)))).toBe(
      VALIDATION.primaryPhotoRequired,
    );
  });
});

describe('"Available from"', () => {
  const create = (availableFrom: string) =>
    createPropertyInput.safeParse({ ...multipart, availableFrom });
  it('is today or later on a new listing', () => {
    expect(create(todayInIndia()).success).toBe(true);
    expect(create(daysFromToday(1)).success).toBe(true);
    const past = create(daysFromToday(-1));
    expect(past.success).toBe(false);
    expect(past.error?.issues[0]?.message).toBe(VALIDATION.availableFromPast);
  });
  it('an edit may keep the past date the listing has, not choose another past one', () => {
    const kept = daysFromToday(-40);
    expect(updatePropertyInputFor(kept).safeParse({ availableFrom: kept }).success).toBe(true);
    const other = updatePropertyInputFor(kept).safeParse({ availableFrom: daysFromToday(-2) });
    expect(other.error?.issues[0]?.message).toBe(VALIDATION.availableFromPast);
    expect(updatePropertyInputFor(kept).safeParse({ availableFrom: todayInIndia() }).success).toBe(
      true,
    );
  });
  it('the wizard refuses a past date too', () => {
    const res = listingFormInput.safeParse({
      ...step1,
      ...step2,
      ...step3,
      ...step4,
      availableFrom: daysFromToday(-1),
    });
    expect(res.error?.issues.map((i) => i.message)).toContain(VALIDATION.availableFromPast);
  });
});

describe('fair housing', () => {
  const refusal = (phrase: string) =>
    `Listings cannot exclude people by religion, caste or community: remove “${phrase}”.`;

  it('refuses an excluding title, description, policy or restriction on the field', () => {
    expect(
      firstErrors(
        createPropertyInput.safeParse({
          ...multipart,
          title: 'Sunny 2BHK, Brahmins only',
          description: 'Bright flat. मुस्लिम नहीं',
          allowedPolicies: '[{"name":"Pets allowed"},{"name":"sirf Jain"}]',
          restrictions: '["No smoking","No SC/ST"]',
        }),
      ),
    ).toEqual({
      title: refusal('Brahmins only'),
      description: refusal('मुस्लिम नहीं'),
      allowedPolicies: refusal('sirf Jain'),
      restrictions: refusal('No SC/ST'),
    });
    expect(firstErrors(updatePropertyInput.safeParse({ description: 'No Muslims' }))).toEqual({
      description: refusal('No Muslims'),
    });
  });

  it('keeps food and household preferences', () => {
    const parsed = createPropertyInput.parse({
      ...multipart,
      title: 'Veg only 2BHK near Jain temple',
      description: 'Family only. Jain food available nearby.',
      restrictions: '["Vegetarians only","No smoking"]',
    });
    expect(parsed.restrictions).toEqual([{ name: 'Vegetarians only' }, { name: 'No smoking' }]);
  });

  it('shows the refusal on the wizard fields too', () => {
    expect(
      firstErrors(
        listingFormInput.safeParse({
          ...step1,
          ...step2,
          ...step3,
          ...step4,
          propertyTitle: 'Room for Jains only',
          restrictions: [{ name: 'No Christians' }],
        }),
      ),
    ).toEqual({
      propertyTitle: refusal('Jains only'),
      restrictions: refusal('No Christians'),
    });
  });
});
