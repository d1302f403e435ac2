import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '@/test/fake-socket';
import { ME, RAHUL, message, stubChatApi } from '@/features/chat/testing/fixtures';
import { card, property, stubIntersectionObserver } from '@/features/properties/test/fixtures';
import { tenancy } from '@/features/tenancies/test/fixtures';
import { jsonResponse, renderRoute, signInAs } from '@/test/render-app';
import { ok, pending, stubApi } from '@/test/stub-api';
import { ChatRoute } from './chat';

/** Whole pages through lazily loaded routes: generous when every test file runs at once. */
const SLOW = { timeout: 30_000 };

describe('pages that combine features', SLOW, () => {
  beforeEach(() => stubIntersectionObserver());

  it("puts the favorites feature's heart in the room details header", async () => {
    stubApi({
      'GET /api/properties/1': () => ok(property(1)),
      // The owner card's reviews and reply record: their own tests answer them.
      'GET /api/users/99/reviews': pending,
      'GET /api/properties': () =>
        jsonResponse({
          success: true,
          data: [card(2)],
          pagination: { page: 1, limit: 3, total: 1, pages: 1 },
        }),
    });
    renderRoute('/room-details?id=1');
    expect(
      await screen.findByRole('button', { name: 'Save Sunny room 1 to favorites' }, SLOW),
    ).toBeTruthy();
  });

  it("puts the favorites feature's button in the chat side panel", async () => {
    signInAs('TENANT', { id: ME });
    stubChatApi({ 1: [message(1, 1, RAHUL, 'Hi there')] });
    const socket = new FakeSocket();
    renderRoute(
      '/chat?convoId=1',
      [
        {
          path: '/chat',
          element: <ChatRoute />,
        },
      ],
      { createSocket: () => socket },
    );
    const panel = await screen.findByRole('complementary', { name: 'About this conversation' });
    expect(await within(panel).findByRole('button', { name: 'Add to Favorites' })).toBeTruthy();
  });

  it("puts the tenancies feature's link to the pair's tenancy in the chat header", async () => {
    signInAs('TENANT', { id: ME });
    const chat = stubChatApi({ 1: [message(1, 1, RAHUL, 'Hi there')] });
    const shared = tenancy(4, {
      status: 'ACTIVE',
      tenants: [
        {
          id: RAHUL,
          firstName: 'Rahul',
          lastName: 'Sharma',
          avatar: null,
          answer: 'ACCEPTED',
          answeredAt: null,
        },
      ],
    });
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      new URL(String(input), 'http://localhost').pathname === '/api/tenancies'
        ? jsonResponse({ success: true, data: { items: [shared] } })
        : chat(input, init),
    );
    renderRoute('/chat?convoId=1', [{ path: '/chat', element: <ChatRoute /> }], {
      createSocket: () => new FakeSocket(),
    });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Rahul Sharma' });
    const link = await within(heading.closest('header')!).findByRole('link', { name: 'Tenancy' });
    expect(link.getAttribute('href')).toBe('/profile?tab=tenancies&tenancy=4');
  });
});
