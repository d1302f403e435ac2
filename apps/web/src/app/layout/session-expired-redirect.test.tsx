import { screen } from '@testing-library/react';
import { Link, useNavigationType, type RouteObject } from 'react-router';
import { expect, it } from 'vitest';
import { api } from '@/lib/api-client';
import { getToken } from '@/lib/auth';
import { renderRoute, signInAs } from '@/test/render-app';
import { fail, stubApi } from '@/test/stub-api';
import { RootLayout } from './root-layout';

function SignIn() {
  return <h1>Sign in ({useNavigationType()})</h1>;
}

const routes: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      { path: '/about-us', element: <Link to="/contact">Contact us</Link> },
      { path: '/contact', element: <h1>Contact</h1> },
      { path: '/sign-in', Component: SignIn },
    ],
  },
];

it('sends the user to sign in, in place of the page they were on, when the session is refused', async () => {
  signInAs('TENANT');
  stubApi({
    'GET /api/probe': () => fail(401, 'Unauthorized'),
    'POST /api/auth/refresh': () => fail(401, 'Unauthorized'),
  });
  const { router, user } = renderRoute('/about-us', routes);
  await user.click(screen.getByRole('link', { name: 'Contact us' }));
  await screen.findByRole('heading', { level: 1, name: 'Contact' });

  await expect(api.get('/probe')).rejects.toThrow();
  // A router navigation (a reload would leave the in-memory router where it was), replacing /contact.
  expect(await screen.findByRole('heading', { level: 1, name: 'Sign in (REPLACE)' })).toBeTruthy();
  expect(router.state.location.pathname).toBe('/sign-in');
  expect(getToken()).toBeNull();
});
