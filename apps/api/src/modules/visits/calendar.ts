import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { INDIA_OFFSET_MINUTES } from '@roomsetu/shared';

export const VISIT_TIMEZONE = 'Asia/Kolkata';

/** India keeps one offset all year (no daylight saving), so its VTIMEZONE is one STANDARD block. */
const KOLKATA_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${VISIT_TIMEZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0530',
  'TZOFFSETTO:+0530',
  'TZNAME:IST',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

/** ical-generator writes a zoned time from the Date's UTC fields: hand it India's wall clock. */
const wallClock = (at: Date) => new Date(at.getTime() + INDIA_OFFSET_MINUTES * 60_000);

export interface InviteEvent {
  visitId: number;
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description: string;
  url: string;
  stamp: Date;
  organizer: { name: string; email: string };
  attendees: { name: string; email: string }[];
}

/** One stable UID per visit: a calendar replaces the event on an update and drops it on CANCEL. */
export const visitUid = (visitId: number, host: string) => `visit-${visitId}@${host}`;

export function visitInvite(e: InviteEvent, host: string): string {
  const calendar = ical({
    prodId: { company: 'RoomSetu', product: 'Visits', language: 'EN' },
    method: e.method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.timezone({ name: VISIT_TIMEZONE, generator: () => KOLKATA_VTIMEZONE });
  calendar.createEvent({
    id: visitUid(e.visitId, host),
    sequence: e.sequence,
    stamp: e.stamp,
    start: wallClock(e.start),
    end: wallClock(e.end),
    timezone: VISIT_TIMEZONE,
    summary: e.summary,
    location: e.location,
    description: e.description,
    url: e.url,
    status: e.method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: e.organizer,
    attendees: e.attendees,
  });
  return calendar.toString();
}
