import { CARD_WIDTH } from '../../lib/images';
import type { Storage } from '../../lib/storage';
import type { properties, propertyPhotos } from '../../db/schema';
import { cardVariantKey } from '../../lib/photo-files';

type PropertyRow = typeof properties.$inferSelect;
/** What a card shows of a photo. */
type PhotoRow = Pick<
  typeof propertyPhotos.$inferSelect,
  'id' | 'storageKey' | 'cardKey' | 'cardWidths' | 'altText' | 'isPrimary'
>;

export interface OwnerSummaryRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  avatar: string | null;
  isEmailVerified: boolean;
  isPhoneVerified: boolean;
  isIdVerified: boolean;
  responseTime: string | null;
  createdAt: Date;
  propertiesCount: number;
}

export function presentPhoto(photo: PhotoRow, storage: Storage) {
  return {
    id: photo.id,
    url: storage.url(photo.storageKey),
    cardUrl: storage.url(photo.cardKey),
    // Until the backfill makes a photo's variants, the card alone: never a URL that is not there.
    cardVariants: photo.cardWidths?.length
      ? photo.cardWidths.map((width) => ({
          width,
          url: storage.url(cardVariantKey(photo.storageKey, width)),
        }))
      : [{ width: CARD_WIDTH, url: storage.url(photo.cardKey) }],
    altText: photo.altText,
    isPrimary: photo.isPrimary,
  };
}

function presentAddress(p: PropertyRow) {
  return {
    line1: p.addressLine1,
    area: p.area,
    city: p.city,
    postalCode: p.postalCode,
    state: p.state,
    country: p.country,
  };
}

/**
 * Where the listing is, as this viewer may see it: the exact point if the owner chose to show it or
 * `exact` (the viewer is its owner, an admin, a confirmed visitor); its public pin otherwise.
 */
function presentPoint(p: PropertyRow, exact: boolean) {
  const shown = exact || p.exactLocation;
  return {
    latitude: shown ? p.latitude : p.publicLatitude,
    longitude: shown ? p.longitude : p.publicLongitude,
    locationApproximate: p.locationApproximate || !shown,
  };
}

/** What a search card needs: no description, policies or owner. */
export function presentCard(
  p: PropertyRow,
  photos: PhotoRow[],
  amenities: { id: number; name: string }[],
  storage: Storage,
  exact = false,
) {
  return {
    id: p.id,
    title: p.title,
    propertyType: p.propertyType,
    rent: p.rent,
    period: p.period,
    securityDeposit: p.securityDeposit,
    bedrooms: p.bedrooms,
    bathrooms: p.bathrooms,
    areaSqFt: p.areaSqFt,
    furnished: p.furnished,
    availableFrom: p.availableFrom,
    status: p.status,
    letAgreedAt: p.letAgreedAt?.toISOString() ?? null,
    confirmedAt: p.confirmedAt.toISOString(),
    verified: p.verified,
    verifiedAt: p.verified ? (p.verifiedAt?.toISOString() ?? null) : null,
    featured: p.featured,
    genderPreference: p.genderPreference,
    tenantType: p.tenantType,
    address: presentAddress(p),
    ...presentPoint(p, exact),
    features: p.features,
    photos: photos.map((ph) => presentPhoto(ph, storage)),
    amenities,
    propertyContactName: p.propertyContactName,
    createdAt: p.createdAt.toISOString(),
  };
}

/**
 * The detail page. `exact`: the viewer may see the exact point. `withContact`: the viewer is the listing's owner or an admin, who alone see
 * the contact e-mail and phone and the owner's e-mail; everyone else reaches the owner by chat.
 */
export function presentProperty(
  p: PropertyRow,
  photos: PhotoRow[],
  amenities: { id: number; name: string }[],
  owner: OwnerSummaryRow | null,
  storage: Storage,
  withContact: boolean,
  exact: boolean,
) {
  return {
    ...presentCard(p, photos, amenities, storage, exact),
    exactLocation: p.exactLocation,
    description: p.description,
    maintenance: p.maintenance,
    floor: p.floor,
    facing: p.facing,
    buildingAge: p.buildingAge,
    hospitalDistance: p.hospitalDistance,
    shoppingMallDistance: p.shoppingMallDistance,
    metroStationDistance: p.metroStationDistance,
    allowedPolicies: p.allowedPolicies,
    restrictions: p.restrictions,
    ...(withContact && {
      propertyContactEmail: p.propertyContactEmail,
      propertyContactPhone: p.propertyContactPhone,
    }),
    views: p.views,
    inquiries: p.inquiries,
    updatedAt: p.updatedAt.toISOString(),
    owner: owner && {
      id: owner.id,
      firstName: owner.firstName,
      lastName: owner.lastName,
      ...(withContact && { email: owner.email }),
      avatar: owner.avatar,
      verified: owner.isEmailVerified,
      verifications: {
        email: owner.isEmailVerified,
        phone: owner.isPhoneVerified,
        id: owner.isIdVerified,
      },
      responseTime: owner.responseTime,
      propertiesCount: owner.propertiesCount,
      createdAt: owner.createdAt.toISOString(),
    },
  };
}

export type PresentedCard = ReturnType<typeof presentCard>;
export type PresentedProperty = ReturnType<typeof presentProperty>;
