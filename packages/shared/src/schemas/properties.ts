import { z } from 'zod';
import type { City } from '../cities';
import { DEFAULT_BUILDING_AGE, DEFAULT_FLOOR, DEFAULT_MAINTENANCE } from '../constants';
import {
  type Amenity,
  FACINGS,
  FURNISHINGS,
  GENDER_PREFERENCES,
  PROPERTY_TYPES,
  TENANT_TYPES,
} from '../enums';
import { PHOTO_ALT_TEXTS } from '../photos';
import { VALIDATION } from '../messages';
import {
  availableFromField,
  choice,
  cityField,
  defaultedNumber,
  emailField,
  idField,
  isIsoDate,
  requiredNumber,
  requiredText,
  triState,
} from './fields';
import type { ListingFormValues } from './listing-form';
import {
  AREA_SQFT_RULE,
  amenityList,
  BATHROOM_RULE,
  BEDROOM_RULE,
  BUILDING_AGE_RULE,
  FLOOR_RULE,
  hospitalDistance,
  isPincode,
  listingItems,
  listingText,
  locationOf,
  optionalPhone,
  RENT_RULE,
  RUPEES_RULE,
  walkingMinutes,
} from './property-fields';

/**
 * Multipart bodies carry only strings: JSON-valued fields (features, amenities, address,
 * allowedPolicies, restrictions) are parsed here, and already-parsed values are accepted too.
 */
function json<T extends z.ZodType>(schema: T, whenMissing?: unknown) {
  return z
    .unknown()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === null || value === '') return whenMissing;
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: VALIDATION.jsonInvalid, input: value });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

/** A select the API may omit: absent or blank takes the spec's default. */
function choiceOr<const T extends readonly [string, ...string[]]>(
  values: T,
  fallback: T[number],
  invalid: string,
) {
  return z
    .union([z.enum(values), z.literal('')], { error: invalid })
    .optional()
    .transform((value): T[number] => value || fallback);
}

/** Field order follows the wizard's step 1: city, area, pincode. */
const addressShape = {
  city: cityField(VALIDATION.cityRequired),
  line1: requiredText(VALIDATION.areaRequired),
  area: z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined),
  postalCode: requiredText(VALIDATION.pincodeRequired, [isPincode, VALIDATION.pincodeInvalid]),
};
const withStateAndCountry = <T extends { city: City }>(address: T) => ({
  ...address,
  ...locationOf(address.city),
});
export const addressInput = z.object(addressShape).transform(withStateAndCountry);
export type AddressInput = z.infer<typeof addressInput>;

const editableShape = {
  title: listingText(VALIDATION.propertyTitleRequired),
  propertyType: choice(PROPERTY_TYPES, VALIDATION.propertyTypeRequired),
  description: listingText(VALIDATION.propertyDescriptionRequired),
  hospitalDistance,
  metroStationDistance: walkingMinutes,
  shoppingMallDistance: walkingMinutes,
  bedrooms: requiredNumber(VALIDATION.bedroomsRequired, BEDROOM_RULE),
  bathrooms: requiredNumber(VALIDATION.bathroomsRequired, BATHROOM_RULE),
  areaSqFt: requiredNumber(VALIDATION.areaSqftRequired, AREA_SQFT_RULE),
  furnished: choice(FURNISHINGS, VALIDATION.furnishingRequired),
  floor: requiredNumber(VALIDATION.floorRequired, FLOOR_RULE),
  facing: choice(FACINGS, VALIDATION.facingRequired),
  rent: requiredNumber(VALIDATION.rentRequired, RENT_RULE),
  securityDeposit: requiredNumber(VALIDATION.securityDepositRequired, RUPEES_RULE),
  maintenance: requiredNumber(VALIDATION.maintenanceRequired, RUPEES_RULE),
  availableFrom: requiredText(VALIDATION.availableFromRequired, [
    isIsoDate,
    VALIDATION.dateInvalid,
  ]),
  buildingAge: requiredNumber(VALIDATION.buildingAgeRequired, BUILDING_AGE_RULE),
  genderPreference: choice(GENDER_PREFERENCES, VALIDATION.genderPreferenceRequired),
  tenantType: choice(TENANT_TYPES, VALIDATION.tenantTypeRequired),
  features: json(amenityList),
  amenities: json(amenityList).optional(),
  allowedPolicies: json(listingItems, []),
  restrictions: json(listingItems, []),
  propertyContactName: requiredText(VALIDATION.contactNameRequired),
  propertyContactEmail: emailField(VALIDATION.contactEmailRequired),
  propertyContactPhone: optionalPhone,
  /** Show the exact point to everyone; otherwise guests and searches get a pin about 300 m away. */
  exactLocation: triState,
};

/** The wizard picks amenities once; the API stores them both as `features` and as relations. */
function withAmenities<T extends { features?: Amenity[]; amenities?: Amenity[] }>(values: T) {
  return values.amenities || !values.features ? values : { ...values, amenities: values.features };
}

const { title, propertyType, description, ...afterAddress } = editableShape;

/** POST /api/properties (multipart, photos as repeated files beside these fields). */
export const createPropertyInput = z
  .object({
    title,
    propertyType,
    description,
    // A missing address still reports city, area and pincode, in the wizard's step-1 order.
    address: json(addressInput, {}),
    ...afterAddress,
    availableFrom: availableFromField(),
    // Spec §9 defaults: the API may omit these; the wizard requires them.
    floor: defaultedNumber(DEFAULT_FLOOR, FLOOR_RULE),
    maintenance: defaultedNumber(DEFAULT_MAINTENANCE, RUPEES_RULE),
    buildingAge: defaultedNumber(DEFAULT_BUILDING_AGE, BUILDING_AGE_RULE),
    genderPreference: choiceOr(GENDER_PREFERENCES, 'ANY', VALIDATION.genderPreferenceRequired),
    tenantType: choiceOr(TENANT_TYPES, 'NO_PREFERENCE', VALIDATION.tenantTypeRequired),
    exactLocation: triState.transform((value) => value ?? false),
  })
  .transform(withAmenities);
export type CreatePropertyInput = z.infer<typeof createPropertyInput>;

/**
 * PUT /api/properties/:id: any subset of the fields; the address has its own endpoint. A past
 * "Available from" is refused unless it is the date the listing already has: the API checks that
 * against the row, the edit form with `updatePropertyInputFor(listing.availableFrom)`.
 */
export const updatePropertyInput = z.object(editableShape).partial().transform(withAmenities);

export function updatePropertyInputFor(kept: string) {
  return z
    .object({ ...editableShape, availableFrom: availableFromField(kept) })
    .partial()
    .transform(withAmenities);
}
export type UpdatePropertyInput = z.infer<typeof updatePropertyInput>;

/** PUT /api/properties/address/:id: the address, and whether the map shows it exactly. */
export const updateAddressInput = z
  .object({ ...addressShape, exactLocation: triState })
  .transform(withStateAndCountry);
export type UpdateAddressInput = z.infer<typeof updateAddressInput>;

export const idParam = z.object({ id: idField() });
export type IdParam = z.infer<typeof idParam>;

export const photoIdParam = z.object({ photoId: idField() });
export type PhotoIdParam = z.infer<typeof photoIdParam>;

/** POST /api/property-photos/:id/photos: the primary flags, exactly one set. */
export const photoPrimaryInput = z.object({
  photos: z
    .array(z.object({ id: idField(), isPrimary: z.boolean() }))
    .refine(
      (photos) => photos.filter((photo) => photo.isPrimary).length === 1,
      VALIDATION.primaryPhotoRequired,
    ),
});
export type PhotoPrimaryInput = z.infer<typeof photoPrimaryInput>;

/** PUT /api/property-photos/:id/photos/order: every photo of the listing once; the first is the cover. */
export const photoOrderInput = z.object({
  photoIds: z
    .array(idField())
    .min(1, VALIDATION.photoOrderIncomplete)
    .refine((ids) => new Set(ids).size === ids.length, VALIDATION.photoOrderIncomplete),
});
export type PhotoOrderInput = z.infer<typeof photoOrderInput>;

/** PATCH /api/property-photos/photos/:photoId. */
export const photoAltInput = z.object({
  altText: z.enum(PHOTO_ALT_TEXTS, { error: VALIDATION.photoAltInvalid }),
});
export type PhotoAltInput = z.infer<typeof photoAltInput>;

/** The wizard's names mapped to the API's (the form's `area` is the address line). */
export function listingFormToCreateInput(form: ListingFormValues): CreatePropertyInput {
  return {
    title: form.propertyTitle,
    propertyType: form.propertyType,
    description: form.propertyDescription,
    address: {
      city: form.city,
      line1: form.area,
      area: form.area,
      postalCode: form.pincode,
      ...locationOf(form.city),
    },
    hospitalDistance: form.hospitalDistance,
    metroStationDistance: form.metroStationDistance,
    shoppingMallDistance: form.shoppingMallDistance,
    bedrooms: form.bedrooms,
    bathrooms: form.bathrooms,
    areaSqFt: form.area_sqft,
    furnished: form.furnished,
    floor: form.floor,
    facing: form.facing,
    rent: form.rent,
    securityDeposit: form.securityDeposit,
    maintenance: form.maintenance,
    availableFrom: form.availableFrom,
    buildingAge: form.buildingAge,
    genderPreference: form.genderPreference,
    tenantType: form.tenantType,
    features: form.selectedAmenities,
    amenities: form.selectedAmenities,
    allowedPolicies: form.allowedPolicies,
    restrictions: form.restrictions,
    propertyContactName: form.contact_name,
    propertyContactEmail: form.contact_email,
    propertyContactPhone: form.contact_phone,
    exactLocation: form.exactLocation,
  };
}

/** Field name -> text for a multipart body: numbers as digits, lists and objects as JSON. */
export function toMultipartFields(
  input: CreatePropertyInput | UpdatePropertyInput,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(input) as [string, unknown][]) {
    if (value === undefined || value === null) continue;
    fields[key] = typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
  return fields;
}
