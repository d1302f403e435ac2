import type { Property } from '@roomsetu/shared';
import { vi } from 'vitest';
import type { RoomCardProperty } from '../api/get-properties';

/** A complete listing as GET /api/properties/:id answers it. */
export function property(id: number, overrides: Partial<Property> = {}): Property {
  return {
    id,
    title: `Sunny room ${id}`,
    description: 'Bright room close to the metro.',
    propertyType: 'PRIVATE_ROOM',
    rent: 12500,
    period: 'month',
    securityDeposit: 25000,
    maintenance: 1000,
    bedrooms: 2,
    bathrooms: 1,
    areaSqFt: 650,
    furnished: 'SEMI',
    floor: 3,
    facing: 'EAST',
    buildingAge: 4,
    availableFrom: '2020-01-01',
    status: 'ACTIVE',
    letAgreedAt: null,
    confirmedAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
    verified: true,
    verifiedAt: '2025-11-12T06:00:00.000Z',
    featured: false,
    genderPreference: 'ANY',
    tenantType: 'STUDENT',
    address: {
      line1: '12 MG Road',
      area: 'Malviya Nagar',
      city: 'jaipur',
      postalCode: '302017',
      state: 'Rajasthan',
      country: 'India',
    },
    latitude: 26.85,
    longitude: 75.8,
    locationApproximate: false,
    exactLocation: false,
    hospitalDistance: 1.5,
    shoppingMallDistance: 10,
    metroStationDistance: null,
    features: ['WiFi', 'AC', 'Parking', 'Gym', 'Balcony'],
    allowedPolicies: [{ name: 'Cooking allowed' }],
    restrictions: [{ name: 'No smoking inside' }],
    photos: [
      {
        id: id * 10 + 1,
        url: `/u/${id}-a.webp`,
        cardUrl: `/u/${id}-a-card.webp`,
        cardVariants: [320, 640, 960].map((w) => ({ width: w, url: `/u/${id}-a-w${w}.webp` })),
        altText: 'Hall',
        isPrimary: false,
      },
      {
        id: id * 10 + 2,
        url: `/u/${id}-b.webp`,
        cardUrl: `/u/${id}-b-card.webp`,
        cardVariants: [320, 640, 960].map((w) => ({ width: w, url: `/u/${id}-b-w${w}.webp` })),
        altText: 'Bedroom',
        isPrimary: true,
      },
    ],
    amenities: [],
    // As a guest or another user receives it: contact e-mail and phone only reach the owner.
    propertyContactName: 'Priya Sharma',
    views: 3,
    inquiries: 1,
    createdAt: '2025-10-20T09:30:00.000Z',
    updatedAt: '2025-10-20T09:30:00.000Z',
    owner: {
      id: 99,
      firstName: 'Priya',
      lastName: 'Sharma',
      email: 'priya@example.com',
      avatar: null,
      verified: true,
      verifications: { email: true, phone: true, id: false },
      responseTime: 'within an hour',
      propertiesCount: 4,
      createdAt: '2024-03-05T10:00:00.000Z',
    },
    ...overrides,
  };
}

/** A search result card. */
export function card(id: number, overrides: Partial<RoomCardProperty> = {}): RoomCardProperty {
  return { ...property(id), ...overrides };
}

type ObserverCallback = (entries: { isIntersecting: boolean }[]) => void;

/** IntersectionObserver for jsdom: `reveal()` tells every live observer its element is on screen. */
export function stubIntersectionObserver() {
  const live = new Set<{ callback: ObserverCallback; options?: IntersectionObserverInit }>();
  class FakeObserver {
    private entry: { callback: ObserverCallback; options?: IntersectionObserverInit };
    constructor(callback: ObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, options };
    }
    observe() {
      live.add(this.entry);
    }
    unobserve() {}
    disconnect() {
      live.delete(this.entry);
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    reveal: () => [...live].forEach(({ callback }) => callback([{ isIntersecting: true }])),
    margins: () => [...live].map(({ options }) => options?.rootMargin),
  };
}
