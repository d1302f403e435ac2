import {
  adminReportGroup,
  adminReportsQuery,
  auditLogEntry,
  auditLogQuery,
  moderationActionInput,
  moderationResult,
  reportCreated,
  reportInput,
  reportTargetParams,
} from '@roomsetu/shared';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { accountKey, limit } from '../../lib/rate-limit';
import type { RouteTable } from '../../lib/route';
import { moderateTarget } from './actions';
import { auditPage } from './audit-log';
import { reportQueue } from './queue';
import { fileReport } from './reports';

export function moderationRoutes(table: RouteTable, ctx: AppContext): void {
  table.add({
    method: 'post',
    path: '/reports',
    summary: 'Report a listing, a user, a message or a conversation to the RoomSetu team',
    tag: 'reports',
    auth: 'user',
    access: 'user',
    body: reportInput,
    // Refused reports (a duplicate, an unknown target) do not count against the daily limit.
    before: [limit(ctx, 'reportsPerAccount', accountKey, { successesOnly: true })],
    successStatus: 201,
    errors: [404, 409],
    response: reportCreated,
    handler: async ({ req, body, user }) => ({
      status: 201,
      data: await fileReport(ctx, user, body, req.ip),
      message: 'Thank you. Our team will look into it.',
    }),
  });

  table.add({
    method: 'get',
    path: '/admin/reports',
    summary: 'The moderation queue: reports grouped by target, most recently reported first',
    tag: 'admin',
    auth: 'admin',
    access: 'admin',
    query: adminReportsQuery,
    paginated: true,
    response: z.array(adminReportGroup),
    handler: ({ query }) => reportQueue(ctx.database.db, query, ctx.now()),
  });

  table.add({
    method: 'post',
    path: '/admin/reports/:targetType/:targetId/action',
    summary:
      'Act on a reported target (dismiss, hide listing, warn, suspend, restore): closes its reports',
    tag: 'admin',
    auth: 'admin',
    access: 'admin',
    params: reportTargetParams,
    body: moderationActionInput,
    errors: [404],
    response: moderationResult,
    handler: async ({ params, body, user }) => ({
      data: await moderateTarget(ctx, user, params, body),
    }),
  });

  table.add({
    method: 'get',
    path: '/admin/audit-log',
    summary: 'Every admin action, newest first, with filters; entries cannot be changed',
    tag: 'admin',
    auth: 'admin',
    access: 'admin',
    query: auditLogQuery,
    paginated: true,
    response: z.array(auditLogEntry),
    handler: ({ query }) => auditPage(ctx.database.db, query),
  });
}
