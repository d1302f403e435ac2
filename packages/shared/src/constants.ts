/** Business constants and limits (spec §9). */

export interface PriceRange {
  value: string;
  label: string;
  min: number;
  max: number;
}

export const PRICE_RANGES: readonly PriceRange[] = [
  { value: '0-5000', label: 'Up to ₹5k', min: 0, max: 5000 },
  { value: '5000-10000', label: '₹5k - ₹10k', min: 5000, max: 10000 },
  { value: '10000-20000', label: '₹10k - ₹20k', min: 10000, max: 20000 },
  { value: '20000-30000', label: '₹20k - ₹30k', min: 20000, max: 30000 },
  { value: '30000-40000', label: '₹30k - ₹40k', min: 30000, max: 40000 },
  { value: '40000-50000', label: '₹40k - ₹50k', min: 40000, max: 50000 },
  { value: '50000-1000000', label: '₹50k+', min: 50000, max: 1000000 },
];
export const PRICE_RANGE_VALUES = PRICE_RANGES.map((r) => r.value) as [string, ...string[]];

export function getPriceRange(value: string): PriceRange | undefined {
  return PRICE_RANGES.find((r) => r.value === value);
}

/** The range a rent falls in, for 'View All Similar' links. */
export function priceRangeForRent(rent: number): PriceRange {
  return (
    PRICE_RANGES.find((r) => rent >= r.min && rent < r.max) ??
    PRICE_RANGES[PRICE_RANGES.length - 1]!
  );
}

export const SHOWCASE_SIZE = 4;
export const SHOWCASE_ROTATE_MS = 3000;
export const TOAST_DURATION_MS = 3000;
/**
 * A toast with a button (Undo) stays this long: time to read it and reach the button, on a slow
 * phone or with a screen reader (WCAG 2.2.1). It also stays while hovered or focused.
 */
export const ACTION_TOAST_DURATION_MS = 10_000;
export const CONTACT_SUCCESS_MS = 4000;

export const ROOM_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
export const ADMIN_PAGE_SIZE = 20;
/** Messages per chat page; older ones load by cursor. */
export const CONVERSATION_PAGE_SIZE = 50;
export const MAX_MESSAGE_LENGTH = 5000;
export const INFINITE_SCROLL_MARGIN_PX = 200;

export const ROOMMATE_AGE_MIN = 12;
export const ROOMMATE_AGE_MAX = 60;
export const ROOMMATE_PAGE_SIZE = 12;
export const SIGNUP_AGE_MIN = 18;
export const SIGNUP_AGE_MAX = 100;
export const MINIMUM_USER_AGE = 18;
export const PHONE_DIGITS = 10;
export const PASSWORD_MIN_LENGTH = 8;

export const MAX_LISTING_IMAGES = 10;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;

export const SIMILAR_PROPERTIES_COUNT = 3;
export const SIMILAR_RENT_RATIO = 0.5;
export const MAP_ZOOM = 13;

export const DEFAULT_MAINTENANCE = 0;
export const DEFAULT_FLOOR = 0;
export const DEFAULT_BUILDING_AGE = 0;
export const RENT_PERIOD = 'month';

export const REDIRECT_AFTER_LISTING_MS = 1000;
export const REDIRECT_AFTER_INQUIRY_MS = 1000;
export const REDIRECT_AFTER_LOGIN_MS = 1500;
export const REDIRECT_AFTER_GUARD_MS = 1500;
export const REDIRECT_AFTER_RESET_MS = 1500;
export const REDIRECT_AFTER_VERIFY_MS = 1500;
export const SIGNUP_TO_VERIFY_MS = 2000;

export const SOCKET_RECONNECTION_ATTEMPTS = 5;
export const SOCKET_RECONNECTION_DELAY_MS = 1000;

export const VERIFICATION_CODE_TTL_MINUTES = 15;
export const VERIFICATION_CODE_MAX_ATTEMPTS = 5;
export const VERIFICATION_CODE_LENGTH = 6;

export const SUPPORT_REPLY_HOURS = 24;
export const SUPPORT_HOURS = 'Monday to Friday, 9 AM to 7 PM';
export const VERIFICATION_TIMES = {
  standard: '24-48 hours',
  enhanced: '3-5 business days',
} as const;

export const EMERGENCY_NUMBERS = [
  { number: '112', label: 'Emergency' },
  { number: '1091', label: 'Women Helpline' },
  { number: '1930', label: 'Cyber Crime' },
] as const;

export const SUPPORT_CONTACT = {
  email: 'support@roomsetu.in',
  phone: '+91 141 400 1234',
  address: 'RoomSetu, 3rd Floor, Tonk Road, Malviya Nagar, Jaipur, Rajasthan 302017, India',
} as const;

export const ADMIN_LISTINGS_CSV_COLUMNS = [
  'ID',
  'Title',
  'Location',
  'Beds',
  'Type',
  'Landlord',
  'Verified',
  'Rent',
  'Status',
  'Views',
  'Inquiries',
  'AddedOn',
] as const;

export const PRODUCT_NAME = 'RoomSetu';

/**
 * A listing that does not show its exact location answers a public pin 150–300 m from the home
 * (migration 0022_public_pin); maps draw it as an area of this radius, never as a door.
 */
export const PUBLIC_PIN_AREA_M = 350;

/** An unsubscribe link in an e-mail works for this long after the e-mail was sent. */
export const UNSUBSCRIBE_LINK_DAYS = 365;
/** After unsubscribing, the same link can switch the e-mails back on for this long. */
export const UNSUBSCRIBE_UNDO_DAYS = 7;
