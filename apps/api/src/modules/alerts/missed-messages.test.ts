import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, tokenFor } from '../../test/auth';
import { createConversation, createUser } from '../../test/factories';
import { createTestEnv, type TestEnv } from '../../test/harness';
import { client, closeClients, listen } from '../../test/realtime';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';

let t: TestEnv;
let smtp: TestSmtp;
type U = { id: number; role: 'TENANT' | 'LANDLORD'; email: string };
const MINUTE = 60_000;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestEnv({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://roomsetu.test' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  await t.ctx.jobs.drain();
  smtp.mails.length = 0;
});

const newUser = async (firstName: string, role: U['role'] = 'TENANT'): Promise<U> => {
  const u = await createUser(t.ctx.database.db, { firstName, role });
  return { id: u.id, role, email: u.email };
};
const send = async (from: U, to: U, text: string) => {
  const res = await request(t.app)
    .post('/api/messages/conversations-inquiry')
    .set(...bearer(t, from))
    .send({ receiverId: to.id, text });
  expect(res.status).toBe(201);
  return res.body.data.conversation.id as number;
};
const mailsTo = (u: U) => smtp.mails.filter((m) => m.to.includes(u.email));

describe('missed-message e-mail', () => {
  it('mails a message unread after 15 minutes: first name, first 140 characters, a link', async () => {
    const [sender, reader] = [await newUser('Ravi Kumar'), await newUser('Meera', 'LANDLORD')];
    const long = `Is the room still available? ${'x'.repeat(200)}`;
    const conversationId = await send(sender, reader, long);
    t.clock.advance(14 * MINUTE);
    await t.ctx.jobs.drain();
    expect(smtp.mails).toEqual([]);
    t.clock.advance(MINUTE);
    await t.ctx.jobs.drain();
    const mails = mailsTo(reader);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Ravi Kumar sent you a message on RoomSetu');
    expect(mails[0]!.text).toContain('Hi Meera');
    expect(mails[0]!.text).toContain(`"${long.slice(0, 140)}…"`);
    expect(mails[0]!.text).not.toContain(long.slice(0, 141));
    expect(mails[0]!.text).toContain(`https://roomsetu.test/chat?convoId=${conversationId}`);
    expect(mails[0]!.raw).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/);
    expect(mailsTo(sender)).toEqual([]);
  });

  it('sends nothing when the message was read within 15 minutes', async () => {
    const [sender, reader] = [await newUser('Ravi'), await newUser('Meera')];
    const conversationId = await send(sender, reader, 'Hello');
    t.clock.advance(5 * MINUTE);
    const read = await request(t.app)
      .post(`/api/messages/conversations/${conversationId}/read`)
      .set(...bearer(t, reader));
    expect(read.status).toBe(200);
    t.clock.advance(11 * MINUTE);
    await t.ctx.jobs.drain();
    expect(smtp.mails).toEqual([]);
  });

  it('sends at most one e-mail per conversation per hour', async () => {
    const [sender, reader] = [await newUser('Ravi'), await newUser('Meera')];
    await send(sender, reader, 'one');
    t.clock.advance(10 * MINUTE);
    await send(sender, reader, 'two');
    t.clock.advance(10 * MINUTE);
    await t.ctx.jobs.drain();
    t.clock.advance(10 * MINUTE);
    await t.ctx.jobs.drain();
    expect(mailsTo(reader)).toHaveLength(1);
    expect(mailsTo(reader)[0]!.text).toContain('"one"');

    t.clock.advance(40 * MINUTE);
    await send(sender, reader, 'three');
    t.clock.advance(16 * MINUTE);
    await t.ctx.jobs.drain();
    expect(mailsTo(reader)).toHaveLength(2);
    expect(mailsTo(reader)[1]!.text).toContain('"three"');
  });

  it('sends nothing when message e-mails are switched off', async () => {
    const [sender, reader] = [await newUser('Ravi'), await newUser('Meera')];
    await request(t.app)
      .put('/api/users/self/notification-settings')
      .set(...bearer(t, reader))
      .send({ messages: false });
    await send(sender, reader, 'Hello');
    t.clock.advance(16 * MINUTE);
    await t.ctx.jobs.drain();
    expect(smtp.mails).toEqual([]);
  });

  it('mails a message sent over the socket too, once even when the client resends it', async () => {
    const [sender, reader] = [await newUser('Ravi'), await newUser('Meera')];
    const { id: conversationId } = await createConversation(
      t.ctx.database.db,
      sender.id,
      reader.id,
    );
    const server = await listen(t);
    try {
      const socket = await client(server.url, tokenFor(t, sender));
      const emit = () =>
        new Promise<{ ok: boolean }>((resolve) =>
          socket.emit(
            'send_message',
            {
              conversationId,
              body: 'Over the socket',
              clientId: '6f1c1f5e-3a57-4d55-9d0e-2a3f8f2b9c11',
            },
            resolve,
          ),
        );
      expect((await emit()).ok).toBe(true);
      expect((await emit()).ok).toBe(true);
    } finally {
      closeClients();
      await server.close();
    }
    t.clock.advance(16 * MINUTE);
    await t.ctx.jobs.drain();
    const mails = mailsTo(reader);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('"Over the socket"');
  });
});
