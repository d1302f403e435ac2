import { lazy, Suspense, type ComponentProps, type ReactNode } from 'react';
import { QueryScope } from '@/lib/lazy-query-client';

// What only a signed-in user sees (the bell with its list, messages, the account menu) is its own
// chunk, with the query client it reads counts through: a guest's first page downloads neither.
const load = () => import('./signed-in-controls');
const Bell = lazy(async () => ({ default: (await load()).NotificationBell }));
const Controls = lazy(async () => ({ default: (await load()).SignedInControls }));
const Account = lazy(async () => ({ default: (await load()).MobileAccount }));
const Push = lazy(async () => ({ default: (await load()).PushPrompt }));

function Loading({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <QueryScope>{children}</QueryScope>
    </Suspense>
  );
}

/** The bell: in the bar at every width. */
export function NotificationBell() {
  return (
    <Loading fallback={<span aria-hidden="true" className="size-10" />}>
      <Bell />
    </Loading>
  );
}

/** Messages, List Property and the account menu: from md up. */
export function SignedInControls(props: ComponentProps<typeof Controls>) {
  return (
    <Loading fallback={null}>
      <Controls {...props} />
    </Loading>
  );
}

/** The phone menu's account rows. */
export function MobileAccount(props: ComponentProps<typeof Account>) {
  return (
    <Loading fallback={null}>
      <Account {...props} />
    </Loading>
  );
}

/** The offer of push notifications, after a first message or saved search (never on load). */
export function PushPrompt() {
  return (
    <Loading fallback={null}>
      <Push />
    </Loading>
  );
}
