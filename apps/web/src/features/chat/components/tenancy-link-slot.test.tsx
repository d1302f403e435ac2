import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { FakeSocket } from '@/test/fake-socket';
import { renderRoute, signInAs } from '@/test/render-app';
import { ChatPage } from '../pages/chat-page';
import { ME, message, RAHUL, stubChatApi } from '../testing/fixtures';
import { ChatTenancyLinkContext, type ChatTenancyLinkProps } from './tenancy-link-slot';

const SLOW = { timeout: 30_000 };

/** What the app composes in, reduced to the person it was asked about. */
function TenancyLink({ otherId }: ChatTenancyLinkProps) {
  return <a href={`/profile?tab=tenancies&with=${otherId}`}>Tenancy</a>;
}

function renderChat(withLink: boolean) {
  const page = withLink ? (
    <ChatTenancyLinkContext value={TenancyLink}>
      <ChatPage />
    </ChatTenancyLinkContext>
  ) : (
    <ChatPage />
  );
  return renderRoute('/chat?convoId=1', [{ path: '/chat', element: page }], {
    createSocket: () => new FakeSocket(),
  });
}

beforeEach(() => {
  signInAs('TENANT', { id: ME });
  stubChatApi({ 1: [message(1, 1, RAHUL, 'Hi there')] });
});

describe('the chat header’s tenancy slot', SLOW, () => {
  it('asks the composed link about the person the conversation is with', async () => {
    renderChat(true);
    await screen.findByRole('heading', { level: 1, name: 'Rahul Sharma' });
    const link = screen.getByRole('link', { name: 'Tenancy' });
    expect(link.getAttribute('href')).toBe(`/profile?tab=tenancies&with=${RAHUL}`);
    expect(link.closest('header')).toBe(
      screen.getByRole('heading', { level: 1 }).closest('header'),
    );
  });

  it('is empty when the app composes no link in', async () => {
    renderChat(false);
    await screen.findByRole('heading', { level: 1, name: 'Rahul Sharma' });
    expect(screen.queryByRole('link', { name: 'Tenancy' })).toBeNull();
  });
});
