import { z } from 'zod';
import { ROLES } from '../enums';
import { UI_LANGUAGE_CODES, type UiLanguage } from '../i18n/languages';
import { entityId } from './envelope';

/** The language a person chose for their mails and notifications. */
export const preferredLanguage = z.enum(UI_LANGUAGE_CODES as [UiLanguage, ...UiLanguage[]]);

/** The user record the web stores at login (spec §3 'User (stored locally)'). */
export const authUser = z.object({
  id: entityId,
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  /** Always sent; optional for clients written before it. */
  preferredLanguage: preferredLanguage.optional(),
});
export type AuthUser = z.infer<typeof authUser>;

/** POST /api/auth/login. The refresh token travels only in its httpOnly cookie. */
export const loginResponse = z.object({ accessToken: z.string(), user: authUser });
export type LoginResponse = z.infer<typeof loginResponse>;

/** POST /api/auth/refresh: a new access token and the user it belongs to. */
export const refreshResponse = loginResponse;
export type RefreshResponse = z.infer<typeof refreshResponse>;

/** POST /api/auth/check-duplicate: success means neither the e-mail nor the phone is taken. */
export const checkDuplicateResponse = z.object({ available: z.literal(true) });
export type CheckDuplicateResponse = z.infer<typeof checkDuplicateResponse>;

/** POST /api/auth/signup: the account exists, unverified, and a code was mailed. */
export const signUpResponse = z.object({ id: entityId, email: z.string() });
export type SignUpResponse = z.infer<typeof signUpResponse>;
