import { contactInput, MESSAGES } from '@roomsetu/shared';
import type { AppContext } from '../../lib/context';
import { createLimiter, rateLimitSettings } from '../../lib/rate-limit';
import type { RouteTable } from '../../lib/route';
import { sendContactMessage } from './service';

export function contactRoutes(table: RouteTable, ctx: AppContext): void {
  // Built here, once per app, so every app instance (and every test) counts from zero.
  const limit = createLimiter(rateLimitSettings(ctx).contactPerIp, {
    key: 'ip',
    message: MESSAGES.tooManyRequests,
  });

  table.add({
    method: 'post',
    path: '/users-public/send-message',
    summary: 'Contact form and issue reports: stored for the admin console and mailed to support',
    tag: 'contact',
    auth: 'optional',
    access: 'guest',
    body: contactInput,
    before: [limit],
    handler: async ({ body, user }) => ({
      status: 201,
      ...(await sendContactMessage(ctx, body, user)),
    }),
  });
}
