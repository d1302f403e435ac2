import type { Role, UiLanguage } from '@roomsetu/shared';

/** The user a browser keeps after signing in (DESIGN: id, name, email, role; and the language). */
export interface SessionUser {
  id: number;
  name: string;
  email: string;
  role: Role;
  preferredLanguage: UiLanguage;
}

export function presentSessionUser(user: {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  preferredLanguage: UiLanguage;
}): SessionUser {
  return {
    id: user.id,
    name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    role: user.role,
    preferredLanguage: user.preferredLanguage,
  };
}

export function presentSession(
  accessToken: string,
  user: Parameters<typeof presentSessionUser>[0],
) {
  return { accessToken, user: presentSessionUser(user) };
}
