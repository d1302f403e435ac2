import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render-app';
import { fail, ok, pending, stubApi } from '@/test/stub-api';
import { answerOf } from './listing-check-page';

const SLOW = { timeout: 30_000 };

/** A token shaped like the server's: base64url claims, a dot, a signature the page never reads. */
const token = (a: string) =>
  `${btoa(JSON.stringify({ p: 7, a, k: 1, e: 2 }))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_')}.sig`;

/** What the link is about, read as the page opens: these tests work from the token alone. */
const linkPending = { 'GET /api/properties/freshness/link': pending };

const result = (answer: string, status: string) => ({
  id: 7,
  title: 'Sunny room 7',
  answer,
  status,
  confirmedAt: '2026-11-20T10:00:00.000Z',
});

describe('/listing-check', SLOW, () => {
  it('opening the link changes nothing; the button posts the token', async () => {
    const t = token('AVAILABLE');
    const api = stubApi({
      ...linkPending,
      'POST /api/properties/freshness': () =>
        ok(result('AVAILABLE', 'ACTIVE'), 200, 'Thanks, your listing shows as available.'),
    });
    const { user } = renderRoute(`/listing-check?token=${encodeURIComponent(t)}`);
    expect(
      await screen.findByRole('heading', { name: 'Is your room still available?' }),
    ).toBeTruthy();
    expect(api.callsTo('POST /api/properties/freshness')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Yes, still available' }));
    expect((await screen.findByRole('status')).textContent).toContain(
      'Thanks, your listing shows as available.',
    );
    expect(screen.queryByRole('button', { name: 'Yes, still available' })).toBeNull();
    expect(api.callsTo('POST /api/properties/freshness')).toEqual([
      { method: 'POST', path: '/api/properties/freshness', body: { token: t } },
    ]);
  });

  it('labels the button by the answer the link carries', async () => {
    stubApi(linkPending);
    renderRoute(`/listing-check?token=${token('RENTED')}`);
    expect(await screen.findByRole('button', { name: 'Rented — pause it' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Has your room been rented?' })).toBeTruthy();
  });

  it('shows the server’s refusal of a used or expired link', async () => {
    stubApi({
      ...linkPending,
      'POST /api/properties/freshness': () =>
        fail(409, 'This question was already answered. Open My Property to update your listing.'),
    });
    const { user } = renderRoute(`/listing-check?token=${token('AVAILABLE')}`);
    await user.click(await screen.findByRole('button', { name: 'Yes, still available' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This question was already answered.',
    );
  });

  it('names the listing before anything is pressed', async () => {
    const t = token('AVAILABLE');
    stubApi({
      'GET /api/properties/freshness/link': () =>
        ok({ id: 7, title: 'Sunny room 7', answer: 'AVAILABLE', answered: false }),
    });
    renderRoute(`/listing-check?token=${encodeURIComponent(t)}`);
    expect((await screen.findByText('Sunny room 7')).closest('p')?.textContent).toBe(
      'Your listing: Sunny room 7',
    );
    expect(screen.getByRole('button', { name: 'Yes, still available' })).toBeTruthy();
  });

  it('a link whose question is answered says so, whichever answer it carries', async () => {
    stubApi({
      'GET /api/properties/freshness/link': () =>
        ok({ id: 7, title: 'Sunny room 7', answer: 'RENTED', answered: true }),
    });
    renderRoute(`/listing-check?token=${encodeURIComponent(token('RENTED'))}`);
    expect((await screen.findByRole('status')).textContent).toContain(
      'This question is already answered',
    );
    expect(screen.queryByRole('button', { name: 'Rented — pause it' })).toBeNull();
    expect(screen.queryByText('That did not work')).toBeNull();
  });

  it('a missing or mangled token says so and offers My Property', async () => {
    stubApi({});
    renderRoute('/listing-check?token=%%%');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Check your listing' }),
    ).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('This link is not valid');
    expect(screen.queryByRole('button', { name: /available|rented/i })).toBeNull();
    expect(
      screen
        .getByRole('link', { name: 'Manage your listings in My Property' })
        .getAttribute('href'),
    ).toBe('/profile?tab=properties');
  });

  it('answerOf reads only the answers there are', () => {
    expect(answerOf(token('REACTIVATE'))).toBe('REACTIVATE');
    expect(answerOf(token('DELETE'))).toBeNull();
    expect(answerOf(null)).toBeNull();
  });
});
