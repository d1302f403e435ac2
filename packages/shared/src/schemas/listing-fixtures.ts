import { daysFromToday } from './fields';

/** Valid wizard values as the form holds them (strings from inputs), for the tests. */
export const step1 = {
  propertyTitle: 'Sunny 2BHK near Metro',
  propertyType: 'APARTMENT',
  propertyDescription: 'Bright flat',
  city: 'pune',
  area: 'Baner',
  pincode: '411045',
  hospitalDistance: '1.5',
  metroStationDistance: '',
  shoppingMallDistance: '10',
};
export const step2 = {
  bedrooms: '2',
  bathrooms: '2',
  area_sqft: '950',
  furnished: 'SEMI',
  floor: '3',
  facing: 'EAST',
  rent: '25000',
  securityDeposit: '50000',
  maintenance: '0',
  availableFrom: daysFromToday(30),
  buildingAge: '5',
  genderPreference: 'ANY',
  tenantType: 'FAMILY',
};
export const step3 = {
  selectedAmenities: ['WiFi', 'Parking'],
  images: [{ name: 'a.jpg' }],
  allowedPolicies: [{ name: 'Guests allowed' }],
  restrictions: [],
};
export const step4 = {
  contact_name: 'Ravi Kumar',
  contact_email: 'ravi@example.in',
  contact_phone: '',
};
