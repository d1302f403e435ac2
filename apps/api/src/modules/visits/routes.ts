import {
  acceptVisitInput,
  idParam,
  proposeVisitInput,
  rescheduleVisitInput,
  reviewsQuery,
  sharedVisit,
  sharedVisitParam,
  userReviews,
  visitDetail,
  visitHours,
  visitHoursInput,
  visitOutcomeInput,
  visitPage,
  visitReasonInput,
  visitReview,
  visitReviewInput,
  visitShare,
  visitSlots,
  visitSlotsQuery,
  visitsQuery,
} from '@roomsetu/shared';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { accountKey, limit } from '../../lib/rate-limit';
import type { RouteTable } from '../../lib/route';
import { review, share, sharedVisit as readShared, userReviews as reviewsOf } from './after-visit';
import { freeSlots, getVisitHours, setVisitHours } from './availability';
import type { VisitPorts } from './ports';
import * as visits from './service';

const TAG = 'visits';

export function visitRoutes(table: RouteTable, ctx: AppContext, ports: VisitPorts): void {
  table.add({
    method: 'post',
    path: '/visits',
    summary:
      'Propose a visit: 1–3 times (09:00–20:00 IST, 2 h to 30 days ahead, on the quarter hour); confirmed at once when free inside the owner’s visit hours',
    tag: TAG,
    auth: 'user',
    access: 'user',
    body: proposeVisitInput,
    successStatus: 201,
    // 403 own listing or a block; 404 no listing; 409 listing not live or an open visit exists.
    errors: [403, 404, 409],
    before: [limit(ctx, 'visitProposalsPerAccount', accountKey, { successesOnly: true })],
    response: visitDetail,
    handler: async ({ user, body }) => {
      const { visit, status } = await visits.propose(ctx, ports, user, body);
      return { data: visit, status };
    },
  });

  table.add({
    method: 'get',
    path: '/visits',
    summary: 'My visits, newest first, as tenant or owner, by status; `cursor` from the last page',
    tag: TAG,
    auth: 'user',
    access: 'user',
    query: visitsQuery,
    response: visitPage,
    handler: async ({ user, query }) => ({ data: await visits.listVisits(ctx, user, query) }),
  });

  table.add({
    method: 'get',
    path: '/visits/shared/:token',
    summary: 'A visit shared through its link: time, address as listed, first name, badges',
    tag: TAG,
    auth: 'none',
    access: 'guest',
    params: sharedVisitParam,
    // 404 a forged or altered link; 410 after the visit's day.
    errors: [404, 410],
    response: sharedVisit,
    handler: async ({ params }) => ({ data: await readShared(ctx, params.token) }),
  });

  table.add({
    method: 'get',
    path: '/visits/:id',
    summary: 'One visit, for its two parties (and admins)',
    tag: TAG,
    auth: 'user',
    access: 'participant',
    params: idParam,
    errors: [404],
    response: visitDetail,
    handler: async ({ user, params }) => ({ data: await visits.getVisit(ctx, user, params.id) }),
  });

  table.add({
    method: 'get',
    path: '/visits/:id/invite.ics',
    summary: 'The visit’s calendar invite (METHOD:REQUEST, or CANCEL once it is off)',
    tag: TAG,
    auth: 'user',
    access: 'participant',
    params: idParam,
    errors: [404, 409],
    produces: 'text/calendar',
    response: z.string(),
    handler: async ({ user, params, res }) => {
      const ics = await visits.getInvite(ctx, user, params.id);
      res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
      res.setHeader('Content-Disposition', `attachment; filename="visit-${params.id}.ics"`);
      res.send(ics);
      return undefined;
    },
  });

  const moves = [
    [
      'accept',
      'Accept one of the proposed times (the side that did not propose them)',
      acceptVisitInput,
      visits.accept,
    ],
    ['decline', 'Decline a proposed visit (the owner)', visitReasonInput, visits.decline],
    [
      'reschedule',
      'Propose new times (either side); the other side accepts again',
      rescheduleVisitInput,
      visits.reschedule,
    ],
    [
      'cancel',
      'Cancel a proposed or confirmed visit (either side)',
      visitReasonInput,
      visits.cancel,
    ],
  ] as const;
  for (const [verb, summary, body, run] of moves) {
    table.add({
      method: 'post',
      path: `/visits/:id/${verb}`,
      summary,
      tag: TAG,
      auth: 'user',
      access: 'participant',
      params: idParam,
      body: body as z.ZodType<Parameters<typeof run>[4]>,
      // 403 the wrong side; 404 not a party; 409 a move the state table does not allow, or an overlap.
      errors: [403, 404, 409],
      response: visitDetail,
      handler: async ({ user, params, body: input }) => ({
        data: await run(ctx, ports, user, params.id, input as never),
      }),
    });
  }

  table.add({
    method: 'post',
    path: '/visits/:id/outcome',
    summary:
      'After the visit: whether it took place; settled when both agree or 48 h pass uncontested',
    tag: TAG,
    auth: 'user',
    access: 'participant',
    params: idParam,
    body: visitOutcomeInput,
    errors: [404, 409],
    response: visitDetail,
    handler: async ({ user, params, body }) => ({
      data: await visits.reportOutcome(ctx, user, params.id, body),
    }),
  });

  table.add({
    method: 'post',
    path: '/visits/:id/review',
    summary:
      'Review the other side of an attended visit, once: hidden until both wrote or 14 days pass',
    tag: TAG,
    auth: 'user',
    access: 'participant',
    params: idParam,
    body: visitReviewInput,
    successStatus: 201,
    errors: [404, 409],
    response: visitReview,
    handler: async ({ user, params, body }) => ({
      data: await review(ctx, user, params.id, body),
      status: 201,
    }),
  });

  table.add({
    method: 'post',
    path: '/visits/:id/share',
    summary: 'A link a friend can open without an account; it expires at the end of the visit day',
    tag: TAG,
    auth: 'user',
    access: 'participant',
    params: idParam,
    errors: [404, 409],
    response: visitShare,
    handler: async ({ user, params }) => ({ data: await share(ctx, user, params.id) }),
  });

  table.add({
    method: 'get',
    path: '/users/:id/reviews',
    summary:
      'A person’s visible reviews with their average, “turned up to N of M visits” once M ≥ 3, and their reply rate and typical reply time in chat (last 90 days)',
    tag: TAG,
    auth: 'none',
    access: 'guest',
    params: idParam,
    query: reviewsQuery,
    errors: [404],
    response: userReviews,
    handler: async ({ params, query }) => ({ data: await reviewsOf(ctx, ports, params.id, query) }),
  });

  table.add({
    method: 'put',
    path: '/properties/:id/visit-hours',
    summary: 'The owner’s weekly visit hours for a listing (IST); an empty week clears them',
    tag: TAG,
    auth: 'user',
    access: 'owner',
    params: idParam,
    body: visitHoursInput,
    errors: [404],
    response: visitHours,
    handler: async ({ user, params, body }) => ({
      data: await setVisitHours(ctx, user, params.id, body),
    }),
  });

  table.add({
    method: 'get',
    path: '/properties/:id/visit-hours',
    summary: 'A listing’s weekly visit hours (empty when the owner set none)',
    tag: TAG,
    auth: 'none',
    access: 'guest',
    params: idParam,
    errors: [404],
    response: visitHours,
    handler: async ({ params }) => ({ data: await getVisitHours(ctx, params.id) }),
  });

  table.add({
    method: 'get',
    path: '/properties/:id/visit-slots',
    summary:
      'Free quarter-hour starts between two days (IST) inside the owner’s visit hours, clear of confirmed visits',
    tag: TAG,
    auth: 'none',
    access: 'guest',
    params: idParam,
    query: visitSlotsQuery,
    errors: [404],
    response: visitSlots,
    handler: async ({ params, query }) => ({ data: await freeSlots(ctx, params.id, query) }),
  });
}
