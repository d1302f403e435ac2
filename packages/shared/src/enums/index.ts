/**
 * Every enumeration of the product, each as an `as const` array (used by zod and by the
 * database enums) and a label map (used by every select and badge in the web app).
 */
import type { Labels } from './labels';
import type { ROLES, Role } from './roles';

export interface Option<V extends string | number = string> {
  value: V;
  label: string;
}

export function toOptions<T extends readonly string[]>(
  values: T,
  labels: Labels<T>,
): Option<T[number]>[] {
  return values.map((value: T[number]) => ({ value, label: labels[value] }));
}

export { ROLES, type Role } from './roles';
export const ROLE_LABELS: Labels<typeof ROLES> = {
  TENANT: 'Tenant',
  LANDLORD: 'Landlord',
  ADMIN: 'Admin',
};

export const GENDERS = ['MALE', 'FEMALE', 'OTHERS', 'PREFER_NOT_TO_SAY'] as const;
export type Gender = (typeof GENDERS)[number];
export const GENDER_LABELS: Labels<typeof GENDERS> = {
  MALE: 'Male',
  FEMALE: 'Female',
  OTHERS: 'Others',
  PREFER_NOT_TO_SAY: 'Prefer not to say',
};

export const GENDER_PREFERENCES = ['MALE', 'FEMALE', 'ANY'] as const;
export type GenderPreference = (typeof GENDER_PREFERENCES)[number];
export const GENDER_PREFERENCE_LABELS: Labels<typeof GENDER_PREFERENCES> = {
  MALE: 'Male',
  FEMALE: 'Female',
  ANY: 'Any',
};

export const EDUCATIONS = [
  'SCHOOL',
  'HIGHER_SECONDARY',
  'DIPLOMA',
  'BACHELOR',
  'MASTER',
  'DOCTORATE',
  'PROFESSIONAL',
  'VOCATIONAL',
  'OTHER',
] as const;
export type Education = (typeof EDUCATIONS)[number];
export const EDUCATION_LABELS: Labels<typeof EDUCATIONS> = {
  SCHOOL: 'School',
  HIGHER_SECONDARY: 'Higher Secondary',
  DIPLOMA: 'Diploma',
  BACHELOR: "Bachelor's Degree",
  MASTER: "Master's Degree",
  DOCTORATE: 'Doctorate',
  PROFESSIONAL: 'Professional Certification',
  VOCATIONAL: 'Vocational Training',
  OTHER: 'Other',
};

export const FOOD_PREFERENCES = [
  'VEGETARIAN',
  'NON_VEGETARIAN',
  'EGGETARIAN',
  'VEGAN',
  'JAIN',
  'NO_PREFERENCE',
] as const;
export type FoodPreference = (typeof FOOD_PREFERENCES)[number];
export const FOOD_PREFERENCE_LABELS: Labels<typeof FOOD_PREFERENCES> = {
  VEGETARIAN: 'Vegetarian',
  NON_VEGETARIAN: 'Non-Vegetarian',
  EGGETARIAN: 'Eggetarian',
  VEGAN: 'Vegan',
  JAIN: 'Jain',
  NO_PREFERENCE: 'No Preference',
};

export const LIFESTYLES = ['EARLY_BIRD', 'NIGHT_OWL', 'REGULAR', 'FLEXIBLE'] as const;
export type Lifestyle = (typeof LIFESTYLES)[number];
export const LIFESTYLE_LABELS: Labels<typeof LIFESTYLES> = {
  EARLY_BIRD: 'Early Bird',
  NIGHT_OWL: 'Night Owl',
  REGULAR: 'Regular',
  FLEXIBLE: 'Flexible',
};

export const FACINGS = ['NORTH', 'SOUTH', 'EAST', 'WEST'] as const;
export type Facing = (typeof FACINGS)[number];
export const FACING_LABELS: Labels<typeof FACINGS> = {
  NORTH: 'North',
  SOUTH: 'South',
  EAST: 'East',
  WEST: 'West',
};

export const PROPERTY_STATUSES = [
  'DRAFT',
  'ACTIVE',
  'PAUSED',
  'LET_AGREED',
  'INACTIVE',
  'PENDING',
  'SUSPENDED',
  'DELETED',
] as const;
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];
export const PROPERTY_STATUS_LABELS: Labels<typeof PROPERTY_STATUSES> = {
  DRAFT: 'Draft',
  ACTIVE: 'Active',
  PAUSED: 'Paused',
  LET_AGREED: 'Let agreed',
  INACTIVE: 'Inactive',
  PENDING: 'Pending Review',
  SUSPENDED: 'Suspended',
  DELETED: 'Deleted',
};

export { PROPERTY_TYPE_LABELS, PROPERTY_TYPES, type PropertyType } from './property-types';

export const ROOM_COUNTS = [1, 2, 3, 4] as const;
export type RoomCount = (typeof ROOM_COUNTS)[number];
export const BEDROOM_OPTIONS: Option<number>[] = ROOM_COUNTS.map((n) => ({
  value: n,
  label: `${n} ${n === 1 ? 'Bedroom' : 'Bedrooms'}`,
}));
export const BATHROOM_OPTIONS: Option<number>[] = ROOM_COUNTS.map((n) => ({
  value: n,
  label: `${n} ${n === 1 ? 'Bathroom' : 'Bathrooms'}`,
}));

export const TENANT_TYPES = [
  'BACHELOR',
  'STUDENT',
  'FAMILY',
  'WORKING_PROFESSIONAL',
  'NO_PREFERENCE',
] as const;
export type TenantType = (typeof TENANT_TYPES)[number];
export const TENANT_TYPE_LABELS: Labels<typeof TENANT_TYPES> = {
  BACHELOR: 'Bachelor',
  STUDENT: 'Student',
  FAMILY: 'Family',
  WORKING_PROFESSIONAL: 'Working Professional',
  NO_PREFERENCE: 'No Preference',
};

export const FURNISHINGS = ['FULLY', 'SEMI', 'NOT'] as const;
export type Furnishing = (typeof FURNISHINGS)[number];
export const FURNISHING_LABELS: Labels<typeof FURNISHINGS> = {
  FULLY: 'Fully Furnished',
  SEMI: 'Semi Furnished',
  NOT: 'Not Furnished',
};

export const FLOORS = [1, 2, 3, 4, 5, 6] as const;
export type Floor = (typeof FLOORS)[number];
export const FLOOR_OPTIONS: Option<number>[] = FLOORS.map((n) => ({
  value: n,
  label:
    n === 6 ? '5+ Floors' : `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'} Floor`,
}));

export const MESSAGE_STATUSES = ['READ', 'UNREAD'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
export const MESSAGE_STATUS_LABELS: Labels<typeof MESSAGE_STATUSES> = {
  READ: 'Read',
  UNREAD: 'Unread',
};

export const MESSAGE_CATEGORIES = ['INQUIRY', 'SUPPORT', 'REPORT'] as const;
export type MessageCategory = (typeof MESSAGE_CATEGORIES)[number];
export const MESSAGE_CATEGORY_LABELS: Labels<typeof MESSAGE_CATEGORIES> = {
  INQUIRY: 'Inquiry',
  SUPPORT: 'Support',
  REPORT: 'Report',
};

export const MESSAGE_PRIORITIES = ['HIGH', 'NORMAL', 'LOW'] as const;
export type MessagePriority = (typeof MESSAGE_PRIORITIES)[number];
export const MESSAGE_PRIORITY_LABELS: Labels<typeof MESSAGE_PRIORITIES> = {
  HIGH: 'High',
  NORMAL: 'Normal',
  LOW: 'Low',
};

export const CONTACT_TYPES = ['contact', 'report'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

export const INQUIRY_TYPES = ['LOOKING_FOR_ROOM', 'LOOKING_FOR_ROOMMATE'] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];
export const INQUIRY_TYPE_LABELS: Labels<typeof INQUIRY_TYPES> = {
  LOOKING_FOR_ROOM: 'Looking for a room',
  LOOKING_FOR_ROOMMATE: 'Looking for a roommate',
};

export const ROOM_PREFERENCES = [
  'LOOKING_FOR_ROOM',
  'LOOKING_FOR_ROOMMATE',
  'PROPERTY_OWNER',
] as const;
export type RoomPreference = (typeof ROOM_PREFERENCES)[number];
export const ROOM_PREFERENCE_LABELS: Labels<typeof ROOM_PREFERENCES> = {
  LOOKING_FOR_ROOM: 'Looking for a room',
  LOOKING_FOR_ROOMMATE: 'Looking for a roommate',
  PROPERTY_OWNER: 'Property owner',
};

/** The role a sign-up gets from the choice in step 3; nobody signs up as ADMIN. */
export function roleForRoomPreference(preference: RoomPreference): Exclude<Role, 'ADMIN'> {
  return preference === 'PROPERTY_OWNER' ? 'LANDLORD' : 'TENANT';
}

/** The roommate list's orders: NEWEST (the default) or BEST_MATCH, which needs a signed-in user. */
export const ROOMMATE_SORTS = ['NEWEST', 'BEST_MATCH'] as const;
export type RoommateSort = (typeof ROOMMATE_SORTS)[number];

export const SORTS = ['NEWEST', 'PRICE_LOW', 'PRICE_HIGH', 'RATING', 'RECENTLY_CONFIRMED'] as const;
export type Sort = (typeof SORTS)[number];
export const SORT_LABELS: Labels<typeof SORTS> = {
  NEWEST: 'Newest',
  PRICE_LOW: 'Price: Low to High',
  PRICE_HIGH: 'Price: High to Low',
  RATING: 'Rating',
  RECENTLY_CONFIRMED: 'Recently confirmed',
};

/** The API's sorts: the page's choices plus DISTANCE, which only means something with `near`. */
export const SEARCH_SORTS = [...SORTS, 'DISTANCE'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const SEARCH_SORT_LABELS: Labels<typeof SEARCH_SORTS> = {
  ...SORT_LABELS,
  DISTANCE: 'Distance',
};

export const PLACE_KINDS = ['LANDMARK', 'LOCALITY'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

export const CONVERSATION_ROLE_FILTERS = ['ALL', 'ROOMMATE', 'LANDLORD', 'TENANT'] as const;
export type ConversationRoleFilter = (typeof CONVERSATION_ROLE_FILTERS)[number];
export const CONVERSATION_ROLE_FILTER_LABELS: Labels<typeof CONVERSATION_ROLE_FILTERS> = {
  ALL: 'All',
  ROOMMATE: 'Roommate',
  LANDLORD: 'Landlord',
  TENANT: 'Tenant',
};

export const FAVORITE_TYPES = ['PROPERTY', 'CONVERSATION'] as const;
export type FavoriteType = (typeof FAVORITE_TYPES)[number];

export const AMENITIES = [
  'WiFi',
  'Parking',
  'Gym',
  '24/7 Security',
  'AC',
  'Furnished',
  'Laundry',
  'Balcony',
  'Garden',
  'Swimming Pool',
  'Near Metro',
  'Food Included',
] as const;
export type Amenity = (typeof AMENITIES)[number];

export const VERIFICATION_BADGES = ['Not Verified', 'Email Verified', 'Verified'] as const;
export type VerificationBadge = (typeof VERIFICATION_BADGES)[number];

/**
 * The users filter: 'verified' = e-mail verified (badge 'Email Verified' or 'Verified'); 'pending'
 * = not yet (badge 'Not Verified'). Labelled with the badges the dashboard counts, so the admin
 * reads one set of words everywhere; each user's own label is `verificationBadge(user)`.
 */
export const ADMIN_USER_STATUSES = ['verified', 'pending'] as const;
export type AdminUserStatus = (typeof ADMIN_USER_STATUSES)[number];
export const ADMIN_USER_STATUS_LABELS: Readonly<Record<AdminUserStatus, VerificationBadge>> = {
  verified: 'Email Verified',
  pending: 'Not Verified',
};

/** The user badge: e-mail then phone verification lead to 'Verified'. */
export function verificationBadge(user: {
  isEmailVerified: boolean;
  isPhoneVerified: boolean;
}): VerificationBadge {
  if (user.isEmailVerified && user.isPhoneVerified) return 'Verified';
  if (user.isEmailVerified) return 'Email Verified';
  return 'Not Verified';
}

/** What a notification is about; the bell shows them all, e-mail follows the categories below. */
export const NOTIFICATION_TYPES = [
  'SEARCH_MATCH',
  'PRICE_DROP',
  'MESSAGE',
  'LISTING_UNAVAILABLE',
  'ACCOUNT',
  'ROOMMATE_MATCH',
  'VERIFICATION',
  'MODERATION',
  'LISTING_FRESHNESS',
  'VISIT',
  'TENANCY',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The e-mail categories a user can switch off; in-app notifications always stay on. */
export const NOTIFICATION_CATEGORIES = [
  'searchAlerts',
  'priceDrops',
  'messages',
  'accountSafety',
] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

/** What can reach a device as a web push, each switchable on its own (all on by default). */
export const PUSH_CATEGORIES = [
  'messages',
  'roommateMatches',
  'searchAlerts',
  'priceDrops',
  'visits',
] as const;
export type PushCategory = (typeof PUSH_CATEGORIES)[number];

/**
 * How often a saved search alerts. Apart from its schema (schemas/saved-searches.ts), so that a page
 * naming the choices does not carry the schema.
 */
export const SAVED_SEARCH_FREQUENCIES = ['INSTANT', 'DAILY', 'OFF'] as const;
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number];
