import { initials } from '@/lib/initials';

const SIZES = {
  xs: 'size-8 text-sm',
  sm: 'size-10 text-base',
  md: 'size-12 text-lg',
  lg: 'size-20 text-3xl',
} as const;

const TONES = {
  brand: 'bg-brand-100 text-brand-800',
  solid: 'bg-brand-600 text-white',
  amber: 'bg-amber-100 text-amber-800',
  emerald: 'bg-emerald-100 text-emerald-800',
  rose: 'bg-rose-100 text-rose-800',
  violet: 'bg-violet-100 text-violet-800',
  sky: 'bg-sky-100 text-sky-800',
} as const;

export type AvatarTone = keyof typeof TONES;

/**
 * A person's photo, or their initials in a circle, with a green dot when they are online.
 * Decorative: the name beside it is the accessible text.
 */
export function Avatar({
  name,
  src,
  online,
  size = 'sm',
  tone = 'brand',
}: {
  name: string;
  src?: string | null;
  /** undefined: presence not shown at all. */
  online?: boolean;
  size?: keyof typeof SIZES;
  tone?: AvatarTone;
}) {
  return (
    <span className="relative inline-flex shrink-0">
      {src ? (
        <img
          src={src}
          alt=""
          loading="lazy"
          className={`rounded-full object-cover ${SIZES[size]}`}
        />
      ) : (
        <span
          aria-hidden="true"
          className={`inline-flex items-center justify-center rounded-full font-semibold ${TONES[tone]} ${SIZES[size]}`}
        >
          {initials(name)}
        </span>
      )}
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
