/** 1–99, then 99+: the badge stays one small circle. */
export const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

/**
 * A red count on the corner of an icon button (the button's label says the number to screen
 * readers); nothing when the count is 0.
 */
export function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute top-0.5 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] leading-none font-bold text-white"
    >
      {badgeText(count)}
    </span>
  );
}
