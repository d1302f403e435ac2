import type { City } from '../cities';
import type {
  Amenity,
  Facing,
  Furnishing,
  GenderPreference,
  PropertyStatus,
  PropertyType,
  TenantType,
} from '../enums';
import type { IsoDate, IsoDateTime } from './envelope';

export interface PropertyAddress {
  line1: string;
  area: string | null;
  city: City;
  postalCode: string;
  state: string;
  country: string;
}

export interface PropertyPhoto {
  id: number;
  /** Full-size image, an absolute path under the API origin. */
  url: string;
  /** The smaller rendition for cards. */
  cardUrl: string;
  altText: string | null;
  isPrimary: boolean;
}

export interface PropertyAmenity {
  id: number;
  name: Amenity;
}

export interface NamedEntry {
  name: string;
}

export interface PropertyOwner {
  id: number;
  firstName: string;
  lastName: string;
  avatar: string | null;
  verified: boolean;
  responseTime: string | null;
  propertiesCount: number;
  createdAt: IsoDateTime;
}

/** GET /api/properties/:id (spec §3 Property); also what create and update answer. */
export interface Property {
  id: number;
  title: string;
  description: string;
  propertyType: PropertyType;
  /** Integer rupees per `period`. */
  rent: number;
  period: string;
  securityDeposit: number;
  maintenance: number;
  bedrooms: number;
  bathrooms: number;
  areaSqFt: number;
  furnished: Furnishing;
  floor: number;
  facing: Facing;
  buildingAge: number;
  availableFrom: IsoDate;
  status: PropertyStatus;
  verified: boolean;
  featured: boolean;
  genderPreference: GenderPreference;
  tenantType: TenantType;
  address: PropertyAddress;
  latitude: number;
  longitude: number;
  /** True when the map shows the city centre because the address could not be geocoded. */
  locationApproximate: boolean;
  /** Kilometres. */
  hospitalDistance: number;
  /** Minutes on foot. */
  shoppingMallDistance: number | null;
  /** Minutes on foot. */
  metroStationDistance: number | null;
  features: Amenity[];
  allowedPolicies: NamedEntry[];
  restrictions: NamedEntry[];
  photos: PropertyPhoto[];
  amenities: PropertyAmenity[];
  propertyContactName: string;
  propertyContactEmail: string;
  propertyContactPhone: string | null;
  views: number;
  inquiries: number;
  createdAt: IsoDateTime;
  owner: PropertyOwner;
}

/** A search result card: GET /api/properties, /api/properties/all, /api/users/self-property. */
export type PropertyCard = Omit<Property, 'description' | 'allowedPolicies' | 'restrictions'> & {
  /** Great-circle km from `near`, one decimal; present only when the search had `near`. */
  distanceKm?: number;
};

/** POST /api/properties answers the new property; the web reads its id. */
export type CreatePropertyResponse = Property;
