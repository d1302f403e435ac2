import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../messages';
import { conversationQuery, inquiryInput, sendMessageInput } from './messages';
import { firstErrors } from './util';

describe('inquiryInput', () => {
  it.each([
    [{ receiverId: 3, text: '' }, 'text', VALIDATION.inquiryMessageRequired],
    [{ receiverId: 3, text: '   ' }, 'text', VALIDATION.inquiryMessageRequired],
    [{ receiverId: 3 }, 'text', VALIDATION.inquiryMessageRequired],
    [{ receiverId: 3, text: 'x'.repeat(5001) }, 'text', VALIDATION.messageTooLong],
    [{ receiverId: 0, text: 'Hi' }, 'receiverId', VALIDATION.idInvalid],
    [{ text: 'Hi' }, 'receiverId', VALIDATION.idInvalid],
  ])('reports %j on %s', (input, field, message) => {
    expect(firstErrors(inquiryInput.safeParse(input))).toEqual({ [field]: message });
  });

  it('trims the text and accepts a numeric string id', () => {
    expect(
      inquiryInput.parse({
        receiverId: '12',
        text: '  Is it available? ',
        inquiryType: 'LOOKING_FOR_ROOM',
      }),
    ).toEqual({
      receiverId: 12,
      text: 'Is it available?',
      inquiryType: 'LOOKING_FOR_ROOM',
    });
  });
});

describe('sendMessageInput', () => {
  it('ignores a blank message', () => {
    expect(firstErrors(sendMessageInput.safeParse({ conversationId: 1, body: '  ' }))).toEqual({
      body: VALIDATION.chatMessageRequired,
    });
  });

  it('accepts a uuid client id and refuses anything else', () => {
    const clientId = '0b8f3a52-6c1e-4a55-9d3e-2f1c7a9b4e10';
    expect(sendMessageInput.parse({ conversationId: 5, body: ' Hello ', clientId })).toEqual({
      conversationId: 5,
      body: 'Hello',
      clientId,
    });
    expect(
      sendMessageInput.safeParse({ conversationId: 5, body: 'Hi', clientId: 'abc' }).success,
    ).toBe(false);
  });
});

describe('conversationQuery', () => {
  it('pages backwards from a cursor, 50 messages by default', () => {
    expect(conversationQuery.parse({})).toEqual({ limit: 50 });
    expect(conversationQuery.parse({ cursor: '120', limit: '20' })).toEqual({
      cursor: 120,
      limit: 20,
    });
  });
});
