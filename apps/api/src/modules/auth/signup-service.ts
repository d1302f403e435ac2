import {
  MESSAGES,
  roleForRoomPreference,
  type RoomPreference,
  type SignUpInput,
  type UiLanguage,
} from '@roomsetu/shared';
import type { AppContext } from '../../lib/context';
import { conflict } from '../../lib/errors';
import { queueMail } from '../../jobs/mail';
import { hashPassword } from '../../lib/passwords';
import { issueCode } from './codes';
import { verificationMail } from './mails';
import * as repo from './repository';
import type { NewProfile } from './repository';
import { normaliseEmail } from './session-service';

/** The validated wizard payload, as far as the account needs it. */
export interface SignUpData {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  roomPreference: RoomPreference;
  profile: Omit<NewProfile, 'userId' | 'roomPreference' | 'updatedAt'>;
  interests: number[];
  /** The language of the account's mails: English unless chosen. */
  preferredLanguage?: UiLanguage;
}

/** The wizard's answers as account and profile columns; step 4 depends on the preference. */
/**
 * `requestLanguage`: the language the sign-up was made in (its Accept-Language), for an account
 * that did not choose one.
 */
export function signUpData(
  input: SignUpInput,
  now: Date,
  requestLanguage: UiLanguage = 'en',
): SignUpData {
  const profile: SignUpData['profile'] = {
    age: input.age,
    gender: input.gender,
    city: input.city,
    occupation: input.occupation,
    education: input.education,
    preferredRoommateGender: input.preferredRoommateGender,
  };
  if (input.roomPreference === 'LOOKING_FOR_ROOM') {
    profile.budget = input.budget;
    profile.preferredRoommateGender = input.roommateGender;
  } else if (input.roomPreference === 'LOOKING_FOR_ROOMMATE') {
    profile.smoking = input.smoking;
    profile.drinking = input.drinking;
    profile.pets = input.pets;
    profile.foodPreference = input.foodPreference;
    profile.lifestyle = input.lifestyle;
  } else {
    profile.landlordTermsAcceptedAt = now;
  }
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phone: input.phone,
    password: input.password,
    roomPreference: input.roomPreference,
    profile,
    interests: input.interests ?? [],
    preferredLanguage: input.preferredLanguage ?? requestLanguage,
  };
}

const duplicateMessage = (field: 'email' | 'phone') =>
  field === 'email' ? MESSAGES.duplicateEmail : MESSAGES.duplicatePhone;

export async function checkDuplicate(
  ctx: AppContext,
  input: { email: string; phone: string },
): Promise<void> {
  const taken = await repo.findTakenField(
    ctx.database.db,
    normaliseEmail(input.email),
    input.phone.trim(),
  );
  if (taken) throw conflict(duplicateMessage(taken));
}

interface PgishError {
  code?: unknown;
  constraint?: unknown;
  detail?: unknown;
  cause?: unknown;
}

/** The unique index a write ran into (pg and PGlite errors arrive wrapped by drizzle). */
function uniqueViolation(error: unknown): 'email' | 'phone' | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth++) {
    const e = current as PgishError;
    if (e.code === '23505') {
      const where = `${String(e.constraint ?? '')} ${String(e.detail ?? '')}`;
      return /phone/.test(where) ? 'phone' : 'email';
    }
    current = e.cause;
  }
  return null;
}

/**
 * Creates the account, its profile and interests and a verification code in one transaction,
 * with the mail of the code queued in it. The role follows the room preference; nobody signs up as ADMIN.
 */
export async function signUp(
  ctx: AppContext,
  input: SignUpData,
): Promise<{ id: number; email: string }> {
  const { db } = ctx.database;
  const email = normaliseEmail(input.email);
  const phone = input.phone.trim();
  const taken = await repo.findTakenField(db, email, phone);
  if (taken) throw conflict(duplicateMessage(taken));

  const passwordHash = await hashPassword(input.password);
  // Unknown interest ids are dropped rather than failing the whole sign-up.
  const interests = await repo.existingInterestIds(db, [...new Set(input.interests)]);
  const now = ctx.now();
  let created: { id: number; email: string };
  try {
    created = await db.transaction(async (tx) => {
      await repo.lockInbox(tx, email);
      const again = await repo.findTakenField(tx, email, phone);
      if (again) throw conflict(duplicateMessage(again));
      const user = await repo.insertUser(tx, {
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        email,
        phone,
        passwordHash,
        role: roleForRoomPreference(input.roomPreference),
        preferredLanguage: input.preferredLanguage ?? 'en',
        isEmailVerified: false,
        createdAt: now,
        updatedAt: now,
      });
      await repo.insertProfile(tx, {
        ...input.profile,
        userId: user.id,
        roomPreference: input.roomPreference,
        updatedAt: now,
      });
      await repo.insertUserInterests(tx, user.id, interests);
      const code = await issueCode(ctx, tx, user.id, 'VERIFY_EMAIL');
      await queueMail(ctx, verificationMail(user.email, code, user.preferredLanguage), { db: tx });
      return { id: user.id, email: user.email };
    });
  } catch (error) {
    // Another sign-up with the same e-mail or phone committed between the check and the insert.
    const field = uniqueViolation(error);
    if (field) throw conflict(duplicateMessage(field));
    throw error;
  }
  return created;
}
