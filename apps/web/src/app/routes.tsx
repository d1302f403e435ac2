import type { ComponentType } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { ROUTES } from '@/config/paths';
import { LandingPage } from '@/features/properties/pages/landing-page';
import { loadQueryClient, QueryScope } from '@/lib/lazy-query-client';
import { ADMIN_ONLY, RequireAuth } from './guards/require-auth';
import { RequireSignedOut } from './guards/require-signed-out';
import { AppErrorBoundary, PageBoundary } from './layout/page-boundary';
import { RootLayout } from './layout/root-layout';
import { lazyPage } from './lazy-page';

const preloads = new Map<RouteObject, () => Promise<void>>();

/**
 * A route whose page is its own chunk, downloaded on first visit (PageBoundary shows meanwhile)
 * together with the query client, which the entry leaves out: one download to wait for, and a
 * failure of either is the page's (RouteError for that visit, a new try on the next).
 */
function page(path: string, load: () => Promise<ComponentType>): RouteObject {
  const { Page, preload } = lazyPage(async () => {
    const [Content] = await Promise.all([load(), loadQueryClient()]);
    return function ScopedPage() {
      return (
        <QueryScope>
          <Content />
        </QueryScope>
      );
    };
  });
  const route: RouteObject = { path, Component: Page };
  preloads.set(route, preload);
  return route;
}

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      {
        Component: PageBoundary,
        children: [
          // The landing page ships in the entry chunk: it is the first thing most people see.
          { index: true, Component: LandingPage },
          page(ROUTES.findRooms, async () => (await import('./pages/find-rooms')).FindRoomsRoute),
          page(
            ROUTES.roomDetails,
            async () => (await import('./pages/room-details')).RoomDetailsRoute,
          ),
          page(
            ROUTES.findRoommates,
            async () =>
              (await import('@/features/roommates/pages/find-roommates-page')).FindRoommatesPage,
          ),
          page(
            ROUTES.roommateDetails,
            async () =>
              (await import('@/features/roommates/pages/roommate-details-page'))
                .RoommateDetailsPage,
          ),
          page(
            ROUTES.aboutUs,
            async () => (await import('@/features/info/pages/about-us-page')).AboutUsPage,
          ),
          page(
            ROUTES.sharedVisit,
            async () => (await import('@/features/visits/pages/shared-visit-page')).SharedVisitPage,
          ),
          page(
            ROUTES.contact,
            async () => (await import('@/features/contact/pages/contact-page')).ContactPage,
          ),
          page(
            ROUTES.helpCenter,
            async () => (await import('@/features/info/pages/help-center-page')).HelpCenterPage,
          ),
          page(
            ROUTES.safetyGuidelines,
            async () => (await import('./pages/safety-guidelines')).SafetyGuidelinesRoute,
          ),
          page(
            ROUTES.termsOfService,
            async () => (await import('./pages/terms-of-service')).TermsOfServiceRoute,
          ),
          page(
            ROUTES.privacyPolicy,
            async () =>
              (await import('@/features/info/pages/privacy-policy-page')).PrivacyPolicyPage,
          ),
          page(
            ROUTES.cookiePolicy,
            async () => (await import('@/features/info/pages/cookie-policy-page')).CookiePolicyPage,
          ),
          page(
            ROUTES.listingCheck,
            async () =>
              (await import('@/features/properties/pages/listing-check-page')).ListingCheckPage,
          ),
          page(
            ROUTES.pricing,
            async () => (await import('@/features/pricing/pages/pricing-page')).PricingPage,
          ),
          {
            Component: RequireSignedOut,
            children: [
              page(
                ROUTES.signIn,
                async () => (await import('@/features/auth/pages/sign-in-page')).SignInPage,
              ),
              page(
                ROUTES.signUp,
                async () => (await import('@/features/auth/pages/sign-up-page')).SignUpPage,
              ),
              page(
                ROUTES.forgotPassword,
                async () =>
                  (await import('@/features/auth/pages/forgot-password-page')).ForgotPasswordPage,
              ),
            ],
          },
          {
            Component: RequireAuth,
            children: [
              page(
                ROUTES.listProperty,
                async () =>
                  (await import('@/features/properties/pages/list-property-page')).ListPropertyPage,
              ),
              page(
                ROUTES.messages,
                async () => (await import('@/features/chat/pages/messages-page')).MessagesPage,
              ),
              page(ROUTES.chat, async () => (await import('./pages/chat')).ChatRoute),
              page(ROUTES.profile, async () => (await import('./pages/profile')).ProfileRoute),
              page(
                ROUTES.notifications,
                async () =>
                  (await import('@/features/notifications/pages/notifications-page'))
                    .NotificationsPage,
              ),
            ],
          },
          {
            element: <RequireAuth roles={ADMIN_ONLY} />,
            children: [
              page(
                ROUTES.admin,
                async () => (await import('@/features/admin/pages/admin-page')).AdminPage,
              ),
              page(
                ROUTES.adminListing,
                async () =>
                  (await import('@/features/admin/pages/admin-listing-page')).AdminListingPage,
              ),
            ],
          },
          page(
            '*',
            async () => (await import('@/features/info/pages/not-found-page')).NotFoundPage,
          ),
        ],
      },
    ],
  },
];

export function AppRoutes() {
  const element = useRoutes(routes);
  return <AppErrorBoundary>{element}</AppErrorBoundary>;
}

/**
 * Resolves once the code of the page at `pathname` is here (or has failed to arrive), so that
 * React's first render there is the page itself, not its loading state (main.tsx, the prerender).
 */
export function preloadPage(pathname: string): Promise<void> {
  const route = matchRoutes(routes, pathname)?.at(-1)?.route;
  return (route && preloads.get(route)?.()) ?? Promise.resolve();
}
