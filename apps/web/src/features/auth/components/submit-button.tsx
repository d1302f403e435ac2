import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button';

interface SubmitButtonProps {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
  className?: string;
}

/** The form's main action: a spinner and no second press while its call runs. */
export function SubmitButton({ busy, busyLabel, children, className = '' }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      disabled={busy}
      aria-disabled={busy}
      className={buttonClasses('primary', 'lg', className)}
    >
      {busy ? (
        <>
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
          {busyLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}
