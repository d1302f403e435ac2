import { MESSAGES, UNSUBSCRIBE_LINK_DAYS, UNSUBSCRIBE_UNDO_DAYS } from '@roomsetu/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/auth';
import { createTenant, type TestTenant } from '../../test/factories';
import { createTestEnv, type TestEnv } from '../../test/harness';
import { signUnsubscribeToken } from '../../lib/unsubscribe-tokens';

let t: TestEnv;
type U = TestTenant;

beforeAll(async () => {
  t = await createTestEnv();
});
afterAll(async () => {
  await t.close();
});

const newUser = () => createTenant(t.ctx.database.db);
const settingsOf = async (user: U) =>
  (
    await request(t.app)
      .get('/api/users/self/notification-settings')
      .set(...bearer(t, user))
  ).body.data;
const searchesOf = async (user: U) =>
  (
    await request(t.app)
      .get('/api/saved-searches')
      .set(...bearer(t, user))
  ).body.data;
const tokenFor = (userId: number, category: 'priceDrops' | 'searchAlerts' = 'priceDrops') =>
  signUnsubscribeToken({ userId, category }, t.ctx.env.JWT_SECRET, t.clock.now());
/** As a mail client sends the one-click POST (RFC 8058). */
const oneClick = (token: string) =>
  request(t.app)
    .post(`/api/unsubscribe?token=${encodeURIComponent(token)}`)
    .type('form')
    .send('List-Unsubscribe=One-Click');

describe('one-click unsubscribe', () => {
  it('a valid token turns its category off with no sign-in, for that user only', async () => {
    const [user, other] = [await newUser(), await newUser()];
    const res = await oneClick(tokenFor(user.id));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: { subscribed: false, undo: expect.any(String) },
    });
    expect(await settingsOf(user)).toMatchObject({ priceDrops: false, searchAlerts: true });
    expect((await settingsOf(other)).priceDrops).toBe(true);
  });

  it('a token for a saved search switches only that search off; undo restores its frequency', async () => {
    const user = await newUser();
    const create = (name: string, frequency: string) =>
      request(t.app)
        .post('/api/saved-searches')
        .set(...bearer(t, user))
        .send({ name, filters: {}, frequency });
    const daily = (await create('Daily one', 'DAILY')).body.data.id;
    const instant = (await create('Instant one', 'INSTANT')).body.data.id;
    const token = signUnsubscribeToken(
      { userId: user.id, savedSearchId: daily, frequency: 'DAILY' },
      t.ctx.env.JWT_SECRET,
      t.clock.now(),
    );
    const off = await oneClick(token);
    expect(off.status).toBe(200);
    const frequencies = async () =>
      Object.fromEntries(
        (await searchesOf(user)).map((s: { id: number; frequency: string }) => [s.id, s.frequency]),
      );
    expect(await frequencies()).toEqual({ [daily]: 'OFF', [instant]: 'INSTANT' });
    const undo = await request(t.app).post(
      `/api/unsubscribe/undo?token=${encodeURIComponent(token)}&undo=${encodeURIComponent(off.body.data.undo)}`,
    );
    expect(undo.body.data).toEqual({ subscribed: true });
    expect(await frequencies()).toEqual({ [daily]: 'DAILY', [instant]: 'INSTANT' });
  });

  it('refuses a tampered token with 400 and changes nothing', async () => {
    const user = await newUser();
    const token = tokenFor(user.id);
    const [body, mac] = token.split('.') as [string, string];
    const flipped = `${body}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [flipped, `${body}.`, body, 'garbage', `${token}.x`]) {
      const res = await oneClick(bad);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        success: false,
        error: 'This unsubscribe link is not valid.',
      });
    }
    expect((await settingsOf(user)).priceDrops).toBe(true);
  });

  it("refuses another user's token rewritten for a different user", async () => {
    const [mine, victim] = [await newUser(), await newUser()];
    const [, mac] = tokenFor(mine.id).split('.') as [string, string];
    const issued = Math.floor(t.clock.now().getTime() / 1000);
    const forgedBody = Buffer.from(
      JSON.stringify({ u: victim.id, c: 'priceDrops', i: issued }),
    ).toString('base64url');
    expect((await oneClick(`${forgedBody}.${mac}`)).status).toBe(400);
    // A token signed with another secret is refused too.
    const foreign = signUnsubscribeToken(
      { userId: victim.id, category: 'priceDrops' },
      'another-secret-another-secret-another',
      t.clock.now(),
    );
    expect((await oneClick(foreign)).status).toBe(400);
    expect((await settingsOf(victim)).priceDrops).toBe(true);
  });

  it('the GET page only asks; its form unsubscribes and offers undo', async () => {
    const user = await newUser();
    const token = tokenFor(user.id, 'searchAlerts');
    const shown = await request(t.app).get(`/api/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(shown.status).toBe(200);
    expect(shown.headers['content-type']).toMatch(/text\/html/);
    expect(shown.text).toContain('Stop saved-search alert e-mails?');
    expect(shown.text).toContain(`action="/api/unsubscribe?token=${encodeURIComponent(token)}"`);
    expect((await settingsOf(user)).searchAlerts).toBe(true);
    // A page of the site: the brand, a main landmark, the way back and to the alert settings.
    expect(shown.text).toMatch(/<header[^>]*><a href="\/"[^>]*>RoomSetu<\/a><\/header>/);
    expect(shown.text).toMatch(/<main[^>]*>.*Stop saved-search alert e-mails\?/s);
    expect(shown.text).toMatch(/<a href="\/"[^>]*>Back to RoomSetu<\/a>/);
    expect(shown.text).toMatch(/<a href="\/profile\?tab=settings"[^>]*>Alert settings<\/a>/);
    expect(shown.text).toMatch(/<button type="submit" style="[^"]*min-height:44px/);

    const done = await request(t.app)
      .post(`/api/unsubscribe?token=${encodeURIComponent(token)}`)
      .type('form')
      .send('from=page');
    expect(done.status).toBe(200);
    expect(done.text).toContain('You will no longer get saved-search alert e-mails.');
    const undoAction = /action="(\/api\/unsubscribe\/undo\?[^"]+)"/.exec(done.text)?.[1];
    expect(undoAction?.replaceAll('&amp;', '&')).toMatch(
      new RegExp(`^/api/unsubscribe/undo\\?token=${encodeURIComponent(token)}&undo=[\\w.%-]+$`),
    );
    expect((await settingsOf(user)).searchAlerts).toBe(false);

    const undone = await request(t.app)
      .post(undoAction!.replaceAll('&amp;', '&'))
      .type('form')
      .send('from=page');
    expect(undone.text).toContain('You will get saved-search alert e-mails again.');
    expect((await settingsOf(user)).searchAlerts).toBe(true);

    const bad = await request(t.app)
      .get('/api/unsubscribe?token=nope')
      .set('Accept', 'text/html,application/xhtml+xml');
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('This unsubscribe link is not valid.');

    // A client that does not ask for a page gets the error envelope.
    const json = await request(t.app).get('/api/unsubscribe?token=nope');
    expect(json.status).toBe(400);
    expect(json.body).toMatchObject({ success: false, error: expect.any(String) });
  });
});

describe('how long a link works', () => {
  const DAY = 24 * 60 * 60 * 1000;

  it(`an unsubscribe link works for ${UNSUBSCRIBE_LINK_DAYS} days after its e-mail, then answers 410`, async () => {
    const user = await newUser();
    const token = tokenFor(user.id);
    t.clock.advance((UNSUBSCRIBE_LINK_DAYS + 1) * DAY);
    const res = await oneClick(token);
    expect(res.status).toBe(410);
    expect(res.body).toEqual({
      success: false,
      code: 'UNSUBSCRIBE_EXPIRED',
      error: MESSAGES.unsubscribeExpired,
    });
    const shown = await request(t.app)
      .get(`/api/unsubscribe?token=${encodeURIComponent(token)}`)
      .set('Accept', 'text/html');
    expect(shown.status).toBe(410);
    expect(shown.text).toContain('This unsubscribe link has expired.');
    expect((await settingsOf(user)).priceDrops).toBe(true);
  });

  it(`undo takes the same link and what its unsubscribe answered, within ${UNSUBSCRIBE_UNDO_DAYS} days`, async () => {
    const [user, other] = [await newUser(), await newUser()];
    const token = tokenFor(user.id);
    const undoOf = async (tok: string) =>
      ((await oneClick(tok)).body.data as { undo: string }).undo;
    const undo = await undoOf(token);
    const otherUndo = await undoOf(tokenFor(other.id));
    const undoWith = (tok: string, u?: string) =>
      request(t.app).post(
        `/api/unsubscribe/undo?token=${encodeURIComponent(tok)}${u ? `&undo=${encodeURIComponent(u)}` : ''}`,
      );

    // The link alone, or another link's undo, switches nothing back on.
    expect((await undoWith(token)).status).toBe(400);
    expect((await undoWith(token, otherUndo)).status).toBe(400);
    expect((await settingsOf(user)).priceDrops).toBe(false);
    // A week later, the undo has expired (the link itself still works).
    t.clock.advance((UNSUBSCRIBE_UNDO_DAYS + 1) * DAY);
    const late = await undoWith(token, undo);
    expect(late.status).toBe(410);
    expect(late.body.error).toBe(MESSAGES.undoExpired);
    expect((await settingsOf(user)).priceDrops).toBe(false);
    // Unsubscribing again hands back a fresh undo, which works.
    const fresh = await undoOf(token);
    expect((await undoWith(token, fresh)).body.data).toEqual({ subscribed: true });
    expect((await settingsOf(user)).priceDrops).toBe(true);
  });
});
