import {
  getCity,
  getPriceRange,
  type PublicProfile,
  ageBandLabel,
  type RoommatePreview,
} from '@roomsetu/shared';
import type { ParseKeys, TFunction } from 'i18next';
import { i18n } from '@/lib/i18n';
import { priceRangeText, type UpToT } from '@/lib/price-range-text';

/** What an empty field shows. */
export const DASH = '-';

/**
 * Reads the `common` and `enums` catalogs. A component passes its own (`useTranslation(['common',
 * 'enums'])`), so that a page the server draws is drawn in the reader's language; without one,
 * the app's current language.
 */
export type ProfileFieldsT = TFunction<['common', 'enums']>;
const appT = (): ProfileFieldsT => i18n.getFixedT(null, ['common', 'enums']);
type EnumKey = `enums:${ParseKeys<'enums'>}`;

export function yesNo(value: boolean | null | undefined, t: ProfileFieldsT = appT()): string {
  return value === true
    ? t('common:profileFields.yes')
    : value === false
      ? t('common:profileFields.no')
      : DASH;
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

/** A budget band by its code ('5000-10000'), as priceRangeText writes it. */
export function budgetLabel(value: string | null | undefined, t: UpToT = appT()): string {
  const range = value ? getPriceRange(value) : undefined;
  return range ? priceRangeText(range, t) : value || DASH;
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
export function profileRows(
  user: PublicProfile,
  email?: string,
  t: ProfileFieldsT = appT(),
): ProfileRow[] {
  const p = user.profile;
  /** An enum value by its label in the `enums` catalog ('NIGHT_OWL' → 'Night Owl'). */
  const label = (group: string, value: string | null | undefined): string =>
    value ? t(`enums:${group}.${value}` as EnumKey, { defaultValue: value }) : DASH;
  return [
    { label: t('common:profileFields.name'), value: fullName({ ...user, email }) },
    { label: t('common:profileFields.email'), value: textOrDash(email) },
    { label: t('common:profileFields.age'), value: textOrDash(p.age) },
    { label: t('common:profileFields.gender'), value: label('gender', p.gender) },
    { label: t('common:profileFields.city'), value: cityLabel(p.city) },
    { label: t('common:profileFields.occupation'), value: textOrDash(p.occupation) },
    { label: t('common:profileFields.education'), value: label('education', p.education) },
    {
      label: t('common:profileFields.roomPreference'),
      value: label('roomPreference', p.roomPreference),
    },
    { label: t('common:profileFields.budget'), value: budgetLabel(p.budget, t) },
    {
      label: t('common:profileFields.preferredRoommate'),
      value: label('genderPreference', p.preferredRoommateGender),
    },
    { label: t('common:profileFields.smoking'), value: yesNo(p.smoking, t) },
    { label: t('common:profileFields.drinking'), value: yesNo(p.drinking, t) },
    { label: t('common:profileFields.pets'), value: yesNo(p.pets, t) },
    {
      label: t('common:profileFields.foodPreference'),
      value: label('foodPreference', p.foodPreference),
    },
    { label: t('common:profileFields.lifestyle'), value: label('lifestyle', p.lifestyle) },
  ];
}

/** What a guest (or an unverified account) is shown of someone: bands, never exact answers. */
export function previewRows(preview: RoommatePreview, t: ProfileFieldsT = appT()): ProfileRow[] {
  return [
    { label: t('common:profileFields.age'), value: ageBandLabel(preview.ageBand) ?? DASH },
    { label: t('common:profileFields.city'), value: cityLabel(preview.city) },
    { label: t('common:profileFields.budget'), value: budgetLabel(preview.budgetBand, t) },
  ];
}

/** The name a card or a profile shows: "Sneha K." in a preview, the full name otherwise. */
export function shownName(user: RoommatePreview | Pick<PublicProfile, 'firstName' | 'lastName'>) {
  return 'view' in user && user.view === 'PREVIEW' ? user.name : fullName(user as PublicProfile);
}
