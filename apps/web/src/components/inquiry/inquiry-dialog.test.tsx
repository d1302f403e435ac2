import { MESSAGES, REDIRECT_AFTER_INQUIRY_MS } from '@roomsetu/shared';
import { act, screen, waitFor } from '@testing-library/react';
import { useLayoutEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { jsonResponse, renderRoute, signInAs } from '@/test/render-app';
import { InquiryDialog } from './inquiry-dialog';

function Host({ propertyId }: { propertyId?: number }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Contact
      </button>
      <InquiryDialog
        receiverId={42}
        receiverName="Sneha Kulkarni"
        propertyId={propertyId}
        open={open}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

let chatDrawnAt = 0;
function Chat() {
  useLayoutEffect(() => {
    chatDrawnAt = Date.now();
  }, []);
  return <h1>Chat</h1>;
}

function renderDialog(propertyId?: number) {
  // The toaster sits in the layout, as in the app: a toast outlives the page that raised it.
  return renderRoute('/find-roommates', [
    {
      element: (
        <>
          <Toaster />
          <Outlet />
        </>
      ),
      children: [
        { path: '/find-roommates', element: <Host propertyId={propertyId} /> },
        { path: '/chat', element: <Chat /> },
        { path: '/sign-in', element: <h1>Sign In</h1> },
      ],
    },
  ]);
}

/** fetch fails as it does without a network. */
const networkFails = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );

describe('InquiryDialog', () => {
  it('sends the inquiry, says so, and opens the chat after 1 s', async () => {
    signInAs('TENANT');
    let answeredAt = 0;
    const fetchMock = vi.fn(async () => {
      answeredAt = Date.now();
      return jsonResponse({ success: true, data: { conversation: { id: 9 }, message: {} } }, 201);
    });
    vi.stubGlobal('fetch', fetchMock);
    const { user, router } = renderDialog(5);

    const dialog = await screen.findByRole('dialog', { name: 'Message Sneha Kulkarni' });
    await user.click(screen.getByRole('button', { name: 'Hi! Is this place still available?' }));
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText(MESSAGES.inquirySent)).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/messages/conversations-inquiry');
    expect(JSON.parse(String(init.body))).toEqual({
      receiverId: 42,
      text: 'Hi! Is this place still available?',
      propertyId: 5,
      clientId: expect.stringMatching(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      ),
    });
    expect(dialog).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe('?convoId=9'), {
      timeout: REDIRECT_AFTER_INQUIRY_MS + 2000,
    });
    expect(router.state.location.pathname).toBe('/chat');
    // Not before its second: the chat drew no earlier than that after the answer.
    expect(chatDrawnAt - answeredAt).toBeGreaterThanOrEqual(REDIRECT_AFTER_INQUIRY_MS);
  });

  it("checks an empty text in the form first, with the spec's 'message is required'", async () => {
    signInAs('TENANT');
    const fetchMock = vi.fn(async () =>
      jsonResponse({ success: false, error: 'message is required' }, 400),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { user, router } = renderDialog();
    await screen.findByRole('dialog');
    await user.type(screen.getByLabelText('Your message'), '   ');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('message is required')).toBeTruthy();
    const box = screen.getByLabelText('Your message');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(box);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/find-roommates');
    // Writing something clears it.
    await user.type(box, 'Hello');
    expect(screen.queryByText('message is required')).toBeNull();
  });

  it("shows the server's refusal when it has one", async () => {
    signInAs('TENANT');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse({ success: false, error: 'You cannot send an inquiry to yourself' }, 400),
      ),
    );
    const { user } = renderDialog();
    await user.type(await screen.findByLabelText('Your message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('You cannot send an inquiry to yourself')).toBeTruthy();
  });

  it("falls back to 'Failed to send message' when the network fails", async () => {
    signInAs('TENANT');
    networkFails();
    const { user } = renderDialog();
    await user.type(await screen.findByLabelText('Your message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(MESSAGES.inquiryFailed)).toBeTruthy();
  });

  it('sends the same inquiry again under the same id, so a lost answer never stores it twice', async () => {
    signInAs('TENANT');
    let calls = 0;
    const fetchMock = vi.fn(async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return jsonResponse({ success: true, data: { conversation: { id: 9 }, message: {} } }, 201);
    });
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderDialog();
    await user.type(await screen.findByLabelText('Your message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(MESSAGES.inquiryFailed)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(MESSAGES.inquirySent)).toBeTruthy();
    const ids = fetchMock.mock.calls.map(
      (call) => JSON.parse(String((call as unknown as [string, RequestInit])[1].body)).clientId,
    );
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(ids[0]);
  });

  it('says the device is offline instead of spinning when there is no network', async () => {
    signInAs('TENANT');
    networkFails();
    const { user } = renderDialog();
    await user.type(await screen.findByLabelText('Your message'), 'Hello');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(
      await screen.findByText('You’re offline — try again when you’re connected'),
    ).toBeTruthy();
  });

  it('sends a guest to /sign-in instead of opening', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const { router } = renderDialog();
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    await act(async () => {});
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
