/**
 * Properties: listings, their search, details and lifecycle. Announces what other modules react
 * to (LISTING_EVENTS) through the job queue; knows nothing of its subscribers.
 */
export { findDuplicatePhoto, holdForDuplicatePhotos } from './duplicate-photos';
export {
  LISTING_EVENTS,
  listingActivated,
  listingRentChanged,
  listingStatusChanged,
  type ListingActivated,
  type ListingRentDropped,
  type ListingUnavailable,
} from './events';
export { haversineKm, haversineSql } from './geo';
export { registerGeocodeRetry } from './geocode-retry';
export { guestReads } from './guest-reads';
export { presentPhoto, type PresentedCard } from './presenter';
export { findProperty, photosFor, withheldListingIds, writeViews } from './repository';
export {
  PUBLIC_CACHE_SECONDS,
  propertyReadRoutes,
  type PropertyReadPorts,
  type SeekerFit,
} from './routes';
export { photoStorageFor, toCards } from './service';
export { totalViews } from './view-counter';
export {
  isLive,
  openToInquiries,
  openToInquiriesAs,
  photosWithheld,
  searchableAs,
  type ListingStanding,
} from './visibility';
export { moveListing, ownedProperty, type Tx } from './write-service';
export { propertyWriteRoutes } from './write-routes';
