import {
  idParam,
  interestItem,
  MESSAGES,
  profileUpdateInput,
  roommateProfileAnswer,
  selfUser,
} from '@roomsetu/shared';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import type { RouteTable } from '../../lib/route';
import * as users from './service';

/** How long a shared cache may keep a guest's preview. */
const PROFILE_CACHE_SECONDS = 30;
/** A signed-in caller's view depends on their verification and allowance: never the guests' one. */
const signedInAnswer = () => Promise.resolve(true);

export function usersRoutes(table: RouteTable, ctx: AppContext, ports: users.UsersPorts): void {
  table.add({
    method: 'get',
    path: '/users/self',
    summary: 'The signed-in user with profile, interests and listing count',
    tag: 'users',
    auth: 'user',
    access: 'user',
    errors: [404],
    response: selfUser,
    handler: async ({ user }) => ({ data: await users.getSelf(ctx, ports, user.id) }),
  });

  table.add({
    method: 'patch',
    path: '/auth/user-profile',
    summary: "Update the signed-in user's profile (name, e-mail, phone and role stay as they are)",
    tag: 'users',
    auth: 'user',
    access: 'user',
    body: profileUpdateInput,
    errors: [404],
    response: selfUser,
    handler: async ({ user, body }) => ({
      data: await users.updateProfile(ctx, ports, user.id, body),
      message: MESSAGES.profileUpdated,
    }),
  });

  table.add({
    method: 'get',
    path: '/users/:id/profile',
    summary:
      "A user's profile: in full (no phone, no account secrets) for accounts with a verified e-mail, 100 an hour; a preview (first name and initial, age and budget bands, city) for the others",
    tag: 'users',
    auth: 'none',
    access: 'guest',
    params: idParam,
    // Guests share the preview; a signed-in caller's answer is computed for them alone.
    publicCacheSeconds: PROFILE_CACHE_SECONDS,
    personal: signedInAnswer,
    // 429: over the full profiles an account may read in an hour.
    errors: [404, 429],
    response: roommateProfileAnswer,
    handler: async ({ params, user, personal }) => ({
      data: await users.getPublicUser(ctx, params.id, personal ? user : null),
    }),
  });

  table.add({
    method: 'get',
    path: '/users-public/interests',
    summary: 'The interests sign-up offers, by name',
    tag: 'users',
    auth: 'none',
    access: 'guest',
    response: z.array(interestItem),
    handler: async () => ({ data: await users.listInterests(ctx) }),
  });
}
