import { initials } from '../content/about';

const TONES = [
  'bg-brand-100 text-brand-800',
  'bg-amber-100 text-amber-800',
  'bg-emerald-100 text-emerald-800',
  'bg-rose-100 text-rose-800',
  'bg-violet-100 text-violet-800',
  'bg-sky-100 text-sky-800',
] as const;

/** A person's initials in a tinted circle (no photos); the name beside it is the accessible text. */
export function InitialsAvatar({
  name,
  index = 0,
  size = 'md',
}: {
  name: string;
  index?: number;
  size?: 'md' | 'lg';
}) {
  const box = size === 'lg' ? 'size-16 text-xl' : 'size-14 text-lg';
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center rounded-full font-bold ${box} ${TONES[index % TONES.length]}`}
    >
      {initials(name)}
    </span>
  );
}
