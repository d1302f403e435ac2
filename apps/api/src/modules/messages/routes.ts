import {
  conversationDetail,
  conversationQuery,
  conversationSummary,
  deleted,
  idParam,
  inquiryInput,
  inquiryResponse,
} from '@roomsetu/shared';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { sharePhoneRoute } from './share-phone';
import type { RouteTable } from '../../lib/route';
import {
  getConversation,
  listConversations,
  markConversationRead,
  sendInquiry,
  unreadConversations,
} from './service';

export function messageRoutes(table: RouteTable, ctx: AppContext): void {
  table.add({
    method: 'post',
    path: '/messages/conversations-inquiry',
    summary:
      'Send an inquiry: finds or creates the one conversation with the receiver and stores the message',
    tag: 'messages',
    auth: 'user',
    access: 'user',
    body: inquiryInput,
    // 403: a block stands between the two (the blocked sender is only told it was not
    // delivered); 429: the 21st new conversation of an account in an hour, or the 6th in a day
    // of a new account whose phone is not verified, or past the chat limit (shared with the socket).
    errors: [403, 404, 429],
    successStatus: 201,
    response: inquiryResponse,
    handler: async ({ body, user }) => ({ status: 201, data: await sendInquiry(ctx, user, body) }),
  });
  table.add({
    method: 'get',
    path: '/messages/conversations',
    summary: "The caller's conversations, newest activity first",
    tag: 'messages',
    auth: 'user',
    access: 'user',
    response: z.array(conversationSummary),
    handler: async ({ user }) => ({ data: await listConversations(ctx, user) }),
  });
  table.add({
    method: 'get',
    path: '/messages/unread-count',
    summary: 'How many of the caller’s conversations have a message they have not read',
    tag: 'messages',
    auth: 'user',
    access: 'user',
    response: z.object({ count: z.number().int() }),
    handler: async ({ user }) => ({ data: await unreadConversations(ctx, user) }),
  });
  table.add({
    method: 'get',
    path: '/messages/conversations/:id',
    summary: 'One conversation with a page of messages (cursor = oldest message id seen)',
    tag: 'messages',
    auth: 'user',
    access: 'participant',
    params: idParam,
    query: conversationQuery,
    response: conversationDetail,
    handler: async ({ params, query, user }) => ({
      data: await getConversation(ctx, user, params.id, query),
    }),
  });
  table.add({
    method: 'post',
    path: '/messages/conversations/:id/read',
    summary: 'Mark a conversation read up to now',
    tag: 'messages',
    auth: 'user',
    access: 'participant',
    params: idParam,
    response: deleted,
    handler: async ({ params, user }) => {
      await markConversationRead(ctx, user, params.id);
      return { data: { id: params.id } };
    },
  });
  sharePhoneRoute(table, ctx);
}
