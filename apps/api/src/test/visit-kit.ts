import { indiaInstant, todayInIndia } from '@roomsetu/shared';
import request from 'supertest';
import { bearer } from './auth';
import { createProperty, createUser } from './factories';
import type { TestEnv } from './harness';

/** Helpers the visit tests share: people, a listing, slots in IST and the calls they make. */

export type Person = Awaited<ReturnType<typeof createUser>>;

/** `days` after today in India at HH:MM IST, as an ISO instant. */
export function slotAt(t: TestEnv, days: number, hhmm: string): string {
  const date = todayInIndia(new Date(t.clock.now().getTime() + days * 86_400_000));
  return indiaInstant(date, Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3))).toISOString();
}

export async function pair(t: TestEnv, listing: Parameters<typeof createProperty>[2] = {}) {
  const db = t.ctx.database.db;
  const owner = await createUser(db, { role: 'LANDLORD', firstName: 'Meera' });
  const tenant = await createUser(db, { firstName: 'Kabir' });
  const property = await createProperty(db, owner.id, listing);
  return { owner, tenant, property };
}

export function api(t: TestEnv) {
  const as = (u: Person) => bearer(t, u);
  return {
    propose: (u: Person, body: Record<string, unknown>) =>
      request(t.app)
        .post('/api/visits')
        .set(...as(u))
        .send(body),
    act: (u: Person, id: number, verb: string, body: Record<string, unknown> = {}) =>
      request(t.app)
        .post(`/api/visits/${id}/${verb}`)
        .set(...as(u))
        .send(body),
    get: (u: Person, path: string) =>
      request(t.app)
        .get(`/api${path}`)
        .set(...as(u)),
    put: (u: Person, path: string, body: Record<string, unknown>) =>
      request(t.app)
        .put(`/api${path}`)
        .set(...as(u))
        .send(body),
  };
}

/** The text/calendar part of a raw mail, decoded, however deep in its multiparts. */
export function calendarPartOf(raw: string): string | null {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((m) => m[1]!);
  for (const boundary of boundaries) {
    for (const part of raw.split(`--${boundary}`)) {
      const at = part.search(/\r?\n\r?\n/);
      if (at === -1) continue;
      const head = part.slice(0, at).replace(/\r?\n[ \t]+/g, ' ');
      if (!/content-type:\s*text\/calendar/i.test(head)) continue;
      const body = part.slice(at).trim();
      const encoding = /content-transfer-encoding:\s*(\S+)/i.exec(head)?.[1]?.toLowerCase();
      if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString();
      if (encoding === 'quoted-printable') {
        return body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      }
      return body;
    }
  }
  return null;
}
