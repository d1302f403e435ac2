import { MESSAGES } from '@roomsetu/shared';
import type { Response } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { badRequest } from '../../lib/errors';
import type { HandlerInput, RouteTable } from '../../lib/route';
import { applyUnsubscribe, describe, form, page, paragraph, readToken } from './unsubscribe';

const tokenQuery = z.object({ token: z.string().max(2000).optional() });
type TokenQuery = z.infer<typeof tokenQuery>;

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

  /**
   * The page's forms post `from=page` and get a page back; a mail client's one-click POST (RFC
   * 8058) and API clients get the envelope.
   */
  const switchTo =
    (subscribed: boolean, done: (what: string, token: string) => string) =>
    async ({ query, req, res }: HandlerInput<unknown, TokenQuery, unknown>) => {
      const target = readToken(ctx, query.token);
      const fromPage = (req.body as { from?: unknown } | undefined)?.from === 'page';
      if (!target) {
        if (fromPage) return html(res, 400, invalidPage());
        throw badRequest(MESSAGES.unsubscribeInvalid);
      }
      await applyUnsubscribe(ctx, target, subscribed);
      if (!fromPage) return { data: { subscribed } };
      return html(res, 200, done(await describe(ctx, target), query.token!));
    };

  table.add({
    method: 'post',
    path: '/unsubscribe',
    summary: 'One-click unsubscribe: switches the link’s category or saved search off, no sign-in',
    tag: 'notifications',
    auth: 'none',
    access: 'guest',
    query: tokenQuery,
    response: z.object({ subscribed: z.literal(false) }),
    handler: switchTo(false, (what, token) =>
      page(
        'You are unsubscribed',
        paragraph(`You will no longer get ${what}.`) +
          form(action('/unsubscribe/undo', token), 'Undo'),
      ),
    ),
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
    handler: switchTo(true, (what) =>
      page('Subscribed again', paragraph(`You will get ${what} again.`)),
    ),
  });
}
