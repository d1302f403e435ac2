import type { PropertyStatus } from './enums';

/**
 * The states an owner moves a listing between, and the one table of moves the API enforces and
 * the web offers as buttons. SUSPENDED is the admin's alone; deleting stays a soft delete.
 */
export const OWNER_LISTING_STATUSES = ['ACTIVE', 'PAUSED', 'LET_AGREED'] as const;
export type OwnerListingStatus = (typeof OWNER_LISTING_STATUSES)[number];

export const LISTING_TRANSITIONS: Readonly<
  Partial<Record<PropertyStatus, readonly OwnerListingStatus[]>>
> = {
  ACTIVE: ['PAUSED', 'LET_AGREED'],
  PAUSED: ['ACTIVE'],
  LET_AGREED: ['ACTIVE'],
};

/** Days a let-agreed listing stays in search, with its ribbon and without contact buttons. */
export const LET_AGREED_VISIBLE_DAYS = 7;

export function canMoveListing(from: PropertyStatus, to: OwnerListingStatus): boolean {
  return LISTING_TRANSITIONS[from]?.includes(to) ?? false;
}

/** The owner's action that leads to each state, as the buttons on My Property name it. */
export const LISTING_ACTION_LABELS: Readonly<Record<OwnerListingStatus, string>> = {
  ACTIVE: 'Re-activate',
  PAUSED: 'Pause',
  LET_AGREED: 'Mark let agreed',
};

/** Why a move is refused, in words the owner understands. */
export function listingMoveRefusal(from: PropertyStatus, to: OwnerListingStatus): string {
  if (from === to)
    return `This listing is already ${from === 'LET_AGREED' ? 'let agreed' : from.toLowerCase()}.`;
  if (from === 'SUSPENDED')
    return 'This listing was suspended by RoomSetu; contact support to restore it.';
  if (from === 'PENDING' || from === 'DRAFT') return 'This listing is not live yet.';
  return `A ${from.toLowerCase().replace('_', ' ')} listing cannot be changed to ${to.toLowerCase().replace('_', ' ')}.`;
}
