import { healthStatus, readiness, API_ERRORS } from '@roomsetu/shared';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import type { RouteTable } from '../../lib/route';

export function healthRoutes(table: RouteTable, ctx: AppContext): void {
  table.add({
    method: 'get',
    path: '/health',
    summary: 'The process is up',
    tag: 'health',
    auth: 'none',
    access: 'guest',
    response: healthStatus,
    handler: () => ({ data: { status: 'ok' } }),
  });

  table.add({
    method: 'get',
    path: '/ready',
    summary: 'The database answers',
    tag: 'health',
    auth: 'none',
    access: 'guest',
    errors: [503],
    response: readiness,
    handler: async () => {
      try {
        await ctx.database.ping();
      } catch {
        throw new AppError(503, API_ERRORS.healthDatabaseUnavailable);
      }
      return { data: { status: 'ready', database: ctx.database.kind } };
    },
  });
}
