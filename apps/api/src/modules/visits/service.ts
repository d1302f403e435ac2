import {
  canTakeVisitAction,
  mayTakeVisitAction,
  visitSlotLabel,
  visitSlotProblem,
  visitsOverlap,
  type AcceptVisitInput,
  type ProposeVisitInput,
  type RescheduleVisitInput,
  type VisitAction,
  type VisitCard,
  type VisitCardEvent,
  type VisitDetail,
  type VisitOutcomeInput,
  type VisitPage,
  type VisitReasonInput,
  type VisitRole,
  type VisitsQuery,
  API_ERRORS,
} from '@roomsetu/shared';
import type { Db } from '../../db/client';
import type { AppContext } from '../../lib/context';
import type { AppError } from '../../lib/errors';
import { badRequest, conflict, fill, forbidden, notFound } from '../../lib/errors';
import type { AuthUser } from '../../lib/tokens';
import { firstFreeSlot } from './availability';
import { visitIcs } from './invite';
import { queueInviteMails, queueReminders, queueSettle, settledStatus } from './jobs';
import type { VisitPorts } from './ports';
import { endOf, presentVisit } from './presenter';
import { visitMoveRefusalText } from './refusals';
import { phrase, type MomentValue, type Phrase, type TextValue } from '../../lib/i18n';
import * as repo from './repository';
import type { VisitRow } from './repository';

const PAGE_SIZE = 20;
export const VISIT_NOT_FOUND = API_ERRORS.visitNotFound;

/** The caller's side of a visit, or null for anyone else. */
export const partyOf = (v: VisitRow, userId: number): VisitRole | null =>
  v.tenantId === userId ? 'TENANT' : v.ownerId === userId ? 'OWNER' : null;

const otherOf = (v: VisitRow, role: VisitRole) => (role === 'TENANT' ? v.ownerId : v.tenantId);

const link = (id: number) => `/profile?tab=visits&visit=${id}`;

function slotsOrRefuse(slots: readonly string[], minutes: number, now: Date): Date[] {
  const problem = visitSlotProblem(slots, minutes, now);
  if (problem) throw badRequest(problem);
  return slots.map((s) => new Date(s));
}

function cardText(event: VisitCardEvent, v: VisitRow): string {
  const times = v.slots.map((s) => visitSlotLabel(s)).join(' or ');
  switch (event) {
    case 'PROPOSED':
      return `Visit proposed: ${times} (${v.durationMinutes} min)`;
    case 'RESCHEDULED':
      return `Visit moved: ${times} (${v.durationMinutes} min)`;
    case 'CONFIRMED':
      return `Visit confirmed: ${visitSlotLabel(v.startsAt!)} (${v.durationMinutes} min)`;
    case 'DECLINED':
      return `Visit declined${v.reason ? `: ${v.reason}` : ''}`;
    case 'CANCELLED':
      return `Visit cancelled${v.reason ? `: ${v.reason}` : ''}`;
  }
}

/** The card's words as the other side's notification, in their language. */
function cardPhrases(event: VisitCardEvent, v: VisitRow): { title: Phrase; body: Phrase } {
  const slot = (at: Date): MomentValue => ({ at, style: 'slot' });
  const labels = v.slots.map(slot);
  const times = labels
    .slice(1)
    .reduce<TextValue>(
      (first, second) => phrase('emails.visitTimesOr', { first, second }),
      labels[0] ?? '',
    );
  const minutes = v.durationMinutes;
  switch (event) {
    case 'PROPOSED':
      return {
        title: phrase('emails.visitProposedTitle'),
        body: phrase('emails.visitProposedBody', { times, minutes }),
      };
    case 'RESCHEDULED':
      return {
        title: phrase('emails.visitMovedTitle'),
        body: phrase('emails.visitMovedBody', { times, minutes }),
      };
    case 'CONFIRMED':
      return {
        title: phrase('emails.visitConfirmedTitle'),
        body: phrase('emails.visitConfirmedBody', { slot: slot(v.startsAt!), minutes }),
      };
    case 'DECLINED':
      return {
        title: phrase('emails.visitDeclinedTitle'),
        body: v.reason
          ? phrase('emails.visitDeclinedReason', { reason: v.reason })
          : phrase('emails.visitDeclinedTitle'),
      };
    case 'CANCELLED':
      return {
        title: phrase('emails.visitCancelledTitle'),
        body: v.reason
          ? phrase('emails.visitCancelledReason', { reason: v.reason })
          : phrase('emails.visitCancelledTitle'),
      };
  }
}

/**
 * What every step does besides its own change, in the same transaction: the card in the pair's
 * conversation and the other side's notification. Answers what to announce once committed.
 */
async function tell(
  ports: VisitPorts,
  db: Db,
  v: VisitRow,
  event: VisitCardEvent,
  senderId: number,
  at: Date,
): Promise<{ visit: VisitRow; announce: () => void }> {
  const recipientId = senderId === v.tenantId ? v.ownerId : v.tenantId;
  const text = cardText(event, v);
  const card: VisitCard = {
    visitId: v.id,
    event,
    slots: v.slots.map((s) => s.toISOString()),
    startsAt: v.startsAt?.toISOString() ?? null,
    durationMinutes: v.durationMinutes as VisitCard['durationMinutes'],
    reason: v.reason,
    text,
  };
  const posted = await ports.postCard(db, {
    senderId,
    recipientId,
    propertyId: v.propertyId,
    content: JSON.stringify(card),
    at,
  });
  const visit =
    v.conversationId === posted.conversationId
      ? v
      : await repo.updateVisit(db, v.id, { conversationId: posted.conversationId });
  const notified = await ports.notify(db, {
    userId: recipientId,
    ...cardPhrases(event, v),
    link: link(v.id),
    dedupeKey: `visit:${v.id}:${event}:${v.sequence}:${at.getTime()}`,
  });
  return {
    visit,
    announce: () => {
      posted.announce();
      notified();
    },
  };
}

async function detail(ctx: AppContext, v: VisitRow, userId: number | null): Promise<VisitDetail> {
  const { db } = ctx.database;
  const [people, listings, reviewed] = await Promise.all([
    repo.peopleByIds(db, [v.tenantId, v.ownerId]),
    repo.listingsByIds(db, [v.propertyId]),
    userId ? repo.reviewedBy(db, userId, [v.id]) : Promise.resolve(new Set<number>()),
  ]);
  const role = userId ? partyOf(v, userId) : null;
  return presentVisit(
    v,
    role,
    new Map(people.map((p) => [p.id, p])),
    listings[0]!,
    !!role && v.status === 'DONE' && !reviewed.has(v.id),
  );
}

export async function propose(
  ctx: AppContext,
  ports: VisitPorts,
  user: AuthUser,
  input: ProposeVisitInput,
): Promise<{ visit: VisitDetail; status: number }> {
  const { db } = ctx.database;
  const listing = await repo.findListing(db, input.propertyId);
  if (!listing || listing.deletedAt || listing.status === 'DELETED')
    throw notFound(API_ERRORS.visitListingNotExists);
  if (listing.ownerId === user.id) throw forbidden(API_ERRORS.visitOwnListing);
  if (listing.status !== 'ACTIVE' || (await ports.isSuspended(listing.ownerId)))
    throw conflict(API_ERRORS.visitListingNotTaking);
  if (await ports.blocked(db, user.id, listing.ownerId))
    throw forbidden(API_ERRORS.visitNotAllowed);
  const now = ctx.now();
  const slots = slotsOrRefuse(input.slots, input.durationMinutes, now);
  const open = await repo.findOpenVisit(db, user.id, listing.id);
  if (open) throw openVisitConflict(open);

  const { visit, announce } = await db.transaction(async (tx) => {
    await repo.lockListing(tx, listing.id);
    const hours = await repo.findHours(tx, listing.id);
    // Inside the owner's visit hours and free: confirmed at once, the owner is told.
    const instant = hours
      ? await firstFreeSlot(tx, listing.id, hours.weekly, slots, input.durationMinutes)
      : null;
    const row = await repo.insertVisit(tx, {
      propertyId: listing.id,
      tenantId: user.id,
      ownerId: listing.ownerId,
      status: instant ? 'CONFIRMED' : 'PROPOSED',
      slots: instant ? [instant] : slots,
      proposedBy: 'TENANT',
      startsAt: instant,
      durationMinutes: input.durationMinutes,
      note: input.note || null,
      sequence: instant ? 1 : 0,
      createdAt: now,
      updatedAt: now,
    });
    if (!row) throw conflict(API_ERRORS.visitAlreadyOpen);
    const told = await tell(ports, tx, row, instant ? 'CONFIRMED' : 'PROPOSED', user.id, now);
    if (instant) {
      await queueInviteMails(ctx, tx, told.visit, 'INVITE');
      await queueReminders(ctx, tx, told.visit);
    }
    return told;
  });
  announce();
  return { visit: await detail(ctx, visit, user.id), status: 201 };
}

function openVisitConflict(open: VisitRow): AppError {
  const what =
    open.status === 'CONFIRMED' && open.startsAt
      ? fill(API_ERRORS.visitOpenConfirmed, { slot: visitSlotLabel(open.startsAt), id: open.id })
      : fill(API_ERRORS.visitOpenWaiting, { id: open.id });
  return conflict(what);
}

/** Loads the visit for a move by a party, checking the state table and who may make it. */
async function forMove(
  tx: Db,
  user: AuthUser,
  id: number,
  action: VisitAction,
  ports?: VisitPorts,
): Promise<{ v: VisitRow; role: VisitRole }> {
  const v = await repo.findVisitForUpdate(tx, id);
  const role = v && partyOf(v, user.id);
  if (!v || !role) throw notFound(VISIT_NOT_FOUND);
  if (!canTakeVisitAction(action, v.status)) throw conflict(visitMoveRefusalText(action, v.status));
  if (!mayTakeVisitAction(action, role, v.proposedBy)) {
    throw forbidden(
      action === 'decline' ? API_ERRORS.visitOwnerDeclinesOnly : API_ERRORS.visitOtherSideAccepts,
    );
  }
  // A block ends agreeing on times; cancelling and reporting how it went stay possible.
  if (ports && (await ports.blocked(tx, v.tenantId, v.ownerId)))
    throw forbidden(API_ERRORS.visitBlockedCancelOnly);
  return { v, role };
}

/** Confirmed visits of the listing that overlap this one: an owner cannot be in two places. */
async function refuseOverlap(tx: Db, v: VisitRow, start: Date): Promise<void> {
  const end = new Date(start.getTime() + v.durationMinutes * 60_000);
  const others = await repo.confirmedBetween(tx, v.propertyId, start, end, v.id);
  const clash = others.find((o) =>
    visitsOverlap(
      { start, minutes: v.durationMinutes },
      { start: o.startsAt, minutes: o.durationMinutes },
    ),
  );
  if (clash) {
    throw conflict(
      fill(API_ERRORS.visitOverlap, {
        slot: visitSlotLabel(clash.startsAt),
        minutes: clash.durationMinutes,
      }),
    );
  }
}

async function move(
  ctx: AppContext,
  user: AuthUser,
  change: (tx: Db, now: Date) => Promise<{ visit: VisitRow; announce?: () => void }>,
): Promise<VisitDetail> {
  const now = ctx.now();
  const { visit, announce } = await ctx.database.db.transaction((tx) => change(tx, now));
  announce?.();
  return detail(ctx, visit, user.id);
}

export function accept(
  ctx: AppContext,
  ports: VisitPorts,
  user: AuthUser,
  id: number,
  input: AcceptVisitInput,
): Promise<VisitDetail> {
  return move(ctx, user, async (tx, now) => {
    const { v } = await forMove(tx, user, id, 'accept', ports);
    const start = new Date(input.slot);
    if (!v.slots.some((s) => s.getTime() === start.getTime()))
      throw badRequest(fill(API_ERRORS.visitSlotNotProposed, { slot: visitSlotLabel(start) }));
    if (start <= now)
      throw conflict(fill(API_ERRORS.visitSlotPassed, { slot: visitSlotLabel(start) }));
    await repo.lockListing(tx, v.propertyId);
    await refuseOverlap(tx, v, start);
    const confirmed = await repo.updateVisit(tx, v.id, {
      status: 'CONFIRMED',
      startsAt: start,
      slots: [start],
      sequence: v.sequence + 1,
      reason: null,
      updatedAt: now,
    });
    await queueInviteMails(ctx, tx, confirmed, 'INVITE');
    await queueReminders(ctx, tx, confirmed);
    return tell(ports, tx, confirmed, 'CONFIRMED', user.id, now);
  });
}

/** Ends a visit (declined or cancelled); one that was in calendars gets a CANCEL there. */
async function end(
  ctx: AppContext,
  ports: VisitPorts,
  user: AuthUser,
  id: number,
  action: 'decline' | 'cancel',
  input: VisitReasonInput,
): Promise<VisitDetail> {
  return move(ctx, user, async (tx, now) => {
    const { v } = await forMove(tx, user, id, action);
    const invited = v.sequence > 0;
    const ended = await repo.updateVisit(tx, v.id, {
      status: action === 'decline' ? 'DECLINED' : 'CANCELLED',
      reason: input.reason || null,
      sequence: invited ? v.sequence + 1 : v.sequence,
      updatedAt: now,
    });
    if (invited) await queueInviteMails(ctx, tx, ended, 'CANCEL');
    return tell(ports, tx, ended, action === 'decline' ? 'DECLINED' : 'CANCELLED', user.id, now);
  });
}

export const decline = (
  ctx: AppContext,
  ports: VisitPorts,
  user: AuthUser,
  id: number,
  input: VisitReasonInput,
) => end(ctx, ports, user, id, 'decline', input);

export const cancel = (
  ctx: AppContext,
  ports: VisitPorts,
  user: AuthUser,
  id: number,
  input: VisitReasonInput,
) => end(ctx, ports, user, id, 'cancel', input);

export function reschedule(
  ctx: AppContext,
  ports: VisitPorts,
  user: AuthUser,
  id: number,
  input: RescheduleVisitInput,
): Promise<VisitDetail> {
  return move(ctx, user, async (tx, now) => {
    const { v, role } = await forMove(tx, user, id, 'reschedule', ports);
    const slots = slotsOrRefuse(input.slots, v.durationMinutes, now);
    // The confirmed time is off the table: its reminders find the visit PROPOSED and stay quiet,
    // and the calendars get the new time (same UID, higher SEQUENCE) once it is accepted.
    const moved = await repo.updateVisit(tx, v.id, {
      status: 'PROPOSED',
      slots,
      proposedBy: role,
      startsAt: null,
      reason: null,
      updatedAt: now,
    });
    return tell(ports, tx, moved, 'RESCHEDULED', user.id, now);
  });
}

export function reportOutcome(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  input: VisitOutcomeInput,
): Promise<VisitDetail> {
  return move(ctx, user, async (tx, now) => {
    const { v, role } = await forMove(tx, user, id, 'outcome');
    if (!v.startsAt || endOf(v)! > now) throw conflict(API_ERRORS.visitOutcomeTooEarly);
    const reported = await repo.updateVisit(tx, v.id, {
      ...(role === 'TENANT' ? { tenantOutcome: input.attended } : { ownerOutcome: input.attended }),
      outcomeReportedAt: v.outcomeReportedAt ?? now,
      updatedAt: now,
    });
    const status = settledStatus(reported, now);
    if (status) return { visit: await repo.updateVisit(tx, v.id, { status, updatedAt: now }) };
    await queueSettle(ctx, tx, reported, now);
    return { visit: reported };
  });
}

/** A visit for one of its parties or an admin; 404 for anybody else. */
export async function readable(ctx: AppContext, user: AuthUser, id: number): Promise<VisitRow> {
  const v = await repo.findVisit(ctx.database.db, id);
  if (!v || (!partyOf(v, user.id) && user.role !== 'ADMIN')) throw notFound(VISIT_NOT_FOUND);
  return v;
}

/**
 * The invite as it stands: REQUEST while the visit has a time, CANCEL once a visit that was in
 * calendars is off.
 */
export async function getInvite(ctx: AppContext, user: AuthUser, id: number): Promise<string> {
  const v = await readable(ctx, user, id);
  const off = v.status === 'CANCELLED' || v.status === 'DECLINED';
  if (!v.startsAt && !(off && v.sequence > 0)) throw conflict(API_ERRORS.visitNoAgreedTime);
  const { db } = ctx.database;
  const [[listing], people] = await Promise.all([
    repo.listingsByIds(db, [v.propertyId]),
    repo.peopleByIds(db, [v.tenantId, v.ownerId]),
  ]);
  const attendees = people.map((p) => ({ name: p.firstName, email: p.email }));
  return visitIcs(ctx, v, listing!, attendees, off ? 'CANCEL' : 'REQUEST');
}

export async function getVisit(ctx: AppContext, user: AuthUser, id: number) {
  return detail(ctx, await readable(ctx, user, id), user.id);
}

export async function listVisits(
  ctx: AppContext,
  user: AuthUser,
  q: VisitsQuery,
): Promise<VisitPage> {
  const { db } = ctx.database;
  const rows = await repo.visitsOf(db, user.id, q, PAGE_SIZE + 1);
  const page = rows.slice(0, PAGE_SIZE);
  const [people, listings, reviewed] = await Promise.all([
    repo.peopleByIds(db, [...new Set(page.flatMap((v) => [v.tenantId, v.ownerId]))]),
    repo.listingsByIds(db, [...new Set(page.map((v) => v.propertyId))]),
    repo.reviewedBy(
      db,
      user.id,
      page.map((v) => v.id),
    ),
  ]);
  const peopleById = new Map(people.map((p) => [p.id, p]));
  const listingById = new Map(listings.map((l) => [l.id, l]));
  return {
    items: page.map((v) =>
      presentVisit(
        v,
        partyOf(v, user.id),
        peopleById,
        listingById.get(v.propertyId)!,
        v.status === 'DONE' && !reviewed.has(v.id),
      ),
    ),
    nextCursor: rows.length > PAGE_SIZE ? String(page.at(-1)!.id) : null,
  };
}

export { otherOf };
