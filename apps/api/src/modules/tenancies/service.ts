import {
  API_ERRORS,
  addDays,
  canTakeTenancyAction,
  formatRupees,
  mayTakeTenancyAction,
  middayInIndia,
  TENANCY_START_AHEAD_DAYS,
  TENANCY_START_PAST_DAYS,
  todayInIndia,
  type CreateTenancyInput,
  type TenanciesQuery,
  type TenancyAction,
  type TenancyDetail,
  type TenancyEvent,
  type TenancyList,
  type TenancyRole,
  type TenancyStatus,
} from '@roomsetu/shared';
import type { Db } from '../../db/client';
import { queueMail } from '../../jobs/mail';
import type { AppContext } from '../../lib/context';
import {
  badRequest,
  conflict,
  fill,
  forbidden,
  notFound,
  type ErrorMessage,
} from '../../lib/errors';
import { interpolate, phrase, translator, type MomentValue, type Phrase } from '../../lib/i18n';
import type { AuthUser } from '../../lib/tokens';
import { queueRefundReminders } from './jobs';
import type { TenancyPorts } from './ports';
import { presentDetail, presentTenancy } from './presenter';
import * as repo from './repository';
import type { TenancyRow, TenantRow } from './repository';

const LIST_SIZE = 50;
const NOT_FOUND = API_ERRORS.tenancyNotFound;

export const link = (id: number) => `/profile?tab=tenancies&tenancy=${id}`;

/** The caller's side of a tenancy, or null for anyone else. */
function roleOf(t: TenancyRow, tenants: readonly TenantRow[], userId: number): TenancyRole | null {
  if (t.ownerId === userId) return 'OWNER';
  return tenants.some((row) => row.userId === userId) ? 'TENANT' : null;
}

const CANNOT: Record<TenancyAction, string> = {
  invite: API_ERRORS.tenancyCannotInvite,
  accept: API_ERRORS.tenancyCannotAccept,
  decline: API_ERRORS.tenancyCannotDecline,
  cancel: API_ERRORS.tenancyCannotCancel,
  notice: API_ERRORS.tenancyCannotNotice,
  end: API_ERRORS.tenancyCannotEnd,
};

/** Why the state table refuses a move, with the state in each language's words. */
function refusal(action: TenancyAction, from: TenancyStatus): ErrorMessage {
  return fill(CANNOT[action], { state: { ref: `enums.tenancyStatus.${from}`, lowerCase: true } });
}

async function detail(ctx: AppContext, t: TenancyRow, userId: number): Promise<TenancyDetail> {
  const { db } = ctx.database;
  const [tenants, events, [listing]] = await Promise.all([
    repo.tenantsOf(db, [t.id]),
    repo.eventsOf(db, t.id),
    repo.listingsByIds(db, [t.propertyId]),
  ]);
  const people = await repo.peopleByIds(db, [t.ownerId, ...tenants.map((row) => row.userId)]);
  const summary = presentTenancy(
    t,
    roleOf(t, tenants, userId),
    tenants,
    new Map(people.map((p) => [p.id, p])),
    listing!,
  );
  return presentDetail(summary, events);
}

/** A field's refusal: the field names it, the answer says it in the caller's language. */
function fieldError(field: string, template: string, values: Record<string, number>) {
  return badRequest(fill(template, values), { [field]: interpolate('en', template, values) });
}

function refuseStartDate(startDate: string, now: Date): void {
  const today = todayInIndia(now);
  if (startDate < addDays(today, -TENANCY_START_PAST_DAYS)) {
    throw fieldError('startDate', API_ERRORS.tenancyStartTooEarly, {
      days: TENANCY_START_PAST_DAYS,
    });
  }
  if (startDate > addDays(today, TENANCY_START_AHEAD_DAYS)) {
    throw fieldError('startDate', API_ERRORS.tenancyStartTooLate, {
      days: TENANCY_START_AHEAD_DAYS,
    });
  }
}

/** Each tenant must have an account, and be free to be asked by this owner. */
async function refuseTenants(
  ctx: AppContext,
  ports: TenancyPorts,
  ownerId: number,
  tenantIds: readonly number[],
): Promise<void> {
  if (tenantIds.includes(ownerId)) {
    throw badRequest(API_ERRORS.tenancyTenantSelf, { tenantIds: API_ERRORS.tenancyTenantSelf });
  }
  const { db } = ctx.database;
  const known = await repo.existingUsers(db, tenantIds);
  if (known.length !== tenantIds.length) {
    throw badRequest(API_ERRORS.tenancyTenantUnknown, {
      tenantIds: API_ERRORS.tenancyTenantUnknown,
    });
  }
  for (const id of tenantIds) {
    if ((await ports.isSuspended(id)) || (await ports.blocked(db, ownerId, id))) {
      throw forbidden(API_ERRORS.tenancyTenantNotAllowed);
    }
  }
}

/** The invitation, as each tenant reads it: the bell and a mail, in their language. */
async function invite(
  ctx: AppContext,
  ports: TenancyPorts,
  tx: Db,
  t: TenancyRow,
  listing: repo.ListingRow,
): Promise<() => void> {
  const tenants = await repo.tenantsOf(tx, [t.id]);
  const people = await repo.peopleByIds(tx, [t.ownerId, ...tenants.map((row) => row.userId)]);
  const owner = people.find((p) => p.id === t.ownerId)!;
  const url = `${ctx.env.PUBLIC_URL.replace(/\/$/, '')}${link(t.id)}`;
  const told: (() => void)[] = [];
  for (const person of people) {
    if (person.id === t.ownerId) continue;
    const lang = person.preferredLanguage;
    const date: MomentValue = { at: middayInIndia(t.startDate), style: 'day' };
    const values = {
      name: owner.firstName,
      title: listing.title,
      rent: formatRupees(t.rentMonthly),
      deposit: formatRupees(t.depositAmount),
      date,
      months: t.termMonths,
    };
    told.push(
      await ports.notify(tx, {
        userId: person.id,
        title: phrase('emails.tenancyInvitedTitle'),
        body: phrase('emails.tenancyInvitedBody', values),
        link: link(t.id),
        dedupeKey: `tenancy:${t.id}:INVITED:${person.id}`,
      }),
    );
    const say = translator(lang);
    await queueMail(
      ctx,
      {
        to: person.email,
        subject: say('emails.tenancyInvitedSubject', values),
        text: [
          say('emails.tenancyInvitedLine', values),
          '',
          say('emails.tenancyReviewLine', { url }),
        ].join('\n'),
      },
      { db: tx },
    );
  }
  return () => told.forEach((announce) => announce());
}

export async function create(
  ctx: AppContext,
  ports: TenancyPorts,
  user: AuthUser,
  input: CreateTenancyInput,
): Promise<TenancyDetail> {
  const { db } = ctx.database;
  const listing = await repo.findListing(db, input.propertyId);
  if (!listing || listing.deletedAt || listing.status === 'DELETED')
    throw notFound(API_ERRORS.tenancyListingNotExists);
  if (listing.ownerId !== user.id) throw forbidden(API_ERRORS.tenancyNotYourListing);
  const now = ctx.now();
  refuseStartDate(input.startDate, now);
  await refuseTenants(ctx, ports, user.id, input.tenantIds);

  const { tenancy, announce } = await db.transaction(async (tx) => {
    const row = await repo.insertTenancy(
      tx,
      {
        propertyId: listing.id,
        ownerId: user.id,
        status: 'INVITED',
        rentMonthly: input.rentMonthly,
        depositAmount: input.depositAmount,
        startDate: input.startDate,
        termMonths: input.termMonths,
        lockInMonths: input.lockInMonths,
        noticeDays: input.noticeDays,
        rentDueDay: input.rentDueDay,
        includes: input.includes,
        createdAt: now,
        updatedAt: now,
      },
      input.tenantIds,
    );
    await repo.addEvent(tx, row.id, 'CREATED', user.id, now);
    await repo.addEvent(tx, row.id, 'INVITED', user.id, now);
    return { tenancy: row, announce: await invite(ctx, ports, tx, row, listing) };
  });
  announce();
  return detail(ctx, tenancy, user.id);
}

/** The tenancy for a move by one of its parties, locked, with its tenants; 404 for anyone else. */
export async function forParty(
  tx: Db,
  user: AuthUser,
  id: number,
): Promise<{ t: TenancyRow; tenants: TenantRow[]; role: TenancyRole }> {
  const t = await repo.findTenancyForUpdate(tx, id);
  const tenants = t ? await repo.tenantsOf(tx, [t.id]) : [];
  const role = t && roleOf(t, tenants, user.id);
  if (!t || !role) throw notFound(NOT_FOUND);
  return { t, tenants, role };
}

/** The refusal of a move the other side makes. */
export const wrongSide = (role: TenancyRole) =>
  forbidden(role === 'OWNER' ? API_ERRORS.tenancyTenantOnly : API_ERRORS.tenancyOwnerOnly);

/** The words a tenancy's notifications use: who acted (first name) and the listing's title. */
export async function wordsOf(
  tx: Db,
  t: TenancyRow,
  actorId: number,
): Promise<{ name: string; title: string }> {
  const [[actor], [listing]] = await Promise.all([
    repo.peopleByIds(tx, [actorId]),
    repo.listingsByIds(tx, [t.propertyId]),
  ]);
  return { name: actor?.firstName ?? '', title: listing?.title ?? '' };
}

/**
 * Tells the parties other than `from` (or those in `to`), inside the change's transaction:
 * answers what to announce once it has committed.
 */
export async function tellParties(
  ports: TenancyPorts,
  tx: Db,
  n: {
    tenancy: TenancyRow;
    tenants: readonly TenantRow[];
    from: number;
    to?: readonly number[];
    title: Phrase;
    body: Phrase;
    /** What makes the notification one of a kind within the tenancy. */
    key: string;
  },
): Promise<() => void> {
  const parties = n.to ?? [n.tenancy.ownerId, ...n.tenants.map((row) => row.userId)];
  const told: (() => void)[] = [];
  for (const userId of parties) {
    if (userId === n.from) continue;
    told.push(
      await ports.notify(tx, {
        userId,
        title: n.title,
        body: n.body,
        link: link(n.tenancy.id),
        dedupeKey: `tenancy:${n.tenancy.id}:${n.key}:${userId}`,
      }),
    );
  }
  return () => told.forEach((announce) => announce());
}

/** What a move does: the new state, the log's line, and whom to tell with which title. */
interface Outcome {
  status: TenancyStatus;
  events: TenancyEvent[];
  title: Phrase;
  /** Who is told: the other parties by default. */
  tell?: readonly number[];
}

function outcomeOf(
  action: TenancyAction,
  t: TenancyRow,
  tenants: readonly TenantRow[],
  userId: number,
  names: { actor: string; title: string },
): Outcome {
  const { actor: name, title } = names;
  switch (action) {
    case 'invite':
      return {
        status: 'INVITED',
        events: ['INVITED'],
        title: phrase('emails.tenancyInvitedTitle'),
      };
    case 'accept': {
      const everyone = tenants.every((row) => row.userId === userId || row.answer === 'ACCEPTED');
      return everyone
        ? {
            status: 'ACTIVE',
            events: ['ACCEPTED', 'ACTIVATED'],
            title: phrase('emails.tenancyActiveTitle', { title }),
          }
        : {
            status: 'INVITED',
            events: ['ACCEPTED'],
            title: phrase('emails.tenancyAcceptedTitle', { name }),
            tell: [t.ownerId],
          };
    }
    case 'decline':
      return {
        status: 'CANCELLED',
        events: ['DECLINED', 'CANCELLED'],
        title: phrase('emails.tenancyDeclinedTitle', { name }),
      };
    case 'cancel':
      return {
        status: 'CANCELLED',
        events: ['CANCELLED'],
        title: phrase('emails.tenancyCancelledTitle', { title }),
      };
    case 'notice':
      return {
        status: 'NOTICE',
        events: ['NOTICE_GIVEN'],
        title: phrase('emails.tenancyNoticeTitle', { title }),
      };
    case 'end':
      return {
        status: 'ENDED',
        events: ['ENDED'],
        title: phrase('emails.tenancyEndedTitle', { title }),
      };
  }
}

/**
 * A move by a party: the state table says whether the tenancy's state allows it and who may make
 * it; the change, its lines in the log and the others' notifications commit together.
 */
export async function move(
  ctx: AppContext,
  ports: TenancyPorts,
  user: AuthUser,
  id: number,
  action: TenancyAction,
): Promise<TenancyDetail> {
  const now = ctx.now();
  const { tenancy, announce } = await ctx.database.db.transaction(async (tx) => {
    const { t, tenants, role } = await forParty(tx, user, id);
    if (!mayTakeTenancyAction(action, role)) throw wrongSide(role);
    if (!canTakeTenancyAction(action, t.status)) throw conflict(refusal(action, t.status));
    const mine = tenants.find((row) => row.userId === user.id);
    if ((action === 'accept' || action === 'decline') && mine?.answer !== 'INVITED') {
      throw conflict(API_ERRORS.tenancyAlreadyAnswered);
    }
    const words = await wordsOf(tx, t, user.id);
    const outcome = outcomeOf(action, t, tenants, user.id, {
      actor: words.name,
      title: words.title,
    });
    if (action === 'accept' || action === 'decline') {
      await repo.answer(tx, t.id, user.id, action === 'accept' ? 'ACCEPTED' : 'DECLINED', now);
    }
    const moved = await repo.updateTenancy(tx, t.id, {
      status: outcome.status,
      updatedAt: now,
      ...(action === 'end' && { endedAt: now }),
    });
    for (const event of outcome.events) {
      await repo.addEvent(tx, t.id, event, event === 'ACTIVATED' ? null : user.id, now);
    }
    if (action === 'end') await queueRefundReminders(ctx, tx, moved);
    const announce = await tellParties(ports, tx, {
      tenancy: t,
      tenants,
      from: user.id,
      to: outcome.tell,
      title: outcome.title,
      body: outcome.title,
      key: `${outcome.events.at(-1)}:${user.id}`,
    });
    return { tenancy: moved, announce };
  });
  announce();
  return detail(ctx, tenancy, user.id);
}

/** A tenancy for one of its parties, or an admin once it is reported; 404 for anybody else. */
export async function readableTenancy(
  ctx: AppContext,
  ports: TenancyPorts,
  user: AuthUser,
  id: number,
): Promise<TenancyRow> {
  const { db } = ctx.database;
  const t = await repo.findTenancy(db, id);
  const tenants = t ? await repo.tenantsOf(db, [t.id]) : [];
  if (t && roleOf(t, tenants, user.id)) return t;
  // An admin reads a tenancy's record once a party has reported it, and not before.
  if (t && user.role === 'ADMIN' && (await ports.reported(db, t.id))) return t;
  throw notFound(NOT_FOUND);
}

export async function getTenancy(
  ctx: AppContext,
  ports: TenancyPorts,
  user: AuthUser,
  id: number,
): Promise<TenancyDetail> {
  return detail(ctx, await readableTenancy(ctx, ports, user, id), user.id);
}

export async function listTenancies(
  ctx: AppContext,
  user: AuthUser,
  q: TenanciesQuery,
): Promise<TenancyList> {
  const { db } = ctx.database;
  const rows = await repo.tenanciesOf(db, user.id, q.role, LIST_SIZE);
  const ids = rows.map((t) => t.id);
  const [tenants, listings] = await Promise.all([
    repo.tenantsOf(db, ids),
    repo.listingsByIds(db, [...new Set(rows.map((t) => t.propertyId))]),
  ]);
  const people = await repo.peopleByIds(db, [
    ...new Set([...rows.map((t) => t.ownerId), ...tenants.map((row) => row.userId)]),
  ]);
  const peopleById = new Map(people.map((p) => [p.id, p]));
  const listingById = new Map(listings.map((l) => [l.id, l]));
  return {
    items: rows.map((t) => {
      const own = tenants.filter((row) => row.tenancyId === t.id);
      return presentTenancy(
        t,
        roleOf(t, own, user.id),
        own,
        peopleById,
        listingById.get(t.propertyId)!,
      );
    }),
  };
}
