import { roommateFiltersInput, roommateProfile } from '@roomsetu/shared';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import type { RouteTable } from '../../lib/route';
import { presentPublicUser } from '../users/presenter';
import { interestsOf, searchRoommates } from './repository';

export function roommateRoutes(table: RouteTable, ctx: AppContext): void {
  table.add({
    method: 'get',
    path: '/users-public/roommates',
    summary: 'Public profiles of people looking for a room or a roommate, filtered and paginated',
    tag: 'roommates',
    auth: 'optional',
    access: 'guest',
    query: roommateFiltersInput,
    paginated: true,
    response: z.array(roommateProfile),
    handler: async ({ query, user }) => {
      const { db } = ctx.database;
      const { rows, total } = await searchRoommates(db, query, user?.id ?? null);
      const interests = await interestsOf(
        db,
        rows.map((r) => r.user.id),
      );
      return {
        data: rows.map((r) => presentPublicUser(r.user, r.profile, interests.get(r.user.id) ?? [])),
        pagination: {
          page: query.page,
          limit: query.limit,
          total,
          pages: Math.ceil(total / query.limit),
        },
      };
    },
  });
}
