import type { PropertyStatus } from '@roomsetu/shared';

/** The ribbon of a let-agreed listing, on its card (at the bottom) and its gallery (at the top). */
export function LetAgreedRibbon({
  status,
  at = 'top-3',
}: {
  status: PropertyStatus;
  /** Its vertical place, clear of the card's own badges. */
  at?: 'top-3' | 'bottom-3';
}) {
  if (status !== 'LET_AGREED') return null;
  return (
    <span
      className={`pointer-events-none absolute ${at} left-0 z-10 rounded-r-full bg-sky-800 px-3 py-1 text-xs font-bold tracking-wide text-white uppercase shadow`}
    >
      Let agreed
    </span>
  );
}
