import {
  ageBandOf,
  budgetBandOf,
  type IdVerificationState,
  previewName,
  type RoommatePreview,
  type Verifications,
} from '@roomsetu/shared';
import type { InterestRow, ProfileRow, UserRow } from './repository';

/** The three rungs of the ladder, each shown as its own badge. */
export function verificationsOf(
  user: Pick<UserRow, 'isEmailVerified' | 'isPhoneVerified' | 'isIdVerified'>,
): Verifications {
  return { email: user.isEmailVerified, phone: user.isPhoneVerified, id: user.isIdVerified };
}

/**
 * What leaves the server about a user. Each shape lists its fields one by one, so a column added
 * to the table (a hash, a token) never reaches a response by accident.
 */

/** The roommate-matching answers, the same on the self and the public profile. */
export function roommateAnswers(p: ProfileRow | null) {
  return {
    budgetMin: p?.budgetMin ?? null,
    budgetMax: p?.budgetMax ?? null,
    moveInDate: p?.moveInDate ?? null,
    preferredLocalities: p?.preferredLocalities ?? [],
    cleanlinessLevel: p?.cleanlinessLevel ?? null,
    guests: p?.guests ?? null,
    worksFromHome: p?.worksFromHome ?? null,
    languages: p?.languages ?? [],
    preferredAgeMin: p?.preferredAgeMin ?? null,
    preferredAgeMax: p?.preferredAgeMax ?? null,
  };
}

function selfProfile(p: ProfileRow | null) {
  return {
    ...roommateAnswers(p),
    age: p?.age ?? null,
    city: p?.city ?? null,
    occupation: p?.occupation ?? null,
    gender: p?.gender ?? null,
    drinking: p?.drinking ?? null,
    smoking: p?.smoking ?? null,
    pets: p?.pets ?? null,
    education: p?.education ?? null,
    budget: p?.budget ?? null,
    lifestyle: p?.lifestyle ?? null,
    foodPreference: p?.foodPreference ?? null,
    roomPreference: p?.roomPreference ?? null,
    preferredRoommateGender: p?.preferredRoommateGender ?? null,
  };
}

export function presentSelf(
  user: UserRow,
  profile: ProfileRow | null,
  interests: InterestRow[],
  propertiesCount: number,
  idState: IdVerificationState,
) {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    isEmailVerified: user.isEmailVerified,
    isPhoneVerified: user.isPhoneVerified,
    verifications: verificationsOf(user),
    idStatus: idState.idStatus,
    idRejectionReason: idState.idRejectionReason,
    role: user.role,
    preferredLanguage: user.preferredLanguage,
    avatar: user.avatar,
    createdAt: user.createdAt.toISOString(),
    profile: selfProfile(profile),
    interests: interests.map((i) => ({ id: i.id, name: i.name })),
    propertiesCount,
  };
}
export type SelfUser = ReturnType<typeof presentSelf>;

function publicProfile(p: ProfileRow | null) {
  return {
    ...roommateAnswers(p),
    age: p?.age ?? null,
    gender: p?.gender ?? null,
    city: p?.city ?? null,
    occupation: p?.occupation ?? null,
    education: p?.education ?? null,
    preferredRoommateGender: p?.preferredRoommateGender ?? null,
    drinking: p?.drinking ?? null,
    pets: p?.pets ?? null,
    smoking: p?.smoking ?? null,
    foodPreference: p?.foodPreference ?? null,
    lifestyle: p?.lifestyle ?? null,
    cleanliness: p?.cleanliness ?? null,
    roomPreference: p?.roomPreference ?? null,
    budget: p?.budget ?? null,
  };
}

/**
 * The public roommate profile (spec §3): names, city and public profile fields. Never the e-mail
 * or the phone (people are reached through chat), the hash or anything about sessions.
 */
export function presentPublicUser(
  user: UserRow,
  profile: ProfileRow | null,
  interests: InterestRow[],
) {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    avatar: user.avatar,
    isEmailVerified: user.isEmailVerified,
    isPhoneVerified: user.isPhoneVerified,
    verifications: verificationsOf(user),
    role: user.role,
    createdAt: user.createdAt.toISOString(),
    profile: publicProfile(profile),
    interests: interests.map((i) => ({ id: i.id, name: i.name })),
  };
}
export type PublicUser = ReturnType<typeof presentPublicUser>;

/**
 * Someone as a guest or an unverified account sees them in the roommate directory: a first name
 * with the last initial, age and budget bands and the city. Nothing else, photo included.
 */
export function presentRoommatePreview(user: UserRow, profile: ProfileRow | null): RoommatePreview {
  return {
    view: 'PREVIEW',
    id: user.id,
    name: previewName(user.firstName, user.lastName),
    ageBand: ageBandOf(profile?.age),
    city: profile?.city ?? null,
    budgetBand: budgetBandOf({
      budget: profile?.budget ?? null,
      budgetMin: profile?.budgetMin ?? null,
      budgetMax: profile?.budgetMax ?? null,
    }),
  };
}
