import { describe, expect, it } from 'vitest';
import { createTenancyInput } from './schemas/tenancies';
import {
  canMoveTenancy,
  canTakeTenancyAction,
  mayTakeTenancyAction,
  MAX_TENANCY_AMOUNT,
  refundDueOn,
  TENANCY_ACTIONS,
  TENANCY_MOVES,
  TENANCY_STATUSES,
  TENANCY_TRANSITIONS,
} from './tenancies';

describe('the tenancy state table', () => {
  it('is exactly what the moves add up to', () => {
    for (const from of TENANCY_STATUSES) {
      const reached = new Set(
        TENANCY_ACTIONS.flatMap((a) =>
          TENANCY_MOVES[a].from.includes(from) ? TENANCY_MOVES[a].to : [],
        ),
      );
      expect(new Set(TENANCY_TRANSITIONS[from])).toEqual(reached);
    }
  });

  it('runs DRAFT → INVITED → ACTIVE → NOTICE → ENDED, with CANCELLED only before it is active', () => {
    expect(canMoveTenancy('DRAFT', 'INVITED')).toBe(true);
    expect(canMoveTenancy('INVITED', 'ACTIVE')).toBe(true);
    expect(canMoveTenancy('ACTIVE', 'NOTICE')).toBe(true);
    expect(canMoveTenancy('NOTICE', 'ENDED')).toBe(true);
    expect(canMoveTenancy('ACTIVE', 'CANCELLED')).toBe(false);
    expect(canMoveTenancy('ACTIVE', 'ENDED')).toBe(false);
    for (const to of TENANCY_STATUSES) {
      expect(canMoveTenancy('ENDED', to)).toBe(false);
      expect(canMoveTenancy('CANCELLED', to)).toBe(false);
    }
  });

  it('lets each side make only its own moves', () => {
    expect(mayTakeTenancyAction('accept', 'TENANT')).toBe(true);
    expect(mayTakeTenancyAction('accept', 'OWNER')).toBe(false);
    expect(mayTakeTenancyAction('cancel', 'TENANT')).toBe(false);
    expect(mayTakeTenancyAction('notice', 'TENANT')).toBe(true);
    expect(mayTakeTenancyAction('notice', 'OWNER')).toBe(true);
    expect(canTakeTenancyAction('decline', 'ACTIVE')).toBe(false);
  });
});

describe('createTenancyInput', () => {
  const valid = {
    propertyId: 1,
    tenantIds: [2],
    rentMonthly: 15000,
    depositAmount: 30000,
    startDate: '2026-12-01',
  };

  it('fills the usual terms: 11 months, no lock-in, 30 days notice, rent due on the 5th', () => {
    expect(createTenancyInput.parse(valid)).toEqual({
      ...valid,
      termMonths: 11,
      lockInMonths: 0,
      noticeDays: 30,
      rentDueDay: 5,
      includes: [],
    });
  });

  it('takes one to six distinct tenants', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 2);
    expect(createTenancyInput.safeParse({ ...valid, tenantIds: ids(6) }).success).toBe(true);
    expect(createTenancyInput.safeParse({ ...valid, tenantIds: ids(7) }).success).toBe(false);
    expect(createTenancyInput.safeParse({ ...valid, tenantIds: [] }).success).toBe(false);
    expect(createTenancyInput.safeParse({ ...valid, tenantIds: [2, 2] }).success).toBe(false);
  });

  it('refuses amounts of zero, below, fractional or above one crore', () => {
    for (const rentMonthly of [0, -1, 100.5, MAX_TENANCY_AMOUNT + 1, '15000']) {
      expect(createTenancyInput.safeParse({ ...valid, rentMonthly }).success).toBe(false);
    }
    expect(
      createTenancyInput.safeParse({ ...valid, depositAmount: MAX_TENANCY_AMOUNT }).success,
    ).toBe(true);
    expect(createTenancyInput.safeParse({ ...valid, depositAmount: 0 }).success).toBe(false);
  });

  it('keeps the lock-in within the term, the due day within 1–28 and a real date', () => {
    const bad = [
      { lockInMonths: 12 },
      { rentDueDay: 29 },
      { rentDueDay: 0 },
      { termMonths: 0 },
      { noticeDays: 181 },
      { startDate: '2026-02-30' },
      { includes: ['SWIMMING_POOL'] },
      { ownerId: 9 },
    ];
    for (const change of bad) {
      expect(
        createTenancyInput.safeParse({ ...valid, ...change }).success,
        JSON.stringify(change),
      ).toBe(false);
    }
    expect(createTenancyInput.safeParse({ ...valid, lockInMonths: 11 }).success).toBe(true);
  });
});

describe('refundDueOn', () => {
  it('is a month after the end, on the last day of a shorter month, across the year', () => {
    expect(refundDueOn('2026-11-28')).toBe('2026-12-28');
    expect(refundDueOn('2026-12-15')).toBe('2027-01-15');
    expect(refundDueOn('2027-01-31')).toBe('2027-02-28');
    expect(refundDueOn('2028-01-31')).toBe('2028-02-29');
    expect(refundDueOn('2026-03-31')).toBe('2026-04-30');
  });
});
