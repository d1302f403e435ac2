import {
  REPORT_KINDS,
  REPORT_TENANCY_STATUSES,
  type ReportItem,
  type ReportKind,
  type TenancyReport,
  type TenancySummary,
} from '@roomsetu/shared';

/** Rooms and items match whatever their case and spacing: "Bedroom 1" is "bedroom 1 ". */
export const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase();

export interface RoomGroup<T extends Pick<ReportItem, 'room'>> {
  room: string;
  items: T[];
}

/** Items by room, rooms in the order first used, each named as first written. */
export function byRoom<T extends Pick<ReportItem, 'room'>>(items: readonly T[]): RoomGroup<T>[] {
  const groups = new Map<string, RoomGroup<T>>();
  for (const item of items) {
    const key = nameKey(item.room);
    const group = groups.get(key) ?? { room: item.room.trim(), items: [] };
    group.items.push(item);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** Every room named in the tenancy's reports, once each: what the room field suggests. */
export const roomsUsed = (reports: readonly TenancyReport[]) =>
  byRoom(reports.flatMap((r) => r.items)).map((group) => group.room);

/**
 * The move-in report a move-out report is read against: the latest signed by everyone, else the
 * latest; none for a move-in report.
 */
export function baselineOf(
  report: TenancyReport,
  reports: readonly TenancyReport[],
): TenancyReport | null {
  if (report.kind !== 'MOVE_OUT') return null;
  const moveIns = reports
    .filter((r) => r.kind === 'MOVE_IN')
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  return moveIns.find((r) => r.sealedAt) ?? moveIns[0] ?? null;
}

/** The item of `baseline` with the same room and item as `item`, if there is one. */
export function matchIn(baseline: TenancyReport, item: Pick<ReportItem, 'room' | 'item'>) {
  const room = nameKey(item.room);
  const name = nameKey(item.item);
  return baseline.items.find((i) => nameKey(i.room) === room && nameKey(i.item) === name) ?? null;
}

/**
 * The reports this party may start now: each kind its tenancy's state allows, unless one of that
 * kind is still being signed (items go there; a correction comes after it is sealed).
 */
export function startableKinds(
  { role, status }: Pick<TenancySummary, 'role' | 'status'>,
  reports: readonly TenancyReport[],
): ReportKind[] {
  if (!role) return [];
  return REPORT_KINDS.filter(
    (kind) =>
      REPORT_TENANCY_STATUSES[kind].includes(status) &&
      !reports.some((r) => r.kind === kind && !r.sealedAt),
  );
}

/** Every item of the tenancy's reports, the latest report first, each with its report. */
export const itemsOf = (reports: readonly TenancyReport[]) =>
  [...reports]
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    .flatMap((report) => report.items.map((item) => ({ report, item })));
