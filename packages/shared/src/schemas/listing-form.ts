import { z } from 'zod';
import type { City } from '../cities';
import { FACINGS, FURNISHINGS, GENDER_PREFERENCES, PROPERTY_TYPES, TENANT_TYPES } from '../enums';
import { VALIDATION } from '../messages';
import {
  availableFromField,
  choice,
  cityField,
  emailField,
  requiredNumber,
  requiredText,
} from './fields';
import {
  AREA_SQFT_RULE,
  amenityList,
  BATHROOM_RULE,
  BEDROOM_RULE,
  BUILDING_AGE_RULE,
  FLOOR_RULE,
  hospitalDistance,
  isPincode,
  listingImages,
  listingItems,
  listingText,
  locationOf,
  optionalPhone,
  RENT_RULE,
  RUPEES_RULE,
  walkingMinutes,
} from './property-fields';

/**
 * The four steps of /list-property. Numeric inputs arrive as strings; an empty one reads as
 * missing and gives the step's 'required' message. The field order is the spec's order, so the
 * first issue is the message a single-message step shows.
 */

const withLocation = <T extends { city: City }>(values: T) => ({
  ...values,
  ...locationOf(values.city),
});

const listingStep1Shape = {
  propertyTitle: listingText(VALIDATION.propertyTitleRequired),
  propertyType: choice(PROPERTY_TYPES, VALIDATION.propertyTypeRequired),
  propertyDescription: listingText(VALIDATION.propertyDescriptionRequired),
  city: cityField(VALIDATION.cityRequired),
  area: requiredText(VALIDATION.areaRequired),
  pincode: requiredText(VALIDATION.pincodeRequired, [isPincode, VALIDATION.pincodeInvalid]),
  hospitalDistance,
  metroStationDistance: walkingMinutes,
  shoppingMallDistance: walkingMinutes,
  /** Unticked: the map shows an area of about 300 m, not the home. */
  exactLocation: z
    .boolean()
    .optional()
    .transform((value) => value ?? false),
};
/** Outputs `state` and `country` derived from the city (the form shows them read-only). */
export const listingStep1Input = z.object(listingStep1Shape).transform(withLocation);
export type ListingStep1Input = z.infer<typeof listingStep1Input>;

const listingStep2Shape = {
  bedrooms: requiredNumber(VALIDATION.bedroomsRequired, BEDROOM_RULE),
  bathrooms: requiredNumber(VALIDATION.bathroomsRequired, BATHROOM_RULE),
  area_sqft: requiredNumber(VALIDATION.areaSqftRequired, AREA_SQFT_RULE),
  furnished: choice(FURNISHINGS, VALIDATION.furnishingRequired),
  floor: requiredNumber(VALIDATION.floorRequired, FLOOR_RULE),
  facing: choice(FACINGS, VALIDATION.facingRequired),
  rent: requiredNumber(VALIDATION.rentRequired, RENT_RULE),
  securityDeposit: requiredNumber(VALIDATION.securityDepositRequired, RUPEES_RULE),
  maintenance: requiredNumber(VALIDATION.maintenanceRequired, RUPEES_RULE),
  availableFrom: availableFromField(),
  buildingAge: requiredNumber(VALIDATION.buildingAgeRequired, BUILDING_AGE_RULE),
  genderPreference: choice(GENDER_PREFERENCES, VALIDATION.genderPreferenceRequired),
  tenantType: choice(TENANT_TYPES, VALIDATION.tenantTypeRequired),
};
export const listingStep2Input = z.object(listingStep2Shape);
export type ListingStep2Input = z.infer<typeof listingStep2Input>;

const listingStep3Shape = {
  selectedAmenities: amenityList,
  images: listingImages,
  allowedPolicies: listingItems.default([]),
  restrictions: listingItems.default([]),
};
export const listingStep3Input = z.object(listingStep3Shape);
export type ListingStep3Input = z.infer<typeof listingStep3Input>;

const listingStep4Shape = {
  contact_name: requiredText(VALIDATION.contactNameRequired),
  contact_email: emailField(VALIDATION.contactEmailRequired),
  contact_phone: optionalPhone,
};
export const listingStep4Input = z.object(listingStep4Shape);
export type ListingStep4Input = z.infer<typeof listingStep4Input>;

/** All four steps: what the wizard holds when 'List Property' is pressed. */
export const listingFormInput = z
  .object({
    ...listingStep1Shape,
    ...listingStep2Shape,
    ...listingStep3Shape,
    ...listingStep4Shape,
  })
  .transform(withLocation);
export type ListingFormValues = z.infer<typeof listingFormInput>;
/** What react-hook-form holds while the wizard is being filled in. */
export type ListingFormDraft = z.input<typeof listingFormInput>;

/** The per-step schemas, indexed by the wizard's 1-based step number. */
export const LISTING_STEPS = {
  1: listingStep1Input,
  2: listingStep2Input,
  3: listingStep3Input,
  4: listingStep4Input,
} as const;
