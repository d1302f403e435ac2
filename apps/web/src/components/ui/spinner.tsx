import { LoaderCircle } from 'lucide-react';

/** A small centred loading state with text for screen readers (and sighted users). */
export function Spinner({
  label = 'Loading…',
  className = '',
}: {
  label?: string;
  className?: string;
}) {
  return (
    <div
      role="status"
      className={`flex items-center justify-center gap-2 py-16 text-sm text-slate-600 ${className}`}
    >
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-brand-600" />
      <span>{label}</span>
    </div>
  );
}
