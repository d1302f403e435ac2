import { MESSAGES, VALIDATION } from '@roomsetu/shared';
import hi from '@roomsetu/shared/catalogs/hi.json';
import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '../../db/schema';
import { bearer } from '../../test/auth';
import { createUser, signUpBody } from '../../test/factories';
import { createTestEnv, type TestEnv } from '../../test/harness';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';

let t: TestEnv;
let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestEnv({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const languageOf = async (email: string) =>
  (
    await t.ctx.database.db
      .select({ language: users.preferredLanguage })
      .from(users)
      .where(eq(users.email, email))
  )[0]?.language;

const setLanguage = (id: number, language: 'en' | 'hi') =>
  t.ctx.database.db.update(users).set({ preferredLanguage: language }).where(eq(users.id, id));

const signUp = (body: Record<string, unknown>, acceptLanguage?: string) => {
  const req = request(t.app).post('/api/auth/signup');
  if (acceptLanguage) req.set('Accept-Language', acceptLanguage);
  return req.send(body);
};

describe('the language of an account', () => {
  it('is the sign-up request’s language, and its code mail is written in it', async () => {
    const body = signUpBody();
    const email = body.email as string;
    const res = await signUp(body, 'hi-IN,hi;q=0.9');
    expect(res.status).toBe(201);
    // The answer itself stays as the spec words it.
    expect(res.body.message).toBe(MESSAGES.signupSuccess);
    expect(await languageOf(email)).toBe('hi');
    const mail = await t.waitForMail(smtp, (m) => m.to.includes(email));
    expect(mail.subject).toBe(hi.emails.verifySubject);
    expect(mail.text).toContain(hi.emails.verifyIntro);
    expect(mail.text).toContain('15 मिनट');
  });

  it('is English for a sign-up without the header, and so is its mail', async () => {
    const body = signUpBody();
    const email = body.email as string;
    expect((await signUp(body)).status).toBe(201);
    expect(await languageOf(email)).toBe('en');
    const mail = await t.waitForMail(smtp, (m) => m.to.includes(email));
    expect(mail.subject).toBe('Your RoomSetu verification code');
    expect(mail.text).toContain('Welcome to RoomSetu!');
  });

  it('is the one the sign-up body chose, whatever the header says', async () => {
    const body = signUpBody({ preferredLanguage: 'en' });
    expect((await signUp(body, 'hi')).status).toBe(201);
    expect(await languageOf(body.email as string)).toBe('en');
    const other = signUpBody({ preferredLanguage: 'hi' });
    expect((await signUp(other, 'fr')).status).toBe(201);
    expect(await languageOf(other.email as string)).toBe('hi');
  });

  it('refuses a language RoomSetu does not speak at sign-up', async () => {
    const res = await signUp(signUpBody({ preferredLanguage: 'fr' }));
    expect(res.status).toBe(400);
    expect(res.body.details.preferredLanguage).toBe(VALIDATION.preferredLanguageInvalid);
    expect(res.body.fieldCodes.preferredLanguage).toBe('PREFERRED_LANGUAGE_INVALID');
  });

  it('is sent with the signed-in user and GET self, and changed with PATCH user-profile', async () => {
    const user = await createUser(t.ctx.database.db);
    const login = await request(t.app)
      .post('/api/auth/login')
      .send({ email: user.email, password: user.password });
    expect(login.body.data.user.preferredLanguage).toBe('en');

    const auth = bearer(t, user);
    const changed = await request(t.app)
      .patch('/api/auth/user-profile')
      .set(...auth)
      .send({ preferredLanguage: 'hi' });
    expect(changed.status).toBe(200);
    expect(changed.body.data.preferredLanguage).toBe('hi');
    const self = await request(t.app)
      .get('/api/users/self')
      .set(...auth);
    expect(self.body.data.preferredLanguage).toBe('hi');
    expect(await languageOf(user.email)).toBe('hi');

    const refused = await request(t.app)
      .patch('/api/auth/user-profile')
      .set(...auth)
      .set('Accept-Language', 'hi')
      .send({ preferredLanguage: 'ta' });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('PREFERRED_LANGUAGE_INVALID');
    expect(refused.body.error).toBe(hi.validation.preferredLanguageInvalid);
    expect(await languageOf(user.email)).toBe('hi');
  });

  it('reads as English where the stored code names a language RoomSetu no longer speaks', async () => {
    const user = await createUser(t.ctx.database.db);
    // Stored as text: a language that joins or leaves the list needs no migration.
    await t.ctx.database.db.execute(
      sql`update users set preferred_language = 'xx' where id = ${user.id}`,
    );
    const self = await request(t.app)
      .get('/api/users/self')
      .set(...bearer(t, user));
    expect(self.status).toBe(200);
    expect(self.body.data.preferredLanguage).toBe('en');
    const res = await request(t.app)
      .post('/api/auth/send-verification-token')
      .send({ email: user.email });
    expect(res.status).toBe(200);
    const mail = await t.waitForMail(smtp, (m) => m.to.includes(user.email));
    expect(mail.subject).toBe('Your RoomSetu password reset code');
  });
});

describe('mails and notifications in the recipient’s language', () => {
  it('sends a password reset code in Hindi to a Hindi profile and in English to an English one', async () => {
    const db = t.ctx.database.db;
    const hindi = await createUser(db);
    const english = await createUser(db);
    await setLanguage(hindi.id, 'hi');
    for (const u of [hindi, english]) {
      // The request's own language does not decide a mail's: the recipient's profile does.
      const res = await request(t.app)
        .post('/api/auth/send-verification-token')
        .set('Accept-Language', u === hindi ? 'en' : 'hi')
        .send({ email: u.email });
      expect(res.status).toBe(200);
    }
    const toHindi = await t.waitForMail(smtp, (m) => m.to.includes(hindi.email));
    expect(toHindi.subject).toBe(hi.emails.resetSubject);
    expect(toHindi.text).toContain(hi.emails.resetIntro);
    expect(toHindi.text).toContain(hi.emails.signOff);
    const toEnglish = await t.waitForMail(smtp, (m) => m.to.includes(english.email));
    expect(toEnglish.subject).toBe('Your RoomSetu password reset code');
    expect(toEnglish.text).toContain('— The RoomSetu team');
  });

  it('sends an admin’s warning in Hindi, with the notification in Hindi too', async () => {
    const db = t.ctx.database.db;
    const rude = await createUser(db);
    await setLanguage(rude.id, 'hi');
    const reporter = await createUser(db);
    const admin = await createUser(db, { role: 'ADMIN' });
    const reported = await request(t.app)
      .post('/api/reports')
      .set(...bearer(t, reporter))
      .send({ targetType: 'USER', targetId: rude.id, reason: 'OFFENSIVE', details: 'Rude words' });
    expect(reported.status).toBe(201);
    const acted = await request(t.app)
      .post(`/api/admin/reports/USER/${rude.id}/action`)
      .set(...bearer(t, admin))
      .send({ action: 'WARN_USER', reason: 'Keep messages respectful' });
    expect(acted.status).toBe(200);
    const mail = await t.waitForMail(smtp, (m) => m.to.includes(rude.email));
    expect(mail.subject).toBe(hi.emails.warningSubject);
    expect(mail.text).toContain(hi.emails.warningIntro);
    expect(mail.text).toContain('Keep messages respectful');

    const told = await db.select().from(notifications).where(eq(notifications.userId, rude.id));
    expect(told).toContainEqual(
      expect.objectContaining({ title: hi.emails.warningTitle, body: 'Keep messages respectful' }),
    );
    // The reporter's profile is English: their notification is too.
    const thanked = await db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, reporter.id));
    expect(thanked).toContainEqual(
      expect.objectContaining({
        title: `Your report about the profile “${rude.firstName} ${rude.lastName}” was reviewed`,
        body: 'We have warned the person responsible. Thank you for helping keep RoomSetu safe.',
      }),
    );
  });
});
