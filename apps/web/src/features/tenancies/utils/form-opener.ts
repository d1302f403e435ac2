import { useRef, useState } from 'react';

/**
 * A button that opens a form in its place. Cancelling gives the focus back to the button once it
 * is on the page again; closing after an answer leaves the focus to the caller.
 */
export function useFormOpener() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return {
    open,
    button,
    show: () => setOpen(true),
    close: () => setOpen(false),
    cancel: () => {
      setOpen(false);
      requestAnimationFrame(() => button.current?.focus());
    },
  };
}
