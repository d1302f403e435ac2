import {
  createTenancyInput,
  idParam,
  TENANCY_ACTIONS,
  tenanciesQuery,
  tenancyDetail,
  tenancyList,
} from '@roomsetu/shared';
import type { AppContext } from '../../lib/context';
import type { RouteTable } from '../../lib/route';
import type { TenancyPorts } from './ports';
import * as tenancies from './service';

const TAG = 'tenancies';

// A tenancy is created INVITED, so `invite` (DRAFT → INVITED) has no route until drafts exist.
const MOVE_SUMMARIES: Record<Exclude<(typeof TENANCY_ACTIONS)[number], 'invite'>, string> = {
  accept: 'Accept the terms (a tenant); active once every tenant has accepted',
  decline: 'Decline the terms (a tenant): the offer is called off for everyone',
  cancel: 'Call off a tenancy before it is active (the owner)',
  notice: 'Give notice on an active tenancy (either side)',
  end: 'End a tenancy under notice (the owner)',
};

export function tenancyRoutes(table: RouteTable, ctx: AppContext, ports: TenancyPorts): void {
  table.add({
    method: 'post',
    path: '/tenancies',
    summary:
      'Start a tenancy of your listing with 1–6 tenants on the given terms; each is invited (notification and mail)',
    tag: TAG,
    auth: 'user',
    access: 'user',
    body: createTenancyInput,
    successStatus: 201,
    // 403 not your listing, or a tenant who cannot be asked; 404 no such listing.
    errors: [403, 404],
    response: tenancyDetail,
    handler: async ({ user, body }) => ({
      data: await tenancies.create(ctx, ports, user, body),
      status: 201,
    }),
  });

  table.add({
    method: 'get',
    path: '/tenancies',
    summary: 'My tenancies, newest first, as owner or tenant (`role`), or both',
    tag: TAG,
    auth: 'user',
    access: 'user',
    query: tenanciesQuery,
    response: tenancyList,
    handler: async ({ user, query }) => ({
      data: await tenancies.listTenancies(ctx, user, query),
    }),
  });

  table.add({
    method: 'get',
    path: '/tenancies/:id',
    summary:
      'A tenancy with its terms, its parties’ answers and its whole log (parties and admins)',
    tag: TAG,
    auth: 'user',
    access: 'participant',
    params: idParam,
    errors: [404],
    response: tenancyDetail,
    handler: async ({ user, params }) => ({
      data: await tenancies.getTenancy(ctx, user, params.id),
    }),
  });

  for (const action of TENANCY_ACTIONS.filter((a) => a !== 'invite')) {
    table.add({
      method: 'post',
      path: `/tenancies/:id/${action}`,
      summary: MOVE_SUMMARIES[action],
      tag: TAG,
      auth: 'user',
      access: 'participant',
      params: idParam,
      // 403 the wrong side; 404 not a party; 409 a move the state table does not allow.
      errors: [403, 404, 409],
      response: tenancyDetail,
      handler: async ({ user, params }) => ({
        data: await tenancies.move(ctx, ports, user, params.id, action),
      }),
    });
  }
}
