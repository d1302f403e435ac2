import hi from '@roomsetu/shared/catalogs/hi.json';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderRoute } from '@/test/render-app';
import { card } from '../test/fixtures';
import { RoomCard } from './room-card';

const SIZES = '(min-width: 640px) 50vw, 100vw';
const show = (room: ReturnType<typeof card>, priority = false) =>
  renderRoute('/x', [
    {
      path: '/x',
      element: <RoomCard room={room} photoSizes={SIZES} priority={priority} />,
    },
  ]);

describe('RoomCard', () => {
  it('a let-agreed room carries the ribbon instead of its availability', async () => {
    show(card(1, { status: 'LET_AGREED' }));
    const article = (await screen.findByRole('heading', { name: 'Sunny room 1' })).closest(
      'article',
    )!;
    expect(within(article).getByText('Let agreed')).toBeTruthy();
    expect(within(article).queryByText(/^Available/)).toBeNull();
  });

  it('an active room shows when it is available and no ribbon', async () => {
    show(card(1));
    const article = (await screen.findByRole('heading', { name: 'Sunny room 1' })).closest(
      'article',
    )!;
    expect(within(article).getByText('Available')).toBeTruthy();
    expect(within(article).queryByText('Let agreed')).toBeNull();
  });

  it('a live room says when its owner last confirmed it', async () => {
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000).toISOString();
    show(card(1, { confirmedAt: threeDaysAgo }));
    expect(await screen.findByText('Available — confirmed 3 days ago')).toBeTruthy();
  });

  it('a room free only from a later date is confirmed, not called available', async () => {
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000).toISOString();
    const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    show(card(1, { confirmedAt: threeDaysAgo, availableFrom: inAMonth }));
    expect(await screen.findByText('Confirmed 3 days ago')).toBeTruthy();
    expect(screen.queryByText(/^Available —/)).toBeNull();
  });

  it('today and yesterday read as words; a paused room says nothing of it', async () => {
    const { unmount } = show(card(1, { confirmedAt: new Date().toISOString() }));
    expect(await screen.findByText('Available — confirmed today')).toBeTruthy();
    unmount();
    const again = show(card(2, { confirmedAt: new Date(Date.now() - 86_400_000).toISOString() }));
    expect(await screen.findByText('Available — confirmed yesterday')).toBeTruthy();
    again.unmount();
    show(card(3, { status: 'PAUSED' }));
    await screen.findByRole('heading', { name: 'Sunny room 3' });
    expect(screen.queryByText(/confirmed/)).toBeNull();
  });

  it("offers the primary photo's card variants by width, with the grid's sizes", async () => {
    show(card(4), true);
    const photo = await screen.findByRole('img', { name: 'Bedroom' });
    expect(photo.getAttribute('src')).toBe('/u/4-b-card.webp');
    expect(photo.getAttribute('srcset')).toBe(
      '/u/4-b-w320.webp 320w, /u/4-b-w640.webp 640w, /u/4-b-w960.webp 960w',
    );
    expect(photo.getAttribute('sizes')).toBe(SIZES);
    // One of the first cards: fetched at once, first; its box reserved before it loads.
    expect(photo.getAttribute('loading')).toBe('eager');
    expect(photo.getAttribute('fetchpriority')).toBe('high');
    expect([photo.getAttribute('width'), photo.getAttribute('height')]).toEqual(['480', '320']);
  });

  it('a photo listed without variants shows its card alone, lazily', async () => {
    const room = card(5);
    show({ ...room, photos: room.photos.map((p) => ({ ...p, cardVariants: [] })) });
    const photo = await screen.findByRole('img', { name: 'Bedroom' });
    expect(photo.getAttribute('src')).toBe('/u/5-b-card.webp');
    expect(photo.getAttribute('srcset')).toBeNull();
    expect(photo.getAttribute('sizes')).toBeNull();
    expect(photo.getAttribute('loading')).toBe('lazy');
  });

  it('speaks Hindi when Hindi is chosen', async () => {
    i18n.addResourceBundle('hi', 'rooms', hi.rooms);
    i18n.addResourceBundle('hi', 'enums', hi.enums);
    await i18n.changeLanguage('hi');
    onTestFinished(async () => {
      await i18n.changeLanguage('en');
    });
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000).toISOString();
    show(card(1, { confirmedAt: threeDaysAgo }));
    const article = (await screen.findByRole('heading', { name: 'Sunny room 1' })).closest(
      'article',
    )!;
    const view = within(article);
    expect(view.getByText('उपलब्ध')).toBeTruthy();
    expect(view.getByText('उपलब्ध — 3 दिन पहले पुष्टि हुई')).toBeTruthy();
    expect(view.getByText('2 बेड')).toBeTruthy();
    expect(view.getByText('/महीना')).toBeTruthy();
    expect(view.getByRole('list', { name: 'सुविधाएँ' })).toBeTruthy();
    expect(view.getByRole('link', { name: 'पूरी जानकारी देखें: Sunny room 1' })).toBeTruthy();
  });
});
