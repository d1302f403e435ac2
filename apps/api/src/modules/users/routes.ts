import {
  idParam,
  interestItem,
  MESSAGES,
  profileUpdateInput,
  publicProfile,
  selfUser,
} from '@roomsetu/shared';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import type { RouteTable } from '../../lib/route';
import * as users from './service';

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
    summary: "A user's public profile (no phone, no account secrets)",
    tag: 'users',
    auth: 'none',
    access: 'guest',
    params: idParam,
    response: publicProfile,
    handler: async ({ params }) => ({ data: await users.getPublicUser(ctx, params.id) }),
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
