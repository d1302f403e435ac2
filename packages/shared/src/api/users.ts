import type { City } from '../cities';
import type {
  Education,
  FoodPreference,
  Gender,
  GenderPreference,
  Lifestyle,
  Role,
  RoomPreference,
} from '../enums';
import type { IsoDateTime } from './envelope';

/** A profile field the user has not filled in is null. */
export interface ProfileFields {
  age: number | null;
  gender: Gender | null;
  city: City | null;
  occupation: string | null;
  education: Education | null;
  roomPreference: RoomPreference | null;
  /** A price range code such as '5000-10000'. */
  budget: string | null;
  preferredRoommateGender: GenderPreference | null;
  smoking: boolean | null;
  drinking: boolean | null;
  pets: boolean | null;
  foodPreference: FoodPreference | null;
  lifestyle: Lifestyle | null;
}

/** GET /api/users/self (spec §3 'User (from self)'); PATCH /api/auth/user-profile answers it too. */
export interface SelfUser {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  avatar: string | null;
  role: Role;
  /** With isPhoneVerified, gives the badge: see verificationBadge(). */
  isEmailVerified: boolean;
  isPhoneVerified: boolean;
  createdAt: IsoDateTime;
  profile: ProfileFields;
  interests: Interest[];
  /** How many live or pending listings the user owns (the listings themselves: GET /users/self-property). */
  propertiesCount: number;
}

/**
 * GET /api/users/:id/profile and each roommate card: never the e-mail or the phone number
 * (people are reached through chat; a conversation's participants see each other's e-mail).
 */
export interface PublicProfile {
  id: number;
  firstName: string;
  lastName: string;
  avatar: string | null;
  isEmailVerified: boolean;
  isPhoneVerified: boolean;
  role: Role;
  createdAt: IsoDateTime;
  profile: ProfileFields & { cleanliness: string | null };
  interests: Interest[];
}

/** GET /api/users-public/roommates (paginated). */
export type RoommateProfile = PublicProfile;

/** GET /api/users-public/interests. */
export interface Interest {
  id: number;
  name: string;
}

/** POST /api/users-public/send-message. */
export interface ContactSent {
  id: number;
}
