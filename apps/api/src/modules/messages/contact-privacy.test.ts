import { BLOCK_MESSAGES } from '@roomsetu/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/auth';
import { createConversation, createUser } from '../../test/factories';
import { createTestEnv, type TestEnv } from '../../test/harness';

let t: TestEnv;
type U = Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestEnv();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.ctx.database.db;
const view = async (id: number, as: U) => {
  const res = await request(t.app)
    .get(`/api/messages/conversations/${id}`)
    .set(...bearer(t, as));
  expect(res.status).toBe(200);
  return res.body.data as {
    participants: { userId: number; user: { email: string | null } }[];
    messages: { kind: string }[];
  };
};
const emailOf = (convo: { participants: { userId: number; user: { email: string | null } }[] }) =>
  Object.fromEntries(convo.participants.map((p) => [p.userId, p.user.email]));
const list = async (as: U) =>
  (
    await request(t.app)
      .get('/api/messages/conversations')
      .set(...bearer(t, as))
  ).body.data as {
    id: number;
    participants: { userId: number; user: { email: string | null } }[];
  }[];

describe("the other participant's e-mail", () => {
  it('is shown only once they have written in the conversation', async () => {
    const writer = await createUser(db());
    const silent = await createUser(db());
    // Only `writer` has said anything.
    const { id } = await createConversation(db(), writer.id, silent.id, ['Is the room free?']);

    expect(emailOf(await view(id, writer))).toEqual({
      [writer.id]: writer.email,
      [silent.id]: null,
    });
    expect(emailOf(await view(id, silent))).toEqual({
      [writer.id]: writer.email,
      [silent.id]: silent.email,
    });
    const listed = (await list(writer)).find((c) => c.id === id)!;
    expect(emailOf(listed)).toEqual({ [writer.id]: writer.email, [silent.id]: null });

    // The reply makes them a correspondent: now their address is shown too.
    const reply = await request(t.app)
      .post('/api/messages/conversations-inquiry')
      .set(...bearer(t, silent))
      .send({ receiverId: writer.id, text: 'Yes, it is.' });
    expect(reply.status).toBeLessThan(300);
    expect(emailOf(await view(id, writer))[silent.id]).toBe(silent.email);
  });
});

describe('sharing a number across a block', () => {
  it('is refused both ways, and leaves no note in the chat', async () => {
    const blocker = await createUser(db());
    const blocked = await createUser(db());
    const { id } = await createConversation(db(), blocked.id, blocker.id, ['Hello', 'Hi']);
    expect(
      (
        await request(t.app)
          .post(`/api/blocks/${blocked.id}`)
          .set(...bearer(t, blocker))
      ).status,
    ).toBeLessThan(300);
    const share = (as: U) =>
      request(t.app)
        .post(`/api/messages/conversations/${id}/share-phone`)
        .set(...bearer(t, as));

    const theirs = await share(blocked);
    expect(theirs.status).toBe(403);
    expect(theirs.body.error).toBe('Your number cannot be shared in this conversation.');
    const mine = await share(blocker);
    expect(mine.status).toBe(403);
    expect(mine.body.error).not.toBe(BLOCK_MESSAGES.notDelivered);
    expect(mine.body.error).toMatch(/Unblock them/);

    const after = await view(id, blocked);
    expect(after.messages.filter((m) => m.kind === 'SYSTEM')).toHaveLength(0);
  });
});
