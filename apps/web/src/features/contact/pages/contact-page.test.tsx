import { CONTACT_SUCCESS_MS, MESSAGES } from '@roomsetu/shared';
import hi from '@roomsetu/shared/catalogs/hi.json';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { jsonResponse, renderRoute, signInAs } from '@/test/render-app';

const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;

function stubSend(response: () => Response) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => response());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('Contact page', () => {
  it('shows one message naming the required fields and sends nothing', async () => {
    const fetchMock = stubSend(() => jsonResponse({ success: true, data: {} }, 201));
    const { user } = renderRoute('/contact');
    await screen.findByRole('heading', { level: 1 });
    await user.type(field(/Last name/), 'Sharma');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual(['Please fill First Name, Email and Message']);
    expect(field(/First name/).getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the message, shows the success text for 4 seconds and clears the form', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubSend(() =>
      jsonResponse({ success: true, data: { id: 1 }, message: MESSAGES.contactSent }, 201),
    );
    const { user } = renderRoute('/contact');
    await screen.findByRole('heading', { level: 1 });
    await user.type(field(/First name/), 'Asha');
    await user.type(field(/^Email/), 'Asha@Example.com ');
    await user.type(field(/Subject/), 'Listing question');
    await user.type(field(/Message/), 'Is the Malviya Nagar room still available?');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText(MESSAGES.contactSent)).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/users-public/send-message');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      firstName: 'Asha',
      email: 'asha@example.com',
      subject: 'Listing question',
      message: 'Is the Malviya Nagar room still available?',
      type: 'contact',
    });
    for (const name of [/First name/, /Last name/, /^Email/, /Subject/, /Message/]) {
      expect(field(name).value).toBe('');
    }

    await act(() => vi.advanceTimersByTimeAsync(CONTACT_SUCCESS_MS - 100));
    expect(screen.queryByText(MESSAGES.contactSent)).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.queryByText(MESSAGES.contactSent)).toBeNull();
  });

  it('shows the server error when the send is refused, and keeps what was typed', async () => {
    stubSend(() =>
      jsonResponse({ success: false, error: 'Too many requests. Please try again later.' }, 429),
    );
    const { user } = renderRoute('/contact');
    await screen.findByRole('heading', { level: 1 });
    await user.type(field(/First name/), 'Asha');
    await user.type(field(/^Email/), 'asha@example.com');
    await user.type(field(/Message/), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many requests. Please try again later.',
    );
    expect(field(/Message/).value).toBe('Hello');
  });

  it('falls back to the spec text when the server fails', async () => {
    stubSend(() => jsonResponse({ success: false, error: 'Internal error' }, 500));
    const { user } = renderRoute('/contact');
    await screen.findByRole('heading', { level: 1 });
    await user.type(field(/First name/), 'Asha');
    await user.type(field(/^Email/), 'asha@example.com');
    await user.type(field(/Message/), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.contactFailed);
  });

  it('prefills a signed-in user and a subject from the link', async () => {
    signInAs('TENANT', { name: 'Rahul Verma', email: 'rahul@example.com' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ success: true, data: [] })),
    );
    renderRoute('/contact?subject=Premium%20plan%20enquiry');
    await screen.findByRole('heading', { level: 1 });
    expect(field(/First name/).value).toBe('Rahul');
    expect(field(/Last name/).value).toBe('Verma');
    expect(field(/^Email/).value).toBe('rahul@example.com');
    expect(field(/Subject/).value).toBe('Premium plan enquiry');
  });
});

describe('Contact page, in Hindi', () => {
  it('shows the page, the form, the details and the FAQ in Hindi', async () => {
    i18n.addResourceBundle('hi', 'common', hi.common);
    i18n.addResourceBundle('hi', 'contact', hi.contact);
    await i18n.changeLanguage('hi');
    try {
      stubSend(() => jsonResponse({ success: true, data: [] }));
      renderRoute('/contact');
      expect(await screen.findByRole('heading', { level: 1, name: 'संपर्क' })).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'हमें मैसेज भेजें' })).toBeTruthy();
      expect(field(/पहला नाम/)).toBeTruthy();
      expect(field(/उपनाम/).labels?.[0]?.textContent).toBe('उपनाम (वैकल्पिक)');
      expect(field(/मैसेज/).getAttribute('placeholder')).toBe('हम आपकी क्या मदद कर सकते हैं?');
      expect(screen.getByRole('button', { name: 'मैसेज भेजें' })).toBeTruthy();
      expect(screen.getByText('सोमवार से शुक्रवार, सुबह 9 बजे से शाम 7 बजे तक')).toBeTruthy();
      expect(screen.getByText('हम हर मैसेज का जवाब 24 घंटे के अंदर देते हैं।')).toBeTruthy();
      expect(screen.getByText('मुझे जवाब कितनी जल्दी मिलेगा?')).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
