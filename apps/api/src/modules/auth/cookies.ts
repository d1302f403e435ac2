import type { CookieOptions, Request, Response } from 'express';
import type { AppContext } from '../../lib/context';

export const REFRESH_COOKIE = 'refreshToken';

function cookieOptions(ctx: AppContext): CookieOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.env.PUBLIC_URL.startsWith('https://'),
    // Sent only to the auth endpoints that need it, never to the rest of the API or the site.
    path: '/api/auth',
  };
}

export function setRefreshCookie(ctx: AppContext, res: Response, token: string): void {
  res.cookie(REFRESH_COOKIE, token, {
    ...cookieOptions(ctx),
    maxAge: ctx.env.REFRESH_TOKEN_DAYS * 86_400_000,
  });
}

export function clearRefreshCookie(ctx: AppContext, res: Response): void {
  res.clearCookie(REFRESH_COOKIE, cookieOptions(ctx));
}

/** The cookie for browsers; a body `refreshToken` for non-browser clients. */
export function presentedRefreshToken(req: Request): string | undefined {
  const fromCookie: unknown = (req.cookies as Record<string, unknown> | undefined)?.[
    REFRESH_COOKIE
  ];
  if (typeof fromCookie === 'string' && fromCookie) return fromCookie;
  const fromBody: unknown = (req.body as { refreshToken?: unknown } | undefined)?.refreshToken;
  return typeof fromBody === 'string' && fromBody ? fromBody : undefined;
}
