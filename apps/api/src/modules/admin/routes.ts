import {
  adminContactsQuery,
  adminDashboard,
  adminListingRow,
  adminUserRow,
  contactMessageRow,
  adminContactUpdateInput,
  adminListingsQuery,
  adminListingUpdateInput,
  adminUsersQuery,
  idParam,
} from '@roomsetu/shared';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import type { RouteTable } from '../../lib/route';
import * as admin from './service';

/** Every route here is ADMIN only: the route table answers 401 to guests and 403 to others. */
export function adminRoutes(table: RouteTable, ctx: AppContext): void {
  table.add({
    method: 'get',
    path: '/admin/dashboard',
    summary: 'Live figures: users, listings, new in the last 7 days, chats, open messages',
    tag: 'admin',
    auth: 'admin',
    access: 'admin',
    response: adminDashboard,
    handler: async () => ({ data: await admin.dashboard(ctx) }),
  });

  table.add({
    method: 'get',
    path: '/admin/users',
    summary: 'Users with search (name or e-mail), role and verification filters',
    tag: 'admin',
    auth: 'admin',
    access: 'admin',
    query: adminUsersQuery,
    paginated: true,
    response: z.array(adminUserRow),
    handler: ({ query }) => admin.listUsers(ctx, query),
  });

  table.add({
    method: 'get',
    path: '/admin/listings',
    summary: 'Listings (soft-deleted excluded) with status, city and title filters',
    tag: 'admin',
    auth: 'admin',
    access: 'admin',
    query: adminListingsQuery,
    paginated: true,
    response: z.array(adminListingRow),
    handler: ({ query }) => admin.listListings(ctx, query),
  });

  table.add({
    method: 'get',
    path: '/admin/listings.csv',
    summary: 'listings.csv: every listing matching the /admin/listings filters, streamed',
    tag: 'admin',
    auth: 'admin',
    access: 'admin',
    query: adminListingsQuery,
    produces: 'text/csv',
    response: z.string(),
    handler: async ({ query, res }) => {
      await admin.streamListingsCsv(ctx, query, res);
      return undefined;
    },
  });

  table.add({
    method: 'patch',
    path: '/admin/listings/:id',
    summary:
      'Moderate a listing: status ACTIVE (clears a review hold), PENDING or SUSPENDED; verified; featured',
    tag: 'admin',
    auth: 'admin',
    access: 'admin',
    params: idParam,
    body: adminListingUpdateInput,
    response: adminListingRow,
    handler: async ({ params, body, user }) => ({
      data: await admin.moderateListing(ctx, user, params.id, body),
    }),
  });

  table.add({
    method: 'get',
    path: '/admin/contact-messages',
    summary: 'Contact and report messages with status, category and type filters',
    tag: 'admin',
    auth: 'admin',
    access: 'admin',
    query: adminContactsQuery,
    paginated: true,
    response: z.array(contactMessageRow),
    handler: ({ query }) => admin.listContactMessages(ctx, query),
  });

  table.add({
    method: 'patch',
    path: '/admin/contact-messages/:id',
    summary: 'Mark a contact message read or unread, or change its category or priority',
    tag: 'admin',
    auth: 'admin',
    access: 'admin',
    params: idParam,
    body: adminContactUpdateInput,
    response: contactMessageRow,
    handler: async ({ params, body, user }) => ({
      data: await admin.updateContactMessage(ctx, user, params.id, body),
    }),
  });
}
