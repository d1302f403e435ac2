import { useEffect } from 'react';
import { APP_STARTED } from '../lib/app-started';

/**
 * The public pages arrive drawn (scripts/prerender.mjs, the API's live pages) and show their
 * controls well before the app's JavaScript has arrived on a slow phone. Until the app has
 * started, this holds what a person does on them so nothing is lost or done wrong:
 * - a GET form with an action (the filters, the landing search) is a plain link to its results:
 *   it opens that address, leaving out the fields left empty;
 * - any other form, and a button (a menu, a toggle, a favourite), holds the tap and does it
 *   once the app has started, if what was tapped is still on the page. The last tap wins: two
 *   taps on a toggle that did not answer mean "open", not "open and close";
 * - a choice in a select (the sort) or text typed in a box: the app's first render puts back the
 *   values it drew, so they are given to it again, as changes, once it has started.
 *
 * vite.config.ts ships this function's own source in the small script every page loads first,
 * so it uses nothing but its argument and the browser.
 */
export function beforeStart(started: string): void {
  const root = document.getElementById('root');
  if (!root || document.documentElement.hasAttribute('data-started')) return;
  let held: (() => void) | null = null;
  const edited = new Map<HTMLInputElement | HTMLSelectElement, string>();

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest('button[type="button"]');
    if (!(button instanceof HTMLButtonElement) || !root.contains(button)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = () => button.isConnected && button.click();
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !root.contains(form)) return;
    // Held or opened here, and only here: a part of the app already hydrated answers it no more.
    event.preventDefault();
    event.stopImmediatePropagation();
    const action = form.getAttribute('action');
    if (action === null || form.method !== 'get') {
      const { submitter } = event;
      held = () => form.isConnected && form.requestSubmit(submitter);
      return;
    }
    // The app's first render may already have put back the values it drew (it has hydrated,
    // but not yet started), or drawn the form anew: the person's choices are the ones held.
    const data = new FormData(form, event.submitter);
    for (const [field, value] of edited) {
      const drawnAgain = !field.isConnected && form.elements.namedItem(field.name) !== null;
      if (field.name !== '' && (field.form === form || drawnAgain)) data.set(field.name, value);
    }
    const query = new URLSearchParams();
    for (const [name, value] of data) {
      if (typeof value === 'string' && value.trim() !== '') query.append(name, value);
    }
    const search = query.toString();
    window.location.assign(search ? `${action}?${search}` : action);
  };

  const onEdit = (event: Event) => {
    const field = event.target;
    const text = field instanceof HTMLInputElement && /^(text|search)$/.test(field.type);
    if ((text || field instanceof HTMLSelectElement) && root.contains(field)) {
      edited.set(field, field.value);
    }
  };
  // React keeps the value it last saw on the field: give it another one first, then the person's
  // through the prototype's setter (unseen), so the event below reads as a change.
  const replay = (field: HTMLInputElement | HTMLSelectElement, value: string) => {
    field.value = value === '' ? ' ' : '';
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
    const select = field instanceof HTMLSelectElement;
    field.dispatchEvent(new Event(select ? 'change' : 'input', { bubbles: true }));
  };

  document.documentElement.setAttribute('data-holding', '');
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
  document.addEventListener('input', onEdit, true);
  document.addEventListener('change', onEdit, true);
  document.addEventListener(
    started,
    () => {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('submit', onSubmit, true);
      document.removeEventListener('input', onEdit, true);
      document.removeEventListener('change', onEdit, true);
      document.documentElement.removeAttribute('data-holding');
      for (const [field, value] of edited) {
        // Where the app drew the field again, its new one under the same name takes the value.
        const now = field.isConnected
          ? field
          : Array.from(root.querySelectorAll(field.localName)).find(
              (other) => field.name !== '' && (other as HTMLInputElement).name === field.name,
            );
        if (now instanceof HTMLInputElement || now instanceof HTMLSelectElement) replay(now, value);
      }
      held?.();
    },
    { once: true },
  );
}

/**
 * Marks the app as started (`html[data-started]`) once the page around it has hydrated. It sits
 * inside the page's Suspense boundary (PageBoundary): React hydrates that boundary after the root,
 * and a tap replayed on it before then would be dropped.
 */
export function AppStarted(): null {
  useEffect(() => {
    document.documentElement.setAttribute('data-started', '');
    document.dispatchEvent(new Event(APP_STARTED));
  }, []);
  return null;
}
