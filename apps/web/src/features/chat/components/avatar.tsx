import { initialOf } from '../lib/conversation';

const SIZES = { sm: 'size-10 text-base', md: 'size-11 text-lg', lg: 'size-20 text-3xl' } as const;

/** The person's initial in a circle, with a green dot when they are online. */
export function Avatar({
  name,
  online,
  size = 'sm',
}: {
  name: string;
  /** undefined: presence not shown at all. */
  online?: boolean;
  size?: keyof typeof SIZES;
}) {
  return (
    <span className="relative inline-flex shrink-0">
      <span
        aria-hidden="true"
        className={`inline-flex items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800 ${SIZES[size]}`}
      >
        {initialOf(name)}
      </span>
      {online !== undefined && (
        <span
          aria-hidden="true"
          data-online={online}
          className={`absolute right-0 bottom-0 size-3 rounded-full ring-2 ring-white ${
            online ? 'bg-emerald-500' : 'bg-slate-300'
          }`}
        />
      )}
    </span>
  );
}
