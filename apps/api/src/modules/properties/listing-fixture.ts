import { daysFromToday } from '@roomsetu/shared';
import type { Test } from 'supertest';

/** A complete, valid listing as the wizard sends it (multipart text fields). */
export function listingFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    title: 'Sunny 2BHK near Central Park',
    description: 'Two bedrooms, modular kitchen, lift and power backup.',
    propertyType: 'APARTMENT',
    metroStationDistance: '8',
    shoppingMallDistance: '15',
    hospitalDistance: '2.5',
    rent: '18000',
    securityDeposit: '36000',
    maintenance: '1000',
    bedrooms: '2',
    bathrooms: '2',
    areaSqFt: '950',
    furnished: 'SEMI',
    floor: '3',
    facing: 'EAST',
    availableFrom: daysFromToday(30),
    buildingAge: '5',
    genderPreference: 'ANY',
    tenantType: 'WORKING_PROFESSIONAL',
    propertyContactName: 'Priya Sharma',
    propertyContactEmail: 'priya@example.com',
    propertyContactPhone: '9876543210',
    features: JSON.stringify(['WiFi', 'Parking']),
    amenities: JSON.stringify(['WiFi', 'Parking']),
    address: JSON.stringify({
      line1: '12 MG Road',
      city: 'jaipur',
      postalCode: '302001',
      state: 'Rajasthan',
      country: 'India',
    }),
    allowedPolicies: JSON.stringify([{ name: 'Cooking allowed' }]),
    restrictions: JSON.stringify([{ name: 'No smoking' }]),
    ...overrides,
  };
}

export function withFields(req: Test, fields: Record<string, string>): Test {
  for (const [k, v] of Object.entries(fields)) req.field(k, v);
  return req;
}
