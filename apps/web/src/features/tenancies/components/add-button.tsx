import { Plus } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { buttonClasses } from '@/components/ui/button';

/** A button that adds something (an item, a deduction, a clause): a plus before its words. */
export function AddButton({
  ref,
  disabled,
  onClick,
  children,
}: {
  ref?: Ref<HTMLButtonElement>;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      ref={ref}
      type="button"
      disabled={disabled}
      onClick={onClick}
      className={buttonClasses('secondary', 'sm')}
    >
      <Plus aria-hidden="true" className="size-4" />
      {children}
    </button>
  );
}
