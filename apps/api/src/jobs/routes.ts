import { adminJobsQuery, JOB_STATES, type AdminJobRow } from '@roomsetu/shared';
import { z } from 'zod';
import type { AppContext } from '../lib/context';
import type { RouteTable } from '../lib/route';
import { MAIL_JOB, mailSummary } from './mail';
import { listJobs, type JobRow } from './rows';

const adminJobRow = z.object({
  id: z.number().int(),
  name: z.string(),
  payload: z.unknown(),
  state: z.enum(JOB_STATES),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  runAt: z.iso.datetime(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  completedAt: z.iso.datetime().nullable(),
});

const iso = (d: Date | string) => new Date(d).toISOString();

function presentJob(row: JobRow): AdminJobRow {
  return {
    id: row.id,
    name: row.name,
    // A mail's body may carry a sign-in or reset code: the list shows whom it is for and what.
    payload: row.name === MAIL_JOB ? mailSummary(row.payload) : row.payload,
    state: row.state,
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    runAt: iso(row.runAt),
    lastError: row.lastError,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    completedAt: row.completedAt && iso(row.completedAt),
  };
}

export function jobRoutes(table: RouteTable, ctx: AppContext): void {
  table.add({
    method: 'get',
    path: '/admin/jobs',
    summary: 'Jobs in the queue, newest change first; state=failed lists the dead ones',
    tag: 'admin',
    auth: 'admin',
    access: 'admin',
    query: adminJobsQuery,
    paginated: true,
    response: z.array(adminJobRow),
    handler: async ({ query }) => {
      const { rows, total } = await listJobs(ctx.database.db, {
        state: query.state,
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      });
      return {
        data: rows.map(presentJob),
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
