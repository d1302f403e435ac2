import {
  VISIT_OUTCOME_CONTEST_MS,
  VISIT_REMINDER_HOURS,
  googleCalendarUrl,
  visitSlotLabel,
} from '@roomsetu/shared';
import type { Db } from '../../db/client';
import { MAIL_ONCE, mailOnce } from '../../jobs/mail';
import type { Job } from '../../jobs/queue';
import type { AppContext } from '../../lib/context';
import { phrase, translator } from '../../lib/i18n';
import { calendarEvent, conversationUrl, visitIcs } from './invite';
import type { VisitPorts } from './ports';
import { findVisit, listingsByIds, peopleByIds, updateVisit, type VisitRow } from './repository';

export const VISIT_MAIL = 'visits.mail';
export const VISIT_REMINDER = 'visits.reminder';
export const VISIT_SETTLE = 'visits.settle';

export type VisitMailEvent = 'INVITE' | 'CANCEL' | 'REMINDER';

interface MailPayload {
  visitId: number;
  userId: number;
  sequence: number;
  event: VisitMailEvent;
  hours?: number;
}

interface ReminderPayload {
  visitId: number;
  sequence: number;
  hours: number;
}

/** Queues the invite (or its cancellation) to both sides, in the transaction of the change. */
export async function queueInviteMails(
  ctx: AppContext,
  db: Db,
  v: VisitRow,
  event: 'INVITE' | 'CANCEL',
): Promise<void> {
  for (const userId of [v.tenantId, v.ownerId]) {
    const payload: MailPayload = { visitId: v.id, userId, sequence: v.sequence, event };
    await ctx.jobs.send(VISIT_MAIL, payload, {
      db,
      singletonKey: `${v.id}:${v.sequence}:${event}:${userId}`,
    });
  }
}

/**
 * The reminders of a confirmed visit, 24 h and 2 h before (those still ahead). Each belongs to the
 * visit's sequence: a moved or cancelled visit has a new one, so the old reminders find the state
 * they were for gone and do nothing, and the new time gets its own.
 */
export async function queueReminders(ctx: AppContext, db: Db, v: VisitRow): Promise<void> {
  if (v.status !== 'CONFIRMED' || !v.startsAt) return;
  for (const hours of VISIT_REMINDER_HOURS) {
    const runAt = new Date(v.startsAt.getTime() - hours * 3_600_000);
    if (runAt <= ctx.now()) continue;
    const payload: ReminderPayload = { visitId: v.id, sequence: v.sequence, hours };
    await ctx.jobs.send(VISIT_REMINDER, payload, {
      db,
      runAt,
      singletonKey: `${v.id}:${v.sequence}:${hours}`,
    });
  }
}

/** An outcome one side reported stands if the other does not contest it within 48 hours. */
export async function queueSettle(ctx: AppContext, db: Db, v: VisitRow, at: Date): Promise<void> {
  await ctx.jobs.send(
    VISIT_SETTLE,
    { visitId: v.id },
    { db, runAt: new Date(at.getTime() + VISIT_OUTCOME_CONTEST_MS), singletonKey: String(v.id) },
  );
}

/** The state an outcome report leads to now, or null while it is open or contested. */
export function settledStatus(v: VisitRow, now: Date): 'DONE' | 'NO_SHOW' | null {
  const { tenantOutcome: t, ownerOutcome: o } = v;
  if (t !== null && o !== null) return t === o ? (t ? 'DONE' : 'NO_SHOW') : null;
  const one = t ?? o;
  if (one === null || !v.outcomeReportedAt) return null;
  if (now.getTime() - v.outcomeReportedAt.getTime() < VISIT_OUTCOME_CONTEST_MS) return null;
  return one ? 'DONE' : 'NO_SHOW';
}

/** Whether the reminder or mail was for the state the visit is still in. */
const stillHolds = (v: VisitRow | null, sequence: number): v is VisitRow =>
  !!v && v.sequence === sequence;

async function sendVisitMail(ctx: AppContext, job: Job<MailPayload>): Promise<void> {
  const p = job.payload;
  const { db } = ctx.database;
  const v = await findVisit(db, p.visitId);
  // A newer change queued its own mail: calendars need only the latest.
  if (!stillHolds(v, p.sequence)) return;
  if (p.event === 'REMINDER' && v.status !== 'CONFIRMED') return;
  const [people, [listing]] = await Promise.all([
    peopleByIds(db, [v.tenantId, v.ownerId]),
    listingsByIds(db, [v.propertyId]),
  ]);
  const me = people.find((u) => u.id === p.userId);
  const other = people.find((u) => u.id !== p.userId);
  if (!me || !other || !listing) return;
  const conversation = conversationUrl(ctx, v);
  const event = calendarEvent(ctx, v, listing);
  const t = translator(me.preferredLanguage);
  const when = t('emails.visitWhen', { slot: visitSlotLabel(event.start, me.preferredLanguage) });
  const cancel = p.event === 'CANCEL';
  const subject =
    p.event === 'REMINDER'
      ? t(
          p.hours === 2 ? 'emails.visitReminderSubjectSoon' : 'emails.visitReminderSubjectTomorrow',
          { when },
        )
      : t(cancel ? 'emails.visitCancelledSubject' : 'emails.visitConfirmedSubject', { when });
  const conversationLine = t('emails.visitConversationLine', { url: conversation });
  const lines = cancel
    ? [t('emails.visitOffLine', { title: listing.title, when }), '', conversationLine]
    : [
        t('emails.visitLine', {
          title: listing.title,
          name: other.firstName,
          when,
          minutes: v.durationMinutes,
        }),
        t('emails.visitWhereLine', { location: event.location }),
        '',
        t('emails.visitCalendarLine', { url: googleCalendarUrl(event) }),
        conversationLine,
      ];
  const method = cancel ? 'CANCEL' : 'REQUEST';
  await mailOnce(ctx, job, {
    to: me.email,
    subject,
    text: lines.join('\n'),
    icalEvent:
      p.event === 'REMINDER'
        ? undefined
        : {
            method,
            filename: 'invite.ics',
            content: visitIcs(ctx, v, listing, [{ name: me.firstName, email: me.email }], method),
          },
  });
}

export function registerVisitJobs(ctx: AppContext, ports: VisitPorts): void {
  // A failed SMTP delivery throws: the queue retries it with backoff instead of losing it.
  ctx.jobs.register<MailPayload>(VISIT_MAIL, (job) => sendVisitMail(ctx, job), {
    maxAttempts: 8,
    idempotent: MAIL_ONCE,
    description:
      'a visit confirmed, moved, declined or cancelled after an invite, and each reminder (key: visit, sequence, event, user): the mail with the .ics (METHOD:REQUEST or CANCEL, one UID per visit, its SEQUENCE); skipped when a newer change has its own',
  });

  ctx.jobs.register<ReminderPayload>(
    VISIT_REMINDER,
    async ({ payload: p }) => {
      const { db } = ctx.database;
      const v = await findVisit(db, p.visitId);
      if (!stillHolds(v, p.sequence) || v.status !== 'CONFIRMED' || !v.startsAt) return;
      const when = { at: v.startsAt, style: 'slot' as const };
      const announces = await db.transaction(async (tx) => {
        const told: (() => void)[] = [];
        for (const userId of [v.tenantId, v.ownerId]) {
          told.push(
            await ports.notify(tx, {
              userId,
              title: phrase(p.hours === 2 ? 'emails.visitSoonTitle' : 'emails.visitTomorrowTitle'),
              body: phrase('emails.visitReminderBody', { when }),
              link: `/profile?tab=visits&visit=${v.id}`,
              dedupeKey: `visit-reminder:${v.id}:${v.sequence}:${p.hours}:${userId}`,
            }),
          );
          const mail: MailPayload = {
            visitId: v.id,
            userId,
            sequence: v.sequence,
            event: 'REMINDER',
            hours: p.hours,
          };
          await ctx.jobs.send(VISIT_MAIL, mail, {
            db: tx,
            singletonKey: `${v.id}:${v.sequence}:REMINDER-${p.hours}:${userId}`,
          });
        }
        return told;
      });
      for (const announce of announces) announce();
    },
    {
      description:
        'queued when a visit is confirmed, run 24 h and 2 h before (key: visit, sequence, hours): notifies both and queues their reminder mails, only while the visit is CONFIRMED at that sequence',
      idempotent:
        'notifications (dedupe key) and mail jobs (singleton key per visit, sequence, hours and user) commit together: a second run adds none',
    },
  );

  ctx.jobs.register<{ visitId: number }>(
    VISIT_SETTLE,
    async ({ payload }) => {
      const { db } = ctx.database;
      await db.transaction(async (tx) => {
        const v = await findVisit(tx, payload.visitId);
        if (!v || v.status !== 'CONFIRMED') return;
        const status = settledStatus(v, ctx.now());
        if (status) await updateVisit(tx, v.id, { status, updatedAt: ctx.now() });
      });
    },
    {
      description:
        'queued by the first outcome report of a visit, run 48 h later (key: the visit): an uncontested report stands, DONE or NO_SHOW',
      idempotent:
        'settles only a visit still CONFIRMED, in one transaction: a second run finds it settled',
    },
  );
}
