const googleTime = (at: Date) => at.toISOString().replace(/[-:]|\.\d{3}/g, '');

/** "Add to Google Calendar" for a visit: Google's template link, in UTC so no zone can go wrong. */
export function googleCalendarUrl(
  startsAt: string,
  minutes: number,
  title?: string,
  address = '',
): string {
  const start = new Date(startsAt);
  const end = new Date(start.getTime() + minutes * 60_000);
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: title ? `Room visit: ${title}` : 'Room visit',
    dates: `${googleTime(start)}/${googleTime(end)}`,
    location: address,
    ctz: 'Asia/Kolkata',
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
