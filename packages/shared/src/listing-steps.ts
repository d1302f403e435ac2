/**
 * The fields of each /list-property step, in the spec's order of messages: what a page needs to
 * list a step's errors without downloading the step schemas (schemas/listing-form.ts; a test
 * holds the two equal).
 */
export const LISTING_STEP_FIELDS = {
  1: [
    'propertyTitle',
    'propertyType',
    'propertyDescription',
    'city',
    'area',
    'pincode',
    'hospitalDistance',
    'metroStationDistance',
    'shoppingMallDistance',
    'exactLocation',
  ],
  2: [
    'bedrooms',
    'bathrooms',
    'area_sqft',
    'furnished',
    'floor',
    'facing',
    'rent',
    'securityDeposit',
    'maintenance',
    'availableFrom',
    'buildingAge',
    'genderPreference',
    'tenantType',
  ],
  3: ['selectedAmenities', 'images', 'allowedPolicies', 'restrictions'],
  4: ['contact_name', 'contact_email', 'contact_phone'],
} as const;
export type ListingStepNumber = keyof typeof LISTING_STEP_FIELDS;
