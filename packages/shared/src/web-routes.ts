/**
 * Every page of the web app, as its router matches it (ids ride in the query string). The web's
 * router is built from this list and the API answers 404 for any other path, with the same
 * "Page not found" page.
 */
export const WEB_ROUTES = {
  home: '/',
  findRooms: '/find-rooms',
  roomDetails: '/room-details',
  findRoommates: '/find-roommates',
  roommateDetails: '/roommate-details',
  aboutUs: '/about-us',
  contact: '/contact',
  signIn: '/sign-in',
  signUp: '/sign-up',
  forgotPassword: '/forgot-password',
  listProperty: '/list-property',
  messages: '/messages',
  chat: '/chat',
  profile: '/profile',
  notifications: '/notifications',
  listingCheck: '/listing-check',
  admin: '/admin',
  adminListing: '/admin-listing',
  helpCenter: '/help-center',
  safetyGuidelines: '/safety-guidelines',
  termsOfService: '/terms-of-service',
  privacyPolicy: '/privacy-policy',
  cookiePolicy: '/cookie-policy',
  pricing: '/pricing',
  /** A visit a party shared with a friend (?token=), readable without an account. */
  sharedVisit: '/shared-visit',
} as const;

export type WebRoute = (typeof WEB_ROUTES)[keyof typeof WEB_ROUTES];

const known = new Set<string>(Object.values(WEB_ROUTES));

/** Whether the web app has a page at `pathname` (as its router matches: any case, one trailing slash). */
export function isWebRoute(pathname: string): boolean {
  const p = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return known.has(p.toLowerCase());
}
