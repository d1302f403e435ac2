import { z } from 'zod';
import { listingFitSchema } from './roommates';
import { CITY_VALUES } from '../cities';
import {
  AMENITIES,
  FACINGS,
  FURNISHINGS,
  GENDER_PREFERENCES,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  TENANT_TYPES,
} from '../enums';
import { verificationsSchema } from '../schemas/verification';
import { entityId, isoDate, isoDateTime } from './envelope';
import { LISTING_REVIEW_REASONS } from '../moderation';

export const propertyAddress = z.object({
  line1: z.string(),
  area: z.string().nullable(),
  city: z.enum(CITY_VALUES),
  postalCode: z.string(),
  state: z.string(),
  country: z.string(),
});
export type PropertyAddress = z.infer<typeof propertyAddress>;

export const propertyPhoto = z.object({
  id: entityId,
  /** Full-size image, an absolute path under the API origin. */
  url: z.string(),
  /** The smaller rendition for cards (480 px wide at most). */
  cardUrl: z.string(),
  /**
   * The card image at several widths for `srcset` (`url 320w, …`), narrowest first: 320, 640
   * and 960 px, fewer and never wider than the original for a narrow photo. A photo whose
   * variants are not made yet lists its card alone, as 480 px.
   */
  cardVariants: z.array(z.object({ width: z.number().int().positive(), url: z.string() })).min(1),
  altText: z.string().nullable(),
  isPrimary: z.boolean(),
});
export type PropertyPhoto = z.infer<typeof propertyPhoto>;

export const propertyAmenity = z.object({ id: entityId, name: z.enum(AMENITIES) });
export type PropertyAmenity = z.infer<typeof propertyAmenity>;

export const namedEntry = z.object({ name: z.string() });
export type NamedEntry = z.infer<typeof namedEntry>;

export const propertyOwner = z.object({
  id: entityId,
  firstName: z.string(),
  lastName: z.string(),
  /** Only for the listing's owner and admins. */
  email: z.string().optional(),
  avatar: z.string().nullable(),
  /** E-mail verified (kept for older clients; `verifications` has every rung). */
  verified: z.boolean(),
  verifications: verificationsSchema,
  responseTime: z.string().nullable(),
  propertiesCount: z.number().int().nonnegative(),
  createdAt: isoDateTime,
});
export type PropertyOwner = z.infer<typeof propertyOwner>;

/** A search result card: GET /api/properties, /api/properties/all, /api/users/self-property. */
export const propertyCard = z.object({
  id: entityId,
  title: z.string(),
  propertyType: z.enum(PROPERTY_TYPES),
  /** Integer rupees per `period`. */
  rent: z.number().int().nonnegative(),
  period: z.string(),
  securityDeposit: z.number().int().nonnegative(),
  bedrooms: z.number().int().nonnegative(),
  bathrooms: z.number().int().nonnegative(),
  areaSqFt: z.number().int().nonnegative(),
  furnished: z.enum(FURNISHINGS),
  availableFrom: isoDate,
  status: z.enum(PROPERTY_STATUSES),
  /** When the owner marked it let agreed; it leaves search LET_AGREED_VISIBLE_DAYS later. */
  letAgreedAt: isoDateTime.nullable(),
  /** When the owner last confirmed the room is still available. */
  confirmedAt: isoDateTime,
  verified: z.boolean(),
  /** When an admin marked it Verified by RoomSetu (after a checklist); null unless verified. */
  verifiedAt: isoDateTime.nullable(),
  featured: z.boolean(),
  genderPreference: z.enum(GENDER_PREFERENCES),
  tenantType: z.enum(TENANT_TYPES),
  address: propertyAddress,
  /**
   * Where the map puts the listing: its public pin (about 300 m from the home) unless the owner
   * chose to show the exact point or the caller may see it (the owner, admins, a confirmed visitor).
   */
  latitude: z.number(),
  longitude: z.number(),
  /**
   * True when the point is not the home's: the public pin, or the city or locality centre when the
   * address could not be geocoded. The map draws an area, not a pin.
   */
  locationApproximate: z.boolean(),
  features: z.array(z.enum(AMENITIES)),
  photos: z.array(propertyPhoto),
  amenities: z.array(propertyAmenity),
  propertyContactName: z.string(),
  createdAt: isoDateTime,
  /** Great-circle km from `near`, one decimal; present only when the search had `near`. */
  distanceKm: z.number().optional(),
});
export type PropertyCard = z.infer<typeof propertyCard>;

/** GET /api/users/self-property: the owner's own cards, with why a held listing is held. */
export const ownListingCard = propertyCard.extend({
  reviewReason: z.enum(LISTING_REVIEW_REASONS).nullable(),
});
export type OwnListingCard = z.infer<typeof ownListingCard>;

/** GET /api/properties/:id (spec §3 Property). */
export const propertyDetail = propertyCard.extend({
  description: z.string(),
  maintenance: z.number().int().nonnegative(),
  floor: z.number().int().nonnegative(),
  facing: z.enum(FACINGS),
  buildingAge: z.number().int().nonnegative(),
  /** Kilometres. */
  hospitalDistance: z.number(),
  /** Minutes on foot. */
  shoppingMallDistance: z.number().int().nonnegative().nullable(),
  /** Minutes on foot. */
  metroStationDistance: z.number().int().nonnegative().nullable(),
  allowedPolicies: z.array(namedEntry),
  restrictions: z.array(namedEntry),
  /** Only for the listing's owner and admins: everyone else contacts the owner through chat. */
  propertyContactEmail: z.string().optional(),
  /** Only for the listing's owner and admins. */
  propertyContactPhone: z.string().nullable().optional(),
  views: z.number().int().nonnegative(),
  inquiries: z.number().int().nonnegative(),
  updatedAt: isoDateTime,
  /** Null only if the owner's account is gone. */
  owner: propertyOwner.nullable(),
  /** The owner chose to show the exact location on the map to everyone. */
  exactLocation: z.boolean(),
  /** For a signed-in seeker: how the listing fits their answers (roommate matching). */
  fit: listingFitSchema.optional(),
});
export type Property = z.infer<typeof propertyDetail>;

/** POST /api/properties answers the new listing's id; the web opens it. */
export const createPropertyResponse = z.object({
  id: entityId,
  /** Set when the new listing is held for review (its photos match another owner's). */
  reviewReason: z.enum(LISTING_REVIEW_REASONS).nullable(),
});
export type CreatePropertyResponse = z.infer<typeof createPropertyResponse>;

/** PUT /api/properties/address/:id: where the map now puts the listing. */
export const addressUpdated = z.object({
  latitude: z.number(),
  longitude: z.number(),
  locationApproximate: z.boolean(),
});
export type AddressUpdated = z.infer<typeof addressUpdated>;
