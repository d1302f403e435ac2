import { inArray, sql } from 'drizzle-orm';
import {
  AMENITIES,
  CITIES,
  EDUCATIONS,
  FACINGS,
  FOOD_PREFERENCES,
  FRESHNESS_ASK_AFTER_DAYS,
  FURNISHINGS,
  GENDER_PREFERENCES,
  GUEST_FREQUENCIES,
  LIFESTYLES,
  type City,
  PRICE_RANGES,
  PROPERTY_TYPES,
  TENANT_TYPES,
  type PropertyType,
} from '@roomsetu/shared';
import type { AppContext } from '../../lib/context';
import {
  amenities,
  conversationParticipants,
  interests,
  conversations,
  favorites,
  idVerifications,
  messages,
  profiles,
  properties,
  propertyAmenities,
  propertyPhotos,
  userInterests,
  users,
} from '../schema';
import {
  ADMIN_ACCOUNT,
  AREAS,
  BUDGET_RANGE_BY_CITY,
  CITY_LANGUAGES,
  CLEANLINESS,
  DESCRIPTIONS,
  LANDLORDS,
  OCCUPATIONS,
  POLICIES,
  RESTRICTIONS,
  STREETS,
  TENANTS,
  TITLES,
} from './data';
import { assignRandomPasswords, seedPasswordHashes } from './credentials';
import { drawDemoDocument, drawDemoPhotos } from './images';
import { storeCardVariants } from '../../modules/properties/photo-files';

/** A small deterministic generator, so every fresh install gets the same demo data. */
/** YYYY-MM-DD of a date (UTC). */
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

type Prng = ReturnType<typeof prng>;

/**
 * A seeker's roommate-matching answers, fitting their city and budget: a range inside their
 * sign-up range, localities of their city, its languages, a tidiness that agrees with the words
 * ('Very tidy' is 4 or 5, 'Relaxed' 1 or 2). About one in five leaves the last few unanswered.
 */
function matchingAnswers(
  m: Prng,
  city: City,
  age: number,
  range: { min: number; max: number },
  spoken: string,
  from: Date,
) {
  const budgetMin = Math.max(range.min, 2000) + m.int(0, 2) * 1000;
  const level =
    spoken === 'Very tidy' ? m.int(4, 5) : spoken === 'Tidy' ? m.int(3, 4) : m.int(1, 2);
  const answers = {
    budgetMin,
    budgetMax: Math.min(range.max, budgetMin + m.int(3, 10) * 1000),
    cleanlinessLevel: level,
    languages: [
      ...new Set([
        'English',
        ...(m.next() < 0.8 ? ['Hindi'] : []),
        ...m.some(CITY_LANGUAGES[city], 0, 1),
      ]),
    ],
    moveInDate: isoDay(new Date(from.getTime() + m.int(7, 100) * 86_400_000)),
    preferredLocalities: m.some(AREAS[city], 1, 3).map((a) => a.area),
    guests: m.pick(GUEST_FREQUENCIES),
    worksFromHome: m.next() < 0.4,
    preferredAgeMin: Math.max(18, age - m.int(2, 5)),
    preferredAgeMax: age + m.int(3, 8),
  };
  const kept = m.next() < 0.2 ? m.int(3, 7) : Object.keys(answers).length;
  return Object.fromEntries(
    Object.entries(answers).map(([key, value], k) => [
      key,
      k < kept ? value : Array.isArray(value) ? [] : null,
    ]),
  ) as {
    [K in keyof typeof answers]:
      (typeof answers)[K] | (K extends 'languages' | 'preferredLocalities' ? never : null);
  };
}

function prng(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const some = <T>(list: readonly T[], min: number, max: number): T[] =>
    [...list].sort(() => next() - 0.5).slice(0, int(min, max));
  return { next, int, pick, some };
}

const PROPERTIES_PER_CITY = 9;

/** Fills an empty database with demo data; a database that has any user is left alone. */
export async function seedDemo(ctx: AppContext): Promise<boolean> {
  const { db } = ctx.database;
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  ctx.logger.info('seeding demo data');
  const r = prng(20251020);
  const photos = await drawDemoPhotos();
  const { demoHash, adminHash } = await seedPasswordHashes(ctx);
  const now = ctx.now();
  /**
   * When owners last confirmed their listings: most within days, some ten days back, and one
   * (the first city's first) past the freshness limit, so the daily check has an owner to ask.
   */
  const confirmedDaysAgo = (firstCity: boolean, i: number) =>
    firstCity && i === 0
      ? FRESHNESS_ASK_AFTER_DAYS + 1
      : [0, 10, 2, 5, 1, 10][i % 6]! + (i % 5) / 10;
  const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);

  const ids = await db.transaction(async (tx) => {
    const { password: _p, ...admin } = ADMIN_ACCOUNT;
    const [adminRow] = await tx
      .insert(users)
      .values({
        ...admin,
        passwordHash: adminHash,
        role: 'ADMIN',
        isEmailVerified: true,
        isPhoneVerified: true,
        // Before any landlord joined.
        createdAt: daysAgo(200 + (LANDLORDS.length + 1) * 20),
      })
      .returning({ id: users.id });
    const adminId = adminRow!.id;
    // Only a phone-verified owner's listing can carry the badge, and always with its checklist.
    const verification = (verified: boolean) =>
      verified
        ? {
            verified: true,
            verifiedAt: daysAgo(r.int(1, 60)),
            verifiedBy: adminId,
            verificationChecklist: {
              photosLookReal: true,
              addressPlausible: true,
              ownerReachable: true,
            },
          }
        : { verified: false };

    const landlordRows = await tx
      .insert(users)
      .values(
        LANDLORDS.map((l, i) => ({
          ...l,
          passwordHash: demoHash,
          role: 'LANDLORD' as const,
          isEmailVerified: true,
          isPhoneVerified: i % 2 === 0,
          responseTime: i % 2 === 0 ? 'within an hour' : 'within a day',
          // Joined before accepting the landlord terms (200 days ago), the first the longest ago.
          createdAt: daysAgo(200 + (LANDLORDS.length - i) * 20),
        })),
      )
      .returning({ id: users.id });
    await tx.insert(profiles).values(
      landlordRows.map((l, i) => ({
        userId: l.id,
        age: 35 + i * 3,
        gender: i % 2 ? ('MALE' as const) : ('FEMALE' as const),
        city: CITIES[i % CITIES.length]!.value,
        occupation: 'Property Owner',
        education: r.pick(EDUCATIONS),
        roomPreference: 'PROPERTY_OWNER' as const,
        landlordTermsAcceptedAt: daysAgo(200),
      })),
    );

    const tenantRows = await tx
      .insert(users)
      .values(
        TENANTS.map(({ gender: _g, city: _c, ...t }, i) => ({
          ...t,
          passwordHash: demoHash,
          role: 'TENANT' as const,
          isEmailVerified: true,
          isPhoneVerified: i % 3 === 0,
          // From about a year ago to a week ago, however many there are: never in the future.
          createdAt: daysAgo(7 + (TENANTS.length - 1 - i) * Math.floor(360 / TENANTS.length)),
        })),
      )
      .returning({ id: users.id });
    // Their own generator, so adding a roommate does not reshuffle every listing.
    const p = prng(20251021);
    // The roommate-matching answers get a generator of their own too, and about one person in
    // five leaves some of them out, as people do.
    const m = prng(20261123);
    await tx.insert(profiles).values(
      tenantRows.map((row, i) => {
        const tenant = TENANTS[i]!;
        const [low, high] = BUDGET_RANGE_BY_CITY[tenant.city];
        const age = p.int(19, 34);
        const occupation = p.pick(OCCUPATIONS);
        const education = p.pick(EDUCATIONS);
        // The README's roommate seeker is Sneha (index 1); Rahul (index 0) looks for a room.
        const roomPreference =
          i === 0 || (i > 1 && p.next() < 0.45)
            ? ('LOOKING_FOR_ROOM' as const)
            : ('LOOKING_FOR_ROOMMATE' as const);
        const range = PRICE_RANGES[p.int(low, high)]!;
        const habits = {
          preferredRoommateGender: p.next() < 0.65 ? tenant.gender : ('ANY' as const),
          smoking: p.next() < 0.15,
          drinking: p.next() < 0.35,
          pets: p.next() < 0.25,
          foodPreference: p.pick(FOOD_PREFERENCES),
          lifestyle: p.pick(LIFESTYLES),
          cleanliness: p.pick(CLEANLINESS),
        };
        return {
          userId: row.id,
          age,
          gender: tenant.gender,
          city: tenant.city,
          occupation,
          education,
          roomPreference,
          budget: range.value,
          ...habits,
          ...matchingAnswers(m, tenant.city, age, range, habits.cleanliness, now),
        };
      }),
    );
    const interestRows = await tx.select().from(interests);
    await tx
      .insert(userInterests)
      .values(
        tenantRows.flatMap((row) =>
          p
            .some(interestRows, 2, 4)
            .map((interest) => ({ userId: row.id, interestId: interest.id })),
        ),
      );

    const amenityRows = await tx.select().from(amenities);
    const amenityId = new Map(amenityRows.map((a) => [a.name, a.id]));
    const propertyIds: number[] = [];
    const propertyOwners: number[] = [];
    for (const city of CITIES) {
      for (let i = 0; i < PROPERTIES_PER_CITY; i++) {
        const place = AREAS[city.value][i % AREAS[city.value].length]!;
        const type: PropertyType = PROPERTY_TYPES[(i + city.value.length) % PROPERTY_TYPES.length]!;
        const bedrooms =
          type === 'SHARED_ROOM' || type === 'PG' || type === 'PRIVATE_ROOM' ? 1 : r.int(1, 4);
        const baseRent =
          type === 'PG' || type === 'SHARED_ROOM'
            ? r.int(4, 12)
            : type === 'PRIVATE_ROOM'
              ? r.int(6, 18)
              : type === 'HOUSE'
                ? r.int(25, 70)
                : r.int(8, 45);
        const rent = baseRent * 1000 + (city.value === 'mumbai' ? 5000 : 0);
        const features = r.some(AMENITIES, 3, 7);
        const owner = landlordRows[(i + city.value.length) % landlordRows.length]!;
        const confirmedDays = confirmedDaysAgo(city.value === CITIES[0]!.value, i);
        const listing: typeof properties.$inferInsert = {
          ownerId: owner.id,
          title: `${r.pick(TITLES[type]!)} in ${place.area}`,
          description: r.pick(DESCRIPTIONS),
          propertyType: type,
          rent,
          securityDeposit: rent * r.int(1, 3),
          maintenance: r.pick([0, 500, 1000, 1500, 2000]),
          bedrooms,
          bathrooms: Math.min(4, Math.max(1, bedrooms - r.int(0, 1))),
          areaSqFt:
            type === 'PG' || type === 'SHARED_ROOM' ? r.int(120, 250) : bedrooms * r.int(380, 550),
          furnished: r.pick(FURNISHINGS),
          floor: r.int(0, 6),
          facing: r.pick(FACINGS),
          buildingAge: r.int(0, 20),
          availableFrom: daysAgo(r.int(-45, 60)).toISOString().slice(0, 10),
          status: 'ACTIVE',
          ...verification(r.next() < 0.6 && landlordRows.indexOf(owner) % 2 === 0),
          featured: r.next() < 0.15,
          genderPreference: r.pick(GENDER_PREFERENCES),
          tenantType: r.pick(TENANT_TYPES),
          hospitalDistance: Math.round(r.next() * 50) / 10 + 0.5,
          shoppingMallDistance: r.int(5, 30),
          metroStationDistance: r.int(3, 25),
          features,
          allowedPolicies: r.some(POLICIES, 1, 3).map((name) => ({ name })),
          restrictions: r.some(RESTRICTIONS, 1, 2).map((name) => ({ name })),
          propertyContactName: `${LANDLORDS[landlordRows.indexOf(owner)]!.firstName} ${LANDLORDS[landlordRows.indexOf(owner)]!.lastName}`,
          propertyContactEmail: LANDLORDS[landlordRows.indexOf(owner)]!.email,
          propertyContactPhone: LANDLORDS[landlordRows.indexOf(owner)]!.phone,
          addressLine1: `${r.int(1, 250)}, ${r.pick(STREETS)}`,
          area: place.area,
          city: city.value,
          postalCode: place.postalCode,
          state: city.state,
          country: city.country,
          latitude: city.latitude + place.dLat + (r.next() - 0.5) * 0.01,
          longitude: city.longitude + place.dLng + (r.next() - 0.5) * 0.01,
          locationApproximate: false,
          views: r.int(10, 400),
          createdAt: daysAgo(Math.max(r.int(0, 90), confirmedDays)),
          confirmedAt: daysAgo(confirmedDays),
        };
        // Verified after it was listed, not before.
        if (listing.verifiedAt && listing.createdAt && listing.verifiedAt < listing.createdAt) {
          listing.verifiedAt = listing.createdAt;
        }
        const [property] = await tx
          .insert(properties)
          .values(listing)
          .returning({ id: properties.id });
        propertyIds.push(property!.id);
        propertyOwners.push(owner.id);
        await tx
          .insert(propertyAmenities)
          .values(
            features.map((name) => ({ propertyId: property!.id, amenityId: amenityId.get(name)! })),
          );
      }
    }
    return {
      adminId,
      landlords: landlordRows.map((l) => l.id),
      tenants: tenantRows.map((t) => t.id),
      propertyIds,
      propertyOwners,
    };
  });

  await seedPhotos(ctx, ids.propertyIds, photos, r);
  await seedConversations(ctx, ids);
  await seedIdVerifications(ctx, ids);
  await assignRandomPasswords(ctx);
  ctx.logger.info({ properties: ids.propertyIds.length }, 'demo data ready');
  return true;
}

async function seedPhotos(
  ctx: AppContext,
  propertyIds: number[],
  pool: Awaited<ReturnType<typeof drawDemoPhotos>>,
  r: ReturnType<typeof prng>,
): Promise<void> {
  const rows: (typeof propertyPhotos.$inferInsert)[] = [];
  for (const propertyId of propertyIds) {
    const count = r.int(2, 5);
    const start = r.int(0, pool.length - 1);
    for (let k = 0; k < count; k++) {
      // Step 6 through the palette-major pool: a different room and colour for each photo.
      const photo = pool[(start + k * 6) % pool.length]!;
      const storageKey = `properties/${propertyId}/seed-${k}.webp`;
      const cardKey = `properties/${propertyId}/seed-${k}-card.webp`;
      await Promise.all([
        ctx.storage.put(storageKey, photo.full),
        ctx.storage.put(cardKey, photo.card),
        storeCardVariants(ctx, storageKey, photo.variants),
      ]);
      rows.push({
        propertyId,
        storageKey,
        cardKey,
        cardWidths: photo.variants.map((v) => v.width),
        altText: `${photo.scene} photo`,
        isPrimary: k === 0,
        position: k,
        photoHash: photo.signature?.hash ?? null,
      });
    }
  }
  await ctx.database.db.insert(propertyPhotos).values(rows);
}

/** A seeded message: sent by the conversation's first (0) or second (1) person, an inquiry names its listing. */
interface SeedMessage {
  from: 0 | 1;
  text: string;
  /** The nth listing of the landlord in the conversation (an inquiry), else chat. */
  listing?: number;
}

async function seedConversations(
  ctx: AppContext,
  ids: { landlords: number[]; tenants: number[]; propertyIds: number[]; propertyOwners: number[] },
): Promise<void> {
  const { db } = ctx.database;
  /** The nth listing of an owner: a seeded inquiry is always about the landlord's own room. */
  const listingOf = (ownerId: number, nth: number) =>
    ids.propertyIds.filter((_, k) => ids.propertyOwners[k] === ownerId)[nth]!;
  const threads: [number, number, SeedMessage[]][] = [
    [
      ids.tenants[0]!,
      ids.landlords[0]!,
      [
        { from: 0, text: 'Hi, is the flat still available?', listing: 0 },
        { from: 1, text: 'Yes, it is. Would you like to visit this weekend?' },
        { from: 0, text: 'Saturday 11 AM works for me.' },
        // One conversation per pair of people: a second listing of the same owner joins it.
        { from: 0, text: 'Could I also see this one while I am there?', listing: 1 },
        { from: 1, text: 'Of course, it is two streets away.' },
      ],
    ],
    [
      ids.tenants[1]!,
      ids.landlords[1]!,
      [
        { from: 0, text: 'Hello! Is the deposit negotiable?', listing: 1 },
        { from: 1, text: 'We can discuss it when you visit.' },
      ],
    ],
    [
      ids.tenants[0]!,
      ids.tenants[1]!,
      [
        { from: 0, text: 'Hey, I saw your roommate profile. I am also looking in Pune.' },
        { from: 1, text: 'Great! What budget are you looking at?' },
      ],
    ],
    [
      ids.tenants[2]!,
      ids.landlords[2]!,
      [{ from: 0, text: 'Is parking included with the rent?', listing: 2 }],
    ],
  ];
  const hour = 3_600_000;
  const now = ctx.now().getTime();
  for (const [a, b, thread] of threads) {
    const people = [a, b] as const;
    // One message an hour, the last one an hour ago.
    const at = (i: number) => new Date(now - (thread.length - i) * hour);
    const sent = thread.map((m, i) => ({
      senderId: people[m.from],
      content: m.text,
      propertyId: m.listing === undefined ? null : listingOf(b, m.listing),
      createdAt: at(i),
    }));
    const listings = sent.flatMap((m) => (m.propertyId === null ? [] : [m.propertyId]));
    const [conversation] = await db
      .insert(conversations)
      .values({
        pairKey: `${Math.min(a, b)}:${Math.max(a, b)}`,
        // The latest inquired listing, as an inquiry leaves it.
        propertyId: listings.at(-1) ?? null,
        createdAt: at(0),
        lastMessageAt: at(thread.length - 1),
      })
      .returning({ id: conversations.id });
    const cid = conversation!.id;
    await db.insert(conversationParticipants).values([
      { conversationId: cid, userId: a, lastReadAt: at(thread.length - 1) },
      // The second has read up to their own last message (as sending leaves it), if any.
      {
        conversationId: cid,
        userId: b,
        lastReadAt: sent.findLast((m) => m.senderId === b)?.createdAt ?? null,
      },
    ]);
    await db.insert(messages).values(sent.map((m) => ({ ...m, conversationId: cid })));
    for (const propertyId of listings)
      await db.execute(
        sql`update properties set inquiries = inquiries + 1 where id = ${propertyId}`,
      );
  }
  const daysAgo = (d: number) => new Date(now - d * 86_400_000);
  await db.insert(favorites).values([
    {
      userId: ids.tenants[0]!,
      type: 'PROPERTY',
      propertyId: ids.propertyIds[1]!,
      createdAt: daysAgo(3),
    },
    {
      userId: ids.tenants[0]!,
      type: 'PROPERTY',
      propertyId: ids.propertyIds[12]!,
      createdAt: daysAgo(2),
    },
    {
      userId: ids.tenants[1]!,
      type: 'PROPERTY',
      propertyId: ids.propertyIds[3]!,
      createdAt: daysAgo(1),
    },
  ]);
}

/**
 * A few ID-approved people (their documents already deleted after retention) and one request
 * waiting in the admin queue, with a drawn document in the private folder.
 */
async function seedIdVerifications(
  ctx: AppContext,
  ids: { adminId: number; landlords: number[]; tenants: number[] },
) {
  const { db } = ctx.database;
  const now = ctx.now();
  const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
  const approved = [ids.landlords[0]!, ids.landlords[2]!, ids.tenants[0]!, ids.tenants[3]!];
  await db.insert(idVerifications).values(
    approved.map((userId, i) => ({
      userId,
      documentType: (['AADHAAR', 'PAN', 'PASSPORT', 'DRIVING_LICENCE'] as const)[i]!,
      last4: String(4821 + i * 1111).slice(-4),
      status: 'APPROVED' as const,
      fileKeys: [],
      decidedBy: ids.adminId,
      decidedAt: daysAgo(40 + i),
      filesDeletedAt: daysAgo(10 + i),
      createdAt: daysAgo(41 + i),
    })),
  );
  await db.update(users).set({ isIdVerified: true }).where(inArray(users.id, approved));
  const document = await drawDemoDocument();
  await db.insert(idVerifications).values({
    userId: ids.tenants[1]!,
    documentType: 'VOTER_ID',
    last4: '7319',
    fileKeys: [await ctx.privateFiles.put('id', document, 'webp')],
    createdAt: daysAgo(1),
  });
}
