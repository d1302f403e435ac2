import { describe, expect, it } from 'vitest';
import {
  agreementFlags,
  isFlatDeduction,
  stampDutyOf,
  type AgreementClauses,
  type AgreementTerms,
} from './agreements';
import { CITIES } from './cities';

const terms: AgreementTerms = {
  rentMonthly: 20_000,
  depositAmount: 40_000,
  lockInMonths: 0,
  noticeDays: 30,
};
const clauses: AgreementClauses = {
  lockInBinds: 'BOTH',
  ownerNoticeDays: 30,
  flatDeduction: null,
  extraClauses: [],
};

describe('the agreement guardrails', () => {
  it('flags nothing in fair terms', () => {
    expect(agreementFlags(terms, clauses)).toEqual([]);
  });

  it('flags a deposit above two months of rent, not one of exactly two', () => {
    expect(agreementFlags({ ...terms, depositAmount: 40_000 }, clauses)).toEqual([]);
    expect(agreementFlags({ ...terms, depositAmount: 40_001 }, clauses)).toEqual([
      'DEPOSIT_ABOVE_TWO_MONTHS',
    ]);
  });

  it('flags a lock-in that binds only the tenant, and no lock-in at all never', () => {
    const oneSided = { ...clauses, lockInBinds: 'TENANT_ONLY' as const };
    expect(agreementFlags({ ...terms, lockInMonths: 1 }, oneSided)).toEqual(['ONE_SIDED_LOCK_IN']);
    expect(agreementFlags({ ...terms, lockInMonths: 0 }, oneSided)).toEqual([]);
    expect(agreementFlags({ ...terms, lockInMonths: 6 }, clauses)).toEqual([]);
  });

  it('flags a longer notice for the tenant than for the owner, not an equal or shorter one', () => {
    expect(agreementFlags({ ...terms, noticeDays: 31 }, clauses)).toEqual(['UNEQUAL_NOTICE']);
    expect(agreementFlags({ ...terms, noticeDays: 30 }, clauses)).toEqual([]);
    expect(agreementFlags({ ...terms, noticeDays: 15 }, clauses)).toEqual([]);
  });

  it('flags a flat deduction written as one, or hidden in a clause of the owner’s', () => {
    expect(agreementFlags(terms, { ...clauses, flatDeduction: 'Painting: one month' })).toEqual([
      'FLAT_DEDUCTION',
    ]);
    expect(agreementFlags(terms, { ...clauses, flatDeduction: '  ' })).toEqual([]);
    const hidden = {
      ...clauses,
      extraClauses: ['No pets.', "One month's rent will be deducted for painting at move-out."],
    };
    expect(agreementFlags(terms, hidden)).toEqual(['FLAT_DEDUCTION']);
  });

  it('reads a flat deduction in English and Hindi, and not a fair clause about the same work', () => {
    expect(isFlatDeduction("One month's rent will be deducted for painting")).toBe(true);
    expect(isFlatDeduction('Rs. 5000 kept from the deposit for deep cleaning')).toBe(true);
    expect(isFlatDeduction('10% of the deposit is retained for whitewash')).toBe(true);
    expect(isFlatDeduction('पेंटिंग के लिए एक महीने का किराया काटा जाएगा')).toBe(true);
    expect(isFlatDeduction('सफ़ाई के लिए ₹3000 जमा राशि से काटे जाएँगे')).toBe(true);
    expect(isFlatDeduction('The tenant keeps the flat clean.')).toBe(false);
    expect(isFlatDeduction('Painting damage beyond normal wear is charged at invoice cost.')).toBe(
      false,
    );
    expect(isFlatDeduction('Rent is paid by bank transfer.')).toBe(false);
  });

  it('returns every flag together, in a fixed order', () => {
    expect(
      agreementFlags(
        { rentMonthly: 10_000, depositAmount: 100_000, lockInMonths: 3, noticeDays: 60 },
        {
          lockInBinds: 'TENANT_ONLY',
          ownerNoticeDays: 15,
          flatDeduction: 'Cleaning: ₹2,000 deducted',
          extraClauses: [],
        },
      ),
    ).toEqual([
      'DEPOSIT_ABOVE_TWO_MONTHS',
      'ONE_SIDED_LOCK_IN',
      'FLAT_DEDUCTION',
      'UNEQUAL_NOTICE',
    ]);
  });
});

describe('stamp duty notes', () => {
  it('name a place to buy e-stamp paper for every city’s state, and registration only in Maharashtra', () => {
    for (const city of CITIES) {
      const info = stampDutyOf(city.state);
      expect(info.eStampUrl).toMatch(/^https:\/\//);
      expect(info.eRegistrationUrl !== null).toBe(city.state === 'Maharashtra');
    }
  });
});
