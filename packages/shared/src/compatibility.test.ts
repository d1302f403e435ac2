import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CITY_VALUES } from './cities';
import {
  BLANK_COMPATIBILITY_PROFILE,
  CLEANLINESS_MAX,
  CLEANLINESS_MIN,
  COMPATIBILITY_FACTORS,
  COMPATIBILITY_WEIGHTS,
  compatibility,
  fitsAll,
  listingFit,
  type CompatibilityProfile,
  GUEST_FREQUENCIES,
  GUEST_RANK,
  LANGUAGES,
  topReasons,
  unansweredFactors,
} from './compatibility';
import { FOOD_PREFERENCES, GENDER_PREFERENCES, GENDERS, LIFESTYLES } from './enums';

const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
const day = fc
  .integer({ min: 0, max: 400 })
  .map((n) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));
const LOCALITIES = ['Koramangala', 'Indiranagar', 'HSR Layout', 'Whitefield', 'Baner', 'Andheri'];

const profile: fc.Arbitrary<CompatibilityProfile> = fc
  .record({
    city: maybe(fc.constantFrom(...CITY_VALUES)),
    gender: maybe(fc.constantFrom(...GENDERS)),
    age: maybe(fc.integer({ min: 18, max: 70 })),
    preferredRoommateGender: maybe(fc.constantFrom(...GENDER_PREFERENCES)),
    budgetMin: maybe(fc.integer({ min: 1000, max: 60000 })),
    budgetMax: maybe(fc.integer({ min: 1000, max: 90000 })),
    moveInDate: maybe(day),
    preferredLocalities: fc.uniqueArray(fc.constantFrom(...LOCALITIES), { maxLength: 3 }),
    lifestyle: maybe(fc.constantFrom(...LIFESTYLES)),
    cleanlinessLevel: maybe(fc.integer({ min: CLEANLINESS_MIN, max: CLEANLINESS_MAX })),
    guests: maybe(fc.constantFrom(...GUEST_FREQUENCIES)),
    worksFromHome: maybe(fc.boolean()),
    languages: fc.uniqueArray(fc.constantFrom(...LANGUAGES), { maxLength: 3 }),
    foodPreference: maybe(fc.constantFrom(...FOOD_PREFERENCES)),
    smoking: maybe(fc.boolean()),
    drinking: maybe(fc.boolean()),
    pets: maybe(fc.boolean()),
    preferredAgeMin: maybe(fc.integer({ min: 18, max: 45 })),
    preferredAgeMax: maybe(fc.integer({ min: 25, max: 70 })),
  })
  .map((p) => ({
    ...p,
    // Stored profiles never hold a range upside down: the API refuses a minimum above the maximum.
    ...ordered(p.budgetMin, p.budgetMax, (budgetMin, budgetMax) => ({ budgetMin, budgetMax })),
    ...ordered(p.preferredAgeMin, p.preferredAgeMax, (preferredAgeMin, preferredAgeMax) => ({
      preferredAgeMin,
      preferredAgeMax,
    })),
  }));

function ordered<T>(
  lo: number | null,
  hi: number | null,
  as: (lo: number | null, hi: number | null) => T,
): T {
  return lo !== null && hi !== null && lo > hi ? as(hi, lo) : as(lo, hi);
}

const blank = BLANK_COMPATIBILITY_PROFILE;

/** One step of b's answer toward a's, for each kind of answer; null when there is nothing to do. */
const moveToward = (a: CompatibilityProfile, b: CompatibilityProfile) => ({
  cleanlinessLevel: () =>
    a.cleanlinessLevel === null || b.cleanlinessLevel === null
      ? null
      : {
          cleanlinessLevel: b.cleanlinessLevel + Math.sign(a.cleanlinessLevel - b.cleanlinessLevel),
        },
  guests: () => {
    if (!a.guests || !b.guests) return null;
    const step = Math.sign(GUEST_RANK[a.guests] - GUEST_RANK[b.guests]);
    return { guests: GUEST_FREQUENCIES[GUEST_RANK[b.guests] + step]! };
  },
  lifestyle: () => ({ lifestyle: a.lifestyle }),
  foodPreference: () => ({ foodPreference: a.foodPreference }),
  smoking: () => ({ smoking: a.smoking }),
  drinking: () => ({ drinking: a.drinking }),
  pets: () => ({ pets: a.pets }),
  worksFromHome: () => ({ worksFromHome: a.worksFromHome }),
  moveInDate: () => ({ moveInDate: a.moveInDate }),
  languages: () => ({ languages: [...b.languages, ...a.languages.slice(0, 1)] }),
  preferredLocalities: () => ({
    preferredLocalities: [...b.preferredLocalities, ...a.preferredLocalities.slice(0, 1)],
  }),
  city: () => ({ city: a.city }),
  gender: () =>
    a.preferredRoommateGender === 'MALE' || a.preferredRoommateGender === 'FEMALE'
      ? { gender: a.preferredRoommateGender }
      : null,
  age: () => {
    if (b.age === null) return null;
    const lo = a.preferredAgeMin ?? -Infinity;
    const hi = a.preferredAgeMax ?? Infinity;
    return { age: b.age < lo ? b.age + 1 : b.age > hi ? b.age - 1 : b.age };
  },
  budget: () => {
    if (a.budgetMin === null || a.budgetMax === null) return null;
    if (b.budgetMin === null || b.budgetMax === null) return null;
    const [bl, bh] = [Math.min(b.budgetMin, b.budgetMax), Math.max(b.budgetMin, b.budgetMax)];
    const aMid = (a.budgetMin + a.budgetMax) / 2;
    const shift = Math.round((aMid - (bl + bh) / 2) / 2);
    return { budgetMin: bl + shift, budgetMax: bh + shift };
  },
});

describe('compatibility', () => {
  it('scores between 0 and 100, with points never above their factor', () => {
    fc.assert(
      fc.property(profile, profile, (a, b) => {
        const r = compatibility(a, b);
        expect(r.score).toBeGreaterThanOrEqual(0);
        expect(r.score).toBeLessThanOrEqual(100);
        expect(Number.isInteger(r.score)).toBe(true);
        for (const f of r.factors) {
          expect(f.points).toBeGreaterThanOrEqual(0);
          expect(f.points).toBeLessThanOrEqual(f.max);
        }
        expect(r.factors.map((f) => f.factor)).toEqual([...COMPATIBILITY_FACTORS]);
      }),
    );
  });

  it('is symmetric: what A is to B, B is to A', () => {
    fc.assert(
      fc.property(profile, profile, (a, b) => {
        expect(compatibility(a, b)).toEqual(compatibility(b, a));
      }),
    );
  });

  it('excludes on a gender preference either way that the other does not meet', () => {
    fc.assert(
      fc.property(
        profile,
        profile,
        fc.constantFrom('MALE' as const, 'FEMALE' as const),
        (a, b, want) => {
          const other = want === 'MALE' ? 'FEMALE' : 'MALE';
          const r = compatibility({ ...a, preferredRoommateGender: want }, { ...b, gender: other });
          expect(r).toMatchObject({ score: 0, excludedBy: 'gender' });
          expect(
            compatibility({ ...b, gender: other }, { ...a, preferredRoommateGender: want }),
          ).toMatchObject({ score: 0, excludedBy: 'gender' });
        },
      ),
    );
  });

  it('excludes people in different cities', () => {
    fc.assert(
      fc.property(profile, profile, fc.constantFrom(...CITY_VALUES), (a, b, city) => {
        const elsewhere = CITY_VALUES.find((c) => c !== city)!;
        const r = compatibility({ ...a, city }, { ...b, city: elsewhere });
        expect(r.score).toBe(0);
        expect(r.excludedBy).not.toBeNull();
      }),
    );
  });

  it('never lowers the score when one answer moves toward the other person', () => {
    fc.assert(
      fc.property(profile, profile, fc.nat(), (a, b, pick) => {
        const moves = Object.values(moveToward(a, b));
        const change = moves[pick % moves.length]!();
        if (!change) return;
        const before = compatibility(a, b).score;
        const after = compatibility(a, { ...b, ...change }).score;
        expect(after).toBeGreaterThanOrEqual(before);
      }),
      { numRuns: 2000 },
    );
  });

  it('counts a missing answer neither way: the rest decides, and fewer are "answered"', () => {
    const a = { ...blank, smoking: false, lifestyle: 'EARLY_BIRD' as const };
    const b = { ...blank, smoking: false, lifestyle: 'EARLY_BIRD' as const };
    expect(compatibility(a, b)).toMatchObject({ score: 100, answered: 2 });
    const c = { ...b, lifestyle: 'NIGHT_OWL' as const };
    const expected = Math.round(
      (100 * COMPATIBILITY_WEIGHTS.smoking) /
        (COMPATIBILITY_WEIGHTS.smoking + COMPATIBILITY_WEIGHTS.sleep),
    );
    expect(compatibility(a, c).score).toBe(expected);
    expect(compatibility(blank, blank)).toMatchObject({ score: 50, answered: 0 });
  });

  it('keeps most of the budget factor away from budgets that do not overlap', () => {
    const a = { ...blank, budgetMin: 5000, budgetMax: 10000 };
    const overlap = compatibility(a, { ...blank, budgetMin: 9000, budgetMax: 15000 });
    const apart = compatibility(a, { ...blank, budgetMin: 11000, budgetMax: 15000 });
    expect(overlap.score).toBe(100);
    expect(apart.score).toBeLessThanOrEqual(25);
    expect(apart.factors[0]!.reason).toBe('Your budgets do not overlap');
  });

  it('ranks a one-sided age fit low: the lower direction counts', () => {
    const young = { ...blank, age: 22, preferredAgeMin: 20, preferredAgeMax: 26 };
    const older = { ...blank, age: 40, preferredAgeMin: 18, preferredAgeMax: 45 };
    expect(compatibility(young, older).score).toBe(0);
  });

  it('says "Same" only for the same answer: each food and sleep reason fits the two answers', () => {
    const reason = (factor: 'food' | 'sleep', a: Partial<CompatibilityProfile>, b: typeof a) =>
      compatibility({ ...blank, ...a }, { ...blank, ...b }).factors.find(
        (f) => f.factor === factor,
      )!.reason;
    expect(reason('food', { foodPreference: 'JAIN' }, { foodPreference: 'NO_PREFERENCE' })).toBe(
      'One of you has no food preference',
    );
    expect(reason('food', { foodPreference: 'JAIN' }, { foodPreference: 'VEGAN' })).toBe(
      'Both vegetarian, in different ways',
    );
    expect(reason('food', { foodPreference: 'JAIN' }, { foodPreference: 'JAIN' })).toBe(
      'Same food preference',
    );
    expect(reason('sleep', { lifestyle: 'FLEXIBLE' }, { lifestyle: 'NIGHT_OWL' })).toBe(
      'One of you has a flexible sleep schedule',
    );
    for (const a of FOOD_PREFERENCES)
      for (const b of FOOD_PREFERENCES)
        expect(
          reason('food', { foodPreference: a }, { foodPreference: b }) === 'Same food preference',
        ).toBe(a === b);
    for (const a of LIFESTYLES)
      for (const b of LIFESTYLES)
        expect(reason('sleep', { lifestyle: a }, { lifestyle: b }) === 'Same sleep schedule').toBe(
          a === b,
        );
  });

  it('explains with the three strongest reasons and lists what is unanswered', () => {
    const a = { ...blank, smoking: false, pets: true, budgetMin: 8000, budgetMax: 12000 };
    const b = { ...blank, smoking: false, pets: false, budgetMin: 9000, budgetMax: 14000 };
    expect(topReasons(compatibility(a, b))).toEqual([
      'Your budgets overlap',
      'Same about smoking',
      'Different about pets',
    ]);
    expect(unansweredFactors(a)).toHaveLength(COMPATIBILITY_FACTORS.length - 3);
  });
});

describe('listingFit', () => {
  const listing = {
    rent: 12000,
    availableFrom: '2026-12-01',
    genderPreference: 'FEMALE' as const,
    area: 'Baner',
  };
  it('checks budget, move-in, gender and locality; unanswered is null', () => {
    const seeker = {
      ...BLANK_COMPATIBILITY_PROFILE,
      gender: 'FEMALE' as const,
      budgetMin: 10000,
      budgetMax: 15000,
      moveInDate: '2026-12-10',
      preferredLocalities: ['baner ', 'Aundh'],
    };
    expect(listingFit(seeker, listing)).toEqual({
      budget: true,
      moveIn: true,
      gender: true,
      locality: true,
    });
    expect(fitsAll(listingFit(seeker, listing))).toBe(true);
    const other = { ...seeker, gender: 'MALE' as const, moveInDate: '2026-11-20' };
    expect(listingFit(other, listing)).toMatchObject({ moveIn: false, gender: false });
    expect(
      listingFit(BLANK_COMPATIBILITY_PROFILE, { ...listing, genderPreference: 'ANY' }),
    ).toEqual({ budget: null, moveIn: null, gender: true, locality: null });
    expect(fitsAll({ budget: null, moveIn: null, gender: null, locality: null })).toBe(false);
  });
});
