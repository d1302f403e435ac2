import { describe, expect, it } from 'vitest';
import { pushNotice, sameOriginUrl, windowShowing } from './push';

const origin = 'https://roomsetu.example';

describe('what a push shows', () => {
  it('shows the title, body and tag the API sends, and leads to its url on this site', () => {
    const payload = JSON.stringify({
      title: 'New message',
      body: 'Asha: is the room still free?',
      url: '/chat?convoId=7',
      tag: 'chat-7',
    });
    expect(pushNotice(payload, origin)).toEqual({
      title: 'New message',
      body: 'Asha: is the room still free?',
      url: 'https://roomsetu.example/chat?convoId=7',
      tag: 'chat-7',
    });
  });

  it('shows a plain notice that opens the app when the payload is missing or not JSON', () => {
    const plain = { title: 'RoomSetu', body: 'You have a new notification.', url: '/' };
    expect(pushNotice(null, origin)).toEqual(plain);
    expect(pushNotice('not json', origin)).toEqual(plain);
    expect(pushNotice('42', origin)).toEqual(plain);
    expect(pushNotice(JSON.stringify({ title: '', body: 3 }), origin)).toEqual({
      title: 'RoomSetu',
      body: 'You have a new notification.',
      url: 'https://roomsetu.example/',
    });
  });

  it('never leads to another site', () => {
    expect(sameOriginUrl('https://evil.example/phish', origin)).toBe('https://roomsetu.example/');
    expect(sameOriginUrl('//evil.example/x', origin)).toBe('https://roomsetu.example/');
    expect(sameOriginUrl('javascript:alert(1)', origin)).toBe('https://roomsetu.example/');
    expect(sameOriginUrl('/notifications', origin)).toBe('https://roomsetu.example/notifications');
  });

  it('finds the open window already showing the address', () => {
    const windows = [{ url: `${origin}/` }, { url: `${origin}/messages` }];
    expect(windowShowing(windows, `${origin}/messages`)).toBe(windows[1]);
    expect(windowShowing(windows, `${origin}/chat`)).toBeUndefined();
  });
});
