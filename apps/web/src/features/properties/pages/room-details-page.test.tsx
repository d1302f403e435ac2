import { MESSAGES } from '@roomsetu/shared';
import hi from '@roomsetu/shared/catalogs/hi.json';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { i18n } from '@/lib/i18n';
import { jsonResponse, renderRoute, signInAs } from '@/test/render-app';
import { fail, ok, pending, stubApi } from '@/test/stub-api';
import { card, property, stubIntersectionObserver } from '../test/fixtures';

const SLOW = { timeout: 30_000 };

vi.mock('@/components/inquiry/inquiry-dialog', () => ({
  InquiryDialog: (props: {
    receiverId: number;
    receiverName: string;
    propertyId?: number;
    open: boolean;
  }) =>
    props.open ? (
      <div role="dialog" aria-label="Inquiry">
        {`to ${props.receiverId} ${props.receiverName} about ${props.propertyId}`}
      </div>
    ) : null,
}));

// Leaflet itself needs a real browser; what matters here is when the map's code is asked for.
vi.mock('../components/details/property-map', () => ({
  PropertyMap: (props: { latitude: number; longitude: number; title: string }) => (
    <div role="img" aria-label={`Map showing ${props.title}`}>
      {`${props.latitude},${props.longitude}`}
    </div>
  ),
}));

beforeAll(async () => {
  await import('./room-details-page');
});

beforeEach(() => {
  vi.spyOn(toast, 'error');
  stubIntersectionObserver();
});

function open(detail = property(1), path = '/room-details?id=1') {
  const api = stubApi({
    'GET /api/properties/1': () => ok(detail),
    // Whether a signed-in visitor saved it; the favourite button's own tests answer it.
    'GET /api/favorite/one/PROPERTY/1': pending,
    // The owner's reviews and reply record, and the owner's free visit slots: their own tests
    // answer them (an unanswered slot list offers every allowed quarter hour).
    'GET /api/users/99/reviews': pending,
    'GET /api/properties/1/visit-slots': pending,
    'GET /api/properties': () =>
      jsonResponse({
        success: true,
        data: [card(2), card(3), card(4)],
        pagination: { page: 1, limit: 3, total: 3, pages: 1 },
      }),
  });
  return { ...renderRoute(path), api };
}

const text = (name: string) => screen.getByText(name);

describe('Room details', SLOW, () => {
  it('shows the photos primary first and moves through them with the arrow keys', async () => {
    const { user } = open();
    const gallery = await screen.findByRole('region', { name: 'Photos of Sunny room 1' });
    const main = () => within(gallery).getAllByRole('img')[0]!;
    expect(main().getAttribute('alt')).toBe('Bedroom, Sunny room 1');
    expect(main().getAttribute('src')).toBe('/u/1-b.webp');
    expect(within(gallery).getAllByRole('button', { name: /Show photo/ })).toHaveLength(2);

    gallery.focus();
    await user.keyboard('{ArrowRight}');
    expect(main().getAttribute('alt')).toBe('Hall');
    await user.keyboard('{ArrowRight}');
    expect(main().getAttribute('alt')).toBe('Bedroom, Sunny room 1');
  });

  it('shows the header, the stats strip, the owner and the map placeholder', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sunny room 1' })).toBeTruthy();
    expect(document.title).toBe('Sunny room 1 | RoomSetu');
    expect(text('Malviya Nagar, Jaipur, Rajasthan')).toBeTruthy();
    const stats = Object.fromEntries(
      screen.getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    );
    expect(stats).toMatchObject({
      Bedrooms: '2',
      Bathrooms: '1',
      Area: '650 sqft',
      Furnishing: 'Semi Furnished',
      Floor: '3rd Floor',
      Availability: 'Available Now',
      'Response time': 'within an hour',
      Listings: '4',
      'Member since': '05-03-2024',
    });
    // The owner's badges, each for a rung reached (e-mail and phone in the fixture).
    const badges = within(screen.getByRole('list', { name: 'Verifications' }));
    expect(badges.getAllByRole('listitem').map((b) => b.textContent)).toEqual([
      'E-mail verified',
      'Phone verified',
    ]);
    expect(text('Verified by RoomSetu on 12 Nov')).toBeTruthy();
    expect(text(MESSAGES.loadingMap)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to listings' }).getAttribute('href')).toBe(
      '/find-rooms',
    );
  });

  it('says when the owner last confirmed a live listing', async () => {
    open();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Sunny room 1' });
    const header = heading.closest('header')!;
    expect(within(header).getByText('Available — confirmed 3 days ago')).toBeTruthy();
  });

  it('has accessible tabs, Details first', async () => {
    const { user } = open();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Details',
      'Amenities',
      'Location',
      'Policies',
    ]);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toContain('Bright room close to the metro.');

    tabs[0]!.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Amenities' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Amenities' }));
    expect(within(screen.getByRole('tabpanel')).getByText('Balcony')).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tabpanel').textContent).toContain('Hospital1.5 km');
    await user.keyboard('{End}');
    const policies = screen.getByRole('tabpanel');
    expect(within(policies).getByText('Cooking allowed')).toBeTruthy();
    expect(within(policies).getByText('No smoking inside')).toBeTruthy();
  });

  it('draws the map only once its section nears the screen, in the space kept for it', async () => {
    const observer = stubIntersectionObserver();
    open();
    const section = await screen.findByRole('region', { name: 'On the map' });
    expect(within(section).getByRole('status').textContent).toBe(MESSAGES.loadingMap);
    expect(screen.queryByRole('img', { name: /Map showing/ })).toBeNull();

    // The section watches for the screen coming near (its effect may run after the first paint).
    await waitFor(() => expect(observer.margins()).toContain('300px'));
    act(() => observer.reveal());
    const map = await within(section).findByRole('img', { name: 'Map showing Sunny room 1' });
    expect(map.textContent).toBe(`${property(1).latitude},${property(1).longitude}`);
    expect(within(section).queryByRole('status')).toBeNull();
  });

  it('asks for similar listings only once their section nears the screen, keeping their place meanwhile', async () => {
    const observer = stubIntersectionObserver();
    const { api } = open();
    const section = await screen.findByRole('region', { name: 'Similar Properties' });
    expect(within(section).getByRole('list').getAttribute('aria-busy')).toBe('true');
    expect(within(section).getAllByRole('listitem')).toHaveLength(3);
    const similarAsked = () =>
      api.fetchMock.mock.calls.some(([input]) => String(input).includes('notId='));
    expect(similarAsked()).toBe(false);

    await waitFor(() => expect(observer.margins()).toContain('400px'));
    act(() => observer.reveal());
    expect(await within(section).findAllByRole('link', { name: /View Details/ })).toHaveLength(3);
    expect(similarAsked()).toBe(true);
  });

  it('offers three similar listings in new tabs and a link to all of them', async () => {
    const observer = stubIntersectionObserver();
    const { api } = open();
    const section = await screen.findByRole('region', { name: 'Similar Properties' });
    await waitFor(() => expect(observer.margins()).toContain('400px'));
    act(() => observer.reveal());
    const links = await within(section).findAllByRole('link', { name: /View Details/ });
    expect(links).toHaveLength(3);
    expect(links[0]!.getAttribute('target')).toBe('_blank');
    expect(links[0]!.getAttribute('href')).toBe('/room-details?id=2');
    const query = new URL(String(api.fetchMock.mock.calls.at(-1)?.[0]), 'http://x').searchParams;
    expect(Object.fromEntries(query)).toEqual({
      limit: '3',
      notId: '1',
      city: 'jaipur',
      minRent: '6250',
      maxRent: '18750',
    });
    expect(
      within(section).getByRole('link', { name: 'View All Similar' }).getAttribute('href'),
    ).toBe('/find-rooms?location=jaipur&budget=10000-20000&roomType=PRIVATE_ROOM');
  });

  it('says Preview not available without photos, "-" before availability and notes an approximate pin', async () => {
    open(property(1, { photos: [], availableFrom: '2999-01-01', locationApproximate: true }));
    expect(await screen.findByText(MESSAGES.previewNotAvailable)).toBeTruthy();
    expect(screen.getByText('Availability').nextElementSibling?.textContent).toBe('-');
    expect(screen.getByText(/Approximate location/)).toBeTruthy();
  });

  it('shows No details found when the listing cannot be loaded', async () => {
    stubApi({ 'GET /api/properties/5': () => fail(404, 'Property not found') });
    renderRoute('/room-details?id=5');
    expect(await screen.findByRole('heading', { name: MESSAGES.noDetails })).toBeTruthy();
    // Raised by an effect, which runs after the commit that drew the text above.
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(MESSAGES.propertyFetchFailed, expect.anything()),
    );
  });

  it('sends guests to sign in and opens the inquiry dialog for signed-in users', async () => {
    const guest = open();
    await guest.user.click(await screen.findByRole('button', { name: 'Schedule a Visit' }));
    await vi.waitFor(() => expect(guest.router.state.location.pathname).toBe('/sign-in'));
    guest.unmount();

    signInAs('TENANT');
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Contact Owner' }));
    expect((await screen.findByRole('dialog', { name: 'Inquiry' })).textContent).toBe(
      'to 99 Priya Sharma about 1',
    );
  });

  it('opens the visit picker for signed-in users: a day, quarter-hour times, up to three', async () => {
    signInAs('TENANT');
    // Without an answer about the owner's hours, every allowed quarter hour is offered.
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Schedule a Visit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule a visit' });
    const times = await within(dialog).findAllByRole('button', { pressed: false });
    expect(times[0]!.textContent).toBe('09:00');
    expect(times.at(-1)!.textContent).toBe('19:30');
    for (const t of times.slice(0, 4)) await user.click(t);
    expect(within(dialog).getAllByRole('button', { pressed: true })).toHaveLength(3);
  });

  it('a bar with the rent and Contact owner stays at the bottom on small screens', async () => {
    signInAs('TENANT');
    const { user } = open();
    const bar = await screen.findByTestId('contact-bar');
    expect(bar.className).toMatch(/\bfixed\b.*\bbottom-0\b/);
    expect(bar.className).toContain('lg:hidden');
    expect(bar.textContent).toContain('₹12,500');
    await user.click(within(bar).getByRole('button', { name: 'Contact owner' }));
    expect(await screen.findByRole('dialog', { name: 'Inquiry' })).toBeTruthy();
  });

  it('a paused listing says "Not available right now" and offers no contact', async () => {
    open(property(1, { status: 'PAUSED' }));
    expect(await screen.findByText('Not available right now')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Contact|Schedule/i })).toBeNull();
    expect(screen.queryByTestId('contact-bar')).toBeNull();
    expect(screen.queryByText('Let agreed')).toBeNull();
  });

  it('tells the owner a listing held for review is not visible to renters', async () => {
    signInAs('LANDLORD', { id: 99 });
    open(property(1, { status: 'PENDING' }));
    expect(await screen.findByText('Under review, not visible to renters')).toBeTruthy();
    expect(screen.queryByTestId('contact-bar')).toBeNull();
  });

  it('a let-agreed listing shows its ribbon and no contact buttons', async () => {
    open(property(1, { status: 'LET_AGREED', letAgreedAt: '2026-11-20T10:00:00.000Z' }));
    const gallery = await screen.findByRole('region', { name: 'Photos of Sunny room 1' });
    expect(within(gallery.parentElement!).getByText('Let agreed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Contact|Schedule/i })).toBeNull();
    expect(screen.queryByTestId('contact-bar')).toBeNull();
  });

  it('speaks Hindi when Hindi is chosen: the gallery, the stats, the tabs and the contact card', async () => {
    i18n.addResourceBundle('hi', 'rooms', hi.rooms);
    i18n.addResourceBundle('hi', 'enums', hi.enums);
    await i18n.changeLanguage('hi');
    onTestFinished(async () => {
      await i18n.changeLanguage('en');
    });
    open();
    const gallery = await screen.findByRole('region', { name: 'Sunny room 1 की फ़ोटो' });
    const main = within(gallery).getAllByRole('img')[0]!;
    expect(main.getAttribute('alt')).toBe(`${hi.enums.photoAlt.Bedroom}, Sunny room 1`);
    expect(text('तीसरा फ़्लोर')).toBeTruthy();
    expect(text(hi.enums.furnishing.SEMI)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'जानकारी' })).toBeTruthy();
    expect(text('इस प्रॉपर्टी के बारे में')).toBeTruthy();
    expect(text('4 साल')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'पसंद आया?' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'मालिक से संपर्क करें' }).length).toBeGreaterThan(0);
  });
});
