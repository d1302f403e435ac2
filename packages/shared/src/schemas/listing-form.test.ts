import { describe, expect, it } from 'vitest';
import { LISTING_STEP_FIELDS } from '../listing-steps';
import { VALIDATION } from '../messages';
import {
  listingFormInput,
  listingStep1Input,
  listingStep2Input,
  listingStep3Input,
  listingStep4Input,
} from './listing-form';
import { step1, step2, step3, step4 } from './listing-fixtures';
import { firstError, firstErrors } from './util';

describe('listing wizard step 1', () => {
  it.each([
    ['propertyTitle', VALIDATION.propertyTitleRequired],
    ['propertyType', VALIDATION.propertyTypeRequired],
    ['propertyDescription', VALIDATION.propertyDescriptionRequired],
    ['city', VALIDATION.cityRequired],
    ['area', VALIDATION.areaRequired],
    ['pincode', VALIDATION.pincodeRequired],
    ['hospitalDistance', VALIDATION.hospitalDistanceRequired],
  ])('reports an empty %s as "%s"', (field, message) => {
    expect(firstErrors(listingStep1Input.safeParse({ ...step1, [field]: '' }))).toEqual({
      [field]: message,
    });
  });

  it('reports the first missing field in the spec order', () => {
    expect(firstError(listingStep1Input.safeParse({}))).toBe(VALIDATION.propertyTitleRequired);
    expect(firstError(listingStep1Input.safeParse({ ...step1, area: '', pincode: '' }))).toBe(
      VALIDATION.areaRequired,
    );
  });

  it.each([
    ['pincode', '4110', VALIDATION.pincodeInvalid],
    ['city', 'new-york', VALIDATION.cityInvalid],
    ['hospitalDistance', 'near', VALIDATION.numberInvalid],
    ['metroStationDistance', '-3', VALIDATION.numberInvalid],
  ])('refuses an invalid %s %j', (field, value, message) => {
    expect(firstErrors(listingStep1Input.safeParse({ ...step1, [field]: value }))).toEqual({
      [field]: message,
    });
  });

  it('derives state and country from the city and keeps metro and mall optional', () => {
    const parsed = listingStep1Input.parse({ ...step1, state: 'Goa', city: 'bangalore' });
    expect(parsed).toMatchObject({
      city: 'bengaluru',
      state: 'Karnataka',
      country: 'India',
      hospitalDistance: 1.5,
      metroStationDistance: undefined,
      shoppingMallDistance: 10,
    });
  });
});

describe('listing wizard step 2', () => {
  it.each([
    ['bedrooms', VALIDATION.bedroomsRequired],
    ['bathrooms', VALIDATION.bathroomsRequired],
    ['area_sqft', VALIDATION.areaSqftRequired],
    ['furnished', VALIDATION.furnishingRequired],
    ['floor', VALIDATION.floorRequired],
    ['facing', VALIDATION.facingRequired],
    ['rent', VALIDATION.rentRequired],
    ['securityDeposit', VALIDATION.securityDepositRequired],
    ['maintenance', VALIDATION.maintenanceRequired],
    ['availableFrom', VALIDATION.availableFromRequired],
    ['buildingAge', VALIDATION.buildingAgeRequired],
    ['genderPreference', VALIDATION.genderPreferenceRequired],
    ['tenantType', VALIDATION.tenantTypeRequired],
  ])('reports an empty %s as "%s"', (field, message) => {
    expect(firstErrors(listingStep2Input.safeParse({ ...step2, [field]: '' }))).toEqual({
      [field]: message,
    });
  });

  it('reports the fields of an empty step in the spec order', () => {
    const messages = listingStep2Input.safeParse({}).error?.issues.map((issue) => issue.message);
    expect(messages?.[0]).toBe(VALIDATION.bedroomsRequired);
    expect(messages?.at(-1)).toBe(VALIDATION.tenantTypeRequired);
    expect(messages).toHaveLength(13);
  });

  it.each([
    ['bedrooms', '5', VALIDATION.bedroomsRequired],
    ['bathrooms', '0', VALIDATION.bathroomsRequired],
    ['floor', '7', VALIDATION.floorRequired],
    ['rent', '12.5', VALIDATION.numberInvalid],
    ['rent', 'abc', VALIDATION.numberInvalid],
    ['availableFrom', '01-11-2025', VALIDATION.dateInvalid],
    ['availableFrom', '2025-02-30', VALIDATION.dateInvalid],
  ])('refuses %s %j', (field, value, message) => {
    expect(firstErrors(listingStep2Input.safeParse({ ...step2, [field]: value }))).toEqual({
      [field]: message,
    });
  });

  it('turns the numeric strings into numbers', () => {
    expect(listingStep2Input.parse(step2)).toMatchObject({
      bedrooms: 2,
      area_sqft: 950,
      floor: 3,
      rent: 25000,
      maintenance: 0,
      buildingAge: 5,
    });
  });
});

describe('listing wizard steps 3 and 4', () => {
  it.each([
    [{ ...step3, selectedAmenities: [] }, 'selectedAmenities', VALIDATION.amenityRequired],
    [{ ...step3, selectedAmenities: undefined }, 'selectedAmenities', VALIDATION.amenityRequired],
    [{ ...step3, images: [] }, 'images', VALIDATION.imageRequired],
    [{ ...step3, images: undefined }, 'images', VALIDATION.imageRequired],
    [{ ...step3, images: Array(11).fill({}) }, 'images', VALIDATION.imageCount],
    [
      { ...step3, selectedAmenities: ['Helipad'] },
      'selectedAmenities.0',
      VALIDATION.amenityInvalid,
    ],
  ])('step 3 %j reports %s', (input, field, message) => {
    expect(firstErrors(listingStep3Input.safeParse(input))).toEqual({ [field]: message });
  });

  it('gives the amenity message before the image message', () => {
    expect(firstError(listingStep3Input.safeParse({ selectedAmenities: [], images: [] }))).toBe(
      VALIDATION.amenityRequired,
    );
  });

  it('accepts an array-like file list and free-text policies', () => {
    const fileList = { 0: 'a', 1: 'b', length: 2 };
    const parsed = listingStep3Input.parse({
      ...step3,
      images: fileList,
      allowedPolicies: ['  No smoking ', { name: '' }],
      restrictions: undefined,
    });
    expect(parsed.images).toEqual(['a', 'b']);
    expect(parsed.allowedPolicies).toEqual([{ name: 'No smoking' }]);
    expect(parsed.restrictions).toEqual([]);
  });

  it.each([
    [{ ...step4, contact_name: '' }, 'contact_name', VALIDATION.contactNameRequired],
    [{ ...step4, contact_email: '' }, 'contact_email', VALIDATION.contactEmailRequired],
    [{ ...step4, contact_email: 'ravi' }, 'contact_email', VALIDATION.emailInvalid],
    [{ ...step4, contact_phone: '12345' }, 'contact_phone', VALIDATION.phoneInvalid],
  ])('step 4 %j reports %s', (input, field, message) => {
    expect(firstErrors(listingStep4Input.safeParse(input))).toEqual({ [field]: message });
  });

  it('gives the contact name message before the e-mail one', () => {
    expect(firstError(listingStep4Input.safeParse({}))).toBe(VALIDATION.contactNameRequired);
  });
});

describe('listingFormInput', () => {
  it('accepts the four steps together', () => {
    const parsed = listingFormInput.parse({ ...step1, ...step2, ...step3, ...step4 });
    expect(parsed).toMatchObject({ state: 'Maharashtra', rent: 25000, contact_phone: undefined });
  });

  it('reports an empty wizard from its first field', () => {
    expect(firstError(listingFormInput.safeParse({}))).toBe(VALIDATION.propertyTitleRequired);
  });
});

describe('LISTING_STEP_FIELDS', () => {
  it("names each step schema's fields in its order", () => {
    expect(LISTING_STEP_FIELDS).toEqual({
      1: Object.keys(listingStep1Input.in.shape),
      2: Object.keys(listingStep2Input.shape),
      3: Object.keys(listingStep3Input.shape),
      4: Object.keys(listingStep4Input.shape),
    });
  });
});
