import { ADMIN_LISTINGS_CSV_COLUMNS } from '@roomsetu/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../../db/schema';
import { bearer } from '../../test/auth';
import { createProperty, createUser } from '../../test/factories';
import { createTestEnv, type TestEnv } from '../../test/harness';
import { CSV_BATCH_SIZE } from './service';

let t: TestEnv;
let admin: { id: number; role: 'ADMIN' | 'TENANT' | 'LANDLORD' };
let owner: { id: number; firstName: string; lastName: string };
const BULK = CSV_BATCH_SIZE * 2 + 37;

/** RFC 4180 reader, so the test checks what a spreadsheet would load. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  if (cell || row.length) throw new Error('CSV does not end with CRLF');
  return rows;
}

beforeAll(async () => {
  t = await createTestEnv();
  const db = t.ctx.database.db;
  admin = await createUser(db, { role: 'ADMIN' });
  owner = await createUser(db, { role: 'LANDLORD', firstName: 'Neha', lastName: '-Sharma' });
  // More rows than a page and than two export batches, inserted in bulk to keep the test fast.
  const template = await createProperty(db, owner.id, { title: 'Bulk 0', city: 'hyderabad' });
  const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = template;
  for (let start = 1; start < BULK; start += 400) {
    const count = Math.min(400, BULK - start);
    await db
      .insert(properties)
      .values(Array.from({ length: count }, (_, i) => ({ ...rest, title: `Bulk ${start + i}` })));
  }
});
afterAll(async () => {
  await t.close();
});

const exportCsv = (query = '') =>
  request(t.app)
    .get(`/api/admin/listings.csv${query}`)
    .set(...bearer(t, admin))
    .buffer(true)
    .parse((res, done) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => done(null, text));
    });

describe('GET /api/admin/listings.csv', () => {
  it('downloads every matching listing, not one page, newest first', async () => {
    const res = await exportCsv('?city=hyderabad');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="listings.csv"');
    const text = res.body as string;
    expect(
      text.startsWith(
        'ID,Title,Location,Beds,Type,Landlord,Verified,Rent,Status,Views,Inquiries,AddedOn\r\n',
      ),
    ).toBe(true);
    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual([...ADMIN_LISTINGS_CSV_COLUMNS]);
    expect(rows).toHaveLength(BULK);
    const ids = rows.map((r) => Number(r[0]));
    expect(new Set(ids).size).toBe(BULK);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(rows.at(-1)).toEqual([
      String(ids.at(-1)),
      'Bulk 0',
      'Central, Hyderabad',
      '2',
      'Apartment',
      // An inner '-' is no formula: only the first character counts.
      'Neha -Sharma',
      'No',
      '12000',
      'Active',
      '0',
      '0',
      expect.stringMatching(/^\d{2}-\d{2}-\d{4}$/),
    ]);
  });

  it('quotes commas, quotes and newlines so the title survives the round trip', async () => {
    const title = 'Cosy room, "near" metro\nwith balcony\r\nand more';
    const p = await createProperty(t.ctx.database.db, owner.id, { title, city: 'delhi' });
    const res = await exportCsv('?city=delhi');
    const rows = parseCsv(res.body as string).slice(1);
    const row = rows.find((r) => r[0] === String(p.id))!;
    expect(row[1]).toBe(title);
    expect(row[2]).toBe('Central, Delhi NCR');
    expect(res.body).toContain('"Cosy room, ""near"" metro\nwith balcony\r\nand more"');
  });

  it('neutralises cells a spreadsheet would run as formulas', async () => {
    const db = t.ctx.database.db;
    const titles = ['=HYPERLINK("http://evil.example","click")', '+1', '-2', '@x', '\tTabbed'];
    const made: { id: number }[] = [];
    for (const title of titles)
      made.push(await createProperty(db, owner.id, { title, city: 'mumbai' }));
    const landlord = await createUser(db, { role: 'LANDLORD', firstName: '=cmd', lastName: 'X' });
    const byFormulaOwner = await createProperty(db, landlord.id, {
      city: 'mumbai',
      area: '+91 Nagar',
    });
    const rows = parseCsv((await exportCsv('?city=mumbai')).body as string).slice(1);
    for (const [i, title] of titles.entries()) {
      expect(rows.find((r) => r[0] === String(made[i]!.id))![1]).toBe(`'${title}`);
    }
    const row = rows.find((r) => r[0] === String(byFormulaOwner.id))!;
    expect(row[2]).toBe("'+91 Nagar, Mumbai");
    expect(row[5]).toBe("'=cmd X");
  });

  it('honours the status, city and search filters and leaves soft-deleted listings out', async () => {
    const db = t.ctx.database.db;
    const suspended = await createProperty(db, owner.id, {
      city: 'pune',
      status: 'SUSPENDED',
      verified: true,
    });
    await createProperty(db, owner.id, { city: 'pune' });
    await createProperty(db, owner.id, {
      city: 'pune',
      status: 'SUSPENDED',
      deletedAt: new Date(),
    });
    const rows = parseCsv((await exportCsv('?city=pune&status=suspended')).body as string);
    expect(rows.slice(1).map((r) => r[0])).toEqual([String(suspended.id)]);
    expect(rows[1]).toEqual(expect.arrayContaining(['Yes', 'Suspended']));
    const none = parseCsv(
      (await exportCsv('?city=jaipur&search=nothing-like-this')).body as string,
    );
    expect(none).toEqual([[...ADMIN_LISTINGS_CSV_COLUMNS]]);
    const searched = parseCsv((await exportCsv('?search=bulk 1&city=hyderabad')).body as string);
    expect(searched.slice(1).every((r) => r[1]!.startsWith('Bulk 1'))).toBe(true);
    expect(searched.length - 1).toBeGreaterThan(1);
  });

  it('refuses a bad filter with a JSON 400 before streaming', async () => {
    const res = await request(t.app)
      .get('/api/admin/listings.csv?status=nope')
      .set(...bearer(t, admin));
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
  });
});
