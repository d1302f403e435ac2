import { WEEKDAYS, indiaWeekdayIndex, todayInIndia } from '@roomsetu/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { createTestEnv, type TestEnv } from '../../test/harness';
import { api, pair, slotAt } from '../../test/visit-kit';

let t: TestEnv;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestEnv();
  call = api(t);
});
afterAll(() => t.close());

describe('visit hours and instant confirmation', () => {
  it('confirms a free slot inside the hours at once (and tells the owner); outside or taken waits', async () => {
    const { owner, tenant, property } = await pair(t);
    const eleven = slotAt(t, 3, '11:00');
    const day = WEEKDAYS[indiaWeekdayIndex(eleven)]!;
    const hours = { weekly: [{ day, from: '10:00', to: '13:00' }] };
    const stranger = await createUser(t.ctx.database.db);
    expect((await call.put(stranger, `/properties/${property.id}/visit-hours`, hours)).status).toBe(
      404,
    );
    const bad = await call.put(owner, `/properties/${property.id}/visit-hours`, {
      weekly: [{ day, from: '13:00', to: '10:00' }],
    });
    expect(bad.status).toBe(400);
    const set = await call.put(owner, `/properties/${property.id}/visit-hours`, hours);
    expect(set.body.data).toEqual({ propertyId: property.id, ...hours });

    // Outside the hours: waits for the owner.
    const outside = await call.propose(tenant, {
      propertyId: property.id,
      slots: [slotAt(t, 3, '15:00')],
      durationMinutes: 30,
    });
    expect(outside.body.data.status).toBe('PROPOSED');
    await call.act(tenant, outside.body.data.id, 'cancel');

    // Inside: the first free one of the proposed slots is confirmed.
    const inside = await call.propose(tenant, {
      propertyId: property.id,
      slots: [slotAt(t, 3, '15:00'), eleven],
      durationMinutes: 30,
    });
    expect(inside.status).toBe(201);
    expect(inside.body.data).toMatchObject({ status: 'CONFIRMED', startsAt: eleven, sequence: 1 });
    const bell = await call.get(owner, '/notifications');
    expect(bell.body.data.items[0]).toMatchObject({ type: 'VISIT', title: 'Visit confirmed' });

    // The same time again, by someone else: taken, so it waits.
    const other = await createUser(t.ctx.database.db);
    const taken = await call.propose(other, {
      propertyId: property.id,
      slots: [slotAt(t, 3, '11:15')],
      durationMinutes: 30,
    });
    expect(taken.body.data.status).toBe('PROPOSED');

    // Free slots: quarter hours inside 10:00–13:00, the confirmed 11:00–11:30 left out.
    const date = todayInIndia(new Date(eleven));
    const free = await request(t.app).get(
      `/api/properties/${property.id}/visit-slots?from=${date}&to=${date}&durationMinutes=30`,
    );
    expect(free.status).toBe(200);
    const times = free.body.data.slots.map((s: string) => s);
    expect(times).toEqual(
      ['10:00', '10:15', '10:30', '11:30', '11:45', '12:00', '12:15', '12:30'].map((h) =>
        slotAt(t, 3, h),
      ),
    );
    const sixty = await request(t.app).get(
      `/api/properties/${property.id}/visit-slots?from=${date}&to=${date}&durationMinutes=60`,
    );
    expect(sixty.body.data.slots).toEqual(
      ['10:00', '11:30', '11:45', '12:00'].map((h) => slotAt(t, 3, h)),
    );
    const tooLong = await request(t.app).get(
      `/api/properties/${property.id}/visit-slots?from=${date}&to=2099-01-01`,
    );
    expect(tooLong.status).toBe(400);
  });

  it('without hours lists nothing and every proposal waits for the owner', async () => {
    const { tenant, property } = await pair(t);
    const date = todayInIndia(new Date(slotAt(t, 3, '11:00')));
    const free = await request(t.app).get(
      `/api/properties/${property.id}/visit-slots?from=${date}&to=${date}`,
    );
    expect(free.body.data).toEqual({ durationMinutes: 30, slots: [], hoursSet: false });
    const res = await call.propose(tenant, {
      propertyId: property.id,
      slots: [slotAt(t, 3, '11:00')],
      durationMinutes: 30,
    });
    expect(res.body.data.status).toBe('PROPOSED');
  });
});
