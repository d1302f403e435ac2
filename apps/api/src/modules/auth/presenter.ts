import type { Role } from '@roomsetu/shared';

/** The user a browser keeps after signing in (DESIGN: id, name, email, role). */
export interface SessionUser {
  id: number;
  name: string;
  email: string;
  role: Role;
}

export function presentSessionUser(user: {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
}): SessionUser {
  return {
    id: user.id,
    name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    role: user.role,
  };
}

export function presentSession(
  accessToken: string,
  user: Parameters<typeof presentSessionUser>[0],
) {
  return { accessToken, user: presentSessionUser(user) };
}
