import {
  createTenancyInput,
  deductionDisputeInput,
  deductionInput,
  deductionParam,
  idParam,
  refundPaidInput,
  tenancyDeposit,
  TENANCY_ACTIONS,
  tenanciesQuery,
  tenancyDetail,
  tenancyList,
} from '@roomsetu/shared';
import type { AppContext } from '../../lib/context';
import type { RouteTable } from '../../lib/route';
import * as deposit from './deposit';
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

  table.add({
    method: 'get',
    path: '/tenancies/:id/deposit',
    summary:
      'The deposit ledger: received and confirmed, deductions with their answers, the refund’s due date, payment and confirmation',
    tag: TAG,
    auth: 'user',
    access: 'participant',
    params: idParam,
    errors: [404],
    response: tenancyDeposit,
    handler: async ({ user, params }) => ({
      data: await deposit.getDeposit(ctx, user, params.id),
    }),
  });

  const steps = [
    [
      'received',
      'Mark the deposit received (the owner, once the tenancy is active)',
      deposit.markReceived,
    ],
    [
      'confirm',
      'Confirm the deposit the owner marked received (a tenant)',
      deposit.confirmReceived,
    ],
    [
      'refund/confirm',
      'Confirm the refund the owner marked paid (a tenant)',
      deposit.confirmRefund,
    ],
  ] as const;
  for (const [path, summary, run] of steps) {
    table.add({
      method: 'post',
      path: `/tenancies/:id/deposit/${path}`,
      summary,
      tag: TAG,
      auth: 'user',
      access: 'participant',
      params: idParam,
      // 403 the other side; 404 not a party; 409 not at this step.
      errors: [403, 404, 409],
      response: tenancyDeposit,
      handler: async ({ user, params }) => ({ data: await run(ctx, ports, user, params.id) }),
    });
  }

  table.add({
    method: 'post',
    path: '/tenancies/:id/deposit/deductions',
    summary:
      'Itemise a deduction from the deposit (the owner, once notice is given, until the refund is paid); the deductions never add up to more than the deposit',
    tag: TAG,
    auth: 'user',
    access: 'participant',
    params: idParam,
    body: deductionInput,
    successStatus: 201,
    errors: [403, 404, 409],
    response: tenancyDeposit,
    handler: async ({ user, params, body }) => ({
      data: await deposit.addDeduction(ctx, ports, user, params.id, body),
      status: 201,
    }),
  });

  table.add({
    method: 'post',
    path: '/tenancies/:id/deposit/deductions/:deductionId/accept',
    summary: 'Accept a deduction (a tenant)',
    tag: TAG,
    auth: 'user',
    access: 'participant',
    params: deductionParam,
    errors: [403, 404, 409],
    response: tenancyDeposit,
    handler: async ({ user, params }) => ({
      data: await deposit.answerDeduction(ctx, ports, user, params.id, params.deductionId, {
        accept: true,
      }),
    }),
  });

  table.add({
    method: 'post',
    path: '/tenancies/:id/deposit/deductions/:deductionId/dispute',
    summary: 'Dispute a deduction with a note (a tenant): it stays open, both sides see why',
    tag: TAG,
    auth: 'user',
    access: 'participant',
    params: deductionParam,
    body: deductionDisputeInput,
    errors: [403, 404, 409],
    response: tenancyDeposit,
    handler: async ({ user, params, body }) => ({
      data: await deposit.answerDeduction(ctx, ports, user, params.id, params.deductionId, {
        accept: false,
        dispute: body,
      }),
    }),
  });

  table.add({
    method: 'post',
    path: '/tenancies/:id/deposit/refund/paid',
    summary:
      'Mark the refund paid with its amount (the owner, once the tenancy has ended); due a month after the end',
    tag: TAG,
    auth: 'user',
    access: 'participant',
    params: idParam,
    body: refundPaidInput,
    errors: [403, 404, 409],
    response: tenancyDeposit,
    handler: async ({ user, params, body }) => ({
      data: await deposit.markRefundPaid(ctx, ports, user, params.id, body),
    }),
  });
}
