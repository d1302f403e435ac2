import { API_ERRORS, type OwnerListingStatus, type PropertyStatus } from '@roomsetu/shared';
import { fill, type ErrorMessage } from '../../lib/errors';
import type { CatalogWord } from '../../lib/i18n';

/** A status as the sentence names it, in the sentence's language ("let agreed", "paused"). */
const state = (status: PropertyStatus): CatalogWord => ({
  ref: `enums.propertyStatus.${status}`,
  lowerCase: true,
});

/**
 * Why an owner's move is refused: listingMoveRefusal's words (the web's), with the statuses as
 * values so that each language writes them in its own words.
 */
export function listingMoveRefusalText(from: PropertyStatus, to: OwnerListingStatus): ErrorMessage {
  if (from === to) return fill(API_ERRORS.propertyAlreadyInState, { status: state(from) });
  if (from === 'SUSPENDED') return API_ERRORS.propertySuspendedByRoomsetu;
  if (from === 'PENDING' || from === 'DRAFT') return API_ERRORS.propertyNotLiveYet;
  return fill(API_ERRORS.propertyCannotMove, { from: state(from), to: state(to) });
}
