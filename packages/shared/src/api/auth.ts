import type { Role } from '../enums';

/** The user record the web stores at login (spec §3 'User (stored locally)'). */
export interface AuthUser {
  id: number;
  name: string;
  email: string;
  role: Role;
}

/** POST /api/auth/login. The refresh token travels only in its httpOnly cookie. */
export interface LoginResponse {
  accessToken: string;
  user: AuthUser;
}

/** POST /api/auth/refresh. */
export interface RefreshResponse {
  accessToken: string;
}

/** POST /api/auth/check-duplicate: success means neither the e-mail nor the phone is taken. */
export interface CheckDuplicateResponse {
  available: true;
}

/** POST /api/auth/signup: the account exists, unverified, and a code was mailed. */
export interface SignUpResponse {
  user: AuthUser;
}

/** POST /api/auth/verify-email. */
export interface VerifyEmailResponse {
  verified: true;
}
