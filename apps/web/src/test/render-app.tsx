import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@roomsetu/shared';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { routes as appRoutes } from '@/app/routes';
import { setSession, type AuthUser } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';

/** Renders the app's routes (or `routes`) at `path` in memory, with a fresh query cache. */
export function renderRoute(path: string, routes: RouteObject[] = appRoutes) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const client = createQueryClient();
  const user = userEvent.setup({
    advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined),
  });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
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

/** A fetch stub answering JSON with `status`. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
