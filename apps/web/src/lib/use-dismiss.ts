import { useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react';

/**
 * Closes a popup on Escape (returning focus to its trigger) and on a press outside `container`.
 */
export function useDismiss(
  open: boolean,
  close: () => void,
  container: RefObject<HTMLElement | null>,
  trigger: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      trigger.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (container.current && !container.current.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close, container, trigger]);
}

/**
 * A popup's state: open or not, the ids and refs its trigger and panel share, closed by
 * Escape (focus back on the trigger) and by a press outside `container`.
 */
export function useDisclosure<C extends HTMLElement = HTMLDivElement>() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const container = useRef<C>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((v) => !v), []);
  useDismiss(open, close, container, trigger);
  /** Spread on the trigger button. */
  const triggerProps = {
    ref: trigger,
    'aria-expanded': open,
    'aria-controls': panelId,
    onClick: toggle,
  };
  return { open, close, panelId, container, triggerProps };
}
