import {
  type IdVerificationState,
  MESSAGES,
  type ProfileUpdateInput,
  type RoommateProfileAnswer,
  VALIDATION,
} from '@roomsetu/shared';
import type { AppContext } from '../../lib/context';
import { badRequest, notFound } from '../../lib/errors';
import type { AuthUser } from '../../lib/tokens';
import { presentPublicUser, presentRoommatePreview, presentSelf, type SelfUser } from './presenter';
import { countFullProfiles, seesFullProfiles } from './profile-view';
import * as repo from './repository';
import type { ProfileValues } from './repository';

/**
 * The profile columns a user may change: name, e-mail, phone and role are not among them, and a
 * key outside this list is ignored even if the schema ever let it through.
 */
const EDITABLE = [
  'age',
  'gender',
  'city',
  'occupation',
  'education',
  'roomPreference',
  'budget',
  'preferredRoommateGender',
  'smoking',
  'drinking',
  'pets',
  'foodPreference',
  'lifestyle',
  'budgetMin',
  'budgetMax',
  'moveInDate',
  'preferredLocalities',
  'cleanlinessLevel',
  'guests',
  'worksFromHome',
  'languages',
  'preferredAgeMin',
  'preferredAgeMax',
] as const satisfies readonly (keyof ProfileUpdateInput & keyof ProfileValues)[];

/** A range half-changed must still hold with the stored other half (the schema checks pairs sent together). */
function checkRanges(stored: repo.ProfileRow | null, values: ProfileValues): void {
  const pairs = [
    ['budgetMin', 'budgetMax', VALIDATION.budgetRangeOrder],
    ['preferredAgeMin', 'preferredAgeMax', VALIDATION.ageRangeOrder],
  ] as const;
  for (const [low, high, message] of pairs) {
    const lo = values[low] !== undefined ? values[low] : (stored?.[low] ?? null);
    const hi = values[high] !== undefined ? values[high] : (stored?.[high] ?? null);
    if (lo !== null && hi !== null && lo > hi) throw badRequest(message, { [high]: message });
  }
}

/** What this module needs from others, handed in by the composition root (app.ts). */
export interface UsersPorts {
  /** Where the person's identity verification stands. */
  idStateOf(userId: number): Promise<IdVerificationState>;
}

export async function getSelf(
  ctx: AppContext,
  ports: UsersPorts,
  userId: number,
): Promise<SelfUser> {
  const { db } = ctx.database;
  const found = await repo.findUserWithProfile(db, userId);
  if (!found) throw notFound(MESSAGES.userNotFound);
  const [interests, propertiesCount, idState] = await Promise.all([
    repo.interestsOfUser(db, userId),
    repo.countOwnedProperties(db, userId),
    ports.idStateOf(userId),
  ]);
  return presentSelf(found.user, found.profile, interests, propertiesCount, idState);
}

export async function updateProfile(
  ctx: AppContext,
  ports: UsersPorts,
  userId: number,
  changes: ProfileUpdateInput,
): Promise<SelfUser> {
  const { db } = ctx.database;
  // Absent leaves a field as it is; null clears it.
  const values: ProfileValues = {};
  for (const key of EDITABLE) {
    if (changes[key] !== undefined) Object.assign(values, { [key]: changes[key] });
  }
  await db.transaction(async (tx) => {
    const found = await repo.findUserWithProfile(tx, userId);
    if (!found) throw notFound(MESSAGES.userNotFound);
    checkRanges(found.profile, values);
    if (Object.keys(values).length) await repo.upsertProfile(tx, userId, values, ctx.now());
    if (changes.preferredLanguage) {
      await repo.setPreferredLanguage(tx, userId, changes.preferredLanguage, ctx.now());
    }
  });
  return getSelf(ctx, ports, userId);
}

/**
 * Someone's profile: in full for a verified account (counted against its hourly allowance, except
 * one's own), the preview for guests and unverified accounts.
 */
export async function getPublicUser(
  ctx: AppContext,
  id: number,
  viewer: AuthUser | null,
): Promise<RoommateProfileAnswer> {
  const { db } = ctx.database;
  const found = await repo.findUserWithProfile(db, id);
  if (!found) throw notFound(MESSAGES.userNotFound);
  const own = viewer?.id === id;
  if (!own && !(await seesFullProfiles(db, viewer))) {
    return presentRoommatePreview(found.user, found.profile);
  }
  if (viewer && !own) await countFullProfiles(ctx, viewer, [id]);
  const interests = await repo.interestsOfUser(db, id);
  return { view: 'FULL', ...presentPublicUser(found.user, found.profile, interests) };
}

export function listInterests(ctx: AppContext) {
  return repo.listInterests(ctx.database.db);
}
