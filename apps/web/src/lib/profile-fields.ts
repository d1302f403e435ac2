import {
  EDUCATION_LABELS,
  FOOD_PREFERENCE_LABELS,
  GENDER_LABELS,
  GENDER_PREFERENCE_LABELS,
  getCity,
  getPriceRange,
  LIFESTYLE_LABELS,
  ROOM_PREFERENCE_LABELS,
  type PublicProfile,
  ageBandLabel,
  type RoommatePreview,
} from '@roomsetu/shared';

/** What an empty field shows. */
export const DASH = '-';

export function yesNo(value: boolean | null | undefined): string {
  return value === true ? 'Yes' : value === false ? 'No' : DASH;
}

export function textOrDash(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value).trim();
  return text || DASH;
}

/** An enum value by its label ('NIGHT_OWL' → 'Night Owl'). */
export function labelOf<K extends string>(
  labels: Readonly<Record<K, string>>,
  value: K | null | undefined,
): string {
  return value ? (labels[value] ?? value) : DASH;
}

export function cityLabel(value: string | null | undefined): string {
  return value ? (getCity(value)?.label ?? value) : DASH;
}

/** '₹5k - ₹10k' for the code '5000-10000'. */
export function budgetLabel(value: string | null | undefined): string {
  return value ? (getPriceRange(value)?.label ?? value) : DASH;
}

/** The e-mail stands in for a missing name only where the viewer may see it (chat participants). */
export function fullName(
  user: Pick<PublicProfile, 'firstName' | 'lastName'> & { email?: string },
): string {
  return `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() || user.email || DASH;
}

export interface ProfileRow {
  label: string;
  value: string;
}

/**
 * The rows the chat's 'View Full Profile' shows (spec §2), in order. The public profile carries
 * no e-mail: the chat passes the one its conversation gives to participants.
 */
export function profileRows(user: PublicProfile, email?: string): ProfileRow[] {
  const p = user.profile;
  return [
    { label: 'Name', value: fullName({ ...user, email }) },
    { label: 'Email', value: textOrDash(email) },
    { label: 'Age', value: textOrDash(p.age) },
    { label: 'Gender', value: labelOf(GENDER_LABELS, p.gender) },
    { label: 'City', value: cityLabel(p.city) },
    { label: 'Occupation', value: textOrDash(p.occupation) },
    { label: 'Education', value: labelOf(EDUCATION_LABELS, p.education) },
    { label: 'Room preference', value: labelOf(ROOM_PREFERENCE_LABELS, p.roomPreference) },
    { label: 'Budget', value: budgetLabel(p.budget) },
    {
      label: 'Preferred roommate',
      value: labelOf(GENDER_PREFERENCE_LABELS, p.preferredRoommateGender),
    },
    { label: 'Smoking', value: yesNo(p.smoking) },
    { label: 'Drinking', value: yesNo(p.drinking) },
    { label: 'Pets', value: yesNo(p.pets) },
    { label: 'Food preference', value: labelOf(FOOD_PREFERENCE_LABELS, p.foodPreference) },
    { label: 'Lifestyle', value: labelOf(LIFESTYLE_LABELS, p.lifestyle) },
  ];
}

/** What a guest (or an unverified account) is shown of someone: bands, never exact answers. */
export function previewRows(preview: RoommatePreview): ProfileRow[] {
  return [
    { label: 'Age', value: ageBandLabel(preview.ageBand) ?? DASH },
    { label: 'City', value: cityLabel(preview.city) },
    { label: 'Budget', value: budgetLabel(preview.budgetBand) },
  ];
}

/** The name a card or a profile shows: "Sneha K." in a preview, the full name otherwise. */
export function shownName(user: RoommatePreview | Pick<PublicProfile, 'firstName' | 'lastName'>) {
  return 'view' in user && user.view === 'PREVIEW' ? user.name : fullName(user as PublicProfile);
}
