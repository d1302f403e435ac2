import { useLocation } from 'react-router';

/**
 * The navigation state of a move inside the tab (a row opened, back to the list, a tenancy just
 * created): the link pressed is gone from the page, so the new view's heading takes the focus.
 */
export const FOCUS_HEADING = { focusHeading: true } as const;

const focus = (node: HTMLElement | null) => node?.focus();

/** A ref for the view's heading: focuses it when the tab itself led here. */
export function useHeadingFocus(): ((node: HTMLElement | null) => void) | undefined {
  const state: unknown = useLocation().state;
  const led = typeof state === 'object' && state !== null && 'focusHeading' in state;
  return led ? focus : undefined;
}
