import { contactInput, contactReceipt } from '@roomsetu/shared';
import type { AppContext } from '../../lib/context';
import { ipKey, limit as rateLimit } from '../../lib/rate-limit';
import type { RouteTable } from '../../lib/route';
import { sendContactMessage } from './service';

export function contactRoutes(table: RouteTable, ctx: AppContext): void {
  // Every attempt counts, valid or not: each one could land in the support inbox.
  const limit = rateLimit(ctx, 'contactPerIp', ipKey);

  table.add({
    method: 'post',
    path: '/users-public/send-message',
    summary: 'Contact form and issue reports: stored for the admin console and mailed to support',
    tag: 'contact',
    auth: 'optional',
    access: 'guest',
    body: contactInput,
    before: [limit],
    successStatus: 201,
    response: contactReceipt,
    handler: async ({ body, user }) => ({
      status: 201,
      ...(await sendContactMessage(ctx, body, user)),
    }),
  });
}
