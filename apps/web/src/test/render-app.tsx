import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@roomsetu/shared';
import { useLayoutEffect } from 'react';
import {
  MemoryRouter,
  useLocation,
  useRoutes,
  type Location,
  type RouteObject,
} from 'react-router';
import { vi } from 'vitest';
import { routes as appRoutes } from '@/app/routes';
import { setSession, type AuthUser } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { LiveSocketProvider } from '@/lib/socket/live-socket';
import type { CreateAppSocket } from '@/lib/socket/socket';
import { FakeSocket } from './fake-socket';

export interface RenderOptions {
  /** The app's socket; by default a FakeSocket nobody drives (no server in unit tests). */
  createSocket?: CreateAppSocket;
}

/** What a test reads of the router: `state.location` is the location on screen. */
export interface ShownRouter {
  readonly state: { location: Location };
}

function RoutesOf({ routes, router }: { routes: RouteObject[]; router: ShownRouter }) {
  const location = useLocation();
  useLayoutEffect(() => {
    router.state.location = location;
  }, [router, location]);
  return useRoutes(routes);
}

/** Renders the app's routes (or `routes`) at `path` in memory, with a fresh query cache. */
export function renderRoute(
  path: string,
  routes: RouteObject[] = appRoutes,
  { createSocket = () => new FakeSocket() }: RenderOptions = {},
) {
  const url = new URL(path, 'http://localhost/');
  const router: ShownRouter = {
    state: {
      location: {
        pathname: url.pathname,
        search: url.search,
        hash: url.hash,
        state: null,
        key: '',
      },
    },
  };
  const client = createQueryClient();
  const user = userEvent.setup({
    advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined),
  });
  const view = render(
    <QueryClientProvider client={client}>
      <LiveSocketProvider create={createSocket}>
        <MemoryRouter initialEntries={[path]}>
          <RoutesOf routes={routes} router={router} />
        </MemoryRouter>
      </LiveSocketProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, user, client };
}

export function testUser(role: Role = 'TENANT', overrides: Partial<AuthUser> = {}): AuthUser {
  return { id: 7, name: 'Asha Verma', email: 'asha@example.com', role, ...overrides };
}

export function signInAs(role: Role = 'TENANT', overrides: Partial<AuthUser> = {}): AuthUser {
  const user = testUser(role, overrides);
  setSession({ accessToken: `token-${role}`, user });
  return user;
}

export { jsonResponse } from './json-response';
