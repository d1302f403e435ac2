import type { ComponentType } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { ROUTES } from '@/config/paths';
import { LandingPage } from '@/features/properties/pages/landing-page';
import { loadNamespaces, type Namespace } from '@/lib/i18n';
import { loadQueryClient, QueryScope } from '@/lib/lazy-query-client';
import { ADMIN_ONLY, RequireAuth } from './guards/require-auth';
import { RequireSignedOut } from './guards/require-signed-out';
import { AppErrorBoundary, PageBoundary } from './layout/page-boundary';
import { RootLayout } from './layout/root-layout';
import { lazyPage } from './lazy-page';

const preloads = new Map<RouteObject, () => Promise<void>>();

/** Texts every page but the landing page may show: shared messages (toasts), field errors, enum labels. */
const PAGE_NAMESPACES: readonly Namespace[] = ['messages', 'validation', 'enums'];

/**
 * A route whose page is its own chunk, downloaded on first visit (PageBoundary shows meanwhile)
 * together with the query client, which the entry leaves out, and the page's texts in the
 * reader's language (`namespaces`, beside the shared ones): one download to wait for, and a
 * failure of either is the page's (RouteError for that visit, a new try on the next).
 */
function page(
  path: string,
  namespaces: readonly Namespace[],
  load: () => Promise<ComponentType>,
): RouteObject {
  const { Page, preload } = lazyPage(async () => {
    const [Content] = await Promise.all([
      load(),
      loadQueryClient(),
      loadNamespaces([...PAGE_NAMESPACES, ...namespaces]),
    ]);
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
          page(
            ROUTES.findRooms,
            ['rooms', 'favorites'],
            async () => (await import('./pages/find-rooms')).FindRoomsRoute,
          ),
          page(
            ROUTES.roomDetails,
            ['rooms', 'visits', 'favorites', 'contact'],
            async () => (await import('./pages/room-details')).RoomDetailsRoute,
          ),
          page(
            ROUTES.findRoommates,
            ['roommates'],
            async () =>
              (await import('@/features/roommates/pages/find-roommates-page')).FindRoommatesPage,
          ),
          page(
            ROUTES.roommateDetails,
            ['roommates', 'contact'],
            async () =>
              (await import('@/features/roommates/pages/roommate-details-page'))
                .RoommateDetailsPage,
          ),
          page(
            ROUTES.aboutUs,
            ['info'],
            async () => (await import('@/features/info/pages/about-us-page')).AboutUsPage,
          ),
          page(
            ROUTES.sharedVisit,
            ['visits'],
            async () => (await import('@/features/visits/pages/shared-visit-page')).SharedVisitPage,
          ),
          page(
            ROUTES.contact,
            ['contact', 'validation'],
            async () => (await import('@/features/contact/pages/contact-page')).ContactPage,
          ),
          page(
            ROUTES.helpCenter,
            ['info'],
            async () => (await import('@/features/info/pages/help-center-page')).HelpCenterPage,
          ),
          page(
            ROUTES.safetyGuidelines,
            ['info', 'contact'],
            async () => (await import('./pages/safety-guidelines')).SafetyGuidelinesRoute,
          ),
          page(
            ROUTES.termsOfService,
            ['info', 'contact'],
            async () => (await import('./pages/terms-of-service')).TermsOfServiceRoute,
          ),
          page(
            ROUTES.privacyPolicy,
            ['info'],
            async () =>
              (await import('@/features/info/pages/privacy-policy-page')).PrivacyPolicyPage,
          ),
          page(
            ROUTES.cookiePolicy,
            ['info'],
            async () => (await import('@/features/info/pages/cookie-policy-page')).CookiePolicyPage,
          ),
          page(
            ROUTES.listingCheck,
            ['rooms'],
            async () =>
              (await import('@/features/properties/pages/listing-check-page')).ListingCheckPage,
          ),
          page(
            ROUTES.pricing,
            ['pricing'],
            async () => (await import('@/features/pricing/pages/pricing-page')).PricingPage,
          ),
          {
            Component: RequireSignedOut,
            children: [
              page(
                ROUTES.signIn,
                ['auth', 'validation'],
                async () => (await import('@/features/auth/pages/sign-in-page')).SignInPage,
              ),
              page(
                ROUTES.signUp,
                ['auth', 'validation'],
                async () => (await import('@/features/auth/pages/sign-up-page')).SignUpPage,
              ),
              page(
                ROUTES.forgotPassword,
                ['auth', 'validation'],
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
                ['listing', 'validation'],
                async () =>
                  (await import('@/features/properties/pages/list-property-page')).ListPropertyPage,
              ),
              page(
                ROUTES.messages,
                ['chat', 'favorites'],
                async () => (await import('@/features/chat/pages/messages-page')).MessagesPage,
              ),
              page(
                ROUTES.chat,
                ['chat', 'visits', 'favorites', 'contact'],
                async () => (await import('./pages/chat')).ChatRoute,
              ),
              page(
                ROUTES.profile,
                ['profile', 'listing', 'favorites', 'visits', 'tenancies', 'validation', 'rooms'],
                async () => (await import('./pages/profile')).ProfileRoute,
              ),
              page(
                ROUTES.notifications,
                ['notifications'],
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
                ['admin'],
                async () => (await import('@/features/admin/pages/admin-page')).AdminPage,
              ),
              page(
                ROUTES.adminListing,
                ['admin', 'rooms'],
                async () =>
                  (await import('@/features/admin/pages/admin-listing-page')).AdminListingPage,
              ),
            ],
          },
          page(
            '*',
            ['info'],
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
