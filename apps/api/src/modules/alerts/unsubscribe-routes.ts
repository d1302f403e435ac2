import { MESSAGES, UNSUBSCRIBE_UNDO_DAYS } from '@roomsetu/shared';
import type { Response } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { checkUndo, signUndo } from '../../lib/unsubscribe-tokens';
import type { HandlerInput, RouteTable } from '../../lib/route';
import { applyUnsubscribe, describe, form, page, paragraph, readToken } from './unsubscribe';

const tokenQuery = z.object({
  token: z.string().max(2000).optional(),
  undo: z.string().max(500).optional(),
});
type TokenQuery = z.infer<typeof tokenQuery>;

function html(res: Response, status: number, body: string): undefined {
  res.status(status).type('html').setHeader('Cache-Control', 'no-store').send(body);
  return undefined;
}

/** Why a link is refused: its status, and the words for a person or an API client. */
const REFUSALS = {
  invalid: { status: 400, message: MESSAGES.unsubscribeInvalid, title: 'Link not valid' },
  expired: { status: 410, message: MESSAGES.unsubscribeExpired, title: 'Link expired' },
  undoExpired: { status: 410, message: MESSAGES.undoExpired, title: 'Link expired' },
} as const;
type Refusal = keyof typeof REFUSALS;

/** A person (`asPage`) gets a page; an API client gets the error envelope. */
function refuse(res: Response, why: Refusal, asPage: boolean): undefined {
  const { status, message, title } = REFUSALS[why];
  if (asPage) return html(res, status, page(title, paragraph(message)));
  throw new AppError(status, message);
}

/**
 * One-click unsubscribe (RFC 8058): a mail client POSTs the link with no sign-in; a person who
 * opens it gets a page to confirm (a GET never changes anything: link scanners open links) and,
 * once done, a button to undo. A link works for UNSUBSCRIBE_LINK_DAYS after its e-mail was sent;
 * undo takes the same link and what the unsubscribe handed back, for UNSUBSCRIBE_UNDO_DAYS.
 */
export function unsubscribeRoutes(table: RouteTable, ctx: AppContext): void {
  const action = (path: string, token: string, undo?: string) =>
    `/api${path}?token=${encodeURIComponent(token)}${undo ? `&undo=${encodeURIComponent(undo)}` : ''}`;

  table.add({
    method: 'get',
    path: '/unsubscribe',
    summary: 'The page an unsubscribe link opens: asks to confirm (changes nothing by itself)',
    tag: 'notifications',
    auth: 'none',
    access: 'guest',
    query: tokenQuery,
    errors: [400, 410],
    produces: 'text/html',
    response: z.string(),
    handler: async ({ query, req, res }) => {
      const checked = readToken(ctx, query.token);
      if ('refused' in checked) {
        return refuse(res, checked.refused, Boolean(req.get('accept')?.includes('text/html')));
      }
      const what = await describe(ctx, checked.target);
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

  /** The page's forms post `from=page` and get a page back; a mail client and API clients get the envelope. */
  const fromPage = (req: HandlerInput<unknown, TokenQuery, unknown>['req']) =>
    (req.body as { from?: unknown } | undefined)?.from === 'page';

  table.add({
    method: 'post',
    path: '/unsubscribe',
    summary:
      'One-click unsubscribe: switches the link’s category or saved search off, no sign-in; answers `undo` for the undo route',
    tag: 'notifications',
    auth: 'none',
    access: 'guest',
    query: tokenQuery,
    errors: [400, 410],
    response: z.object({ subscribed: z.literal(false), undo: z.string() }),
    handler: async ({ query, req, res }) => {
      const checked = readToken(ctx, query.token);
      if ('refused' in checked) return refuse(res, checked.refused, fromPage(req));
      await applyUnsubscribe(ctx, checked.target, false);
      const undo = signUndo(query.token!, ctx.env.JWT_SECRET, ctx.now());
      if (!fromPage(req)) return { data: { subscribed: false as const, undo } };
      const what = await describe(ctx, checked.target);
      return html(
        res,
        200,
        page(
          'You are unsubscribed',
          paragraph(`You will no longer get ${what}.`) +
            form(action('/unsubscribe/undo', query.token!, undo), 'Undo'),
        ),
      );
    },
  });

  table.add({
    method: 'post',
    path: '/unsubscribe/undo',
    summary: `Undo an unsubscribe within ${UNSUBSCRIBE_UNDO_DAYS} days: the same link’s token and the \`undo\` it answered switch it back on`,
    tag: 'notifications',
    auth: 'none',
    access: 'guest',
    query: tokenQuery,
    errors: [400, 410],
    response: z.object({ subscribed: z.literal(true) }),
    handler: async ({ query, req, res }) => {
      const checked = readToken(ctx, query.token);
      if ('refused' in checked) return refuse(res, checked.refused, fromPage(req));
      const undo = query.undo
        ? checkUndo(query.undo, query.token!, ctx.env.JWT_SECRET, ctx.now())
        : 'invalid';
      if (undo !== 'ok') {
        return refuse(res, undo === 'expired' ? 'undoExpired' : 'invalid', fromPage(req));
      }
      await applyUnsubscribe(ctx, checked.target, true);
      if (!fromPage(req)) return { data: { subscribed: true as const } };
      const what = await describe(ctx, checked.target);
      return html(res, 200, page('Subscribed again', paragraph(`You will get ${what} again.`)));
    },
  });
}
