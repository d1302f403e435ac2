import { WEB_ROUTES } from '@roomsetu/shared';

/** Every route's pathname, as the router matches it (one list, shared with the API's 404). Links use `paths` below. */
export const ROUTES = WEB_ROUTES;

export type RoutePath = (typeof ROUTES)[keyof typeof ROUTES];

type Id = string | number;
export type QueryValue = string | number | boolean | null | undefined;

/** `path?a=1&b=2`, skipping empty values; no `?` when nothing is left. */
export function withQuery(path: string, query?: Readonly<Record<string, QueryValue>>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Query parameters /find-rooms reads (the landing search sends propertyType, the filters roomType). */
export interface FindRoomsQuery {
  location?: string;
  budget?: string;
  propertyType?: string;
  roomType?: string;
}

export const paths = {
  ...ROUTES,
  findRoomsSearch: (query: FindRoomsQuery) => withQuery(ROUTES.findRooms, { ...query }),
  roomDetails: (id: Id) => withQuery(ROUTES.roomDetails, { id }),
  roommateDetails: (id?: Id) => withQuery(ROUTES.roommateDetails, { id }),
  chat: (convoId?: Id) => withQuery(ROUTES.chat, { convoId }),
  /** /sign-in, then back to `next` (a path inside the app, with its query). */
  signInThen: (next: string) => withQuery(ROUTES.signIn, { next }),
} as const;

/**
 * Where to go after signing in: `next` when it is a path inside this app ('/find-rooms?…'),
 * never another site ('//evil.example', 'https://…').
 */
export function safeNextPath(next: string | null | undefined): string | null {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\')
    ? next
    : null;
}

/** Pages shown without the header, footer and help button. */
export const CHROMELESS_ROUTES: readonly string[] = [
  ROUTES.signUp,
  ROUTES.signIn,
  ROUTES.listProperty,
  ROUTES.admin,
  ROUTES.adminListing,
  ROUTES.forgotPassword,
];
