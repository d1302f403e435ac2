import { MESSAGES } from '@roomsetu/shared';
import type { Response } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { badRequest } from '../../lib/errors';
import type { RouteTable } from '../../lib/route';
import { applyUnsubscribe, describe, form, page, paragraph, readToken } from './unsubscribe';

const tokenQuery = z.object({ token: z.string().max(2000).optional() });

function html(res: Response, status: number, body: string): undefined {
  res.status(status).type('html').setHeader('Cache-Control', 'no-store').send(body);
  return undefined;
}

const invalidPage = () => page('Link not valid', paragraph(MESSAGES.unsubscribeInvalid));

/**
 * One-click unsubscribe (RFC 8058): a mail client POSTs the link with no sign-in; a person who
 * opens it gets a page to confirm (a GET never changes anything: link scanners open links) and,
 * once done, a button to undo.
 */
export function unsubscribeRoutes(table: RouteTable, ctx: AppContext): void {
  const action = (path: string, token: string) => `/api${path}?token=${encodeURIComponent(token)}`;

  table.add({
    method: 'get',
    path: '/unsubscribe',
    summary: 'The page an unsubscribe link opens: asks to confirm (changes nothing by itself)',
    tag: 'notifications',
    auth: 'none',
    access: 'guest',
    query: tokenQuery,
    produces: 'text/html',
    response: z.string(),
    handler: async ({ query, req, res }) => {
      const target = readToken(ctx, query.token);
      if (!target) {
        // A person who opened the link gets a page; an API client gets the error envelope.
        if (req.get('accept')?.includes('text/html')) return html(res, 400, invalidPage());
        throw badRequest(MESSAGES.unsubscribeInvalid);
      }
      const what = await describe(ctx, target);
      return html(
        res,
        200,
        page(
          'Unsubscribe',
          paragraph(`Stop ${what}? In-app notifications stay on.`) +
            form(action('/unsubscribe', query.token!), 'Unsubscribe'),
        ),
      );
    },
  });

  table.add({
    method: 'post',
    path: '/unsubscribe',
    summary: 'One-click unsubscribe: switches the link’s category or saved search off, no sign-in',
    tag: 'notifications',
    auth: 'none',
    access: 'guest',
    query: tokenQuery,
    response: z.object({ subscribed: z.literal(false) }),
    handler: async ({ query, req, res }) => {
      const target = readToken(ctx, query.token);
      const fromPage = (req.body as { from?: unknown } | undefined)?.from === 'page';
      if (!target) {
        if (fromPage) return html(res, 400, invalidPage());
        throw badRequest(MESSAGES.unsubscribeInvalid);
      }
      await applyUnsubscribe(ctx, target, false);
      if (!fromPage) return { data: { subscribed: false } };
      const what = await describe(ctx, target);
      return html(
        res,
        200,
        page(
          'You are unsubscribed',
          paragraph(`You will no longer get ${what}.`) +
            form(action('/unsubscribe/undo', query.token!), 'Undo'),
        ),
      );
    },
  });

  table.add({
    method: 'post',
    path: '/unsubscribe/undo',
    summary: 'Undo an unsubscribe: the link’s category or saved search is switched back on',
    tag: 'notifications',
    auth: 'none',
    access: 'guest',
    query: tokenQuery,
    response: z.object({ subscribed: z.literal(true) }),
    handler: async ({ query, req, res }) => {
      const target = readToken(ctx, query.token);
      const fromPage = (req.body as { from?: unknown } | undefined)?.from === 'page';
      if (!target) {
        if (fromPage) return html(res, 400, invalidPage());
        throw badRequest(MESSAGES.unsubscribeInvalid);
      }
      await applyUnsubscribe(ctx, target, true);
      if (!fromPage) return { data: { subscribed: true } };
      const what = await describe(ctx, target);
      return html(res, 200, page('Subscribed again', paragraph(`You will get ${what} again.`)));
    },
  });
}
