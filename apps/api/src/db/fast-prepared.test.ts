import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProperty, createUser } from '../test/factories';
import { createTestEnv, type TestEnv } from '../test/harness';
import { fastExecute } from './fast-prepared';
import { properties } from './schema';

let t: TestEnv;
beforeAll(async () => {
  t = await createTestEnv();
  const owner = await createUser(t.ctx.database.db, { role: 'LANDLORD' });
  for (let i = 0; i < 5; i++) {
    await createProperty(t.ctx.database.db, owner.id, { title: `Room ${i}`, rent: 5000 + i });
  }
});
afterAll(() => t.close());

// On PostgreSQL (TEST_DATABASE_URL) this is the fast path; on PGlite drizzle's own `execute`.
describe('a prepared select run without drizzle per row', () => {
  it('answers the rows drizzle answers, with the same keys in the same order', async () => {
    const statement = t.ctx.database.db
      .select({
        id: properties.id,
        title: properties.title,
        rent: properties.rent,
        createdAt: properties.createdAt,
        views: properties.views,
        twice: sql<number>`${properties.rent} * 2`.mapWith(Number).as('twice'),
        nothing: sql<string | null>`null`.as('nothing'),
      })
      .from(properties)
      .where(eq(properties.city, sql.placeholder('city')))
      .orderBy(properties.id)
      .prepare('fast_prepared_test');
    const fast = fastExecute(statement);
    const expected = await statement.execute({ city: 'jaipur' });
    const rows = await fast({ city: 'jaipur' });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows).toEqual(expected);
    for (const [i, row] of rows.entries()) {
      expect(Object.keys(row)).toEqual(Object.keys(expected[i]!));
      expect(JSON.stringify(row)).toBe(JSON.stringify(expected[i]));
    }
    expect(rows[0]!.createdAt).toBeInstanceOf(Date);
    expect(await fast({ city: 'pune' })).toEqual([]);
  });
});
