import type { SQL } from 'drizzle-orm';
import {
  LISTING_REVIEW_REASON_LABELS,
  type ListingReviewReason,
  canMoveListing,
  getCity,
  isAvailableFromAllowed,
  type ListingConfirmedResult,
  type ListingStatusResult,
  type OwnerListingStatus,
  MAX_LISTING_IMAGES,
  VALIDATION,
  type CreatePropertyInput,
  type UpdateAddressInput,
  type UpdatePropertyInput,
  API_ERRORS,
} from '@roomsetu/shared';
import type { properties } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { badRequest, conflict, forbidden, notFound, payloadTooLarge } from '../../lib/errors';
import type { AuthUser } from '../../lib/tokens';
import { findDuplicatePhoto } from './duplicate-photos';
import { listingMoveRefusalText } from './move-refusal';
import { listingActivated, listingRentChanged, listingStatusChanged } from './events';
import {
  preparePhotos,
  storePhotos,
  withdrawPhotoFiles,
  withPropertyId,
} from '../../lib/photo-files';
import { findProperty } from './repository';
import { retryGeocodingIfUnavailable } from './geocode-retry';
import { refineApproximate } from './locality-point';
import { toCards } from './service';
import {
  confirmLive,
  countOwnListings,
  insertListingPhotos,
  insertProperty,
  markDeleted,
  moveStatus,
  ownListings,
  photoFilesOf,
  replaceAmenities,
  updateListing,
  type Tx,
} from './write-repository';

export type { Tx } from './write-repository';
type PropertyRow = typeof properties.$inferSelect;

/** The listing, if the caller owns it; 404 when it does not exist, 403 for anyone else. */
export async function ownedProperty(
  ctx: AppContext,
  id: number,
  user: AuthUser,
): Promise<PropertyRow> {
  const property = await findProperty(ctx.database.db, id);
  if (!property) throw notFound(API_ERRORS.propertyNotFound);
  if (property.ownerId !== user.id) throw forbidden(API_ERRORS.propertyOwnerOnly);
  return property;
}

export async function createProperty(
  ctx: AppContext,
  user: AuthUser,
  input: CreatePropertyInput,
  files: { buffer: Buffer; originalname: string }[],
): Promise<{ id: number; reviewReason: ListingReviewReason | null; message: string }> {
  if (!files.length)
    throw badRequest(VALIDATION.imageRequired, { photos: VALIDATION.imageRequired });
  if (files.length > MAX_LISTING_IMAGES) throw payloadTooLarge(VALIDATION.imageCount);
  const prepared = await preparePhotos('new', files, input.title);
  const city = getCity(input.address.city)!;
  const geocoded = await ctx.geocoder.geocode({ ...input.address, city: city.value });
  const point = await refineApproximate(ctx.database.db, geocoded, city.value, input.address.area);
  const amenityNames = [...new Set([...(input.amenities ?? []), ...input.features])];

  return ctx.database.db.transaction(async (tx) => {
    // A photo matching another owner's holds the new listing for review from the start.
    const held = await findDuplicatePhoto(
      tx,
      user.id,
      prepared.map((p) => p.signature),
    );
    const id = await insertProperty(tx, {
      ownerId: user.id,
      title: input.title,
      description: input.description,
      propertyType: input.propertyType,
      rent: input.rent,
      securityDeposit: input.securityDeposit,
      maintenance: input.maintenance,
      bedrooms: input.bedrooms,
      bathrooms: input.bathrooms,
      areaSqFt: input.areaSqFt,
      furnished: input.furnished,
      floor: input.floor,
      facing: input.facing,
      buildingAge: input.buildingAge,
      availableFrom: input.availableFrom,
      genderPreference: input.genderPreference,
      tenantType: input.tenantType,
      hospitalDistance: input.hospitalDistance,
      shoppingMallDistance: input.shoppingMallDistance ?? null,
      metroStationDistance: input.metroStationDistance ?? null,
      features: amenityNames,
      allowedPolicies: input.allowedPolicies,
      restrictions: input.restrictions,
      propertyContactName: input.propertyContactName,
      propertyContactEmail: input.propertyContactEmail,
      propertyContactPhone: input.propertyContactPhone ?? null,
      addressLine1: input.address.line1,
      area: input.address.area ?? null,
      city: city.value,
      postalCode: input.address.postalCode,
      state: city.state,
      country: city.country,
      latitude: point.latitude,
      longitude: point.longitude,
      locationApproximate: point.approximate,
      exactLocation: input.exactLocation,
      status: held ? 'PENDING' : 'ACTIVE',
      reviewReason: held ? 'DUPLICATE_PHOTOS' : null,
      confirmedAt: ctx.now(),
      createdAt: ctx.now(),
      updatedAt: ctx.now(),
    });
    await replaceAmenities(tx, id, amenityNames);
    await retryGeocodingIfUnavailable(ctx, geocoded, id, tx);
    const photos = withPropertyId(prepared, id);
    await insertListingPhotos(
      tx,
      photos.map((p, i) => ({
        propertyId: id,
        storageKey: p.storageKey,
        cardKey: p.cardKey,
        cardWidths: p.cardWidths,
        altText: p.altText,
        isPrimary: i === 0,
        position: i,
        photoHash: p.signature?.hash ?? null,
      })),
    );
    // Its going live is announced with the listing (saved searches match it): both exist, or
    // neither. A held listing is announced when an admin clears it.
    if (!held) await listingActivated(ctx, id, tx);
    // Files are written last, inside the transaction: if the disk fails, the rows roll back too.
    await storePhotos(ctx, photos);
    return {
      id,
      reviewReason: held ? ('DUPLICATE_PHOTOS' as const) : null,
      message: held
        ? `Property listed. ${LISTING_REVIEW_REASON_LABELS.DUPLICATE_PHOTOS}`
        : 'Property listed successfully!',
    };
  });
}

export async function updateProperty(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  input: UpdatePropertyInput,
) {
  const before = await ownedProperty(ctx, id, user);
  if (
    input.availableFrom !== undefined &&
    !isAvailableFromAllowed(input.availableFrom, before.availableFrom)
  ) {
    throw badRequest(VALIDATION.availableFromPast, { availableFrom: VALIDATION.availableFromPast });
  }
  const { amenities: amenityList, features, ...fields } = input;
  const names =
    amenityList || features
      ? [...new Set([...(amenityList ?? []), ...(features ?? [])])]
      : undefined;
  await ctx.database.db.transaction(async (tx) => {
    await updateListing(tx, id, { ...fields, ...(names ? { features: names } : {}) }, ctx.now());
    if (names) await replaceAmenities(tx, id, names);
    if (fields.rent !== undefined) {
      await listingRentChanged(
        ctx,
        { propertyId: id, oldRent: before.rent, newRent: fields.rent, status: before.status },
        tx,
      );
    }
  });
}

export async function updateAddress(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  input: UpdateAddressInput,
) {
  await ownedProperty(ctx, id, user);
  const { exactLocation, ...address } = input;
  const city = getCity(input.city)!;
  const geocoded = await ctx.geocoder.geocode({ ...address, city: city.value });
  const point = await refineApproximate(ctx.database.db, geocoded, city.value, input.area);
  await ctx.database.db.transaction(async (tx) => {
    await updateListing(
      tx,
      id,
      {
        addressLine1: input.line1,
        area: input.area ?? null,
        city: city.value,
        postalCode: input.postalCode,
        state: city.state,
        country: city.country,
        latitude: point.latitude,
        longitude: point.longitude,
        locationApproximate: point.approximate,
        ...(exactLocation !== undefined && { exactLocation }),
      },
      ctx.now(),
    );
    await retryGeocodingIfUnavailable(ctx, geocoded, id, tx);
  });
  return {
    latitude: point.latitude,
    longitude: point.longitude,
    locationApproximate: point.approximate,
  };
}

/**
 * Soft delete: the row stays (conversations and favorites keep their history); search and detail
 * drop it, and its photo files are withdrawn from /uploads.
 */
export async function softDelete(ctx: AppContext, user: AuthUser, id: number): Promise<void> {
  const before = await ownedProperty(ctx, id, user);
  await ctx.database.db.transaction(async (tx) => {
    await markDeleted(tx, id, ctx.now());
    await listingStatusChanged(ctx, id, before.status, 'DELETED', tx);
  });
  const photos = await photoFilesOf(ctx.database.db, id);
  await withdrawPhotoFiles(ctx, photos);
}

/**
 * The owner moves a listing along the lifecycle table (shared/listing-lifecycle). The update is
 * conditional on the state it was read in, so two tabs racing cannot both move it; the alert
 * (matching on re-activation, favouriters on pause or let agreed) commits with the change.
 */
export async function changeListingStatus(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  to: OwnerListingStatus,
): Promise<ListingStatusResult> {
  return moveListing(ctx, await ownedProperty(ctx, id, user), to);
}

export interface MoveOptions {
  /** A further condition the listing must still meet when it moves (else 409). */
  where?: SQL;
  /** What commits with the move (the owner's own notification and mail). */
  alsoIn?: (tx: Tx) => Promise<void>;
  /** How favouriters hear of it, when not as the state itself ("rented" pauses, but was let). */
  favouritersHear?: OwnerListingStatus;
}

/**
 * The lifecycle itself, for the owner's buttons and for RoomSetu acting on the owner's answer
 * (or silence) alike: the move, the alerts it causes, and freshness. Re-activation counts as the
 * owner confirming the room is available; any move closes an open freshness ask.
 */
export async function moveListing(
  ctx: AppContext,
  before: PropertyRow,
  to: OwnerListingStatus,
  options: MoveOptions = {},
): Promise<ListingStatusResult> {
  if (!canMoveListing(before.status, to)) throw conflict(listingMoveRefusalText(before.status, to));
  const id = before.id;
  const at = ctx.now();
  return ctx.database.db.transaction(async (tx) => {
    const row = await moveStatus(tx, id, before.status, to, at, options.where);
    if (!row) throw conflict(API_ERRORS.propertyChangedMeanwhile);
    await listingStatusChanged(ctx, id, before.status, to, tx, options.favouritersHear);
    await options.alsoIn?.(tx);
    return { id, status: to, letAgreedAt: row.letAgreedAt?.toISOString() ?? null };
  });
}

/** The owner's "Still available" on My Property: the listing counts as confirmed now. */
export async function confirmListing(
  ctx: AppContext,
  user: AuthUser,
  id: number,
): Promise<ListingConfirmedResult> {
  const before = await ownedProperty(ctx, id, user);
  if (before.status !== 'ACTIVE') {
    throw conflict(API_ERRORS.propertyConfirmOnlyLive);
  }
  const at = ctx.now();
  const row = await confirmLive(ctx.database.db, id, at);
  if (!row) throw conflict(API_ERRORS.propertyChangedMeanwhile);
  return { id, confirmedAt: row.confirmedAt.toISOString() };
}

export async function listOwn(ctx: AppContext, user: AuthUser) {
  const rows = await ownListings(ctx.database.db, user.id);
  // The owner's own listings, where they are.
  const cards = await toCards(ctx, rows, true);
  return cards.map((card, i) => ({ ...card, reviewReason: rows[i]!.reviewReason ?? null }));
}

export async function countOwn(ctx: AppContext, userId: number): Promise<number> {
  return countOwnListings(ctx.database.db, userId);
}
