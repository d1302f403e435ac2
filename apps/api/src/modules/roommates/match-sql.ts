import {
  BLANK_COMPATIBILITY_PROFILE,
  BUDGET_NO_OVERLAP_SHARE,
  CLEANLINESS_MAX,
  CLEANLINESS_MIN,
  COMPATIBILITY_FACTORS,
  COMPATIBILITY_WEIGHTS,
  type CompatibilityFactor,
  type CompatibilityProfile,
  FOOD_PREFERENCES,
  factorFit,
  GUEST_FREQUENCIES,
  LIFESTYLES,
  AGE_ZERO_YEARS,
  MOVE_IN_FULL_DAYS,
  MOVE_IN_ZERO_DAYS,
  NO_ANSWERS_SCORE,
  PRICE_RANGES,
} from '@roomsetu/shared';
import { sql, type SQL } from 'drizzle-orm';
import { profiles } from '../../db/schema';

/**
 * The mutual compatibility score (packages/shared `compatibility`) as SQL over `profiles`, for
 * ranking in the database: the viewer's answers are constants, each candidate's are columns.
 * Factors over a small set of answers (sleep, food, cleanliness...) are CASE tables filled in by
 * the shared fit functions themselves; budget, move-in, localities, languages and age repeat the
 * shared arithmetic in the same order, so the double-precision result is the same number.
 * match-sql.test.ts holds the two to each other.
 */

/** A constant written into the query: only numbers this module computed, never input text. */
export function num(n: number): SQL {
  if (!Number.isFinite(n)) throw new Error(`not a finite number: ${n}`);
  return sql.raw(`(${n})::float8`);
}

/** The fit of a factor the viewer has not answered: null for every candidate. */
const NO_FIT = sql`null::float8`;

/**
 * CASE column WHEN value THEN fit ... END, with each fit from the shared function. The simple
 * form evaluates the column (and its cast) once per row, not once per arm.
 */
function caseTable<V extends string | number | boolean>(
  column: SQL,
  values: readonly V[],
  fit: (value: V) => number | null,
): SQL {
  const arms = values.flatMap((value) => {
    const f = fit(value);
    return f === null ? [] : [sql` when ${value} then ${num(f)}`];
  });
  return arms.length ? sql`(case ${column}${sql.join(arms)} end)` : NO_FIT;
}

const col = {
  lifestyle: sql`${profiles.lifestyle}::text`,
  food: sql`${profiles.foodPreference}::text`,
  guests: sql`${profiles.guests}::text`,
};

/** The sign-up range code's bound, as a CASE over the known codes (no parsing per row). */
const codeBound = (bound: 'min' | 'max') =>
  sql`(case ${profiles.budget}${sql.join(PRICE_RANGES.map((r) => sql` when ${r.value} then ${r[bound]}::int`))} end)`;

/** The candidate's budget range: their own, else their sign-up range code. */
const budgetLo = sql`(case when ${profiles.budgetMin} is null and ${profiles.budgetMax} is null
  then ${codeBound('min')} else coalesce(${profiles.budgetMin}, ${profiles.budgetMax}) end)`;
const budgetHi = sql`(case when ${profiles.budgetMin} is null and ${profiles.budgetMax} is null
  then ${codeBound('max')} else coalesce(${profiles.budgetMax}, ${profiles.budgetMin}) end)`;

function budgetFit(v: CompatibilityProfile): SQL {
  const lo = v.budgetMin ?? v.budgetMax;
  const hi = v.budgetMax ?? v.budgetMin;
  if (lo === null || hi === null) return NO_FIT;
  const [vlo, vhi] = lo <= hi ? [lo, hi] : [hi, lo];
  const gap = sql`greatest(${budgetLo} - ${vhi}::int, ${vlo}::int - ${budgetHi})`;
  return sql`(case when ${budgetLo} is null then null::float8
    when ${gap} <= 0 then ${num(1)}
    else ${num(BUDGET_NO_OVERLAP_SHARE)} * least(${num(1)}, greatest(${num(0)},
      ${num(1)} - (${gap})::float8 / greatest(${vhi}::int, ${budgetHi})::float8)) end)`;
}

function moveInFit(v: CompatibilityProfile): SQL {
  if (!v.moveInDate) return NO_FIT;
  const days = sql`abs(${profiles.moveInDate} - ${v.moveInDate}::date)`;
  return sql`(case when ${profiles.moveInDate} is null then null::float8
    else least(${num(1)}, greatest(${num(0)}, ${num(1)} - (${days} - ${MOVE_IN_FULL_DAYS}::int)::float8 / ${num(MOVE_IN_ZERO_DAYS - MOVE_IN_FULL_DAYS)})) end)`;
}

function localityFit(mine: readonly string[]): SQL {
  const wanted = [...new Set(mine.map((s) => s.trim().toLowerCase()))];
  if (!wanted.length) return NO_FIT;
  const list = sql.join(
    wanted.map((w) => sql`${w}::text`),
    sql`, `,
  );
  // The stored lower-cased copy (entries are trimmed when saved): a plain overlap per row.
  const theirs = profiles.localitiesLower;
  return sql`(case when cardinality(${theirs}) = 0 then null::float8
    when ${theirs} && array[${list}] then ${num(1)} else ${num(0)} end)`;
}

/** Languages come from a fixed list, so an exact overlap (&&) is the shared comparison. */
function languagesFit(mine: readonly string[]): SQL {
  if (!mine.length) return NO_FIT;
  const list = sql.join(
    mine.map((w) => sql`${w}::text`),
    sql`, `,
  );
  return sql`(case when cardinality(${profiles.languages}) = 0 then null::float8
    when ${profiles.languages} && array[${list}] then ${num(1)} else ${num(0)} end)`;
}

/** 1 inside the range, falling to 0 at AGE_ZERO_YEARS outside it. */
function ageWithin(age: SQL, lo: SQL, hi: SQL): SQL {
  return sql`least(${num(1)}, greatest(${num(0)}, ${num(1)} - (greatest(${lo} - ${age}, ${age} - ${hi}, 0))::float8 / ${num(AGE_ZERO_YEARS)}))`;
}

function ageFit(v: CompatibilityProfile): SQL {
  const parts: SQL[] = [];
  if (v.preferredAgeMin !== null || v.preferredAgeMax !== null) {
    // Their age against my preferred range (an open end never binds).
    const lo = v.preferredAgeMin === null ? sql`${profiles.age}` : sql`${v.preferredAgeMin}::int`;
    const hi = v.preferredAgeMax === null ? sql`${profiles.age}` : sql`${v.preferredAgeMax}::int`;
    parts.push(
      sql`(case when ${profiles.age} is null then null::float8 else ${ageWithin(sql`${profiles.age}`, lo, hi)} end)`,
    );
  }
  if (v.age !== null) {
    const me = sql`${v.age}::int`;
    parts.push(sql`(case when ${profiles.preferredAgeMin} is null and ${profiles.preferredAgeMax} is null
      then null::float8
      else ${ageWithin(me, sql`coalesce(${profiles.preferredAgeMin}, ${me})`, sql`coalesce(${profiles.preferredAgeMax}, ${me})`)} end)`);
  }
  // least() skips nulls: one known direction decides alone, as in the shared function.
  if (!parts.length) return NO_FIT;
  return parts.length === 1 ? parts[0]! : sql`least(${parts[0]!}, ${parts[1]!})`;
}

const one = <K extends keyof CompatibilityProfile>(key: K, value: CompatibilityProfile[K]) => ({
  ...BLANK_COMPATIBILITY_PROFILE,
  [key]: value,
});

const YES_NO = [true, false] as const;
const LEVELS = Array.from(
  { length: CLEANLINESS_MAX - CLEANLINESS_MIN + 1 },
  (_, i) => CLEANLINESS_MIN + i,
);

function fitSql(factor: CompatibilityFactor, v: CompatibilityProfile): SQL {
  const fit =
    <K extends keyof CompatibilityProfile>(key: K) =>
    (value: CompatibilityProfile[K]) =>
      factorFit(factor, v, one(key, value));
  switch (factor) {
    case 'budget':
      return budgetFit(v);
    case 'moveIn':
      return moveInFit(v);
    case 'locality':
      return localityFit(v.preferredLocalities);
    case 'languages':
      return languagesFit(v.languages);
    case 'age':
      return ageFit(v);
    case 'sleep':
      return caseTable(col.lifestyle, LIFESTYLES, fit('lifestyle'));
    case 'food':
      return caseTable(col.food, FOOD_PREFERENCES, fit('foodPreference'));
    case 'guests':
      return caseTable(col.guests, GUEST_FREQUENCIES, fit('guests'));
    case 'cleanliness':
      return caseTable(sql`${profiles.cleanlinessLevel}::int`, LEVELS, fit('cleanlinessLevel'));
    case 'workFromHome':
      return caseTable(sql`${profiles.worksFromHome}`, YES_NO, fit('worksFromHome'));
    case 'smoking':
      return caseTable(sql`${profiles.smoking}`, YES_NO, fit('smoking'));
    case 'drinking':
      return caseTable(sql`${profiles.drinking}`, YES_NO, fit('drinking'));
    case 'pets':
      return caseTable(sql`${profiles.pets}`, YES_NO, fit('pets'));
  }
}

/** The fits as select-list columns (`<fit> as <factor>, ...`) over the current `profiles` row. */
export function fitColumns(viewer: CompatibilityProfile): SQL {
  return sql.join(
    COMPATIBILITY_FACTORS.map((f) => sql`${fitSql(f, viewer)} as ${sql.identifier(f)}`),
    sql`, `,
  );
}

/**
 * The weighted average of fits, as numerator and denominator: `fits` are fit columns (null when
 * not answered); `full` is the weight of factors counted as a full fit for every row.
 */
function weighted(fits: readonly { factor: CompatibilityFactor; fit: SQL }[], full: number) {
  const points = sql.join(
    [
      ...(full ? [num(full)] : []),
      ...fits.map(
        ({ factor, fit }) =>
          sql`coalesce(${num(COMPATIBILITY_WEIGHTS[factor])} * ${fit}, ${num(0)})`,
      ),
    ],
    sql` + `,
  );
  const max = sql.join(
    [
      ...(full ? [sql.raw(String(full))] : []),
      ...fits.map(
        ({ factor, fit }) =>
          sql`(case when ${fit} is null then 0 else ${sql.raw(String(COMPATIBILITY_WEIGHTS[factor]))} end)`,
      ),
    ],
    sql` + `,
  );
  return { points, max };
}

const columnsOf = (alias: string, factors: readonly CompatibilityFactor[]) =>
  factors.map((factor) => ({
    factor,
    fit: sql`${sql.identifier(alias)}.${sql.identifier(factor)}`,
  }));

/**
 * The score (int, 0-100) from the fit columns of `alias` (see fitColumns): the weighted average
 * of the known fits, rounded as Math.round does. Read the fits from a subquery behind `offset 0`,
 * so each fit is computed once per row and not once for every place it appears here.
 */
export function scoreOfFits(alias: string): SQL {
  const { points, max } = weighted(columnsOf(alias, COMPATIBILITY_FACTORS), 0);
  return sql`(case when (${max}) = 0 then ${NO_ANSWERS_SCORE}::int
      else floor(${num(100)} * (${points}) / (${max}) + ${num(0.5)})::int end)`;
}

/**
 * Factors the ranking bound computes exactly: the four heaviest answer tables, one CASE each per
 * row. The rest (budget, move-in and age arithmetic, the overlaps, the lighter tables) count as a
 * full fit in the bound; more exact factors cost more per candidate than they save in the second
 * pass (measured in bench/roommate-match.ts).
 */
const BOUND_EXACT: readonly CompatibilityFactor[] = ['cleanliness', 'sleep', 'smoking', 'food'];

/** The bound's fit columns (`<fit> as <factor>, ...`) over the current `profiles` row. */
export function boundColumns(viewer: CompatibilityProfile): SQL {
  return sql.join(
    BOUND_EXACT.map((f) => sql`${fitSql(f, viewer)} as ${sql.identifier(f)}`),
    sql`, `,
  );
}

/**
 * An upper bound (float8) on the unrounded score `100 * points / max`, from the bound columns of
 * `alias` (see boundColumns). The other factors count as a full fit whenever the viewer answered
 * them, known or not for the candidate. That never lowers the average below the true one: the
 * exact factors agree, a full fit in place of a lower one raises the numerator only, and a factor
 * the candidate has not answered adds its weight w to both sides, and (p + w) / (m + w) >= p / m
 * because p <= m. With nothing known either way both are NO_ANSWERS_SCORE; with nothing known
 * exactly but something counted full, the bound is 100. So score >= s implies bound >= s - 0.5.
 */
export function boundOfFits(alias: string, viewer: CompatibilityProfile): SQL {
  const full = COMPATIBILITY_FACTORS.filter(
    (f) => !BOUND_EXACT.includes(f) && fitSql(f, viewer) !== NO_FIT,
  ).reduce((sum, f) => sum + COMPATIBILITY_WEIGHTS[f], 0);
  const { points, max } = weighted(columnsOf(alias, BOUND_EXACT), full);
  return sql`(case when (${max}) = 0 then ${num(NO_ANSWERS_SCORE)}
      else ${num(100)} * (${points}) / (${max}) end)`;
}

/**
 * The hard limits as a WHERE condition: a gender preference either way that the other does not
 * meet, and a city both have given that differs.
 */
export function hardLimitsWhere(viewer: CompatibilityProfile): SQL {
  const parts: SQL[] = [];
  const pref = viewer.preferredRoommateGender;
  if (pref === 'MALE' || pref === 'FEMALE') parts.push(sql`${profiles.gender} = ${pref}`);
  const theirs = sql`${profiles.preferredRoommateGender}`;
  const g = viewer.gender;
  parts.push(
    g === 'MALE' || g === 'FEMALE'
      ? sql`(${theirs} is null or ${theirs} = 'ANY' or ${theirs}::text = ${g})`
      : sql`(${theirs} is null or ${theirs} = 'ANY')`,
  );
  if (viewer.city) parts.push(sql`(${profiles.city} is null or ${profiles.city} = ${viewer.city})`);
  return sql.join(parts, sql` and `);
}
